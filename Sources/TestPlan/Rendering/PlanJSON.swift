import Gherkin
import JSON

/// The plan as JSON, for tools:
/// `{"scenarios":[{"id","name","uri","line","tags","platform","contentHash","steps":[{"keyword",
/// "text","line","applicable","reason","short"?,"definition":{"file","line","expression"}|null,
/// "arguments":[…],"wcag":[…]}],"wcag":[…]}],"undefined":[…],"ambiguous":[…]}`; `short` is the
/// step's short guidance on its platform, where its definition has one; `wcag` lists the
/// WCAG 2.2 success criteria a step's check evidences, and a scenario's on its platform;
/// `en301549`, where there are any, the clauses of EN 301 549 beyond WCAG they evidence (a
/// definition's `EN 301 549:` line). Argument values are typed by their parameter type:
/// numbers for numeric types, strings otherwise.
public enum PlanJSON {
    public static func render(_ plan: TestPlan) -> JSONValue {
        .object([
            "scenarios": .array(plan.scenarios.map(scenario)),
            "undefined": .array(plan.undefined.map(unguided)),
            "ambiguous": .array(plan.ambiguous.map(unguided)),
        ])
    }

    /// The same document as `render(plan).text`, byte for byte, written straight to bytes and
    /// handed to `write` in pieces of about 64 KiB as it is made: a large plan's JSON is ten
    /// times its feature files, and neither it nor a tree of values for it is ever held whole.
    public static func write(_ plan: TestPlan, _ write: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        func flushIfFull() {
            if out.count >= 1 << 16 {
                write(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        // Keys in sorted order, as `JSONValue` writes them.
        out.appendASCII("{\"ambiguous\":")
        JSONValue.array(plan.ambiguous.map(unguided)).write(to: &out)
        out.appendASCII(",\"scenarios\":[")
        var definitions = DefinitionFragments()
        for (index, planned) in plan.scenarios.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            scenario(planned, to: &out, definitions: &definitions)
            flushIfFull()
        }
        out.appendASCII("],\"undefined\":[")
        for (index, step) in plan.undefined.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            unguided(step, to: &out)
            flushIfFull()
        }
        out.appendASCII("]}")
        write(out)
    }

    /// Each definition's `"definition"` member as JSON, made once: a large plan's steps share a
    /// few dozen definitions, and escaping their expression and file again for every step
    /// was a tenth of writing the plan.
    public struct DefinitionFragments {
        private var made: [ObjectIdentifier: [UInt8]] = [:]

        public init() {}

        mutating func write(_ definition: StepDefinition, to out: inout [UInt8]) {
            let key = ObjectIdentifier(definition)
            if let known = made[key] {
                out.append(contentsOf: known)
                return
            }
            var fragment: [UInt8] = []
            fragment.appendASCII("{\"expression\":")
            fragment.appendJSONString(definition.source)
            fragment.appendASCII(",\"file\":")
            fragment.appendJSONString(definition.file)
            fragment.appendASCII(",\"line\":")
            fragment.appendJSONInt(definition.line)
            if let reason = definition.wcagReason {
                fragment.appendASCII(",\"wcagReason\":")
                fragment.appendJSONString(reason)
            }
            fragment.append(UInt8(ascii: "}"))
            // The definition is kept alive by the library for as long as the plan is made, so
            // its identifier names no other object meanwhile.
            made[key] = fragment
            out.append(contentsOf: fragment)
        }
    }

    /// One scenario as `scenario(_:)` renders it, keys sorted.
    public static func scenario(_ scenario: PlannedScenario, to out: inout [UInt8], definitions: inout DefinitionFragments) {
        out.appendASCII("{\"contentHash\":")
        out.appendJSONString(scenario.contentHash)
        // Only where there are any: plans of WCAG checks alone stay byte for byte as they were.
        let clauses = scenario.en301549
        if !clauses.isEmpty {
            out.appendASCII(",\"en301549\":")
            strings(clauses, to: &out)
        }
        out.appendASCII(",\"feature\":")
        out.appendJSONString(scenario.featureName)
        out.appendASCII(",\"id\":")
        out.appendJSONString(scenario.id)
        out.appendASCII(",\"line\":")
        out.appendJSONInt(scenario.line)
        out.appendASCII(",\"name\":")
        out.appendJSONString(scenario.name)
        // Only where there is one: plans without pages stay byte for byte as they were.
        if let page = scenario.page {
            out.appendASCII(",\"page\":")
            out.appendJSONString(page)
        }
        out.appendASCII(",\"platform\":")
        out.appendJSONString(scenario.platform)
        out.appendASCII(",\"steps\":[")
        for index in scenario.steps.indices {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            step(scenario.steps[index], to: &out, definitions: &definitions)
        }
        out.appendASCII("],\"tags\":")
        strings(scenario.tags, to: &out)
        out.appendASCII(",\"uri\":")
        out.appendJSONString(scenario.uri)
        out.appendASCII(",\"wcag\":")
        strings(scenario.wcag, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// One step as `step(_:)` renders it, keys sorted.
    static func step(_ step: PlannedStep, to out: inout [UInt8], definitions: inout DefinitionFragments) {
        out.appendASCII("{\"applicable\":")
        out.appendASCII(step.applicable ? "true" : "false")
        out.appendASCII(",\"arguments\":[")
        for (index, argument) in step.arguments.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            argument.jsonValue.write(to: &out)
        }
        out.appendASCII("],\"definition\":")
        if let definition = step.definition {
            definitions.write(definition, to: &out)
        } else {
            out.appendASCII("null")
        }
        let clauses = step.en301549
        if !clauses.isEmpty {
            out.appendASCII(",\"en301549\":")
            strings(clauses, to: &out)
        }
        out.appendASCII(",\"keyword\":")
        out.appendJSONString(step.keyword)
        out.appendASCII(",\"kind\":")
        out.appendJSONString(step.kind.rawValue)
        out.appendASCII(",\"line\":")
        out.appendJSONInt(step.line)
        out.appendASCII(",\"reason\":")
        if let reason = step.reason { out.appendJSONString(reason) } else { out.appendASCII("null") }
        // Only where the definition has one: plans made with other libraries stay as they were.
        if let short = step.shortGuidance {
            out.appendASCII(",\"short\":")
            out.appendJSONString(short)
        }
        if let source = step.source {
            out.appendASCII(",\"source\":{\"file\":")
            out.appendJSONString(source.path)
            out.appendASCII(",\"line\":")
            out.appendJSONInt(source.line)
            out.append(UInt8(ascii: "}"))
        }
        out.appendASCII(",\"text\":")
        out.appendJSONString(step.text)
        out.appendASCII(",\"wcag\":")
        strings(step.wcag, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    private static func strings(_ values: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.appendJSONString(value)
        }
        out.append(UInt8(ascii: "]"))
    }

    static func scenario(_ scenario: PlannedScenario) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(scenario.id), "name": .string(scenario.name), "feature": .string(scenario.featureName),
            "uri": .string(scenario.uri), "line": .int(scenario.line), "tags": .array(scenario.tags.map { .string($0) }),
            "platform": .string(scenario.platform), "contentHash": .string(scenario.contentHash),
            "steps": .array(scenario.steps.map(step)), "wcag": .array(scenario.wcag.map { .string($0) }),
        ]
        if let page = scenario.page { members["page"] = .string(page) }
        if !scenario.en301549.isEmpty { members["en301549"] = .array(scenario.en301549.map { .string($0) }) }
        return .object(members)
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
        if let short = step.shortGuidance { members["short"] = .string(short) }
        if !step.en301549.isEmpty { members["en301549"] = .array(step.en301549.map { .string($0) }) }
        if let source = step.source {
            members["source"] = .object(["file": .string(source.path), "line": .int(source.line)])
        }
        return .object(members)
    }

    /// The same text as `unguided(step).write(to:)`, written straight to bytes: a large new
    /// feature's undefined steps are hundreds of thousands, and a tree of values for each was
    /// most of the memory `plan` took for one.
    public static func unguided(_ step: TestPlan.UnguidedStep, to out: inout [UInt8]) {
        // Keys in sorted order, as `JSONValue` writes them.
        out.append(UInt8(ascii: "{"))
        if !step.definitions.isEmpty {
            out.appendASCII("\"definitions\":")
            strings(step.definitions, to: &out)
            out.append(UInt8(ascii: ","))
        }
        out.appendASCII("\"places\":")
        strings(step.places, to: &out)
        out.appendASCII(",\"text\":")
        out.appendJSONString(step.text)
        out.append(UInt8(ascii: "}"))
    }

    public static func unguided(_ step: TestPlan.UnguidedStep) -> JSONValue {
        var members: [String: JSONValue] = ["text": .string(step.text), "places": .array(step.places.map { .string($0) })]
        if !step.definitions.isEmpty { members["definitions"] = .array(step.definitions.map { .string($0) }) }
        return .object(members)
    }

    static func argument(_ argument: StepArgument) -> JSONValue {
        argument.jsonValue
    }
}
