import Foundation
import Gherkin
import JSON
import Testing

@testable import Reports

private typealias Object = [String: Any]

/// Each line as (envelope key, message).
private func envelopes(_ report: Report) throws -> [(key: String, message: Object)] {
    let text = MessagesReport.render(report)
    #expect(text.hasSuffix("\n"))
    return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? Object)
        #expect(object.count == 1, "an envelope holds exactly one message")
        let key = try #require(object.keys.first)
        return (key, try #require(object[key] as? Object))
    }
}

/// Every string stored under `key` anywhere in `value`.
private func strings(_ key: String, in value: Any) -> [String] {
    if let object = value as? Object {
        return object.flatMap { entry -> [String] in
            if entry.key == key, let text = entry.value as? String { return [text] }
            if entry.key == key, let list = entry.value as? [String] { return list }
            return strings(key, in: entry.value)
        }
    }
    if let list = value as? [Any] { return list.flatMap { strings(key, in: $0) } }
    return []
}

private func seconds(_ timestamp: Any?) -> Double {
    let object = timestamp as? Object ?? [:]
    return Double(object["seconds"] as? Int ?? -1) + Double(object["nanos"] as? Int ?? 0) / 1e9
}

@Suite("Cucumber Messages")
struct MessagesReportTests {
    let report = ReportFixtures.report()

    @Test("the whole stream, in the order formats.md gives, from meta to testRunFinished")
    func order() throws {
        let keys = try envelopes(report).map(\.key)
        #expect(keys.first == "meta")
        #expect(keys.last == "testRunFinished")
        func firstIndex(_ key: String) -> Int { keys.firstIndex(of: key) ?? -1 }
        func lastIndex(_ key: String) -> Int { keys.lastIndex(of: key) ?? -1 }
        #expect(firstIndex("source") == 1)
        #expect(firstIndex("gherkinDocument") == 2)
        #expect(lastIndex("pickle") < firstIndex("testRunStarted"))
        #expect(firstIndex("testRunStarted") < firstIndex("testCase"))
        #expect(lastIndex("testCase") < firstIndex("testCaseStarted"))
        #expect(keys.filter { $0 == "testCase" }.count == 12)
        // 6 distinct pickles, each planned on two platforms: a pickle per platform, so every
        // test case says where it ran.
        #expect(keys.filter { $0 == "pickle" }.count == 12)
        #expect(keys.filter { $0 == "testRunFinished" }.count == 1)
    }

    @Test("ids are unique and every reference resolves")
    func references() throws {
        let all = try envelopes(report)
        func ids(_ key: String) -> [String] { all.filter { $0.key == key }.compactMap { $0.message["id"] as? String } }
        let astIDs = strings("id", in: all.filter { $0.key == "gherkinDocument" }.map(\.message))
        #expect(Set(astIDs).count == astIDs.count)
        let pickles = all.filter { $0.key == "pickle" }.map(\.message)
        for pickle in pickles {
            for reference in strings("astNodeIds", in: pickle) + strings("astNodeId", in: pickle) {
                #expect(astIDs.contains(reference), "pickle refers to unknown AST node \(reference)")
            }
        }
        let pickleIDs = Set(ids("pickle"))
        let pickleStepIDs = Set(pickles.flatMap { ($0["steps"] as? [Object] ?? []).compactMap { $0["id"] as? String } })
        var testStepIDs: Set<String> = []
        for testCase in all.filter({ $0.key == "testCase" }).map(\.message) {
            #expect(pickleIDs.contains(testCase["pickleId"] as? String ?? ""))
            for step in testCase["testSteps"] as? [Object] ?? [] {
                #expect(testStepIDs.insert(step["id"] as? String ?? "").inserted)
                // A hook step (the testers' disagreement) refers to the hook, not to a pickle step.
                if let hook = step["hookId"] as? String {
                    #expect(ids("hook").contains(hook))
                    continue
                }
                #expect(pickleStepIDs.contains(step["pickleStepId"] as? String ?? ""))
                #expect(step["stepDefinitionIds"] as? [String] == [])
            }
        }
        let caseIDs = Set(ids("testCase"))
        #expect(caseIDs.count == 12)
        let started = ids("testCaseStarted")
        #expect(Set(started).count == started.count)
        for message in all.filter({ $0.key == "testCaseStarted" }).map(\.message) {
            #expect(caseIDs.contains(message["testCaseId"] as? String ?? ""))
        }
        for message in all.filter({ ["testStepStarted", "testStepFinished"].contains($0.key) }).map(\.message) {
            #expect(started.contains(message["testCaseStartedId"] as? String ?? ""))
            #expect(testStepIDs.contains(message["testStepId"] as? String ?? ""))
        }
    }

    @Test("ids are the same from one export to the next")
    func stableIDs() {
        #expect(MessagesReport.render(report) == MessagesReport.render(ReportFixtures.report()))
    }

    @Test("a re-run is a further attempt; the earlier one will be retried")
    func reruns() throws {
        let all = try envelopes(report)
        let formula = report.scenarios[ReportFixtures.index(report, ReportFixtures.formulaScenario, "android")]
        let caseID = "case-" + formula.planned.id
        let starts = all.filter { $0.key == "testCaseStarted" && $0.message["testCaseId"] as? String == caseID }.map(\.message)
        #expect(starts.map { $0["attempt"] as? Int } == [0, 1])
        let startedIDs = starts.compactMap { $0["id"] as? String }
        let finished = all.filter { $0.key == "testCaseFinished" && startedIDs.contains($0.message["testCaseStartedId"] as? String ?? "") }
        #expect(finished.map { $0.message["willBeRetried"] as? Bool } == [true, false])
        let earlier = all.first { $0.key == "attachment" && $0.message["testCaseStartedId"] as? String == startedIDs[0] }
        #expect((earlier?.message["body"] as? String)?.hasPrefix("Earlier verdict: failed, by Bo") == true)
    }

    @Test("built with earlier attempts, a re-run's earlier attempt has its own step results and says whose it was")
    func earlierAttemptSteps() throws {
        let report = ReportFixtures.report(earlierAttempts: true)
        let all = try envelopes(report)
        let formula = report.scenarios[ReportFixtures.index(report, ReportFixtures.formulaScenario, "android")]
        #expect(formula.earlier.count == 1)
        let startedID = "case-" + formula.planned.id + "-attempt-0"
        let results = all.filter { $0.key == "testStepFinished" && $0.message["testCaseStartedId"] as? String == startedID }
            .compactMap { $0.message["testStepResult"] as? Object }
        #expect(results.count == formula.planned.steps.count)
        #expect(results.prefix(2).map { $0["status"] as? String } == ["PASSED", "FAILED"])
        #expect((results[1]["message"] as? String) == "first try")
        let said = all.filter { $0.key == "attachment" && $0.message["testCaseStartedId"] as? String == startedID }
            .compactMap { $0.message["body"] as? String }
        #expect(
            said.contains {
                $0.hasPrefix("Tested by Bo on android, device Pixel 8, build 1.4.0") && $0.hasSuffix("Verdict: failed; tested again later.")
            })
        #expect(!said.contains { $0.hasPrefix("Earlier verdict:") })
        // The shown attempt is unchanged by building with earlier attempts.
        #expect(MessagesReport.render(report).contains(#""willBeRetried":false"#))
        let shownStarted = "case-" + formula.planned.id + "-attempt-1"
        let shown = all.filter { $0.key == "testStepFinished" && $0.message["testCaseStartedId"] as? String == shownStarted }
        #expect(shown.compactMap { ($0.message["testStepResult"] as? Object)?["status"] as? String } == ["PASSED", "PASSED", "PASSED"])
    }

    @Test("a failure retested to a pass: the earlier attempt carries the failure's screenshot, embedded, on the step it was attached to")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let formula = retest.scenarios[RetestFixture.index(retest)]
        let all = try envelopes(retest)
        let earlierID = "case-" + formula.planned.id + "-attempt-0"
        let files = all.filter { $0.key == "attachment" && $0.message["testCaseStartedId"] as? String == earlierID && $0.message["fileName"] != nil }
        try #require(files.count == 1)
        #expect(files[0].message["fileName"] as? String == RetestFixture.screenshotName)
        #expect(files[0].message["testStepId"] as? String == "case-" + formula.planned.id + "-step-2")
        #expect(files[0].message["contentEncoding"] as? String == "BASE64")
        #expect(Data(base64Encoded: files[0].message["body"] as? String ?? "").map([UInt8].init) == RetestFixture.screenshot)
        #expect(!all.contains { $0.key == "externalAttachment" })
    }

    @Test("step results: FAILED with the note, SKIPPED with BLOCKED, UNKNOWN when not run")
    func statuses() throws {
        let all = try envelopes(report)
        let results = all.filter { $0.key == "testStepFinished" }.compactMap { $0.message["testStepResult"] as? Object }
        let statuses = Set(results.compactMap { $0["status"] as? String })
        #expect(statuses.isSubset(of: ["PASSED", "FAILED", "SKIPPED", "UNKNOWN"]))
        #expect(statuses == ["PASSED", "FAILED", "SKIPPED", "UNKNOWN"])
        #expect(results.allSatisfy { ($0["duration"] as? Object)?["seconds"] is Int && ($0["duration"] as? Object)?["nanos"] is Int })
        let failed = results.filter { $0["status"] as? String == "FAILED" }.compactMap { $0["message"] as? String }
        #expect(failed.contains(ReportFixtures.hostileNote + " (defects: JIRA-42 <b>)"))
        let skipped = results.filter { $0["status"] as? String == "SKIPPED" }.compactMap { $0["message"] as? String }
        #expect(skipped.contains("BLOCKED: -2+3 <no device>"))
        #expect(skipped.contains("N/A: \tTAB first"))
        let unknown = results.filter { $0["status"] as? String == "UNKNOWN" }
        #expect(unknown.allSatisfy { $0["message"] as? String == "NOT RUN" })
        let finished = try #require(all.last?.message)
        #expect(finished["success"] as? Bool == false)
    }

    @Test("notes, defects and evidence are attachments of the step they belong to")
    func attachments() throws {
        let all = try envelopes(report)
        let formula = report.scenarios[ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")]
        let attachments = all.filter {
            $0.key == "attachment" && ($0.message["testStepId"] as? String)?.hasPrefix("case-\(formula.planned.id)-") == true
        }
        .map(\.message)
        let note = try #require(attachments.first { $0["body"] as? String == ReportFixtures.hostileNote })
        #expect(note["testStepId"] as? String == "case-\(formula.planned.id)-step-1")
        #expect(note["contentEncoding"] as? String == "IDENTITY")
        #expect(note["mediaType"] as? String == "text/plain")
        #expect(attachments.contains { $0["body"] as? String == "Defect: JIRA-42 <b>" })
        let evidence = try #require(attachments.first { $0["contentEncoding"] as? String == "BASE64" })
        #expect(evidence["testStepId"] as? String == "case-\(formula.planned.id)-step-2")
        #expect(evidence["fileName"] as? String == "shot <1>.png")
        #expect(Data(base64Encoded: evidence["body"] as? String ?? "").map { [UInt8]($0) } == ReportFixtures.evidenceBytes)

        let external = try envelopes(ReportFixtures.report(withEvidenceBytes: false)).filter { $0.key == "externalAttachment" }
        #expect(external.count == 1)
        #expect((external.first?.message["url"] as? String)?.hasPrefix("results/evidence/") == true)
    }

    @Test("every step that starts finishes, and time never runs backwards within an attempt")
    func timeline() throws {
        var open: String?
        var last = 0.0
        for (key, message) in try envelopes(report) {
            switch key {
            case "testCaseStarted":
                last = seconds(message["timestamp"])
            case "testStepStarted":
                #expect(open == nil)
                open = message["testStepId"] as? String
                #expect(seconds(message["timestamp"]) >= last)
                last = seconds(message["timestamp"])
            case "testStepFinished":
                #expect(open == message["testStepId"] as? String)
                open = nil
                #expect(seconds(message["timestamp"]) >= last)
                last = seconds(message["timestamp"])
            case "testCaseFinished":
                #expect(open == nil)
                #expect(seconds(message["timestamp"]) >= last)
            default: break
            }
        }
    }

    @Test("without the feature text: no source or document, pickles rebuilt from the plan")
    func withoutSources() throws {
        let all = try envelopes(ReportFixtures.report(withSources: false))
        #expect(!all.contains { $0.key == "source" || $0.key == "gherkinDocument" })
        let pickles = all.filter { $0.key == "pickle" }.map(\.message)
        #expect(pickles.count == 12)
        #expect(pickles.allSatisfy { ($0["astNodeIds"] as? [String])?.isEmpty == false })
        let table = try #require(pickles.first { $0["name"] as? String == "Table and doc string (ios)" })
        let argument = (table["steps"] as? [Object])?[1]["argument"] as? Object
        #expect(((argument?["dataTable"] as? Object)?["rows"] as? [Any])?.count == 2)
    }

    @Test("a conflict fails its test case through a failed hook step, since its shown attempt may pass every step")
    func conflictIsAFailedHook() throws {
        let all = try envelopes(ReportFixtures.report())
        let hooks = all.filter { $0.key == "hook" }.map(\.message)
        #expect(hooks.count == 1)
        let hookID = try #require(hooks.first?["id"] as? String)
        let conflicted = all.filter { $0.key == "testCase" }.map(\.message).filter {
            ($0["testSteps"] as? [Object] ?? []).contains { $0["hookId"] as? String == hookID }
        }
        #expect(conflicted.count == 1, "only the scenario testers disagree on")
        let stepID = try #require((conflicted[0]["testSteps"] as? [Object])?.first?["id"] as? String)
        let finished = all.filter { $0.key == "testStepFinished" }.map(\.message).filter { $0["testStepId"] as? String == stepID }
        let result = try #require(finished.last?["testStepResult"] as? Object)
        #expect(result["status"] as? String == "FAILED")
        #expect((result["message"] as? String)?.hasPrefix("CONFLICT: ") == true)
    }

    @Test("a reader can tell the platform of every test case from its pickle")
    func platformOfEveryTestCase() throws {
        let all = try envelopes(ReportFixtures.report())
        let pickles = Dictionary(
            all.filter { $0.key == "pickle" }.map { ($0.message["id"] as? String ?? "", $0.message) }, uniquingKeysWith: { a, _ in a })
        let cases = all.filter { $0.key == "testCase" }.map(\.message)
        #expect(cases.count == 12)
        var labelled: [String: Int] = [:]
        for testCase in cases {
            let pickle = try #require(pickles[testCase["pickleId"] as? String ?? ""])
            let name = pickle["name"] as? String ?? ""
            let platform = ["ios", "android"].first { name.hasSuffix(" (\($0))") }
            #expect(platform != nil, "\(name)")
            labelled[platform ?? "", default: 0] += 1
            // The platform's pickle keeps the scenario's steps and AST nodes.
            let steps = (testCase["testSteps"] as? [Object] ?? []).filter { $0["pickleStepId"] != nil }
            #expect((pickle["steps"] as? [Object])?.count == steps.count)
        }
        #expect(labelled == ["ios": 6, "android": 6])
    }

    @Test("RFC 3339 times become epoch seconds and nanos")
    func timestamps() throws {
        #expect(ReportTimestamp("1970-01-01T00:00:00Z") == ReportTimestamp(seconds: 0, nanos: 0))
        #expect(ReportTimestamp("2026-11-22T09:14:03.512Z") == ReportTimestamp(seconds: 1_795_338_843, nanos: 512_000_000))
        #expect(ReportTimestamp("2024-02-29T12:00:00.5+02:00") == ReportTimestamp(seconds: 1_709_200_800, nanos: 500_000_000))
        #expect(ReportTimestamp("1969-12-31T23:59:59Z")?.seconds == -1)
        let formatter = ISO8601DateFormatter()
        for text in ["2000-02-29T00:00:00Z", "2100-03-01T23:59:59Z", "1999-12-31T12:34:56Z"] {
            let expected = try #require(formatter.date(from: text))
            #expect(ReportTimestamp(text)?.seconds == Int(expected.timeIntervalSince1970), "\(text)")
        }
        for bad in ["", "2026-11-22", "2026-11-22T09:14:03", "2026-13-01T00:00:00Z", "2026-11-22T09:14:03.Z", "2026-11-22T09:14:03Zjunk"] {
            #expect(ReportTimestamp(bad) == nil, "\(bad)")
        }
        #expect(ReportTimestamp(seconds: 10, nanos: 512_000_000).adding(-0.513) == ReportTimestamp(seconds: 9, nanos: 999_000_000))
    }
}

/// `value` with every AST id in it prefixed: the renaming the Messages export does as it writes.
private func prefixed(_ value: JSONValue, _ prefix: String) -> JSONValue {
    switch value {
    case .object(let members):
        var out: [String: JSONValue] = [:]
        for (key, member) in members {
            switch (key, member) {
            case ("id", .string(let id)), ("astNodeId", .string(let id)): out[key] = .string(prefix + id)
            case ("astNodeIds", .array(let ids)): out[key] = .array(ids.map { if case .string(let id) = $0 { .string(prefix + id) } else { $0 } })
            default: out[key] = prefixed(member, prefix)
            }
        }
        return .object(out)
    case .array(let values): return .array(values.map { prefixed($0, prefix) })
    default: return value
    }
}

@Suite("Cucumber Messages: documents and pickles")
struct MessagesDocumentTests {
    /// Rules, backgrounds, outlines with tagged examples, tables, doc strings with a media type,
    /// comments and descriptions: every node the AST has.
    static let rich = """
        # a comment
        @feature-tag
        Feature: Everything "quoted" <b> ]]>
          A description
          over two lines.

          Background: setup
            Given a start

          Rule: the rule
            Background:
              Given rule setup

            @scenario-tag
            Scenario Outline: outline <x>
              Description of the outline.
              When I use <x>
                | a | <x> |
              Then I see
                ```json
                {"x": "<x>"}
                ```

              @examples-tag
              Examples: some
                | x |
                | 1 |
                | 2 |

              Examples:
                | x |

          Scenario: plain
            * a star step
            But a but step

        """

    @Test("a gherkinDocument is written as GherkinDocument.json gives it, ids prefixed")
    func documents() throws {
        for (uri, text) in [("features/rich.feature", Self.rich), (ReportFixtures.uri, ReportFixtures.featureText)] {
            guard case .success(let document) = GherkinParser.parse(text, uri: uri, ids: IdGenerator()) else {
                Issue.record("\(uri) does not parse")
                continue
            }
            var json = JSONStream()
            MessagesDocumentWriter(prefix: uri + "#").write(document, uri: uri, to: &json)
            #expect(String(decoding: json.bytes, as: UTF8.self) == prefixed(document.json(uri: uri), uri + "#").text)
        }
    }

    @Test("a pickle is written as Pickle.json gives it, ids prefixed")
    func pickles() throws {
        for (uri, text) in [("features/rich.feature", Self.rich), (ReportFixtures.uri, ReportFixtures.featureText)] {
            let ids = IdGenerator()
            guard case .success(let document) = GherkinParser.parse(text, uri: uri, ids: ids) else {
                Issue.record("\(uri) does not parse")
                continue
            }
            let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
            #expect(pickles.count >= 3)
            for pickle in pickles {
                var json = JSONStream()
                MessagesPickles.write(pickle, prefix: "p#", to: &json)
                #expect(String(decoding: json.bytes, as: UTF8.self) == JSONValue.object(["pickle": prefixed(pickle.json, "p#")]).text + "\n")
            }
        }
    }

    @Test("JSONStream writes what JSONValue writes, escapes included")
    func stream() {
        var json = JSONStream()
        json.beginObject()
        json.field("a", "plain")
        json.field("b", "quote \" backslash \\ newline \n nul \u{0} emoji 😀")
        json.key("c")
        json.beginArray()
        for number in [-3, 0, 7, 10, 1_000_000_000, Int.max, Int.min] { json.int(number) }
        json.bool(true)
        json.beginObject()
        json.endObject()
        json.beginArray()
        json.endArray()
        json.endArray()
        json.key(dynamic: "d\"")
        json.value(.object(["y": .null, "x": .double(1.5)]))
        json.endObject()
        let expected = JSONValue.object([
            "a": .string("plain"), "b": .string("quote \" backslash \\ newline \n nul \u{0} emoji 😀"),
            "c": .array([-3, 0, 7, 10, 1_000_000_000, Int.max, Int.min].map { .int($0) } + [.bool(true), .object([:]), .array([])]),
            "d\"": .object(["y": .null, "x": .double(1.5)]),
        ]).text
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
    }
}
