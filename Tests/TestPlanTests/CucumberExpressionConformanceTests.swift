import Foundation
import SharedFolder
import Testing

@testable import TestPlan

/// Every case of Cucumber's shared Cucumber Expression testdata
/// (`../shared/cucumber-expressions/testdata.json`): tokens, syntax trees, compiled regular
/// expressions, matched argument values and error messages must equal the reference's.
@Suite(
    "Cucumber Expressions: reference testdata",
    .enabled(if: CucumberExpressionTestdata.isAvailable, CucumberExpressionTestdata.skipReason))
struct CucumberExpressionConformanceTests {
    @Test("testdata.json", arguments: CucumberExpressionTestdata.cases)
    func conforms(_ example: CucumberExpressionExample) throws {
        switch example.category {
        case .tokenizer: try tokens(example)
        case .parser: try ast(example)
        case .transformation: try regularExpression(example)
        case .cucumberExpressionMatching: try arguments(example) { try CucumberExpression($0) }
        case .regularExpressionMatching: try arguments(example) { try RegularExpressionStep($0) }
        }
    }

    /// Guards against a renamed or truncated file silently turning the cases above into none.
    @Test("the testdata is all there")
    func testdataIsThere() {
        let cases = CucumberExpressionTestdata.cases
        #expect(cases.count >= 107)
        for category in CucumberExpressionExample.Category.allCases {
            #expect(cases.contains { $0.category == category }, "no \(category) cases")
        }
    }

    private func tokens(_ example: CucumberExpressionExample) throws {
        switch example.expectation {
        case .tokens(let expected):
            let tokens = try ExpressionTokenizer.tokens(of: example.expression)
            #expect(tokens.map(ExpectedToken.init) == expected)
        case .error(let message):
            expectError(message) { _ = try ExpressionTokenizer.tokens(of: example.expression) }
        default:
            Issue.record("a tokenizer case expects tokens or an error")
        }
    }

    private func ast(_ example: CucumberExpressionExample) throws {
        switch example.expectation {
        case .ast(let expected):
            let tree = try ExpressionParser.parse(example.expression)
            #expect(try CucumberExpressionTestdata.canonicalJSON(Self.json(of: tree)) == expected)
        case .error(let message):
            expectError(message) { _ = try ExpressionParser.parse(example.expression) }
        default:
            Issue.record("a parser case expects a tree or an error")
        }
    }

    private func regularExpression(_ example: CucumberExpressionExample) throws {
        guard case .regularExpression(let expected) = example.expectation else {
            Issue.record("a transformation case expects a regular expression")
            return
        }
        #expect(try CucumberExpression(example.expression).regularExpression == expected)
    }

    private func arguments(_ example: CucumberExpressionExample, _ make: (String) throws -> any StepExpression) throws {
        switch example.expectation {
        case .arguments(let expected):
            let text = try #require(example.text, "a matching case needs a text")
            let found = try make(example.expression).match(text)
            #expect(found.map { $0.map { ExpectedArgument($0.value) } } == expected)
        case .error(let message):
            expectError(message) { _ = try make(example.expression) }
        default:
            Issue.record("a matching case expects arguments or an error")
        }
    }

    /// Expects `body` to fail with exactly `message`.
    private func expectError(_ message: String, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("no error; expected:\n\(message)")
        } catch let error as CucumberExpressionError {
            #expect(error.description == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// A node as the testdata writes it: text nodes carry `token`, the others `nodes`.
    private static func json(of node: ExpressionNode) -> [String: Any] {
        var object: [String: Any] = ["type": node.kind.rawValue, "start": node.start, "end": node.end]
        if let token = node.token {
            object["token"] = token
        } else {
            object["nodes"] = node.nodes.map(json)
        }
        return object
    }
}

/// One case of the testdata, named by its original file.
struct CucumberExpressionExample: Sendable, CustomTestStringConvertible {
    /// Which reference test suite the case comes from, by the folder of its file.
    enum Category: String, Sendable, CaseIterable {
        case tokenizer = "cucumber-expression/tokenizer/"
        case parser = "cucumber-expression/parser/"
        case transformation = "cucumber-expression/transformation/"
        case cucumberExpressionMatching = "cucumber-expression/matching/"
        case regularExpressionMatching = "regular-expression/matching/"
    }

    enum Expectation: Sendable {
        case tokens([ExpectedToken])
        /// The tree as JSON text with sorted keys.
        case ast(String)
        case regularExpression(String)
        /// Nil: the text must not match.
        case arguments([ExpectedArgument]?)
        case error(String)
    }

    let name: String
    let category: Category
    let expression: String
    let text: String?
    let expectation: Expectation

    var testDescription: String { name }
}

struct ExpectedToken: Sendable, Hashable, CustomStringConvertible {
    let type: String
    let start: Int
    let end: Int
    let text: String

    init(type: String, start: Int, end: Int, text: String) {
        self.type = type
        self.start = start
        self.end = end
        self.text = text
    }

    init(_ token: ExpressionToken) {
        self.init(type: token.kind.rawValue, start: token.start, end: token.end, text: token.text)
    }

    var description: String { "\(type)(\(start)..<\(end) \"\(text)\")" }
}

/// An argument value as JSON can state it: the testdata writes whole numbers without a
/// fraction (`3`), floating-point ones with one (`1500.0`), and big numbers as strings.
enum ExpectedArgument: Sendable, Hashable {
    case integer(Int)
    case double(Double)
    case string(String)
    case null
    /// A value of ours that JSON has no counterpart for, kept so a mismatch shows it.
    case unexpected(String)

    init(_ value: ArgumentValue) {
        switch value {
        case .int(let number): self = .integer(number)
        case .double(let number): self = .double(number)
        case .decimal(let text), .string(let text): self = .string(text)
        case .null: self = .null
        case .unconvertible(let reason): self = .unexpected(reason)
        }
    }

    init?(json: Any) {
        if json is NSNull {
            self = .null
        } else if let text = json as? String {
            self = .string(text)
        } else if let number = json as? NSNumber {
            // "d"/"f": the JSON number had a fraction or an exponent.
            let type = String(cString: number.objCType)
            self = type == "d" || type == "f" ? .double(number.doubleValue) : .integer(number.intValue)
        } else {
            return nil
        }
    }
}

enum CucumberExpressionTestdata {
    static let file: URL? = SharedFolder.existing("cucumber-expressions/testdata.json")

    static let isAvailable = file != nil
    static let skipReason: Comment =
        "../shared/cucumber-expressions/testdata.json is absent: Cucumber's Cucumber Expression testdata cannot be read, so these cases are skipped"

    /// Every case, sorted by name. A case that cannot be read becomes one whose expectation
    /// is an impossible error, so it fails visibly instead of vanishing.
    static let cases: [CucumberExpressionExample] = {
        guard let file, let data = try? Data(contentsOf: file),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return [] }
        return object.keys.sorted().map { name in example(named: name, object[name] ?? [:]) }
    }()

    private static func example(named name: String, _ fields: [String: Any]) -> CucumberExpressionExample {
        func unreadable(_ why: String) -> CucumberExpressionExample {
            CucumberExpressionExample(
                name: name, category: .tokenizer, expression: "", text: nil, expectation: .error("unreadable case: \(why)"))
        }
        guard let category = CucumberExpressionExample.Category.allCases.first(where: { name.hasPrefix($0.rawValue) }) else {
            return unreadable("unknown folder")
        }
        guard let expression = fields["expression"] as? String else { return unreadable("no expression") }
        let expectation: CucumberExpressionExample.Expectation
        if let message = fields["exception"] as? String {
            expectation = .error(message)
        } else if let tokens = fields["expected_tokens"] as? [[String: Any]] {
            let read = tokens.compactMap { token -> ExpectedToken? in
                guard let type = token["type"] as? String, let start = token["start"] as? Int, let end = token["end"] as? Int,
                    let text = token["text"] as? String
                else { return nil }
                return ExpectedToken(type: type, start: start, end: end, text: text)
            }
            guard read.count == tokens.count else { return unreadable("a token without type, start, end or text") }
            expectation = .tokens(read)
        } else if let tree = fields["expected_ast"] {
            guard let json = try? canonicalJSON(tree) else { return unreadable("a tree that is not JSON") }
            expectation = .ast(json)
        } else if let pattern = fields["expected_regex"] as? String {
            expectation = .regularExpression(pattern)
        } else if fields["expected_args"] is NSNull {
            expectation = .arguments(nil)
        } else if let arguments = fields["expected_args"] as? [Any] {
            let read = arguments.compactMap(ExpectedArgument.init(json:))
            guard read.count == arguments.count else { return unreadable("an argument of an unknown kind") }
            expectation = .arguments(read)
        } else {
            return unreadable("no expectation")
        }
        return CucumberExpressionExample(
            name: name, category: category, expression: expression, text: fields["text"] as? String, expectation: expectation)
    }

    /// JSON text with sorted keys, so two trees compare equal exactly when their content does.
    static func canonicalJSON(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
