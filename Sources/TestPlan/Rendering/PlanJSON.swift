import Gherkin

/// The plan as JSON, for tools:
/// `{"scenarios":[{"id","name","uri","line","tags","platform","contentHash","steps":[{"keyword",
/// "text","line","applicable","reason","definition":{"file","line","expression"}|null,
/// "arguments":[…],"wcag":[…]}],"wcag":[…]}],"undefined":[…],"ambiguous":[…]}`; `wcag` lists the
/// WCAG 2.2 success criteria a step's check evidences, and a scenario's on its platform. Argument values are typed by their
/// parameter type: numbers for numeric types, strings otherwise.
public enum PlanJSON {
    public static func render(_ plan: TestPlan) -> JSONValue {
        .object([
            "scenarios": .array(plan.scenarios.map(scenario)),
            "undefined": .array(plan.undefined.map(unguided)),
            "ambiguous": .array(plan.ambiguous.map(unguided)),
        ])
    }

    static func scenario(_ scenario: PlannedScenario) -> JSONValue {
        .object([
            "id": .string(scenario.id), "name": .string(scenario.name), "feature": .string(scenario.featureName),
            "uri": .string(scenario.uri), "line": .int(scenario.line), "tags": .array(scenario.tags.map { .string($0) }),
            "platform": .string(scenario.platform), "contentHash": .string(scenario.contentHash),
            "steps": .array(scenario.steps.map(step)), "wcag": .array(scenario.wcag.map { .string($0) }),
        ])
    }

    static func step(_ step: PlannedStep) -> JSONValue {
        var members: [String: JSONValue] = [
            "keyword": .string(step.keyword), "text": .string(step.text), "line": .int(step.line),
            "applicable": .bool(step.applicable), "reason": step.reason.map { .string($0) } ?? .null,
            "arguments": .array(step.arguments.map(argument)), "wcag": .array(step.wcag.map { .string($0) }),
            "kind": .string(step.kind.rawValue),
        ]
        if let definition = step.definition {
            var about: [String: JSONValue] = [
                "file": .string(definition.file), "line": .int(definition.line), "expression": .string(definition.source),
            ]
            if let reason = definition.wcagReason { about["wcagReason"] = .string(reason) }
            members["definition"] = .object(about)
        } else {
            members["definition"] = .null
        }
        if let source = step.source {
            members["source"] = .object(["file": .string(source.path), "line": .int(source.line)])
        }
        return .object(members)
    }

    static func unguided(_ step: TestPlan.UnguidedStep) -> JSONValue {
        var members: [String: JSONValue] = ["text": .string(step.text), "places": .array(step.places.map { .string($0) })]
        if !step.definitions.isEmpty { members["definitions"] = .array(step.definitions.map { .string($0) }) }
        return .object(members)
    }

    static func argument(_ argument: StepArgument) -> JSONValue {
        argument.jsonValue
    }
}
