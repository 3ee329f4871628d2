import Foundation
import Gherkin
import TestPlan
import Testing

@testable import Reports

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Characters XML 1.0 forbids (its `Char` production), as they can reach a string in Swift.
private func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return false
    case 0x00..<0x20, 0xFFFE, 0xFFFF: return true
    default: return false
    }
}

private func parse(_ xml: String) throws -> XMLDocument {
    try XMLDocument(data: Data(xml.utf8), options: [])
}

private func elements(_ node: XMLNode, _ path: String) throws -> [XMLElement] {
    try node.nodes(forXPath: path).compactMap { $0 as? XMLElement }
}

@Suite("JUnit XML")
struct JUnitReportTests {
    let report = ReportFixtures.report()

    @Test("well-formed XML whatever the notes hold, with no forbidden character and no raw ]]>")
    func wellFormed() throws {
        let xml = JUnitReport.render(report)
        _ = try parse(xml)
        #expect(!xml.unicodeScalars.contains(where: isForbiddenInXML))
        #expect(!xml.contains("]]>"))
        #expect(!xml.contains("<script>"))
        #expect(!xml.contains("CDATA"))
    }

    @Test("a suite per feature and platform, a case per planned scenario, counts that add up")
    func suitesAndCases() throws {
        let document = try parse(JUnitReport.render(report))
        let suites = try elements(document, "/testsuites/testsuite")
        #expect(suites.count == 2)
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["\(ReportFixtures.uri) (ios)", "\(ReportFixtures.uri) (android)"])
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "12")
        // ios: failed + conflict; android: none failed.
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        // junit-10.xsd has no `skipped` on testsuites; each suite counts its own.
        #expect(root.attribute(forName: "skipped") == nil)
        #expect(root.attribute(forName: "timestamp") == nil)
        // ios: blocked, skipped, not applicable, untested; android: 4 untested.
        #expect(suites.map { Int($0.attribute(forName: "skipped")?.stringValue ?? "") ?? 0 }.reduce(0, +) == 8)
        for suite in suites {
            let cases = try elements(suite, "testcase")
            #expect(cases.count == 6)
            let names = cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }
            #expect(Set(names).count == names.count, "duplicate test names in a suite: \(names)")
            #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue?.hasPrefix(ReportFixtures.featureName) == true })
        }
    }

    @Test("outline rows that share a name get the row's line")
    func outlineRowsUnique() throws {
        let document = try parse(JUnitReport.render(report))
        let names = try elements(document, "/testsuites/testsuite[1]/testcase").compactMap { $0.attribute(forName: "name")?.stringValue }
        let rows = names.filter { $0.hasPrefix(ReportFixtures.outlineName) }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.contains("(example at line ") })
    }

    @Test("verdicts map as formats.md says: failure, BLOCKED, N/A, NOT RUN, conflict")
    func verdictMapping() throws {
        let document = try parse(JUnitReport.render(report))
        let cases = try elements(document, "/testsuites/testsuite[1]/testcase")
        func child(_ index: Int) -> XMLElement? {
            cases[index].children?.compactMap { $0 as? XMLElement }.first { ["failure", "skipped", "error"].contains($0.name ?? "") }
        }
        let failure = try #require(child(0))
        #expect(failure.name == "failure")
        #expect(failure.attribute(forName: "type")?.stringValue == "ManualFailure")
        let message = failure.attribute(forName: "message")?.stringValue ?? ""
        #expect(message.hasPrefix("Step 3 failed: \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} ]]> <script>"))
        #expect(message.contains("\r\nsecond line\u{FFFD}\u{FFFD} =cmd"), "line breaks survive in the attribute")
        let body = failure.stringValue ?? ""
        #expect(body.contains("Defects: JIRA-42 <b>"))
        #expect(body.contains("Note on step 1: "))
        #expect(child(1)?.name == "skipped")
        #expect(child(1)?.attribute(forName: "message")?.stringValue == "BLOCKED: step 1: -2+3 <no device>")
        #expect(child(2)?.attribute(forName: "message")?.stringValue == "SKIPPED: step 1: @SUM(1) skipped")
        #expect(child(3)?.name == "failure")
        #expect(child(3)?.attribute(forName: "type")?.stringValue == "ManualConflict")
        #expect(child(3)?.attribute(forName: "message")?.stringValue == "CONFLICT: Ann \"QA\" <ann@example.com>: passed; Cy: failed")
        #expect(child(4)?.attribute(forName: "message")?.stringValue == "N/A: step 2: \tTAB first")
        #expect(child(5)?.attribute(forName: "message")?.stringValue == "NOT RUN: nobody has tested it yet")
    }

    @Test("each suite's properties name its own platform, tester, device, build and ledger heads, each name once; system-out the steps")
    func properties() throws {
        let document = try parse(JUnitReport.render(report))
        let suites = try elements(document, "/testsuites/testsuite")
        #expect(suites.count >= 2)
        for (index, suite) in suites.enumerated() {
            let properties = try elements(suite, "properties/property").map {
                ($0.attribute(forName: "name")?.stringValue ?? "", $0.attribute(forName: "value")?.stringValue ?? "")
            }
            let names = properties.map(\.0)
            // Readers keep a suite's properties in a dictionary: each name once, values joined.
            #expect(Set(names).count == names.count, "suite \(index + 1) repeats a property: \(names)")
            let group = report.groups[index]
            let platform = properties.first { $0.0 == "platform" }?.1
            #expect(platform == group.platform, "suite \(index + 1) says platform \(platform ?? "none"), not its own \(group.platform)")
            // Only the sessions whose results the suite shows: never another platform's device.
            let sessions = Set(group.scenarios.compactMap(\.session?.id))
            let named = properties.first { $0.0 == "session" }?.1.components(separatedBy: ", ") ?? []
            #expect(Set(named) == sessions, "suite \(index + 1)")
            let devices = properties.first { $0.0 == "device" }?.1.components(separatedBy: ", ") ?? []
            #expect(Set(devices) == Set(group.scenarios.compactMap(\.session?.device)), "suite \(index + 1)")
            let heads = properties.first { $0.0 == "ledger.head" }?.1.components(separatedBy: ", ") ?? []
            #expect(heads.count == sessions.count)
            #expect(heads.allSatisfy { $0.split(separator: " ").last.map { $0.hasPrefix("sha256:") && $0.count == 7 + 64 } == true })
        }
        let suiteOut = try elements(document, "/testsuites/testsuite[2]/system-out").first?.stringValue ?? ""
        #expect(suiteOut.hasPrefix("Platform: Android."), "each suite says its own platform and sessions: \(suiteOut)")
        let first = try elements(document, "/testsuites/testsuite[1]/properties/property").map {
            ($0.attribute(forName: "name")?.stringValue ?? "", $0.attribute(forName: "value")?.stringValue ?? "")
        }
        func values(_ name: String) -> [String] { first.first { $0.0 == name }?.1.components(separatedBy: ", ") ?? [] }
        #expect(values("device").contains("iPhone <15> & co"))
        #expect(values("build").contains("=1+1"))
        #expect(try elements(document, "//testcase/properties").isEmpty, "junit-10.xsd allows no properties in a test case")
        let systemOut = try elements(document, "/testsuites/testsuite[1]/testcase[1]/system-out").first?.stringValue ?? ""
        let lines = systemOut.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("Step ") && $0.contains(" [") }.prefix(3).map { $0.components(separatedBy: "]")[0] } == [
                "Step 1 [passed", "Step 2 [passed", "Step 3 [failed",
            ])
        #expect(lines.contains("Defect: JIRA-42 <b>"))
        #expect(systemOut.contains("[[ATTACHMENT|results/evidence/"))
    }

    @Test("with --xray-properties, a scenario tagged with its Jira test has the test_key property Xray's JUnit extension reads; others have none")
    func testKey() throws {
        let text = """
            Feature: Keys
              @TEST_DEMO-7
              Scenario: Tagged
                Given a
              Scenario: Untagged
                Given a

            """
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "k.feature", ids: ids) else {
            Issue.record("the feature does not parse")
            return
        }
        let plan = Planner.plan(
            [PlanSource(uri: "k.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "k.feature"))],
            library: StepLibrary(definitions: []), selection: PlanSelection()
        ).scenarios
        let report = ReportBuilder.build(plan: plan, sessions: [], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
        #expect(try elements(try parse(JUnitReport.render(report)), "//testcase/properties").isEmpty, "only on request")
        let xml = try parse(JUnitReport.render(report, options: JUnitReport.Options(xrayProperties: true)))
        let keys = try elements(xml, "//testcase").map { testcase in
            try elements(testcase, "properties/property[@name='test_key']").compactMap { $0.attribute(forName: "value")?.stringValue }
        }
        #expect(keys == [["DEMO-7"], []])
    }

    @Test("a failure retested to a pass passes, and keeps the failure and its screenshot in system-out, labelled with its attempt")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let number = RetestFixture.index(retest) + 1
        let testcase = try #require(try elements(try parse(JUnitReport.render(retest)), "/testsuites/testsuite[1]/testcase[\(number)]").first)
        #expect(try elements(testcase, "failure").isEmpty, "the current verdict is the pass")
        let systemOut = try elements(testcase, "system-out").first?.stringValue ?? ""
        #expect(systemOut.hasPrefix("Scenario: ") && systemOut.split(separator: "\n").first?.hasSuffix(", passed") == true)
        let lines = systemOut.split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.hasPrefix(RetestFixture.label) })
        #expect(
            Array(lines[(label + 1)...]) == [
                "  Step 2 failed: \(RetestFixture.failureNote)", "  Defect: \(RetestFixture.defect)",
                "[[ATTACHMENT|\(RetestFixture.screenshotPath)]]",
            ])
    }

    @Test("a stale pass is marked, and a blocked case says it is blocked in system-out")
    func staleAndBlocked() throws {
        let document = try parse(JUnitReport.render(report))
        let stale = try elements(document, "/testsuites/testsuite[2]/testcase[2]/system-out").first?.stringValue ?? ""
        #expect(stale.contains("Stale: this verdict was given to older steps than the plan has now."))
        let blocked = try elements(document, "/testsuites/testsuite[1]/testcase[2]/system-out").first?.stringValue ?? ""
        #expect(blocked.split(separator: "\n").first?.hasSuffix(", blocked") == true)
    }

    /// The schema Jenkins' xUnit plugin enforces before it reads a file: checked with xmllint
    /// when it and ../shared are here.
    @Test("valid against junit-10.xsd", .enabled(if: JUnitSchema.available, "xmllint or ../shared/formats/junit/junit-10.xsd is missing"))
    func validAgainstTheSchema() throws {
        #expect(try JUnitSchema.problems(JUnitReport.render(report)) == nil)
        #expect(try JUnitSchema.problems(JUnitReport.render(try RetestFixture.report())) == nil)
        // The check can fail: a test case property is outside the schema.
        #expect(try JUnitSchema.problems(JUnitReport.render(report).replacingOccurrences(of: "<testcase ", with: "<testcase line=\"1\" ")) != nil)
    }
}

@Suite("XML escaping")
struct XMLTextTests {
    @Test("the five special characters are escaped everywhere")
    func specials() {
        #expect(XMLText.escaped("a & b < c > d \"e\" 'f' ]]>") == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos; ]]&gt;")
    }

    @Test("every character XML 1.0 forbids becomes U+FFFD; allowed neighbours stay")
    func forbidden() {
        for value: UInt32 in Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F) + [0xFFFE, 0xFFFF] {
            let scalar = Unicode.Scalar(value)!
            #expect(XMLText.escaped("a\(Character(scalar))b") == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
        }
        for kept in ["\u{FFFD}", "\u{FFFC}", "\u{E000}", "\u{FFBE}", "\u{D7FF}", "😀", "\u{10FFFF}", "\u{7F}", "\u{85}"] {
            #expect(XMLText.escaped("a\(kept)b") == "a\(kept)b")
        }
    }

    @Test("tab, line feed and carriage return are references in attributes; only CR is in text")
    func whitespace() {
        #expect(XMLText.escaped("a\tb\nc\rd", attribute: true) == "a&#9;b&#10;c&#13;d")
        #expect(XMLText.escaped("a\tb\nc\rd", attribute: false) == "a\tb\nc&#13;d")
        #expect(XMLText.escaped("a\r\nb", attribute: true) == "a&#13;&#10;b")
    }
}
