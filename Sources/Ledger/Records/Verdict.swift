/// What a tester found, for one step or for a scenario as a whole: the one verdict type from
/// the session that gives it to every report and claim that reads it back.
///
/// The ledger stores a verdict as text (`ledgerText`). That text is decoded here and nowhere
/// else, once, as records are read; everything after the ledger works with the cases.
public enum Verdict: Sendable, Hashable, CustomStringConvertible {
    case passed, failed, blocked, skipped, notApplicable
    /// A spelling Stepwise never records ("PASSED", "pass": a hand-edited or forged ledger),
    /// kept as written so that reports can show what the ledger says. It is no finding: a
    /// scenario whose verdict it is stays untested, and a check it was given proves nothing.
    case unknown(String)

    /// The verdicts Stepwise records, in the order a session counts them.
    public static let known: [Verdict] = [.passed, .failed, .blocked, .skipped, .notApplicable]

    /// A verdict as the ledger spells it.
    public init(ledgerText text: String) {
        switch text {
        case "passed": self = .passed
        case "failed": self = .failed
        case "blocked": self = .blocked
        case "skipped": self = .skipped
        case "notApplicable": self = .notApplicable
        default: self = .unknown(text)
        }
    }

    /// How the ledger spells it: what a session writes, and what exports that quote the
    /// ledger show ("notApplicable"); an unknown verdict as it was written.
    public var ledgerText: String {
        switch self {
        case .passed: return "passed"
        case .failed: return "failed"
        case .blocked: return "blocked"
        case .skipped: return "skipped"
        case .notApplicable: return "notApplicable"
        case .unknown(let text): return text
        }
    }

    /// Words for people ("not applicable"); an unknown verdict as it was written.
    public var words: String {
        self == .notApplicable ? "not applicable" : ledgerText
    }

    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// The ledger's spelling, so that a verdict put in a line of text reads as the ledger
    /// has it rather than as Swift names the case (`unknown("PASSED")`).
    public var description: String { ledgerText }
}

extension LedgerRecord {
    /// The record's `verdict`, decoded; nil when it has none, or one that is not text.
    public var verdict: Verdict? {
        string("verdict").map(Verdict.init(ledgerText:))
    }
}
