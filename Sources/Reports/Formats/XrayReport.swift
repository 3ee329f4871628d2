import Foundation
import Gherkin
import Ledger
import Paths
import TestPlan

/// Xray's "import execution results" JSON, the document Jira Xray takes at
/// `POST /api/v2/import/execution` (Cloud) and `POST /rest/raven/1.0/import/execution`
/// (Server/DC), in the shape of `../shared/formats/formats.md` section 4. It is the one import
/// format that carries per-step statuses, comments and evidence, which is what a manual run has.
///
/// - One entry in `tests` per planned scenario, except that the rows of a Scenario Outline are
///   one test (`XrayTestEntry`), as Xray keeps an outline. The plan already crosses scenarios
///   with platforms, so the platforms are the execution's `testEnvironments` and each test's
///   comment names its platform.
/// - A test is named by a Jira key in its tags, as Xray's own Cucumber tagging does (`@TEST_DEMO-7`,
///   or a bare `@DEMO-7`); without one, `testInfo` lets Xray find or create the test: by default
///   a Cucumber test from the feature and scenario names and the steps as Gherkin text (an
///   outline's with its Examples), with `testType` manual a Manual test with the steps as its
///   steps. Xray's schema requires `projectKey`, `summary` and the type (`type` on Cloud,
///   `testType` on Server) in every `testInfo`: `projectProblem` says when a project is missing.
/// - Xray documents `steps` for Manual tests and `examples` for Cucumber outlines only, and
///   allows a run one of `steps`, `examples` and `iterations`. So a Cucumber test's run carries
///   no `steps`: its comment has a line for each step that was not a plain pass, and its step
///   evidence is in its `evidence`, named after the step; an outline's run has `examples`, a
///   status per row. A Manual test's run has positional `steps`, an outline's rows as
///   `iterations` with their values as parameters.
/// - Statuses map as formats.md section 5 says, in the flavour's words (`XrayReport.Status`).
///   Xray has no word for skipped or not applicable, so those are TODO with the reason in the
///   comment: a test nobody ran must not read as passed. An outline's status rolls its rows up.
/// - Evidence whose bytes the report carries is embedded as base64, other evidence is named in
///   a comment so it is not silently lost.
/// - Xray keeps one run per test, the shown attempt. Earlier attempts (a failure since retested,
///   say) are in the run's comment, each naming its attempt, session, verdict and tester with
///   what it found, and their files are in the run's `evidence`, named after the session, attempt
///   and verdict they belong to, so the failure's screenshot is attached to the passing run
///   without being taken for evidence of the pass.
/// - Testers are Jira users to Xray (`executedBy`, `info.user`): `Options.users` maps the names
///   they recorded to account ids (Cloud) or user names (Server); without it names go as typed.
/// - Keys are written in sorted order through `JSONStream`, so the same report always gives the
///   same bytes; a value the report does not know is left out rather than written as "".
public enum XrayReport {
    public struct Options: Sendable {
        /// Which Xray reads the document: the two use different status words and name the test
        /// type differently in `testInfo`.
        public enum Flavour: String, Sendable, CaseIterable {
            case cloud, server
        }

        /// Which kind of Xray test a scenario is: a Cucumber test (the scenario as Gherkin, its
        /// steps told in the run's comment) or a Manual test (its steps as Xray steps, each with
        /// its own result).
        public enum TestType: String, Sendable, CaseIterable {
            case cucumber, manual
        }

        public var flavour: Flavour
        public var testType: TestType
        /// Import into this Test Execution instead of creating one.
        public var testExecutionKey: String?
        /// The Jira project new tests (and a new Test Execution) are created in.
        public var projectKey: String?
        /// The Test Plan the Test Execution is linked to.
        public var testPlanKey: String?
        /// The Test Execution's summary; "Manual test results" when not given.
        public var summary: String?
        /// The Jira user for each tester's name as recorded; nil to write names as typed.
        public var users: [String: String]?

        public init(
            flavour: Flavour, testType: TestType = .cucumber, testExecutionKey: String? = nil, projectKey: String? = nil,
            testPlanKey: String? = nil, summary: String? = nil, users: [String: String]? = nil
        ) {
            self.flavour = flavour
            self.testType = testType
            self.testExecutionKey = testExecutionKey
            self.projectKey = projectKey
            self.testPlanKey = testPlanKey
            self.summary = summary
            self.users = users
        }

        /// The Jira user Xray is given for a tester.
        func user(_ tester: String) -> String { users?[tester] ?? tester }
    }

    public static func render(_ report: Report, options: Options) -> String {
        let out = ReportSink(capacity: 4096 + report.scenarios.count * 1024)
        write(report, options: options, to: out)
        return out.text
    }

    /// The document written into `out` test by test, as `render` gives it.
    public static func write(_ report: Report, options: Options, to out: ReportSink) {
        var json = JSONStream(into: out)
        json.beginObject()
        info(report, options: options, to: &json)
        if let key = given(options.testExecutionKey) { json.field("testExecutionKey", key) }
        json.key("tests")
        json.beginArray()
        for entry in XrayTestEntry.entries(report) {
            test(entry, options: options, to: &json)
        }
        json.endArray()
        json.endObject()
        json.newline()
    }

    /// Every tester Xray is given as a Jira user: the sessions' testers and whoever made each
    /// attempt shown, in the order met.
    public static func testers(_ report: Report) -> [String] {
        var testers: [String] = []
        for session in executionSessions(report) where !testers.contains(session.tester) { testers.append(session.tester) }
        for scenario in report.scenarios {
            if let tester = scenario.attempt?.tester, !testers.contains(tester) { testers.append(tester) }
        }
        return testers
    }

    /// The sessions that gave a verdict to a planned scenario of this export: the Test
    /// Execution's. A session on another platform (`--platform ios` leaves Android's out) ran
    /// none of its tests, so its tester is not its user and its times are not its dates.
    static func executionSessions(_ report: Report) -> [ReportSession] {
        var used: Set<String> = []
        for index in report.scenarios.indices {
            for attempt in report.scenarios[index].history { used.insert(attempt.session) }
        }
        return report.sessions.filter { used.contains($0.id) }
    }

    // Members are written in sorted key order, as `JSONValue` writes objects.

    private static func info(_ report: Report, options: Options, to json: inout JSONStream) {
        let sessions = executionSessions(report)
        let stamps = sessions.flatMap { [$0.started, $0.finished] }.compactMap { $0.flatMap(ReportTimestamp.init) }
        var testers: [String] = []
        for session in sessions where !testers.contains(session.tester) { testers.append(session.tester) }
        // The unnamed platform is no environment: Xray would show "any platform" as if it were one.
        var environments: [String] = []
        for scenario in report.scenarios where !scenario.planned.platform.isEmpty {
            let title = PlatformChoice.title(scenario.planned.platform)
            if !environments.contains(title) { environments.append(title) }
        }
        json.key("info")
        json.beginObject()
        json.field("description", description(report))
        if let latest = stamps.max() { json.field("finishDate", dateText(latest)) }
        if let project = given(options.projectKey) { json.field("project", project) }
        if let earliest = stamps.min() { json.field("startDate", dateText(earliest)) }
        json.field("summary", given(options.summary) ?? "Manual test results")
        if !environments.isEmpty {
            json.key("testEnvironments")
            json.beginArray()
            for environment in environments { json.string(environment) }
            json.endArray()
        }
        if let plan = given(options.testPlanKey) { json.field("testPlanKey", plan) }
        // `user` names one Jira user; with several testers each test's `executedBy` says who,
        // and the description lists them all.
        if testers.count == 1 { json.field("user", options.user(testers[0])) }
        json.endObject()
    }

    /// What an auditor needs to tie the Test Execution back to the evidence: each session's
    /// ledger head (what a sign-off binds) and whether each sign-off still holds.
    private static func description(_ report: Report) -> String {
        var lines = ["Manual test results recorded by Stepwise, exported \(report.generated)."]
        let sessions = executionSessions(report)
        lines.append(sessions.isEmpty ? "Sessions: none." : "Sessions (ledger head hashes):")
        for session in sessions {
            var line = "- \(session.id): \(session.tester) on \(PlatformChoice.title(session.platform))"
            if let device = session.device { line += ", device \(device)" }
            if let os = session.os { line += ", \(os)" }
            if let build = session.build { line += ", build \(build)" }
            if !session.assistiveTechnology.isEmpty { line += ", with " + session.assistiveTechnology.joined(separator: " and ") }
            line += ", \(session.records) records, ledger head sha256:\(session.headHash)"
            if !session.intact { line += "; NOT INTACT: " + session.problems.joined(separator: "; ") }
            lines.append(line)
        }
        lines.append(report.signOffs.isEmpty ? "Sign-offs: none." : "Sign-offs:")
        for signOff in report.signOffs {
            var line = "- \(signOff.signer) (\(signOff.role)), \"\(signOff.meaning)\", \(signOff.time): "
            line += signOff.standing + ", " + signOff.signatureWords
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func test(_ entry: XrayTestEntry, options: Options, to json: inout JSONStream) {
        let manual = options.testType == .manual
        var comment = XrayRunComment(stepsInComment: !manual)
        if let outline = entry.outline {
            comment.add(entry.rows, of: outline)
        } else {
            comment.add(entry.first)
        }
        var defects: [String] = []
        for defect in entry.rows.flatMap(\.defects) where !defects.contains(defect) { defects.append(defect) }
        // Xray keeps one tester per run: the one who gave the latest verdict among the rows
        // (each row's tester is in the comment).
        // Ordered as results are replayed (time, then session, then record), so two verdicts given
        // in the same millisecond name the same tester on every run.
        let latest = entry.rows.compactMap(\.attempt).max { ($0.time, $0.session, $0.seq) < ($1.time, $1.session, $1.seq) }
        let times = entry.rows.compactMap(runTimes)

        json.beginObject()
        // The lines, one after another: joining them first would copy every comment again.
        json.key("comment")
        json.beginString()
        for (index, line) in comment.lines.enumerated() {
            if index > 0 { json.out.append("\\n") }
            json.out.jsonEscaped(line)
        }
        json.endString()
        if !defects.isEmpty {
            json.key("defects")
            json.beginArray()
            for defect in defects { json.string(defect) }
            json.endArray()
        }
        if !comment.evidence.isEmpty {
            json.key("evidence")
            evidenceArray(comment.evidence, to: &json)
        }
        if !manual, entry.outline != nil {
            json.key("examples")
            json.beginArray()
            for row in entry.rows { json.string(Status(row.state).exampleWord(options.flavour)) }
            json.endArray()
        }
        if let tester = latest?.tester { json.field("executedBy", options.user(tester)) }
        if let finish = times.map(\.finish).max() { json.field("finish", dateText(finish)) }
        if manual, let outline = entry.outline {
            XrayManualSteps.iterations(entry.rows, of: outline, flavour: options.flavour, to: &json)
        }
        if let start = times.map(\.start).min() { json.field("start", dateText(start)) }
        json.field("status", Status(rollingUp: entry.rows.map(\.state)).word(options.flavour))
        if manual, entry.outline == nil {
            XrayManualSteps.results(entry.first, flavour: options.flavour, to: &json)
        }
        if let key = testKey(tags: entry.first.planned.tags) {
            json.field("testKey", key)
        } else {
            testInfo(entry, options: options, to: &json)
        }
        json.endObject()
    }

    /// Files with the names Jira gives their attachments: a folder the tester typed is no part
    /// of a name. The caller writes the key: `evidence`, or `evidences` on a Server step.
    static func evidenceArray(_ evidence: [(ReportEvidence, String)], to json: inout JSONStream) {
        json.beginArray()
        for (item, name) in evidence {
            json.beginObject()
            json.field("contentType", item.mediaType)
            json.field("data", Data(item.content ?? []).base64EncodedString())
            json.field("filename", name)
            json.endObject()
        }
        json.endArray()
    }

    /// Lets Xray find the test by its definition, or create it, when no tag names it. Xray
    /// finds a Cucumber or Manual test by its summary in the project.
    private static func testInfo(_ entry: XrayTestEntry, options: Options, to json: inout JSONStream) {
        let planned = entry.first.planned
        let manual = options.testType == .manual
        json.key("testInfo")
        json.beginObject()
        if let project = given(options.projectKey) { json.field("projectKey", project) }
        if manual {
            XrayManualSteps.definition(entry, to: &json)
        } else {
            // The text made in a scratch buffer, then written escaped: no string of it is made.
            let text = ReportSink(capacity: 1024)
            XrayGherkinText.write(writtenSteps(entry), to: text)
            if let outline = entry.outline {
                text.append("\n")
                text.append(XrayGherkinText.examples(outline.scenario, rows: outline.rows.map(\.row.id)).joined(separator: "\n"))
            }
            json.key("scenario")
            json.beginString()
            json.out.jsonEscaped(contentsOf: text)
            json.endString()
            // Server's schema has `scenarioType`; Cloud documents none, and tells an outline
            // by the Examples in its scenario.
            if options.flavour == .server { json.field("scenarioType", entry.outline == nil ? "scenario" : "scenario_outline") }
        }
        json.field("summary", "\(planned.featureName): \(entry.outline?.scenario.name ?? planned.name)")
        let type = manual ? "Manual" : "Cucumber"
        // Server calls the field `testType`, Cloud `type`.
        switch options.flavour {
        case .server: json.field("testType", type)
        case .cloud: json.field("type", type)
        }
        json.endObject()
    }

    /// The steps of the test as written: a scenario's planned steps, or an outline's as the
    /// outline has them (`<name>` placeholders, not one row's values) after the background's.
    static func writtenSteps(_ entry: XrayTestEntry) -> [XrayGherkinText.Step] {
        let planned = entry.first.planned.steps
        guard let outline = entry.outline else { return XrayGherkinText.Step.steps(planned) }
        let background = max(0, planned.count - outline.scenario.steps.count)
        return XrayGherkinText.Step.steps(planned, count: background) + outline.scenario.steps.map(XrayGherkinText.Step.init)
    }

    /// The Jira key a scenario's tags give its test, as Xray's Cucumber tagging writes it:
    /// `@TEST_DEMO-7`, else a bare `@DEMO-7`. The last one wins because tags come feature first,
    /// scenario and examples last, so the last is the one closest to the scenario. Xray's other
    /// prefixed tags (`@REQ_…` names a requirement, `@PRECOND_…` a precondition) never name the
    /// test.
    static func testKey(tags: [String]) -> String? {
        var bare: String?
        var prefixed: String?
        for tag in tags where tag.hasPrefix("@") {
            let name = tag.dropFirst()
            if name.hasPrefix("TEST_") {
                let key = name.dropFirst("TEST_".count)
                if isIssueKey(key) { prefixed = String(key) }
            } else if !name.hasPrefix("REQ_"), !name.hasPrefix("PRECOND_"), isIssueKey(name) {
                bare = String(name)
            }
        }
        return prefixed ?? bare
    }

    /// `^[A-Z][A-Z0-9_]*-[0-9]+$`, the form of a Jira issue key.
    static func isIssueKey(_ text: Substring) -> Bool {
        guard let dash = text.lastIndex(of: "-") else { return false }
        let project = text[..<dash].utf8
        let number = text[text.index(after: dash)...].utf8
        guard let first = project.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), !number.isEmpty else { return false }
        let upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        return project.allSatisfy { upper.contains($0) || digit.contains($0) || $0 == UInt8(ascii: "_") }
            && number.allSatisfy { digit.contains($0) }
    }

    /// When the shown attempt began and ended: from its first record (its verdict less its
    /// duration), else its first step, to its verdict. Nil when it was never tested.
    private static func runTimes(_ scenario: ReportScenario) -> (start: ReportTimestamp, finish: ReportTimestamp)? {
        guard let finish = scenario.attempt.flatMap({ ReportTimestamp($0.time) }) else { return nil }
        if let duration = scenario.duration { return (finish.adding(-duration), finish) }
        let firstStep = scenario.steps.compactMap { $0.time.flatMap(ReportTimestamp.init) }.min()
        return (min(firstStep ?? finish, finish), finish)
    }

    /// `2026-11-21T14:30:00+00:00`: whole seconds with a numeric offset, the form every Xray
    /// example uses; Server/DC parses dates with a pattern that has no fraction.
    static func dateText(_ stamp: ReportTimestamp) -> String {
        // Written by hand for the years of four digits: `LedgerTime`'s formatter took a fifth
        // of a large export.
        if let text = stamp.dateText { return text + "+00:00" }
        let ledger = LedgerTime.string(Date(timeIntervalSince1970: Double(stamp.seconds)))
        return String(ledger.prefix(19)) + "+00:00"
    }

    /// An option's value, or nil when it is absent or empty: an empty key would make Xray look
    /// for an issue called "".
    static func given(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
