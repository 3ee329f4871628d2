import Ledger

/// What the report can say about a scenario or a step, each with the words that say it. The
/// words are the information; the class name only lets the stylesheet repeat them in colour.
enum HTMLResultKind: CaseIterable {
    case passed, failed, blocked, skipped, notApplicable, untested, conflict
    /// Not a state of its own: a scenario whose current verdict was given to older steps is
    /// counted in its state and again here.
    case stale

    init(_ state: ScenarioResult.State) {
        switch state {
        case .passed: self = .passed
        case .failed: self = .failed
        case .blocked: self = .blocked
        case .skipped: self = .skipped
        case .notApplicable: self = .notApplicable
        case .untested: self = .untested
        case .conflict: self = .conflict
        }
    }

    /// A step or attempt verdict; nil for one Stepwise never records, which has no colour of
    /// its own (the report shows it as written).
    init?(verdict: Verdict) {
        switch verdict {
        case .passed: self = .passed
        case .failed: self = .failed
        case .blocked: self = .blocked
        case .skipped: self = .skipped
        case .notApplicable: self = .notApplicable
        case .unknown: return nil
        }
    }

    /// The kinds that partition a group's scenarios (each scenario is in exactly one).
    static let states: [HTMLResultKind] = [.passed, .failed, .blocked, .skipped, .notApplicable, .untested, .conflict]

    var word: String {
        switch self {
        case .passed: return "passed"
        case .failed: return "failed"
        case .blocked: return "blocked"
        case .skipped: return "skipped"
        case .notApplicable: return "not applicable"
        case .untested: return "untested"
        case .conflict: return "conflict"
        case .stale: return "stale"
        }
    }

    /// A column or row heading.
    var title: String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Its place among `allCases`: where counts by kind are kept.
    var ordinal: Int {
        switch self {
        case .passed: return 0
        case .failed: return 1
        case .blocked: return 2
        case .skipped: return 3
        case .notApplicable: return 4
        case .untested: return 5
        case .conflict: return 6
        case .stale: return 7
        }
    }

    var className: String {
        switch self {
        case .notApplicable: return "not-applicable"
        default: return word
        }
    }
}
