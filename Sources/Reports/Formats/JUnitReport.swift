import Ledger
import TestPlan

/// JUnit XML, the format CI servers and test-management tools read: a `testsuite` per feature
/// file and platform, a `testcase` per planned scenario. Shapes and the verdict mapping follow
/// `../shared/formats/formats.md` (section 1 and `VerdictMapping`), and the document is valid
/// against Jenkins xUnit's `junit-10.xsd`, the strictest schema readers enforce: a test case
/// has only `name`, `classname` and `time`, `testsuites` no `skipped` or `timestamp`.
///
/// - `classname` is the feature's name, with the platform in parentheses when there is one, so
///   the same scenario on two platforms is two distinct tests (GitLab keeps only the first of
///   duplicate names). Outline rows that share a name get `(example at line N)`.
/// - Each suite's properties say who tested that suite, where: its own `platform`, and the
///   `tester`, `device`, `os`, `assistive.technology`, `build`, `session` and `ledger.head`
///   (`session sha256:…`) of the sessions whose results it shows — none for a suite nobody
///   tested — and the run's `signoff`s; several values joined with ", " (sign-offs with "; "),
///   each name once per suite (readers keep a suite's properties in a dictionary). A dashboard
///   shows properties beside the suite, so the iOS suite must never carry the Android device.
///   (xunitparser pools every suite's properties into one dictionary and refuses a repeated
///   name, so it cannot read a report of more than one suite with properties.)
/// - Everything about one scenario is in its `system-out`, which every reader shows: where it
///   is, who tested it, each step's outcome, notes, reasons, defects, staleness and the evidence
///   as `[[ATTACHMENT|path]]` lines (the Attachments plugin reads those wherever they are).
///   With `xrayProperties`, test cases also carry the `test_key` property Xray's JUnit
///   extension reads — outside junit-10.xsd, so only on request.
/// - Earlier attempts (a failure since retested, say) follow in system-out, each under a line
///   naming its attempt, session, verdict and tester, with what it found and its evidence.
/// - Every piece of text goes through `XMLText`, so the document is well-formed whatever the
///   notes hold.
public enum JUnitReport {
    public struct Options: Sendable {
        /// Add Xray's `test_key` test case property (`--xray-properties`).
        public var xrayProperties = false
        public init(xrayProperties: Bool = false) { self.xrayProperties = xrayProperties }
    }

    public static func render(_ report: Report, options: Options = Options()) -> String {
        let out = ReportSink(capacity: 1024 + report.scenarios.count * 1024)
        write(report, options: options, to: out)
        return out.text
    }

    /// The document written into `out` suite by suite, as `render` gives it.
    public static func write(_ report: Report, options: Options = Options(), to out: ReportSink) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        let totals = Counts(report.scenarios)
        out.append("<testsuites")
        attribute("name", "Stepwise manual test results", to: out)
        totals.write(to: out, withSkipped: false)
        out.append(">\n")
        for group in report.groups {
            suite(group, report: report, properties: suiteProperties(group, report: report), options: options, to: out)
        }
        out.append("</testsuites>\n")
    }

    /// Test, failure and skipped counts and the total time of some scenarios.
    private struct Counts {
        var tests = 0, failures = 0, skipped = 0
        var seconds = 0.0

        init(_ scenarios: [ReportScenario]) {
            for scenario in scenarios {
                tests += 1
                seconds += scenario.duration ?? 0
                switch scenario.state {
                case .passed: break
                case .failed, .conflict: failures += 1
                case .blocked, .skipped, .notApplicable, .untested: skipped += 1
                }
            }
        }

        /// `testsuites` may not say `skipped` in junit-10.xsd; each `testsuite` does.
        func write(to out: ReportSink, withSkipped: Bool = true) {
            attribute("tests", String(tests), to: out)
            attribute("failures", String(failures), to: out)
            attribute("errors", "0", to: out)
            if withSkipped { attribute("skipped", String(skipped), to: out) }
            attribute("time", DecimalText.seconds(seconds), to: out)
        }
    }

    private static func suite(
        _ group: (uri: String, featureName: String, platform: String, scenarios: [ReportScenario]), report: Report,
        properties: [(String, String)], options: Options, to out: ReportSink
    ) {
        out.append("  <testsuite")
        attribute("name", group.platform.isEmpty ? group.uri : "\(group.uri) (\(group.platform))", to: out)
        Counts(group.scenarios).write(to: out)
        let started = group.scenarios.compactMap { $0.session?.started }.min()
        attribute("timestamp", timestamp(started ?? report.generated), to: out)
        attribute("file", group.uri, to: out)
        out.append(">\n")
        // An empty `properties` element is invalid in the common JUnit schema.
        if !properties.isEmpty {
            out.append("    <properties>\n")
            for (name, value) in properties { property(name, value, indent: 6, to: out) }
            out.append("    </properties>\n")
        }
        let classname = group.platform.isEmpty ? group.featureName : "\(group.featureName) (\(group.platform))"
        var nameCounts: [String: Int] = [:]
        for scenario in group.scenarios { nameCounts[scenario.planned.name, default: 0] += 1 }
        for scenario in group.scenarios {
            let name = scenario.planned.name
            let unique = nameCounts[name, default: 0] > 1 ? "\(name) (example at line \(scenario.planned.line))" : name
            testcase(scenario, classname: classname, name: unique, options: options, to: out)
        }
        // Who tested this suite's scenarios, where, for readers that show no properties.
        var lines = ["Platform: " + PlatformChoice.title(group.platform) + "."]
        var seen: Set<String> = []
        for session in group.scenarios.compactMap(\.session) where seen.insert(session.id).inserted {
            lines.append(
                "Session \(session.id): \(session.tester)" + (session.environment.map { ", " + $0 } ?? "")
                    + ", ledger head sha256:\(session.headHash)")
        }
        out.append("    <system-out>")
        XMLText.append(lines.joined(separator: "\n"), to: out, attribute: false)
        out.append("</system-out>\n")
        out.append("  </testsuite>\n")
    }

    /// A suite's properties, each name once, its distinct values joined in order of appearance:
    /// its platform, the sessions whose results it shows, and the run's sign-offs.
    static func suiteProperties(_ group: (uri: String, featureName: String, platform: String, scenarios: [ReportScenario]), report: Report)
        -> [(String, String)]
    {
        var properties: [(name: String, values: [String], separator: String)] = []
        func add(_ name: String, _ value: String, separator: String = ", ") {
            if let index = properties.firstIndex(where: { $0.name == name }) {
                if !properties[index].values.contains(value) { properties[index].values.append(value) }
            } else {
                properties.append((name, [value], separator))
            }
        }
        if !group.platform.isEmpty { add("platform", group.platform) }
        for scenario in group.scenarios {
            guard let session = scenario.session else { continue }
            add("tester", session.tester)
            if let device = session.device { add("device", device) }
            if let os = session.os { add("os", os) }
            for technology in session.assistiveTechnology { add("assistive.technology", technology) }
            if let build = session.build { add("build", build) }
            add("session", session.id)
            add("ledger.head", session.id + " sha256:" + session.headHash)
        }
        // Whether each sign-off still holds, superseded or broken, where a CI dashboard shows it.
        for signOff in report.signOffs {
            add(
                "signoff", "\(signOff.signer) (\(signOff.role)), \(signOff.meaning), \(signOff.time), \(signOff.signatureWords): \(signOff.standing)",
                separator: "; ")
        }
        return properties.map { ($0.name, $0.values.joined(separator: $0.separator)) }
    }

    private static func testcase(_ scenario: ReportScenario, classname: String, name: String, options: Options, to out: ReportSink) {
        out.append("    <testcase")
        attribute("classname", classname, to: out)
        attribute("name", name, to: out)
        attribute("time", DecimalText.seconds(scenario.duration ?? 0), to: out)
        out.append(">\n")
        outcome(scenario, to: out)
        if options.xrayProperties, let key = XrayReport.testKey(tags: scenario.planned.tags) {
            out.append("      <properties>\n")
            property("test_key", key, indent: 8, to: out)
            out.append("      </properties>\n")
        }
        out.append("      <system-out>")
        XMLText.append(systemOut(scenario), to: out, attribute: false)
        out.append("</system-out>\n")
        out.append("    </testcase>\n")
    }

    /// The `failure` or `skipped` child the scenario's state calls for, if any.
    private static func outcome(_ scenario: ReportScenario, to out: ReportSink) {
        switch scenario.state {
        case .passed:
            return
        case .failed:
            let failed = VerdictMapping.firstStep(.failed, in: scenario)
            let message = failed.map { "Step \($0.number) failed: \($0.step.note ?? "no note")" } ?? "Failed"
            element("failure", message: message, type: "ManualFailure", body: failureBody(scenario, failed: failed?.step), to: out)
        case .conflict:
            let message = "CONFLICT: " + VerdictMapping.conflictSummary(scenario)
            element("failure", message: message, type: "ManualConflict", body: failureBody(scenario, failed: nil), to: out)
        case .blocked, .skipped, .notApplicable:
            // Readers show only "skipped": the message says which of the three, and why.
            let (verdict, word): (Verdict, String) =
                scenario.state == .blocked ? (.blocked, "BLOCKED") : scenario.state == .skipped ? (.skipped, "SKIPPED") : (.notApplicable, "N/A")
            // A scenario whose steps were all not applicable is skipped by the verdict rule: its
            // reason is the first such step's.
            let first =
                VerdictMapping.firstStep(verdict, in: scenario)
                ?? (scenario.state == .skipped ? VerdictMapping.firstStep(.notApplicable, in: scenario) : nil)
            let reason =
                first.map { found in
                    let why = found.step.reason ?? found.step.note ?? "no reason given"
                    return "step \(found.number): " + (found.step.verdict == verdict ? why : "not applicable, " + why)
                } ?? "no reason given"
            element("skipped", message: "\(word): \(reason)", type: nil, body: nil, to: out)
        case .untested:
            let why = scenario.stale ? "tested against older steps than the plan has now; test it again" : "nobody has tested it yet"
            element("skipped", message: "NOT RUN: " + why, type: nil, body: nil, to: out)
        }
    }

    /// What a reader of a failure needs without opening the ledger: the failed step and its note,
    /// the other notes, the defects and the evidence.
    private static func failureBody(_ scenario: ReportScenario, failed: ReportStep?) -> String {
        var lines: [String] = []
        if let failed {
            lines.append("\(failed.keyword)\(failed.text) (line \(failed.line))")
            if let note = failed.note { lines.append("Actual: \(note)") }
        }
        for note in scenario.notes { lines.append(noteLine(note)) }
        if !scenario.defects.isEmpty { lines.append("Defects: " + scenario.defects.joined(separator: ", ")) }
        for evidence in scenario.evidence {
            lines.append("Evidence: " + EvidenceLocation.path(of: evidence, session: scenario.session))
        }
        if let attempt = scenario.attempt {
            lines.append("Tested by \(attempt.tester) at \(attempt.time), session \(attempt.session), attempt \(attempt.attempt)")
        }
        return lines.joined(separator: "\n")
    }

    private static func systemOut(_ scenario: ReportScenario) -> String {
        var lines = ["Scenario: \(scenario.planned.uri):\(scenario.planned.line), \(scenario.state.rawValue)"]
        if let attempt = scenario.attempt {
            lines.append("Tested by \(attempt.tester) at \(attempt.time), session \(attempt.session), attempt \(attempt.attempt)")
        }
        for (index, step) in scenario.steps.enumerated() {
            let outcome = VerdictMapping.outcome(of: step, in: scenario)
            lines.append("Step \(index + 1) [\(stepWord(outcome))]: \(step.keyword)\(step.text)")
        }
        for (index, step) in scenario.steps.enumerated() {
            let outcome = VerdictMapping.outcome(of: step, in: scenario)
            guard outcome != .notRun, let message = VerdictMapping.message(of: step, outcome: outcome) else { continue }
            // The message already says BLOCKED, SKIPPED or N/A; a failure's is the bare note.
            lines.append(outcome == .failed ? "Step \(index + 1) failed: \(message)" : "Step \(index + 1): \(message)")
        }
        for note in scenario.notes { lines.append(noteLine(note)) }
        for defect in scenario.defects { lines.append("Defect: \(defect)") }
        if scenario.stale { lines.append("Stale: this verdict was given to older steps than the plan has now.") }
        for evidence in scenario.evidence {
            lines.append("[[ATTACHMENT|\(EvidenceLocation.path(of: evidence, session: scenario.session))]]")
        }
        for detail in scenario.earlier {
            lines.append(EarlierAttemptWords.label(detail))
            lines += EarlierAttemptWords.findings(detail).map { "  " + $0 }
            for evidence in detail.evidence {
                lines.append("[[ATTACHMENT|\(EvidenceLocation.path(of: evidence, session: detail.session))]]")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func noteLine(_ note: ReportNote) -> String {
        note.step.map { "Note on step \($0 + 1): \(note.text)" } ?? "Note: \(note.text)"
    }

    /// The word for a step's outcome in system-out.
    private static func stepWord(_ outcome: VerdictMapping.StepOutcome) -> String {
        switch outcome {
        case .passed: return "passed"
        case .failed: return "failed"
        case .blocked: return "blocked"
        case .skipped: return "skipped"
        case .notApplicable: return "notApplicable"
        case .notReached: return "notReached"
        case .notRun: return "notRun"
        }
    }

    private static func element(_ name: String, message: String, type: String?, body: String?, to out: ReportSink) {
        out.append("      <\(name)")
        attribute("message", message, to: out)
        if let type { attribute("type", type, to: out) }
        if let body, !body.isEmpty {
            out.append(byte: UInt8(ascii: ">"))
            XMLText.append(body, to: out, attribute: false)
            out.append("</\(name)>\n")
        } else {
            out.append("/>\n")
        }
    }

    private static func property(_ name: String, _ value: String, indent: Int, to out: ReportSink) {
        for _ in 0..<indent { out.append(byte: UInt8(ascii: " ")) }
        out.append("<property")
        attribute("name", name, to: out)
        attribute("value", value, to: out)
        out.append("/>\n")
    }

    private static func attribute(_ name: String, _ value: String, to out: ReportSink) {
        out.append(byte: UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        XMLText.append(value, to: out, attribute: true)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// `2026-11-21T14:30:00Z`: RFC 3339 without the milliseconds, the form JUnit readers parse.
    static func timestamp(_ time: String) -> String {
        guard let dot = time.firstIndex(of: ".") else { return time }
        return String(time[..<dot]) + "Z"
    }
}
