import Gherkin
import JSON
import TestPlan
import Testing

@testable import Reports

/// A button tested on iOS and Android with steps mapped to WCAG criteria:
///
/// | scenario | iOS (Ann) | Android (Bo) |
/// |---|---|---|
/// | Keyboard: open (4.1.2), TAB (2.1.1), focus visible (2.4.7, 2.4.13 AAA) | focus step failed with a hostile note, a defect, evidence | open passed, TAB blocked |
/// | Screen reader: open (4.1.2), label read (1.1.1, 4.1.2) | passed | untested |
/// | Text resize: enlarge (1.4.4) | not applicable | untested |
enum EARLFixture {
    static let note = "no focus ring \u{1}\u{1F} \"quoted\" \\ back </script> ]]> 😀\nsecond line"
    static let featureName = "Button \"primary\" <b>"
    static let tester = "Ann \"QA\" <ann@example.com>"

    static let library = """
        # Steps

        ## I open the button
        WCAG: 4.1.2
        Open it.

        ## I press TAB
        WCAG: 2.1.1
        Press Tab.

        ## focus is visible
        WCAG: 2.4.7, 2.4.13
        Look for the ring.

        ## the label is read
        WCAG: 1.1.1, 4.1.2
        Listen.

        ## I enlarge text
        WCAG: 1.4.4
        Enlarge it.

        """

    static let feature = """
        @native
        Feature: \(featureName)

          Scenario: Keyboard
            Given I open the button
            When I press TAB
            Then focus is visible

          Scenario: Screen reader
            Given I open the button
            Then the label is read

          Scenario: Text resize
            When I enlarge text

        """

    /// `extraSessions` are sessions of the results folder whose results this plan does not use.
    static func report(target: WCAGCriterion.Level = .aa, extraSessions: [ReportFixtures.Ledger] = []) -> Report {
        let uri = "features/button.feature"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(feature, uri: uri, ids: ids),
            case .success(let definitions) = StepLibraryReader.read(library, file: "steps/button.md")
        else { fatalError("the EARL fixture does not parse") }
        let plan = Planner.plan(
            [PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri))],
            library: StepLibrary(definitions: definitions), selection: PlanSelection()
        ).scenarios
        func planned(_ name: String, _ platform: String) -> PlannedScenario { plan.first { $0.name == name && $0.platform == platform }! }

        let ann = ReportFixtures.Ledger(id: "s-ann-ios", tester: tester, platform: "ios", device: "iPhone 15", build: "2.3")
        let keyboard = planned("Keyboard", "ios")
        ann.defect(keyboard, "A11Y-1")
        ann.evidence(keyboard, step: 2, file: "ring.png")
        ann.steps(keyboard, ["passed", "passed"])
        ann.step(keyboard, 2, "failed", ["note": .string(note)])
        ann.verdict(keyboard, "failed")
        let reader = planned("Screen reader", "ios")
        ann.steps(reader, ["passed", "passed"])
        ann.verdict(reader, "passed")
        let resize = planned("Text resize", "ios")
        ann.steps(resize, ["notApplicable"], extra: ["reason": .string("no text on the button")])
        ann.verdict(resize, "notApplicable")
        ann.finish()

        let bo = ReportFixtures.Ledger(id: "s-bo-android", tester: "Bo", platform: "android", device: "Pixel 8", build: "2.3", startOffset: 1000)
        let keyboardAndroid = planned("Keyboard", "android")
        bo.steps(keyboardAndroid, ["passed", "blocked"], extra: ["reason": .string("no keyboard")])
        bo.verdict(keyboardAndroid, "blocked")
        bo.finish()

        var report = ReportBuilder.build(
            plan: plan, sessions: [ann.session, bo.session] + extraSessions.map(\.session), resultsFolder: nil,
            generated: "2026-11-22T12:00:00.000Z")
        report.conformance.target = target
        report.conformance.productName = "Shop <app>"
        report.conformance.productVersion = "2.3"
        return report
    }
}

/// The export, read back with the project's JSON parser: what a JSON-LD processor gets.
private func parsed(_ report: Report) throws -> JSONValue {
    try JSONParser.parse(EARLReport.render(report))
}

private func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members[key]
}

private func string(_ value: JSONValue?) -> String? {
    guard case .string(let text)? = value else { return nil }
    return text
}

private func array(_ value: JSONValue?) -> [JSONValue] {
    guard case .array(let items)? = value else { return [] }
    return items
}

/// The per-subject assertions as (subject title, criterion id, assertion), subject titles looked
/// up in the sample as the Report Tool looks them up; the scope assertions (about the website,
/// `_:product`) are left out.
private func assertions(_ document: JSONValue) -> [(subject: String, test: String, assertion: JSONValue)] {
    var titles: [String: String] = [:]
    for subject in array(member(member(document, "selectSample"), "structuredSample")) {
        titles[string(member(subject, "@id")) ?? ""] = string(member(subject, "title"))
    }
    return array(member(document, "auditSample")).filter { string(member($0, "subject")) != "_:product" }.map { assertion in
        (
            titles[string(member(assertion, "subject")) ?? ""] ?? "?", string(member(member(assertion, "test"), "@id")) ?? "?",
            assertion
        )
    }
}

private func outcomes(_ document: JSONValue) -> [String: String] {
    var byKey: [String: String] = [:]
    for (subject, test, assertion) in assertions(document) {
        byKey[subject + " " + test] = string(member(member(assertion, "result"), "outcome"))
    }
    return byKey
}

@Suite("EARL export")
struct EARLReportTests {
    private let ios = "\(EARLFixture.featureName) on iOS"
    private let android = "\(EARLFixture.featureName) on Android"

    @Test("one assertion per criterion up to the target that a step checks on a component and platform, with its outcome")
    func outcomesPerSubject() throws {
        let document = try parsed(EARLFixture.report())
        #expect(
            outcomes(document) == [
                "\(ios) WCAG:non-text-content": "earl:passed",
                "\(ios) WCAG:resize-text": "earl:inapplicable",
                "\(ios) WCAG:keyboard": "earl:passed",
                "\(ios) WCAG:focus-visible": "earl:failed",
                "\(ios) WCAG:name-role-value": "earl:passed",
                "\(android) WCAG:non-text-content": "earl:untested",
                "\(android) WCAG:resize-text": "earl:untested",
                "\(android) WCAG:keyboard": "earl:untested",
                "\(android) WCAG:focus-visible": "earl:untested",
                // Opening the button passed on Android, the label was never read: no call either way.
                "\(android) WCAG:name-role-value": "earl:cantTell",
            ])
        #expect(array(member(member(document, "selectSample"), "structuredSample")).count == 2)
        #expect(string(member(member(document, "defineScope"), "conformanceTarget")) == "WAI:WCAG2AA-Conformance")
    }

    @Test("at AAA the AAA criterion a step checks gets its assertion too")
    func target() throws {
        let document = try parsed(EARLFixture.report(target: .aaa))
        let found = outcomes(document)
        #expect(found.count == 12)
        #expect(found["\(ios) WCAG:focus-appearance"] == "earl:failed")
        #expect(found["\(android) WCAG:focus-appearance"] == "earl:untested")
        #expect(string(member(member(document, "defineScope"), "conformanceTarget")) == "WAI:WCAG2AAA-Conformance")
    }

    @Test("every assertion is manual, asserted by the testers who gave its outcome, or by Stepwise when nobody did")
    func assertors() throws {
        let document = try parsed(EARLFixture.report())
        let creators = array(member(document, "creator"))
        #expect(creators.map { string(member($0, "name")) } == [EARLFixture.tester, "Bo"])
        let ann = string(member(creators.first, "@id"))
        let bo = string(member(creators.last, "@id"))
        for (subject, test, assertion) in assertions(document) {
            #expect(string(member(assertion, "mode")) == "earl:manual")
            let outcome = string(member(member(assertion, "result"), "outcome"))
            let by = member(assertion, "assertedBy")
            if subject == ios {
                #expect(string(by) == ann, "\(test)")
            } else if outcome == "earl:cantTell" {
                #expect(string(by) == bo, "\(test)")
            } else {
                #expect(string(member(by, "title")) == "Stepwise", "\(test)")
            }
        }
    }

    @Test("the evidence names the failed step with its note and defect, the evidence file, why a check has no outcome, and who tested")
    func evidence() throws {
        let report = EARLFixture.report()
        let document = try parsed(report)
        let byKey = Dictionary(assertions(document).map { ($0.subject + " " + $0.test, $0.assertion) }, uniquingKeysWith: { a, _ in a })
        let failed = try #require(string(member(member(byKey["\(ios) WCAG:focus-visible"], "result"), "description")))
        // The hostile note comes back byte for byte: escaped in the JSON, not altered.
        #expect(failed.contains("Failed: “Then focus is visible” in “Keyboard”: \(EARLFixture.note) (defect A11Y-1)."))
        let evidence = try #require(report.scenarios.flatMap(\.evidence).first)
        #expect(failed.contains("Evidence: ring.png (sha256 \(evidence.sha256), \(evidence.path))"))
        #expect(failed.contains("Tested by \(EARLFixture.tester) on iPhone 15, build 2.3 in session s-ann-ios."))
        let blocked = try #require(string(member(member(byKey["\(android) WCAG:keyboard"], "result"), "description")))
        #expect(blocked.contains("Not tested: “When I press TAB” in “Keyboard” (blocked: no keyboard)."))
        let inapplicable = try #require(string(member(member(byKey["\(ios) WCAG:resize-text"], "result"), "description")))
        #expect(inapplicable.contains("Not applicable: “When I enlarge text” in “Text resize”: no text on the button."))
    }

    @Test("hostile text is escaped: the document parses, and every name comes back as given")
    func hostileText() throws {
        var report = EARLFixture.report()
        report.conformance.productName = "Shop \"<app>\" \\ \u{7} 😀"
        let text = EARLReport.render(report)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let document = try JSONParser.parse(text)
        #expect(string(member(member(member(document, "defineScope"), "scope"), "title")) == "Shop \"<app>\" \\ \u{7} 😀")
        #expect(assertions(document).map(\.subject).allSatisfy { $0 == ios || $0 == android })
        // No value a person wrote can become a JSON-LD keyword: every @id is one Stepwise made.
        for (_, _, assertion) in assertions(document) {
            #expect(string(member(assertion, "subject"))?.hasPrefix("_:subject-") == true)
        }
    }

    @Test("a plan with nothing mapped gives no per-subject assertion, only scope assertions none of which passed, by Stepwise")
    func nothingMapped() throws {
        let document = try parsed(ReportFixtures.report())
        #expect(assertions(document).isEmpty)
        let scope = array(member(document, "auditSample"))
        #expect(scope.count == WCAGCriterion.all.filter { $0.level <= .aa }.count)
        for assertion in scope {
            #expect(string(member(assertion, "subject")) == "_:product")
            #expect(string(member(member(assertion, "assertedBy"), "title")) == "Stepwise")
            let outcome = string(member(member(assertion, "result"), "outcome"))
            #expect(outcome == "earl:untested" || outcome == "earl:inapplicable", "\(outcome ?? "none")")
        }
        #expect(array(member(document, "creator")).map { string(member($0, "title")) } == ["Stepwise"])
        #expect(string(member(document, "@type")) == "Evaluation")
    }
}
