import JSON

/// A person's verdict on one element of a result an engine could not decide, as an
/// `automatedReview` record holds it (`stepwise run --review`): which finding it judges — the
/// automated session, the seq of its `automatedResult` record, the element's place in it — the
/// verdict, the reviewer's note, and the criteria the verdict is about (the rule's).
public struct AutomatedReviewRecord: Sendable, Hashable {
    /// The `mode` of a review session's first record.
    public static let mode = "review"

    public var session: String
    public var seq: Int
    /// The element's place (from 0) among the result's kept elements.
    public var node: Int
    /// passed, failed or notApplicable.
    public var verdict: Verdict
    public var note: String?
    public var criteria: [String]
    /// The rule and page, so the record reads on its own.
    public var rule: String
    public var page: String

    public init(session: String, seq: Int, node: Int, verdict: Verdict, note: String?, criteria: [String], rule: String, page: String) {
        self.session = session
        self.seq = seq
        self.node = node
        self.verdict = verdict
        self.note = note
        self.criteria = criteria
        self.rule = rule
        self.page = page
    }

    /// "20261122-091503-axe-core-4-10-2-desktop-3f2a:7": the finding, as the record names it.
    public var finding: String { "\(session):\(seq)" }

    public var payload: [String: JSONValue] {
        var payload: [String: JSONValue] = [
            "finding": .string(finding), "node": .int(node), "verdict": .string(verdict.ledgerText),
            "criteria": .array(criteria.map(JSONValue.string)), "rule": .string(rule), "page": .string(page),
        ]
        if let note { payload["note"] = .string(note) }
        return payload
    }

    /// The record read back; nil for another record, one naming no finding, or a verdict a
    /// review never gives (a hand-edited ledger judges nothing).
    public init?(_ record: LedgerRecord) {
        guard record.type == RecordType.automatedReview, let finding = record.string("finding"), let node = record.int("node"), node >= 0,
            let colon = finding.lastIndex(of: ":"), let seq = Int(finding[finding.index(after: colon)...]), let verdict = record.verdict,
            [.passed, .failed, .notApplicable].contains(verdict)
        else { return nil }
        self.init(
            session: String(finding[..<colon]), seq: seq, node: node, verdict: verdict, note: record.string("note"),
            criteria: record.strings("criteria") ?? [], rule: record.string("rule") ?? "", page: record.string("page") ?? "")
    }
}
