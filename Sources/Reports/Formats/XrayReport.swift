import Paths
import Foundation
import Ledger
import TestPlan

/// Xray's "import execution results" JSON, the document Jira Xray takes at
/// `POST /api/v2/import/execution` (Cloud) and `POST /rest/raven/1.0/import/execution`
/// (Server/DC), in the shape of `../shared/formats/formats.md` section 4. It is the one import
/// format that carries per-step statuses, comments and evidence, which is what a manual run has.
///
/// - One entry in `tests` per planned scenario. The plan already crosses scenarios with
///   platforms, so the platforms are the execution's `testEnvironments` and each test's comment
///   names its platform.
/// - A test is named by a Jira key in its tags, as Xray's own Cucumber tagging does (`@TEST_DEMO-7`,
///   or a bare `@DEMO-7`); without one, `testInfo` lets Xray find or create a Cucumber test from
///   the feature and scenario names and the steps as Gherkin text.
/// - Statuses map as formats.md section 5 says, in the flavour's words (`XrayReport.Status`).
///   Xray has no word for skipped or not applicable, so those are TODO with the reason in the
///   comment: a test nobody ran must not read as passed.
/// - `steps` is positional, one entry per planned step, so Xray lines each result up with the
///   step it belongs to; evidence whose bytes the report carries is embedded as base64, other
///   evidence is named in a comment so it is not silently lost.
/// - Xray keeps one run per test, the shown attempt. Earlier attempts (a failure since retested,
///   say) are in the run's comment, each naming its attempt, session, verdict and tester with
///   what it found, and their files are in the run's `evidence`, named after the session, attempt
///   and verdict they belong to, so the failure's screenshot is attached to the passing run
///   without being taken for evidence of the pass.
/// - Keys are written in sorted order through `JSONStream`, so the same report always gives the
///   same bytes; a value the report does not know is left out rather than written as "".
public enum XrayReport {
    public struct Options: Sendable {
        /// Which Xray reads the document: the two use different status words and name the test
        /// type differently in `testInfo`.
        public enum Flavour: String, Sendable, CaseIterable {
            case cloud, server
        }

        public var flavour: Flavour
        /// Import into this Test Execution instead of creating one.
        public var testExecutionKey: String?
        /// The Jira project new tests (and a new Test Execution) are created in.
        public var projectKey: String?
        /// The Test Plan the Test Execution is linked to.
        public var testPlanKey: String?
        /// The Test Execution's summary; "Manual test results" when not given.
        public var summary: String?

        public init(
            flavour: Flavour, testExecutionKey: String? = nil, projectKey: String? = nil, testPlanKey: String? = nil,
            summary: String? = nil
        ) {
            self.flavour = flavour
            self.testExecutionKey = testExecutionKey
            self.projectKey = projectKey
            self.testPlanKey = testPlanKey
            self.summary = summary
        }
    }

    public static func render(_ report: Report, options: Options) -> String {
        var json = JSONStream(capacity: 4096 + report.scenarios.count * 1024)
        json.beginObject()
        info(report, options: options, to: &json)
        if let key = given(options.testExecutionKey) { json.field("testExecutionKey", key) }
        json.key("tests")
        json.beginArray()
        for scenario in report.scenarios {
            test(scenario, options: options, to: &json)
        }
        json.endArray()
        json.endObject()
        json.newline()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    // Members are written in sorted key order, as `JSONValue` writes objects.

    private static func info(_ report: Report, options: Options, to json: inout JSONStream) {
        let stamps = report.sessions.flatMap { [$0.started, $0.finished] }.compactMap { $0.flatMap(ReportTimestamp.init) }
        var testers: [String] = []
        for session in report.sessions where !testers.contains(session.tester) { testers.append(session.tester) }
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
        if testers.count == 1 { json.field("user", testers[0]) }
        json.endObject()
    }

    /// What an auditor needs to tie the Test Execution back to the evidence: each session's
    /// ledger head (what a sign-off binds) and whether each sign-off still holds.
    private static func description(_ report: Report) -> String {
        var lines = ["Manual test results recorded by Stepwise, exported \(report.generated)."]
        lines.append(report.sessions.isEmpty ? "Sessions: none." : "Sessions (ledger head hashes):")
        for session in report.sessions {
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
            line += signOff.standing
            if let note = signOff.signatureNote { line += " (\(note))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func test(_ scenario: ReportScenario, options: Options, to json: inout JSONStream) {
        let stepCount = scenario.steps.count
        // Notes and evidence recorded against a step the plan no longer has belong to the test,
        // so they are not dropped.
        func forTest(_ step: Int?) -> Bool { step.map { $0 < 0 || $0 >= stepCount } ?? true }
        let testEvidence = scenario.evidence.filter { forTest($0.step) }
        var embedded = testEvidence.filter { $0.content != nil }.map { ($0, PathText.lastComponent($0.file)) }
        var comment = testComment(scenario)
        for note in scenario.notes where forTest(note.step) { comment.append("Note: " + note.text) }
        for evidence in testEvidence where evidence.content == nil {
            comment.append("Evidence: " + EvidenceLocation.path(of: evidence, session: scenario.session))
        }
        // Which attempt this is, so a reader can find it in the ledger.
        if let attempt = scenario.attempt {
            comment.append("Tested by \(attempt.tester) at \(attempt.time), session \(attempt.session), attempt \(attempt.attempt).")
        }
        for detail in scenario.earlier {
            comment.append(EarlierAttemptWords.label(detail) + ".")
            comment += EarlierAttemptWords.findings(detail).map { "  " + $0 }
            for evidence in detail.evidence {
                if evidence.content != nil {
                    let name = EarlierAttemptWords.fileName(evidence, of: detail)
                    embedded.append((evidence, name))
                    comment.append("  Evidence: " + name)
                } else {
                    comment.append("  Evidence: " + EvidenceLocation.path(of: evidence, session: detail.session))
                }
            }
        }
        let times = runTimes(scenario)

        json.beginObject()
        json.field("comment", comment.joined(separator: "\n"))
        if !scenario.defects.isEmpty {
            json.key("defects")
            json.beginArray()
            for defect in scenario.defects { json.string(defect) }
            json.endArray()
        }
        if !embedded.isEmpty { evidenceArray(embedded, to: &json) }
        if let tester = scenario.attempt?.tester { json.field("executedBy", tester) }
        if let times { json.field("finish", dateText(times.finish)) }
        if let times { json.field("start", dateText(times.start)) }
        json.field("status", Status(scenario.state).word(options.flavour))
        json.key("steps")
        json.beginArray()
        for index in scenario.steps.indices {
            step(index, in: scenario, flavour: options.flavour, to: &json)
        }
        json.endArray()
        if let key = testKey(tags: scenario.planned.tags) {
            json.field("testKey", key)
        } else {
            testInfo(scenario.planned, options: options, to: &json)
        }
        json.endObject()
    }

    /// The first lines of a test's comment: where it was tested and why its status is what it
    /// is. Xray shows the status alone, so the reason for a TODO or a failure goes here.
    private static func testComment(_ scenario: ReportScenario) -> [String] {
        var platform = "Platform: " + PlatformChoice.title(scenario.planned.platform)
        if let device = scenario.session?.device { platform += ", device \(device)" }
        if let build = scenario.session?.build { platform += ", build \(build)" }
        var lines = [platform + "."]
        switch scenario.state {
        case .passed:
            break
        case .failed:
            let failed = VerdictMapping.firstStep("failed", in: scenario)
            lines.append(failed.map { "Step \($0.number) failed: \($0.step.note ?? "no note")" } ?? "Failed.")
        case .conflict:
            // Xray keeps one status per test: the disagreement is a failure until someone decides.
            lines.append("CONFLICT: " + VerdictMapping.conflictSummary(scenario))
        case .blocked:
            lines.append("BLOCKED: " + reason(of: "blocked", in: scenario, otherwise: "no reason given"))
        case .skipped:
            lines.append("SKIPPED: " + reason(of: "skipped", in: scenario, otherwise: "no reason given"))
        case .notApplicable:
            lines.append("N/A: " + reason(of: "notApplicable", in: scenario, otherwise: "not applicable"))
        case .untested:
            lines.append("NOT RUN")
        }
        if scenario.stale { lines.append("Stale: this verdict was given to older steps than the plan has now.") }
        return lines
    }

    private static func reason(of verdict: String, in scenario: ReportScenario, otherwise: String) -> String {
        VerdictMapping.firstStep(verdict, in: scenario)?.step.reason ?? otherwise
    }

    private static func step(_ index: Int, in scenario: ReportScenario, flavour: Options.Flavour, to json: inout JSONStream) {
        let step = scenario.steps[index]
        let outcome = VerdictMapping.outcome(of: step, in: scenario)
        var comment: [String] = []
        switch outcome {
        case .blocked, .skipped, .notApplicable:
            if let message = VerdictMapping.message(of: step, outcome: outcome) { comment.append(message) }
            if let note = step.note { comment.append(note) }
        case .notReached:
            comment.append("Not reached.")
        case .passed, .failed, .notRun:
            // A failure's note is what actually happened: it is the comment, word for word.
            if let note = step.note { comment.append(note) }
        }
        for note in scenario.notes where note.step == index { comment.append("Note: " + note.text) }
        let evidence = scenario.evidence.filter { $0.step == index }
        for item in evidence where item.content == nil {
            comment.append("Evidence: " + EvidenceLocation.path(of: item, session: scenario.session))
        }
        let embedded = evidence.filter { $0.content != nil }.map { ($0, PathText.lastComponent($0.file)) }
        json.beginObject()
        if !comment.isEmpty { json.field("comment", comment.joined(separator: "\n")) }
        if !embedded.isEmpty { evidenceArray(embedded, to: &json) }
        json.field("status", Status(outcome).word(flavour))
        json.endObject()
    }

    /// Files with the names Jira gives their attachments: a folder the tester typed is no part
    /// of a name.
    private static func evidenceArray(_ evidence: [(ReportEvidence, String)], to json: inout JSONStream) {
        json.key("evidence")
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

    /// Lets Xray find the test by its definition, or create it, when no tag names it.
    private static func testInfo(_ planned: PlannedScenario, options: Options, to json: inout JSONStream) {
        json.key("testInfo")
        json.beginObject()
        if let project = given(options.projectKey) { json.field("projectKey", project) }
        json.field("scenario", gherkinSteps(planned.steps))
        json.field("scenarioType", "scenario")
        json.field("summary", "\(planned.featureName): \(planned.name)")
        // Server calls the field `testType`, Cloud `type`.
        switch options.flavour {
        case .server: json.field("testType", "Cucumber")
        case .cloud: json.field("type", "Cucumber")
        }
        json.endObject()
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

    /// The steps as Gherkin text ("Given …\nWhen …"), data tables and doc strings included, so
    /// a test Xray creates from them reads like the feature file.
    static func gherkinSteps(_ steps: [PlannedStep]) -> String {
        var lines: [String] = []
        for step in steps {
            lines.append(step.keyword + step.text)
            for row in step.dataTable ?? [] {
                lines.append("  | " + row.map(tableCell).joined(separator: " | ") + " |")
            }
            if let content = step.docString {
                lines.append("  \"\"\"")
                // Gherkin ends a doc string at the first `"""`; written escaped, one inside stays text.
                let escaped = content.replacingOccurrences(of: "\"\"\"", with: "\\\"\\\"\\\"")
                for line in escaped.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("  " + line) }
                lines.append("  \"\"\"")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A data table cell with Gherkin's escapes, so a `|` or a line break in it stays in the cell.
    private static func tableCell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "|": out += "\\|"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
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
        let ledger = LedgerTime.string(Date(timeIntervalSince1970: Double(stamp.seconds)))
        return String(ledger.prefix(19)) + "+00:00"
    }

    /// An option's value, or nil when it is absent or empty: an empty key would make Xray look
    /// for an issue called "".
    private static func given(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// A result in Xray's terms, before it is put in a flavour's words.
    enum Status: Equatable {
        case passed, failed, blocked, todo

        init(_ state: ScenarioResult.State) {
            switch state {
            case .passed: self = .passed
            case .failed, .conflict: self = .failed
            case .blocked: self = .blocked
            case .skipped, .notApplicable, .untested: self = .todo
            }
        }

        init(_ outcome: VerdictMapping.StepOutcome) {
            switch outcome {
            case .passed: self = .passed
            case .failed: self = .failed
            case .blocked: self = .blocked
            case .skipped, .notApplicable, .notReached, .notRun: self = .todo
            }
        }

        /// Cloud has no built-in blocked status, so it gets a custom `BLOCKED` (which the Xray
        /// admin has to add); Server/DC has ABORTED built in.
        func word(_ flavour: Options.Flavour) -> String {
            switch (self, flavour) {
            case (.passed, .cloud): return "PASSED"
            case (.passed, .server): return "PASS"
            case (.failed, .cloud): return "FAILED"
            case (.failed, .server): return "FAIL"
            case (.blocked, .cloud): return "BLOCKED"
            case (.blocked, .server): return "ABORTED"
            case (.todo, _): return "TODO"
            }
        }
    }
}
