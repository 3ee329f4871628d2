import Conformance
import JSON
import TestPlan

/// The engines' results in an EARL export: one `earl:Assertion` per scanned page, criterion and
/// engine, in `earl:automatic` mode, asserted by the engine — an `earl:Assertor` that is
/// `earl:Software`, with its name and version as its results file gave them — about the page,
/// with the outcome the engine gave: failed when a rule of the criterion was violated, cannot
/// tell when the engine could not decide (what a person then judged is said in the
/// description, and counted in the scope assertion through the conformance table), passed when
/// its rules passed. Inapplicable and best-practice results make no assertion.
///
/// A scanned page that is a page of the report's scope is that sample entry; any other is a
/// sample entry of its own, titled by its address. The scope assertion of each criterion names
/// these assertions in `hasPart` beside the per-component ones.
struct EARLAutomatedAssertions {
    /// A scanned page as a sample entry.
    struct Page {
        let id: String
        let title: String
        let url: String?
        /// Its node, for the sample; nil when it is a scope page already there.
        let node: JSONValue?
    }

    private(set) var nodes: [JSONValue] = []
    private(set) var pages: [Page] = []
    /// The engines, as assertor nodes, for the creators' side of the document.
    private(set) var engines: [JSONValue] = []
    /// The assertions of each criterion, as its scope assertion refers to them.
    private(set) var parts: [String: [EARLScopeAssertions.Part]] = [:]
    private(set) var counts: [EARLOutcome: Int] = [:]

    init(_ table: ConformanceTable, scope: [EARLScopePage], taken: Set<String>) {
        var used = taken.union(scope.map(\.title))
        var pageOf: [String: Int] = [:]
        var engineIDs: [String: String] = [:]
        let counted = Set(table.rows.map(\.criterion.number))
        for scan in table.scans {
            let page = page(of: scan, scope: scope, pageOf: &pageOf, used: &used)
            let engine = engineID(scan.facts, ids: &engineIDs)
            var byCriterion: [String: [AutomatedFinding]] = [:]
            var order: [String] = []
            for finding in scan.findings where !finding.result.advisory && finding.result.outcome != .inapplicable {
                for criterion in finding.result.criteria where counted.contains(criterion) {
                    if byCriterion[criterion] == nil { order.append(criterion) }
                    if byCriterion[criterion]?.contains(finding) != true { byCriterion[criterion, default: []].append(finding) }
                }
            }
            for criterion in WCAGCriterion.all where byCriterion[criterion.number] != nil {
                add(criterion, findings: byCriterion[criterion.number]!, scan: scan, page: page, engine: engine)
            }
        }
    }

    /// The sample entry of the page a scan is: a scope page when it is one, else one made here.
    private mutating func page(of scan: RecordedScan, scope: [EARLScopePage], pageOf: inout [String: Int], used: inout Set<String>) -> Page {
        if let title = scan.facts.page, let entry = scope.first(where: { $0.item.title == title }) {
            return Page(id: entry.id, title: entry.title, url: entry.url, node: nil)
        }
        if let index = pageOf[scan.facts.url] { return pages[index] }
        var title = scan.facts.url
        if used.contains(title) { title += " (scanned page)" }
        used.insert(title)
        let id = "_:scanned-page-\(pages.count + 1)"
        let url = EARLScopePage.address(scan.facts.url)
        var node: [String: JSONValue] = [
            "@id": .string(id),
            "@type": .array([.string("TestSubject"), .string("Webpage")]),
            "title": .string(title),
            "description": .string((url ?? "A page") + ", scanned by an automated engine."),
        ]
        if let url { node["source"] = .string(url) }
        pageOf[scan.facts.url] = pages.count
        pages.append(Page(id: id, title: title, url: url, node: .object(node)))
        return pages[pages.count - 1]
    }

    /// `_:engine-1`: the engine and version, an `earl:Software` assertor, made once.
    private mutating func engineID(_ facts: RecordedScan.Facts, ids: inout [String: String]) -> String {
        if let id = ids[facts.tester] { return id }
        let id = "_:engine-\(ids.count + 1)"
        ids[facts.tester] = id
        var node: [String: JSONValue] = [
            "@id": .string(id),
            "@type": .array([.string("Assertor"), .string("Software")]),
            "title": .string(facts.engine),
            "description": .string("\(facts.tester): an automated accessibility engine whose results file was recorded in the results ledger."),
        ]
        if !facts.engineVersion.isEmpty { node["dct:hasVersion"] = .string(facts.engineVersion) }
        engines.append(.object(node))
        return id
    }

    /// The assertion of one criterion on one scanned page by one engine.
    private mutating func add(_ criterion: WCAGCriterion, findings: [AutomatedFinding], scan: RecordedScan, page: Page, engine: String) {
        let outcome: EARLOutcome
        if findings.contains(where: { $0.result.outcome == .violation }) {
            outcome = .failed
        } else if findings.contains(where: { $0.result.outcome == .needsReview }) {
            outcome = .cantTell
        } else {
            outcome = .passed
        }
        counts[outcome, default: 0] += 1
        let id = "_:assertion-\(engine.dropFirst(2))-\(page.id.dropFirst(2))-\(criterion.slug)"
        parts[criterion.number, default: []].append(
            EARLScopeAssertions.Part(
                id: id, subject: "\(page.title) by \(scan.facts.tester)", outcome: outcome, testers: [], date: scan.facts.time))
        let description = findings.map(Self.sentence).joined(separator: "\n")
        nodes.append(
            .object([
                "@id": .string(id),
                "@type": .string("Assertion"),
                "test": EARLReport.testNode(criterion),
                "subject": .string(page.id),
                "assertedBy": .string(engine),
                "mode": .string("earl:automatic"),
                "result": .object([
                    "@type": .string("TestResult"),
                    "outcome": .string(outcome.iri),
                    "date": .string(scan.facts.time),
                    "description": .string(
                        "\(scan.facts.tester) on \(scan.facts.pageName) (\(PlatformChoice.title(scan.facts.platform))), session \(scan.facts.session):\n"
                            + description),
                ]),
            ]))
    }

    /// "color-contrast: violation, 1 element (Elements must meet …): `<p class="low">`", with a
    /// person's verdicts on what the engine could not decide.
    static func sentence(_ finding: AutomatedFinding) -> String {
        var text = "\(finding.result.rule): \(finding.result.outcome.words), \(finding.elements)"
        if let help = finding.result.help { text += " (\(ConformanceRemarks.shortened(help)))" }
        let shown = finding.result.nodes.prefix(3).map { ConformanceRemarks.shortened($0.html.isEmpty ? $0.target.joined(separator: " ") : $0.html) }
        if !shown.isEmpty { text += ": " + shown.joined(separator: "; ") }
        if !finding.reviews.isEmpty { text += ". Judged by a person: " + AutomatedRemarks.judged(finding) }
        return text + "."
    }
}
