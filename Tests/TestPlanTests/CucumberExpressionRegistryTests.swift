import Testing

@testable import TestPlan

/// Parameter types beyond the built-ins, and the registry's rules for them.
@Suite("Cucumber Expressions: parameter type registry")
struct CucumberExpressionRegistryTests {
    private static let colour = ParameterType(name: "colour", regularExpressions: ["red|green|blue"]) { values in
        values.first.flatMap { $0 }.map { .string($0.uppercased()) } ?? .null
    }

    @Test("the standard registry holds the built-in types")
    func builtIns() {
        #expect(
            ParameterTypeRegistry.standard.parameterTypes.map(\.name)
                == ["", "bigdecimal", "biginteger", "byte", "double", "float", "int", "long", "short", "string", "word"])
    }

    @Test("a defined type works in Cucumber Expressions and in regular expressions")
    func customType() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(Self.colour)
        let cucumber = try CucumberExpression("a {colour} ball", registry: registry)
        #expect(cucumber.regularExpression == "^a (red|green|blue) ball$")
        #expect(cucumber.match("a red ball")?.map(\.value) == [.string("RED")])
        #expect(cucumber.match("a pink ball") == nil)
        let regex = try RegularExpressionStep("^a (red|green|blue) ball$", registry: registry)
        #expect(regex.match("a blue ball")?.map(\.parameterType) == ["colour"])
        #expect(throws: CucumberExpressionError.self) { try CucumberExpression("a {colour} ball") }
    }

    @Test("a name may be used once")
    func duplicate() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(Self.colour)
        let error = try #require(throws: CucumberExpressionError.self) { try registry.define(Self.colour) }
        #expect(error.description == "There is already a parameter type with name colour")
        let anonymous = try #require(throws: CucumberExpressionError.self) {
            try registry.define(ParameterType(name: "", regularExpressions: ["x"]) { _ in .null })
        }
        #expect(anonymous.description == "The anonymous parameter type has already been defined")
    }

    @Test("a name may not hold the expression syntax's characters")
    func illegalName() {
        var registry = ParameterTypeRegistry()
        let error = try? #require(throws: CucumberExpressionError.self) {
            try registry.define(ParameterType(name: "a/b", regularExpressions: ["x"]) { _ in .null })
        }
        #expect(
            error?.description
                == "Illegal character in parameter name {a/b}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    }

    @Test("one preferred type per pattern")
    func twoPreferred() {
        var registry = ParameterTypeRegistry()
        let error = try? #require(throws: CucumberExpressionError.self) {
            try registry.define(
                ParameterType(name: "count", regularExpressions: [#"\d+"#], preferForRegularExpressionMatch: true) { _ in .null })
        }
        #expect(error?.problem == .twoPreferredParameterTypes(pattern: #"\d+"#))
        #expect(
            error?.description
                == #"There can only be one preferential parameter type per regexp. The regexp /\d+/ is used for two preferential parameter types, {int} and {count}"#
        )
    }

    @Test("a regular expression's group shared by types none of which is preferred is ambiguous")
    func ambiguous() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "animal", regularExpressions: ["[a-z]+"]) { _ in .null })
        try registry.define(ParameterType(name: "plant", regularExpressions: ["[a-z]+"]) { _ in .null })
        let error = try #require(throws: CucumberExpressionError.self) { try RegularExpressionStep("^a ([a-z]+)$", registry: registry) }
        #expect(error.problem == .ambiguousParameterType(pattern: "[a-z]+"))
        #expect(error.description.contains("{animal}\n   {plant}"))
        // Cucumber Expressions name their type, so they are never ambiguous.
        #expect(try CucumberExpression("a {plant}", registry: registry).match("a fern") != nil)
    }
}
