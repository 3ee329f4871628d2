import JSON

/// One rule's result in an engine's scan of one page, as an `automatedResult` record holds it:
/// written by `stepwise scan-results`, read back (and nowhere else decoded) by claims, status
/// and reports.
///
/// What an engine's file says is kept, but bounded: a results file is another program's
/// output, and one forged (or a page with ten thousand failing links) must not make a ledger
/// line of megabytes. Each element's HTML, message and selectors are cut (`Limits`, marked
/// with `…` and `htmlCut`), and at most `Limits.nodes` elements are kept; `nodeCount` is how
/// many the engine reported, which is what remarks count.
public struct AutomatedResultRecord: Sendable, Hashable {
    /// What the engine concluded about the rule on the page.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// The rule failed on some element: a failure of its criteria on that page.
        case violation
        /// The rule passed: supporting evidence only, never a passed check.
        case pass
        /// The engine could not decide (axe's "incomplete", EARL's `cantTell`): a check for a
        /// person to review.
        case needsReview
        /// Nothing on the page for the rule to test.
        case inapplicable

        /// "violation", "pass", "needs review", "inapplicable": as a sentence says it.
        public var words: String { self == .needsReview ? "needs review" : rawValue }
    }

    /// One element the result is about.
    public struct Node: Sendable, Hashable {
        /// Its HTML, as the engine quoted it (cut at `Limits.html` characters).
        public var html: String
        /// Its selector, a part per frame or shadow root.
        public var target: [String]
        /// What the engine says about it (axe's `failureSummary`, an EARL result's description).
        public var message: String?
        /// The HTML was longer than `Limits.html` and was cut.
        public var htmlCut: Bool

        public init(html: String, target: [String], message: String?, htmlCut: Bool = false) {
            self.html = html
            self.target = target
            self.message = message
            self.htmlCut = htmlCut
        }
    }

    /// How much of an engine's result a record keeps.
    public enum Limits {
        /// Characters of an element's HTML.
        public static let html = 2_000
        /// Characters of a message, help text, rule or address.
        public static let text = 2_000
        /// Elements kept per result; the rest are counted in `nodeCount`.
        public static let nodes = 50
        /// Selector parts of one element, and criteria and ACT rules of one result.
        public static let list = 32
    }

    public var rule: String
    public var outcome: Outcome
    /// axe's impact (minor, moderate, serious, critical), when the engine gives one.
    public var impact: String?
    /// The WCAG success criteria the rule tests ("1.4.3"), in number order; empty for a best
    /// practice.
    public var criteria: [String]
    /// The rule tests no WCAG success criterion (a best practice): kept and shown, never in claims.
    public var advisory: Bool
    public var help: String?
    public var helpURL: String?
    /// The ACT rules it implements ("09o5cg").
    public var actRules: [String]
    /// At most `Limits.nodes` elements.
    public var nodes: [Node]
    /// How many elements the engine reported for the result.
    public var nodeCount: Int

    /// The result with every text and list bounded by `Limits`.
    public init(
        rule: String, outcome: Outcome, impact: String? = nil, criteria: [String], advisory: Bool? = nil, help: String? = nil,
        helpURL: String? = nil, actRules: [String] = [], nodes: [Node], nodeCount: Int? = nil
    ) {
        self.rule = Self.cut(rule, to: Limits.text).text
        self.outcome = outcome
        self.impact = impact.map { Self.cut($0, to: Limits.text).text }
        self.criteria = Array(criteria.prefix(Limits.list)).map { Self.cut($0, to: 16).text }
        self.advisory = advisory ?? criteria.isEmpty
        self.help = help.map { Self.cut($0, to: Limits.text).text }
        self.helpURL = helpURL.map { Self.cut($0, to: Limits.text).text }
        self.actRules = Array(actRules.prefix(Limits.list)).map { Self.cut($0, to: 64).text }
        self.nodes = nodes.prefix(Limits.nodes).map { node in
            let html = Self.cut(node.html, to: Limits.html)
            return Node(
                html: html.text, target: node.target.prefix(Limits.list).map { Self.cut($0, to: Limits.text).text },
                message: node.message.map { Self.cut($0, to: Limits.text).text }, htmlCut: node.htmlCut || html.cut)
        }
        self.nodeCount = max(nodeCount ?? nodes.count, self.nodes.count)
    }

    /// `text` cut to `limit` characters, with an ellipsis, and whether it was.
    static func cut(_ text: String, to limit: Int) -> (text: String, cut: Bool) {
        // Counted by bytes first: nearly every text is short, and counting characters is not.
        guard text.utf8.count > limit, text.count > limit else { return (text, false) }
        return (String(text.prefix(limit - 1)) + "…", true)
    }

    /// The record's payload.
    public var payload: [String: JSONValue] {
        var payload: [String: JSONValue] = [
            "rule": .string(rule), "outcome": .string(outcome.rawValue), "criteria": .array(criteria.map(JSONValue.string)),
            "advisory": .bool(advisory), "actRules": .array(actRules.map(JSONValue.string)), "nodeCount": .int(nodeCount),
            "nodes": .array(
                nodes.map { node in
                    var members: [String: JSONValue] = ["html": .string(node.html), "target": .array(node.target.map(JSONValue.string))]
                    if let message = node.message { members["message"] = .string(message) }
                    if node.htmlCut { members["htmlCut"] = .bool(true) }
                    return .object(members)
                }),
        ]
        if let impact { payload["impact"] = .string(impact) }
        if let help { payload["help"] = .string(help) }
        if let helpURL { payload["helpUrl"] = .string(helpURL) }
        return payload
    }

    /// An `automatedResult` record read back; nil for another record, or one without a rule
    /// or with an outcome Stepwise never writes (a hand-edited ledger: no finding, like a
    /// verdict Stepwise never records). A record is bounded again as it is read, so a forged
    /// line cannot bring more into a report than a written one.
    public init?(_ record: LedgerRecord) {
        guard record.type == RecordType.automatedResult, let rule = record.string("rule"), !rule.isEmpty,
            let outcome = record.string("outcome").flatMap(Outcome.init(rawValue:))
        else { return nil }
        var nodes: [Node] = []
        if case .array(let values)? = record.payload["nodes"] {
            for case .object(let members) in values.prefix(Limits.nodes) {
                guard case .string(let html)? = members["html"] else { continue }
                var target: [String] = []
                if case .array(let parts)? = members["target"] {
                    for case .string(let part) in parts { target.append(part) }
                }
                var message: String?
                if case .string(let text)? = members["message"] { message = text }
                nodes.append(Node(html: html, target: target, message: message, htmlCut: members["htmlCut"] == .bool(true)))
            }
        }
        let criteria = record.strings("criteria") ?? []
        self.init(
            rule: rule, outcome: outcome, impact: record.string("impact"), criteria: criteria,
            advisory: record.payload["advisory"] == nil ? nil : record.flag("advisory"), help: record.string("help"),
            helpURL: record.string("helpUrl"), actRules: record.strings("actRules") ?? [], nodes: nodes,
            nodeCount: record.int("nodeCount").map { max(0, $0) })
    }
}
