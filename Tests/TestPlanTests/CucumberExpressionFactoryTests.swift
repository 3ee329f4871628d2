import Testing

@testable import TestPlan

/// Which texts the factory takes for regular expressions, as the reference's Java
/// `ExpressionFactory` decides.
@Suite("Cucumber Expressions: expression factory")
struct CucumberExpressionFactoryTests {
    private let factory = ExpressionFactory()

    @Test(
        "anchors or slashes make a regular expression; anything else is a Cucumber Expression",
        arguments: [
            (#"^I have (\d+) cats$"#, true, #"^I have (\d+) cats$"#),
            (#"^I have (\d+) cats"#, true, #"^I have (\d+) cats"#),
            (#"I have (\d+) cats$"#, true, #"I have (\d+) cats$"#),
            (#"/I have (\d+) cats/"#, true, #"I have (\d+) cats"#),
            ("I have {int} cats", false, "I have {int} cats"),
            ("", false, ""),
            ("a/b", false, "a/b"),
        ])
    func kinds(text: String, isRegularExpression: Bool, source: String) throws {
        let expression = try factory.expression(for: text)
        #expect((expression is RegularExpressionStep) == isRegularExpression)
        #expect((expression is CucumberExpression) != isRegularExpression)
        #expect(expression.source == source)
    }

    @Test("both kinds match the same step alike")
    func sameMatch() throws {
        let regex = try factory.expression(for: #"/I have (\d+) cats/"#)
        let cucumber = try factory.expression(for: "I have {int} cats")
        #expect(regex.match("I have 3 cats")?.map(\.value) == [.int(3)])
        #expect(cucumber.match("I have 3 cats")?.map(\.value) == [.int(3)])
    }

    @Test("a Cucumber Expression with anchors gets the reference's advice")
    func anchors() {
        let text = "^I have {int} cats$"
        #expect(throws: CucumberExpressionError.self) { try factory.expression(for: text) }
        do {
            _ = try factory.expression(for: text)
        } catch {
            #expect(error.problem == .anchorsInCucumberExpression)
            #expect(error.description == "You cannot use anchors (^ or $) in Cucumber Expressions. Please remove them from ^I have {int} cats$")
        }
    }

    @Test("an anchored pattern that is simply broken stays a regular-expression error")
    func brokenRegex() {
        do {
            _ = try factory.expression(for: "^a(b$")
            Issue.record("expected an error")
        } catch {
            #expect(error.problem == .invalidRegularExpression)
        }
    }

    @Test("a lone slash is a Cucumber Expression, and an empty alternation at that")
    func loneSlash() {
        do {
            _ = try factory.expression(for: "/")
            Issue.record("expected an error")
        } catch {
            #expect(error.problem == .emptyAlternative)
        }
    }
}
