import JSON
import WCAG

/// Which planned steps evidence which success criteria, in which product part: what a plan's
/// conformance claims are made of. A sign-off records it so that `verify` can work the claims
/// out again from the ledgers alone, without the features and step library it was made from.
public struct ConformanceMap: Sendable, Hashable {
    /// One step of one planned scenario and the criteria its check evidences.
    public struct Check: Sendable, Hashable {
        public let scenario: String
        /// 0-based, as step records number steps.
        public let step: Int
        public let criteria: [String]
        public let part: ProductPart
        /// The component (feature) the check belongs to: claims gather outcomes per component
        /// before they weigh components against each other.
        public let component: String
        /// The page or screen of the sample it was planned on, if any: a component tested on
        /// three pages is three instances when claims count how many fail.
        public let page: String?

        public init(scenario: String, step: Int, criteria: [String], part: ProductPart, component: String = "", page: String? = nil) {
            self.scenario = scenario
            self.step = step
            self.criteria = criteria
            self.part = part
            self.component = component
            self.page = page
        }

        /// What claims weigh as one instance: the component, on its page where it has one.
        public var instance: String { page.map { component + "\u{1F}" + $0 } ?? component }
    }

    /// The conformance target: criteria above it are left out of the claims.
    public let target: WCAGCriterion.Level
    /// The product parts the plan tests, even those no check of a criterion covers.
    public let parts: [ProductPart]
    public let checks: [Check]

    public init(target: WCAGCriterion.Level, parts: [ProductPart], checks: [Check]) {
        self.target = target
        self.parts = Array(Set(parts)).sorted()
        self.checks = checks
    }

    /// The criteria the claims are about: every WCAG 2.2 success criterion at or below the
    /// target, in number order.
    public var criteria: [WCAGCriterion] { WCAGCriterion.all.filter { $0.level <= target } }

    /// `{"target":"AA","parts":[…],"checks":[{"scenario":…,"part":…,"steps":[[3,["2.4.7"]]]}]}`:
    /// one entry per scenario, so a manifest stays small.
    public var json: JSONValue {
        var order: [String] = []
        var byScenario: [String: (ProductPart, String, [JSONValue], String?)] = [:]
        for check in checks {
            if byScenario[check.scenario] == nil {
                order.append(check.scenario)
                byScenario[check.scenario] = (check.part, check.component, [], check.page)
            }
            byScenario[check.scenario]!.2.append(.array([.int(check.step), .array(check.criteria.map(JSONValue.string))]))
        }
        return .object([
            "target": .string(target.rawValue),
            "parts": .array(parts.map { .string($0.rawValue) }),
            "checks": .array(
                order.map { id in
                    var entry: [String: JSONValue] = [
                        "scenario": .string(id), "part": .string(byScenario[id]!.0.rawValue), "component": .string(byScenario[id]!.1),
                        "steps": .array(byScenario[id]!.2),
                    ]
                    if let page = byScenario[id]!.3 { entry["page"] = .string(page) }
                    return .object(entry)
                }),
        ])
    }

    public init?(json: JSONValue) {
        guard case .object(let members) = json, case .string(let targetText)? = members["target"],
            let target = WCAGCriterion.Level(rawValue: targetText), case .array(let partValues)? = members["parts"],
            case .array(let checkValues)? = members["checks"]
        else { return nil }
        var parts: [ProductPart] = []
        for value in partValues {
            guard case .string(let text) = value, let part = ProductPart(rawValue: text) else { return nil }
            parts.append(part)
        }
        var checks: [Check] = []
        for value in checkValues {
            guard case .object(let entry) = value, case .string(let scenario)? = entry["scenario"],
                case .string(let partText)? = entry["part"], let part = ProductPart(rawValue: partText),
                case .array(let steps)? = entry["steps"]
            else { return nil }
            // Sign-offs made before claims were gathered per component name none.
            var component = ""
            if case .string(let name)? = entry["component"] { component = name }
            var page: String?
            if case .string(let name)? = entry["page"] { page = name }
            for step in steps {
                guard case .array(let pair) = step, pair.count == 2, case .int(let index) = pair[0], case .array(let names) = pair[1]
                else { return nil }
                var criteria: [String] = []
                for name in names {
                    guard case .string(let number) = name else { return nil }
                    criteria.append(number)
                }
                checks.append(Check(scenario: scenario, step: index, criteria: criteria, part: part, component: component, page: page))
            }
        }
        self.init(target: target, parts: parts, checks: checks)
    }
}
