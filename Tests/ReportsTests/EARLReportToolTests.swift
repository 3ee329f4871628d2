import Conformance
import Gherkin
import JSON
import TestPlan
import Testing
import WCAG

@testable import Reports

/// An EARL export read the way the W3C WCAG-EM Report Tool (github.com/w3c/wai-wcag-em-report-tool)
/// opens an evaluation and sums it, restated from its source:
///
/// - opening (`src/stores/evaluationStore.js`, `open`): the sample entries are listed where
///   `selectSample.structuredSample` has them, by title; an assertion whose subject has the type
///   `Website` goes to the tool's one website subject, whatever its id; any other goes to the first
///   sample entry with the same title, and one whose title matches no entry stops the import. The
///   criterion is the id after the last `:` of the test; an id the tool does not know stops it too;
/// - the summary (`src/components/ui/Report/ReportSummary.svelte`, `ReportNumbers.svelte`): only
///   the website's assertions count — a figure per outcome, the number of website assertions with
///   it, and "Reported on X of Y", X the website assertions not `earl:untested`.
private struct ReportToolReading {
    var sample: [String] = []
    /// Criterion number → the outcome of its website assertion(s), in document order.
    var website: [(criterion: String, outcome: String)] = []
    /// (sample entry title, criterion number, outcome).
    var pages: [(title: String, criterion: String, outcome: String)] = []
    /// What would stop the tool's import or lose a result.
    var problems: [String] = []

    init(_ document: JSONValue) {
        // Every node written out anywhere, by id, as a JSON-LD reader merges them.
        var nodes: [String: [String: JSONValue]] = [:]
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                if let id = text(members["@id"]) { nodes[id, default: [:]].merge(members) { old, _ in old } }
                for (key, member) in members where key != "@context" { collect(member) }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(document)
        func resolve(_ value: JSONValue?) -> [String: JSONValue] {
            if case .object(let members)? = value { return members }
            return text(value).flatMap { nodes[$0] } ?? [:]
        }
        func types(_ node: [String: JSONValue]) -> [String] {
            if let one = text(node["@type"]) { return [one] }
            return items(node["@type"]).compactMap(text)
        }
        for entry in items(field(field(document, "selectSample"), "structuredSample")) {
            guard let title = text(resolve(entry)["title"]) else {
                problems.append("a sample entry has no title")
                continue
            }
            sample.append(title)
        }
        for assertion in items(field(document, "auditSample")) {
            let members = resolve(assertion)
            let test = text(members["test"]) ?? text(resolve(members["test"])["@id"]) ?? ""
            let slug = String(test.split(separator: ":").last ?? "")
            guard let criterion = WCAGCriterion.all.first(where: { $0.slug == slug }) else {
                problems.append("no criterion for test \(test)")
                continue
            }
            let outcome = text(field(resolve(members["result"]), "outcome")) ?? "none"
            let subject = resolve(members["subject"])
            if types(subject).contains("Website") {
                website.append((criterion.number, outcome))
            } else if let title = text(subject["title"]), sample.contains(title) {
                pages.append((title, criterion.number, outcome))
            } else {
                problems.append("no sample entry titled \(text(subject["title"]) ?? "nothing") for \(criterion.number)")
            }
        }
    }

    /// The summary's figures: outcome → website assertions with it.
    var summary: [String: Int] {
        var counts: [String: Int] = [:]
        for entry in website { counts[entry.outcome, default: 0] += 1 }
        return counts
    }

    /// "Reported on X of Y": X.
    var reportedOn: Int { website.filter { $0.outcome != "earl:untested" }.count }
}

private func field(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members[key]
}

private func field(_ members: [String: JSONValue], _ key: String) -> JSONValue? { members[key] }

private func text(_ value: JSONValue?) -> String? {
    guard case .string(let text)? = value else { return nil }
    return text
}

private func items(_ value: JSONValue?) -> [JSONValue] {
    guard case .array(let items)? = value else { return value.map { [$0] } ?? [] }
    return items
}

/// The outcome a row of the conformance table should have over the whole scope, said again here
/// from the levels the table shows: a part that fails (or a gap behind which a check already
/// failed, with no auditor's decision) fails it; Supports and Not Applicable everywhere pass it
/// (all Not Applicable: inapplicable); a part established or partly answered beside one not
/// established is cannot tell; nothing answered is untested.
private func tableOutcome(_ row: ConformanceTable.Row) -> String {
    func open(_ cell: ConformanceTable.Cell) -> Bool { cell.level == .gap || cell.level == .notEvaluated }
    let cells = row.cells
    if cells.contains(where: {
        [.doesNotSupport, .partiallySupports].contains($0.level) || (open($0) && $0.claim.decision == nil && $0.tally.failed > 0)
    }) {
        return "earl:failed"
    }
    if !cells.isEmpty, cells.allSatisfy({ $0.level == .supports || $0.level == .notApplicable }) {
        return cells.contains { $0.level == .supports } ? "earl:passed" : "earl:inapplicable"
    }
    if cells.contains(where: { $0.level == .supports || (open($0) && $0.tally.passed + $0.tally.notApplicable > 0) }) {
        return "earl:cantTell"
    }
    return "earl:untested"
}

/// Two components on the desktop web, each with a step checking 2.4.7: Button's failed, Link's
/// never tested. The table calls 2.4.7 a gap (a component is untested); a check failed, though.
private func twoComponentsReport() -> Report {
    let library = """
        # Steps

        ## focus is visible
        WCAG: 2.4.7
        Look for the ring.

        """
    let ids = IdGenerator()
    guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/focus.md") else { fatalError("no library") }
    var sources: [PlanSource] = []
    for name in ["Button", "Link"] {
        let uri = "features/\(name.lowercased()).feature"
        let feature = "@desktop\nFeature: \(name)\n\n  Scenario: Focus\n    Then focus is visible\n"
        guard case .success(let document) = GherkinParser.parse(feature, uri: uri, ids: ids) else { fatalError("no feature") }
        sources.append(PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri)))
    }
    let plan = Planner.plan(sources, library: StepLibrary(definitions: definitions), selection: PlanSelection()).scenarios
    let cy = ReportFixtures.Ledger(id: "s-cy-desktop", tester: "Cy", platform: "desktop", device: "Laptop", build: "1")
    let button = plan.first { $0.featureName == "Button" }!
    cy.step(button, 0, "failed", ["note": .string("no ring")])
    cy.verdict(button, "failed")
    cy.finish()
    return ReportBuilder.build(plan: plan, sessions: [cy.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
}

private func decision(_ number: String, _ part: ProductPart, _ level: ConformanceLevel) -> AuditorDecision {
    AuditorDecision(
        clause: .wcag(WCAGCriterion.named(number)!), part: part, level: level, reason: "checked by hand", auditor: "Dee Auditor",
        time: "2026-11-23T09:00:00.000Z")
}

@Suite("EARL export as the WCAG-EM Report Tool reads it")
struct EARLReportToolTests {
    private let criteriaUpToAA = WCAGCriterion.all.filter { $0.level <= .aa }

    @Test("the tool's summary shows every criterion up to the target, with the conformance table's outcome counts")
    func summaryMatchesTable() throws {
        var decided = ConformanceFixture.report()
        decided.decisions = [decision("4.1.2", .web, .supports), decision("3.2.3", .web, .notApplicable)]
        for report in [EARLFixture.report(), EARLFixture.report(target: .aaa), ConformanceFixture.report(), decided, twoComponentsReport()] {
            let reading = ReportToolReading(try JSONParser.parse(EARLReport.render(report)))
            #expect(reading.problems.isEmpty, "\(reading.problems)")
            let table = ConformanceTable(report, target: report.conformance.target)
            #expect(reading.website.map(\.criterion) == table.rows.map(\.criterion.number))
            var expected: [String: Int] = [:]
            for row in table.rows { expected[tableOutcome(row), default: 0] += 1 }
            #expect(reading.summary == expected)
            #expect(reading.reportedOn == table.rows.filter { tableOutcome($0) != "earl:untested" }.count)
        }
    }

    @Test("iOS failing focus while the web passes it fails the criterion; untested ones are not counted as reported on")
    func twoPartsSummary() throws {
        let reading = ReportToolReading(try JSONParser.parse(EARLReport.render(ConformanceFixture.report())))
        let outcomes = Dictionary(reading.website.map { ($0.criterion, $0.outcome) }, uniquingKeysWith: { a, _ in a })
        #expect(outcomes["2.1.1"] == "earl:passed")
        #expect(outcomes["2.4.7"] == "earl:failed")
        #expect(outcomes["2.4.11"] == "earl:failed")
        // Checked on both platforms, tested on neither.
        #expect(outcomes["4.1.2"] == "earl:untested")
        // Not applicable to the app by WCAG2ICT, and nothing checks it on the web: not checked.
        #expect(outcomes["3.2.3"] == "earl:untested")
        #expect(reading.summary == ["earl:passed": 1, "earl:failed": 2, "earl:untested": criteriaUpToAA.count - 3])
        #expect(reading.reportedOn == 3)
        // The per-subject results are still there, each on its own sample entry.
        #expect(Set(reading.pages.map(\.title)) == ["Button on iOS", "Button on desktop"])
    }

    @Test("partly tested is cannot tell, a failure behind a gap fails, not applicable everywhere is inapplicable")
    func mapping() throws {
        let native = ReportToolReading(try JSONParser.parse(EARLReport.render(EARLFixture.report())))
        let outcomes = Dictionary(native.website.map { ($0.criterion, $0.outcome) }, uniquingKeysWith: { a, _ in a })
        #expect(outcomes["2.4.7"] == "earl:failed")
        // Passed on iOS, untested on Android: looked at, not decided.
        for number in ["1.1.1", "2.1.1", "4.1.2", "1.4.4"] { #expect(outcomes[number] == "earl:cantTell", "\(number)") }
        for number in WCAG2ICT.setOfPrograms where criteriaUpToAA.contains(where: { $0.number == number }) {
            #expect(outcomes[number] == "earl:inapplicable", "\(number)")
        }
        // No check covers it: never passed.
        #expect(outcomes["1.4.3"] == "earl:untested")

        let gap = ReportToolReading(try JSONParser.parse(EARLReport.render(twoComponentsReport())))
        #expect(gap.website.first { $0.criterion == "2.4.7" }?.outcome == "earl:failed")

        var decided = ConformanceFixture.report()
        decided.decisions = [
            decision("4.1.2", .web, .supports), decision("3.2.3", .web, .notApplicable), decision("1.4.3", .web, .supports),
            decision("1.4.3", .nativeApp, .supports),
        ]
        let reading = ReportToolReading(try JSONParser.parse(EARLReport.render(decided)))
        let byDecision = Dictionary(reading.website.map { ($0.criterion, $0.outcome) }, uniquingKeysWith: { a, _ in a })
        #expect(byDecision["4.1.2"] == "earl:cantTell")
        #expect(byDecision["3.2.3"] == "earl:inapplicable")
        #expect(byDecision["1.4.3"] == "earl:passed")
    }

    @Test("each scope assertion is about the website, has its per-subject assertions as parts, and gives every part's level and remarks")
    func scopeAssertions() throws {
        var report = EARLFixture.report()
        report.decisions = [decision("1.4.4", .nativeApp, .notApplicable)]
        let document = try JSONParser.parse(EARLReport.render(report))
        let website = field(field(document, "defineScope"), "scope")
        #expect(text(field(website, "@id")) == "_:product")
        #expect(items(field(website, "@type")).compactMap(text) == ["TestSubject", "Website"])
        let all = items(field(document, "auditSample"))
        let scope = all.filter { text(field($0, "subject")) == "_:product" }
        #expect(scope.count == criteriaUpToAA.count)
        let perSubject = all.filter { text(field($0, "subject")) != "_:product" }
        for assertion in scope {
            let test = text(field(field(assertion, "test"), "@id"))
            let parts = items(field(assertion, "hasPart")).compactMap(text)
            let expected = perSubject.filter { text(field(field($0, "test"), "@id")) == test }.compactMap { text(field($0, "@id")) }
            #expect(parts == expected, "\(test ?? "")")
            #expect(text(field(assertion, "mode")) == "earl:manual")
        }
        let table = ConformanceTable(report, target: .aa)
        let focus = try #require(scope.first { text(field(field($0, "test"), "@id")) == "WCAG:focus-visible" })
        let words = try #require(text(field(field(focus, "result"), "description")))
        let row = try #require(table.rows.first { $0.criterion.number == "2.4.7" })
        #expect(words.hasPrefix("2.4.7 Focus Visible (Level AA) over the whole scope of “Shop <app>”: failed."))
        #expect(
            words.contains("Per component and platform: \(EARLFixture.featureName) on iOS failed; \(EARLFixture.featureName) on Android not tested."))
        #expect(words.contains("Native app: Partially Supports.\n" + row.cells[0].remarks))
        // Ann failed it on iOS; nobody answered on Android.
        #expect(text(field(focus, "assertedBy")) == "_:tester-1")

        // The auditor decided Not Applicable for the app: the decision gives the outcome, and
        // the auditor is named beside the tester who answered.
        let resize = try #require(scope.first { text(field(field($0, "test"), "@id")) == "WCAG:resize-text" })
        #expect(text(field(field(resize, "result"), "outcome")) == "earl:inapplicable")
        #expect(
            text(field(field(resize, "result"), "description"))?.contains("Native app: Not Applicable.\nNot Applicable, as decided by Dee Auditor")
                == true)
        let group = field(resize, "assertedBy")
        #expect(text(field(group, "name")) == "\(EARLFixture.tester) and Dee Auditor")
        let creators = items(field(document, "creator")).compactMap { text(field($0, "name")) }
        #expect(creators == [EARLFixture.tester, "Bo", "Dee Auditor"])
    }

    @Test("the website has the product's address, the scope's pages and screens are sample entries, each component names its pages")
    func addresses() throws {
        var report = EARLFixture.report()
        let name = EARLFixture.featureName
        report.conformance.details.productURL = "https://shop.example/"
        report.conformance.details.scope = [
            .init(
                title: "Checkout", url: "https://shop.example/checkout", description: "pay with a saved card", platforms: ["ios"], components: [name]),
            .init(title: "Settings", description: "the app's settings screen", components: [name.uppercased()]),
            .init(title: "\(name) on iOS", url: "https://shop.example/button", components: []),
            .init(title: "Help", url: "javascript:alert(1)", components: ["Nothing tested"]),
        ]
        let document = try JSONParser.parse(EARLReport.render(report))
        let website = field(field(document, "defineScope"), "scope")
        #expect(text(field(website, "source")) == "https://shop.example/")
        #expect(text(field(website, "description"))?.hasPrefix("The product at https://shop.example/. Version 2.3.") == true)

        let sample = items(field(field(document, "selectSample"), "structuredSample"))
        #expect(sample.compactMap { text(field($0, "@id")) } == ["_:page-1", "_:page-2", "_:page-3", "_:page-4", "_:subject-1", "_:subject-2"])
        #expect(
            sample.compactMap { text(field($0, "title")) } == [
                "Checkout", "Settings", "\(name) on iOS (page 3)", "Help", "\(name) on iOS", "\(name) on Android",
            ])
        for entry in sample { #expect(items(field(entry, "@type")).compactMap(text) == ["TestSubject", "Webpage"]) }
        #expect(text(field(sample[0], "source")) == "https://shop.example/checkout")
        #expect(text(field(sample[0], "description")) == "https://shop.example/checkout (pay with a saved card). Tested here: \(name) on iOS.")
        #expect(field(sample[1], "source") == nil)
        #expect(text(field(sample[1], "description")) == "App screen: the app's settings screen. Tested here: \(name) on iOS and \(name) on Android.")
        // Not an http address: kept out of the document's IRIs.
        #expect(field(sample[3], "source") == nil)
        #expect(text(field(sample[3], "description"))?.contains("not tested in this report: Nothing tested") == true)

        let ios = sample[4]
        let android = sample[5]
        #expect(items(field(ios, "source")).compactMap(text) == ["https://shop.example/checkout"])
        #expect(items(field(ios, "isPartOf")).compactMap(text) == ["_:page-1", "_:page-2"])
        #expect(field(android, "source") == nil)
        #expect(items(field(android, "isPartOf")).compactMap(text) == ["_:page-2"])
        // No address in a component's own words: the tool would take it for the entry's identity.
        #expect(text(field(ios, "description"))?.contains("http") == false)

        // The renamed page keeps the component's assertions on the component.
        let reading = ReportToolReading(document)
        #expect(reading.problems.isEmpty, "\(reading.problems)")
        #expect(Set(reading.pages.map(\.title)) == ["\(name) on iOS", "\(name) on Android"])
    }

    @Test("creators, assertors and the sessions listed are only those whose results count for the report")
    func countedSessionsOnly() throws {
        let dee = ReportFixtures.Ledger(id: "s-dee-desktop", tester: "Dee", platform: "desktop", device: "Laptop", build: "9", startOffset: 3000)
        dee.finish()
        let report = EARLFixture.report(extraSessions: [dee])
        #expect(report.sessions.map(\.tester).contains("Dee"))
        let document = try JSONParser.parse(EARLReport.render(report))
        #expect(items(field(document, "creator")).compactMap { text(field($0, "name")) } == [EARLFixture.tester, "Bo"])
        let findings = field(document, "reportFindings")
        let specifics = try #require(text(field(findings, "evaluationSpecifics")))
        #expect(specifics.contains("Session s-ann-ios: \(EARLFixture.tester) on iOS"))
        #expect(specifics.contains("Session s-bo-android: Bo on Android"))
        #expect(!specifics.contains("s-dee-desktop"))
        #expect(!EARLReport.render(report).contains("Dee"))
        #expect(text(field(findings, "evaluator")) == "\(EARLFixture.tester) and Bo")
    }
}
