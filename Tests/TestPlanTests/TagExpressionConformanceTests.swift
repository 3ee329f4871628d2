import Foundation
import SharedFolder
import TestPlan
import Testing

/// Every case of Cucumber's shared tag-expression testdata (`../shared/tag-expressions`):
/// the canonical text, the evaluations and the error messages must equal the reference's.
@Suite("Tag expressions: reference testdata", .enabled(if: TagExpressionTestdata.isAvailable, TagExpressionTestdata.skipReason))
struct TagExpressionConformanceTests {
    @Test("parsing.json: canonical text", arguments: TagExpressionTestdata.parsing)
    func parsing(_ example: TagExpressionParsingExample) throws {
        #expect(try TagExpression.parse(example.expression).description == example.formatted)
    }

    @Test("evaluations.json: selection", arguments: TagExpressionTestdata.evaluations)
    func evaluation(_ example: TagExpressionEvaluationExample) throws {
        #expect(try TagExpression.parse(example.expression).evaluate(example.variables) == example.result)
    }

    @Test("errors.json: messages", arguments: TagExpressionTestdata.errors)
    func error(_ example: TagExpressionErrorExample) {
        do {
            let parsed = try TagExpression.parse(example.expression)
            Issue.record("expected an error, parsed \(parsed)")
        } catch {
            #expect(error.description == example.error)
        }
    }

    /// Guards against a renamed or truncated file silently turning the cases above into none.
    @Test("the testdata is all there")
    func testdataIsThere() {
        #expect(TagExpressionTestdata.parsing.count >= 23)
        #expect(TagExpressionTestdata.evaluations.count >= 26)
        #expect(TagExpressionTestdata.errors.count >= 15)
    }
}

/// One case of `parsing.json`: an expression and the canonical text the reference prints for it.
struct TagExpressionParsingExample: Decodable, Sendable, CustomTestStringConvertible {
    let expression: String
    let formatted: String
    var testDescription: String { "\"\(expression)\" → \"\(formatted)\"" }
}

/// One evaluation of `evaluations.json`, flattened so each runs (and fails) on its own.
struct TagExpressionEvaluationExample: Sendable, CustomTestStringConvertible {
    let expression: String
    let variables: [String]
    let result: Bool
    var testDescription: String { "\"\(expression)\" with \(variables) → \(result)" }
}

/// One case of `errors.json`: an expression and the reference's message for it.
struct TagExpressionErrorExample: Decodable, Sendable, CustomTestStringConvertible {
    let expression: String
    let error: String
    var testDescription: String { "\"\(expression)\"" }
}

/// Where the shared tag-expression testdata is, and its cases. Absent `../shared` gives no
/// cases and a skip message, so a bare clone still tests green.
enum TagExpressionTestdata {
    static let directory: URL? = SharedFolder.existing("tag-expressions")

    static let isAvailable = directory != nil
    static let skipReason: Comment =
        "../shared/tag-expressions is absent: Cucumber's tag-expression testdata cannot be read, so these cases are skipped"

    static let parsing: [TagExpressionParsingExample] = decode("parsing.json")

    static let errors: [TagExpressionErrorExample] = decode("errors.json")

    static let evaluations: [TagExpressionEvaluationExample] = {
        struct Expression: Decodable {
            struct Test: Decodable {
                let variables: [String]
                let result: Bool
            }
            let expression: String
            let tests: [Test]
        }
        let expressions: [Expression] = decode("evaluations.json")
        return expressions.flatMap { expression in
            expression.tests.map {
                TagExpressionEvaluationExample(expression: expression.expression, variables: $0.variables, result: $0.result)
            }
        }
    }()

    /// The cases of one file; none when it cannot be read, which "the testdata is all there" reports.
    private static func decode<Example: Decodable>(_ name: String) -> [Example] {
        guard let url = directory?.appendingPathComponent(name), let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Example].self, from: data)) ?? []
    }
}
