import JSON

/// Reads one rule of axe-core's results (`id`, `impact`, `tags`, `help`, `helpUrl`, `nodes`)
/// and its elements (`html`, `target`, `failureSummary`).
enum AxeRuleReader {
    static func result(_ rule: JSONObject, outcome: AutomatedOutcome) throws(ReadFailure) -> AutomatedRuleResult {
        guard let id = try rule.string("id"), !id.isEmpty else {
            throw ReadFailure(.malformed(at: rule.path(of: "id"), expected: "the rule's id, a string"))
        }
        var nodes: [AutomatedNode] = []
        for node in try rule.objects("nodes", expected: "an element result (html, target, …)") {
            nodes.append(try self.node(node))
        }
        return AutomatedRuleResult(
            rule: id, actRules: RuleCriteria.actRules(forAxeRule: id), outcome: outcome, impact: try impact(rule),
            help: try rule.string("help"), helpURL: try rule.string("helpUrl"), criteria: RuleCriteria.fromAxeTags(try rule.strings("tags")),
            criteriaSource: .engine, nodes: nodes)
    }

    private static func impact(_ rule: JSONObject) throws(ReadFailure) -> AutomatedImpact? {
        guard let word = try rule.string("impact") else { return nil }
        guard let impact = AutomatedImpact(rawValue: word) else {
            throw ReadFailure(.malformed(at: rule.path(of: "impact"), expected: "minor, moderate, serious, critical or null, not \"\(word)\""))
        }
        return impact
    }

    private static func node(_ node: JSONObject) throws(ReadFailure) -> AutomatedNode {
        var target: [String] = []
        for (value, place) in try node.array("target") {
            switch value {
            case .string(let selector):
                target.append(selector)
            case .array(let shadowPath):
                // An element inside shadow DOM: the host's selector, then the selectors within.
                var selectors: [String] = []
                for part in shadowPath {
                    guard case .string(let selector) = part else {
                        throw ReadFailure(.malformed(at: place, expected: "a CSS selector or a list of them"))
                    }
                    selectors.append(selector)
                }
                target.append(selectors.joined(separator: " >>> "))
            default:
                throw ReadFailure(.malformed(at: place, expected: "a CSS selector or a list of them"))
            }
        }
        return AutomatedNode(html: try node.string("html"), target: target, message: try node.string("failureSummary"))
    }
}
