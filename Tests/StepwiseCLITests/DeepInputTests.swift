import Digest
import Foundation
import JSON
import Ledger
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// Input nested far deeper than anyone writes it, where a user types it or a file holds it: each
/// command says which limit it passed, and none crashes. Every command runs in this process, so
/// a stack overflow here would kill the test run, which is the failure these tests guard against.
@Suite("Deep input: a named limit, never a crash", .serialized)
struct DeepInputTests {
    /// 100,000 levels: a third of what crashed `verify` in the field, and over three times what
    /// overflowed the main thread's stack before tag expressions had a limit.
    static let depth = 100_000
    static let deepTags = String(repeating: "not ", count: depth) + "@native"
    static let tagLimitMessage = "could not be parsed: it is nested more than 1,000 levels deep (each not, and and or is a level)"
    static let jsonLimitMessage = "nested more than 512 levels deep"

    final class Project: TestProject {
        init() throws {
            try super.init(files: ["features/toggle.feature": "@native\nFeature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n"])
        }

        /// A passed session and a sign-off over it, selected by `--tags @native`.
        func signedOff() throws {
            let ran = run(["run", features, "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"], stdin: "p\n")
            #expect(ran.status == 0, "\(ran.err)")
            let signed = run(
                [
                    "signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "executed", "--platform", "ios", "--tags", "@native",
                    "--results", results, features,
                ])
            #expect(signed.status == 0, "\(signed.err)")
        }

        var manifest: String {
            get throws {
                let name = try #require(try FileManager.default.contentsOfDirectory(atPath: results + "/signoffs").first { $0.hasSuffix(".json") })
                return results + "/signoffs/" + name
            }
        }

        /// What someone who can write the results folder does: puts `change`'s manifest in place
        /// of the recorded one and records its digest, the chain recomputed, so that nothing
        /// but what the manifest says can be found wrong with it.
        func replaceManifest(_ change: (inout [String: JSONValue]) -> Void) throws {
            guard case .object(var members) = try JSONParser.parse(try String(contentsOfFile: try manifest, encoding: .utf8)) else {
                Issue.record("the manifest is not a JSON object")
                return
            }
            change(&members)
            try replaceManifest(bytes: Array(JSONValue.object(members).text.utf8))
        }

        func replaceManifest(bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: try manifest))
            try Forger.rewrite(results + "/signoffs.jsonl") { record in
                var payload = record.payload
                payload["manifestSHA256"] = .string(SHA256.hash(bytes))
                return payload
            }
        }
    }

    @Test("plan --tags with an expression 100,000 levels deep: exit 2, the limit named")
    func planTags() throws {
        let project = try Project()
        let planned = run(["plan", "--tags", Self.deepTags, project.features])
        #expect(planned.status == 2)
        #expect(planned.err.hasPrefix("stepwise: error: bad tag expression: Tag expression \"not not not"), "\(planned.err.prefix(300))")
        #expect(planned.err.contains(Self.tagLimitMessage), "\(planned.err.prefix(300))")
        #expect(planned.err.count < 300, "the message quotes the start of the expression, not all 400 KB of it")
    }

    @Test("serve's start form with such an expression: the form says why, and the server keeps serving")
    func serveStartForm() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let form = try client.get("/start?platform=ios")
        let started = try client.post(
            "/start", form: [("csrf", WebClient.field("csrf", in: form.text) ?? ""), ("tester", "Ann"), ("platform", "ios"), ("tags", Self.deepTags)])
        #expect(started.status == 400)
        #expect(started.text.contains(Self.tagLimitMessage), "\(started.text.prefix(2000))")
        #expect(try client.get("/start?platform=ios").status == 200, "the server still answers")
    }

    @Test("a sign-off whose recorded selection holds such an expression: verify, status --check and export name it; none crashes")
    func signedSelection() throws {
        let project = try Project()
        try project.signedOff()
        try project.replaceManifest { members in
            guard case .object(var plan)? = members["plan"], case .object(var selection)? = plan["selection"] else { return }
            selection["tags"] = .string(Self.deepTags)
            plan["selection"] = .object(selection)
            members["plan"] = .object(plan)
        }
        let expected = "its recorded selection cannot be planned again: bad tag expression: Tag expression \"not not not"

        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1, "\(verified.out.prefix(600))")
        #expect(verified.out.contains(expected), "\(verified.out.prefix(600))")
        #expect(verified.out.contains(Self.tagLimitMessage), "\(verified.out.prefix(600))")

        let checked = run(["status", project.features, "--platform", "ios", "--results", project.results, "--check"])
        #expect(checked.status == 1, "\(checked.out.prefix(600))\(checked.err.prefix(600))")
        #expect(checked.out.contains(expected), "\(checked.out.prefix(600))")

        let exported = run(["export", "--format", "markdown", "--platform", "ios", "--results", project.results, project.features])
        #expect(exported.status == 0, "\(exported.err.prefix(600))")
        // (Markdown escapes the message's parentheses.)
        #expect(
            exported.out.contains("its recorded selection cannot be planned again: bad tag expression:"),
            "the report says why the sign-off does not hold")
        #expect(exported.out.contains("it is nested more than 1,000 levels deep"))
    }

    @Test("a session's recorded selection with such an expression: run --resume names the ledger and the limit")
    func resumedSelection() throws {
        let project = try Project()
        let first = run(
            ["run", project.features, "--platform", "ios", "--tester", "Ann", "--results", project.results, "--answers", "-", "--plain"], stdin: "q\n"
        )
        #expect(first.status == 0, "\(first.err)")
        let ledger =
            project.results + "/"
            + (try #require(try FileManager.default.contentsOfDirectory(atPath: project.results).first { $0.hasSuffix(".jsonl") }))
        try Forger.rewrite(ledger) { record in
            guard record.type == RecordType.sessionStarted, case .object(var selection)? = record.payload["selection"] else { return record.payload }
            var payload = record.payload
            selection["tags"] = .string(Self.deepTags)
            payload["selection"] = .object(selection)
            return payload
        }
        let resumed = run(["run", "--resume", "--results", project.results, "--answers", "-", "--plain"], stdin: "p\n")
        #expect(resumed.status == 2)
        #expect(resumed.err.hasPrefix("\(ledger): error: the session's recorded selection cannot be planned again: "), "\(resumed.err.prefix(400))")
        #expect(resumed.err.contains(Self.tagLimitMessage), "\(resumed.err.prefix(400))")
    }

    @Test("a step library heading with optional text 100,000 levels deep: plan names the file, the line and the limit")
    func deepStepExpression() throws {
        let project = try Project()
        let deep = String(repeating: "(", count: Self.depth) + "x" + String(repeating: ")", count: Self.depth)
        try project.folder.write("steps/deep.md", "# Steps\n\n## I press TAB\n\nPress it.\n\n## \(deep) one\n\nGuidance.\n")
        let planned = run(["plan", "--steps", project.steps, project.features])
        #expect(planned.status == 2)
        #expect(planned.err.hasPrefix("steps/deep.md:7: error: invalid expression '((("), "\(planned.err.prefix(300))")
        #expect(planned.err.contains(" one' (column 101): Optional text may not be nested more than 100 levels deep."))
    }

    /// As deep as a path allows (4,096 bytes): about 2,000 folders, each read by a call of its
    /// own before, a few kilobytes of stack each. Planned on a thread with 512 KB of stack, as
    /// every thread but the main one has on macOS and as `serve` plans on, where a few hundred
    /// folders were enough (on Linux's 8 MB main thread, the field test's 2,047 were).
    @Test("a feature in a folder nested as deep as a path allows: planned on a small stack, never a crash")
    func deepFolders() throws {
        let project = try Project()
        let depth = (Int(PATH_MAX) - 1 - project.features.utf8.count - "/x.feature".utf8.count) / 2
        // Made a folder at a time from the one above (no path that long is ever spelled out).
        var folder = open(project.features, O_RDONLY | O_DIRECTORY)
        #expect(folder >= 0)
        for _ in 0..<depth {
            #expect(mkdirat(folder, "a", 0o755) == 0)
            let next = openat(folder, "a", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "x.feature", O_WRONLY | O_CREAT, 0o644)
        let text = Array("@native\nFeature: Deep\n\n  Scenario: Bottom\n    When I press TAB\n".utf8)
        #expect(write(file, text, text.count) == text.count)
        close(file)
        close(folder)

        final class Outcome: @unchecked Sendable { var planned: (status: Int32, out: String, err: String)? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let features = project.features
        let thread = Thread {
            outcome.planned = run(["plan", "--format", "json", features])
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        let planned = try #require(outcome.planned)
        #expect(planned.status == 0, "\(planned.err.prefix(400))")
        #expect(planned.out.contains("\"name\":\"Bottom\""), "the feature at the bottom is planned")
    }

    @Test("stepwise.json nested 100,000 levels deep: the file and the limit named")
    func deepSettings() throws {
        let project = try Project()
        let ran = run(
            ["run", project.features, "--platform", "ios", "--tester", "Ann", "--results", project.results, "--answers", "-", "--plain"], stdin: "p\n"
        )
        #expect(ran.status == 0, "\(ran.err)")
        try project.folder.write(
            "stepwise.json", "{\"report\":" + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + "}")
        let exported = run(["export", "--format", "acr-markdown", "--platform", "ios", "--results", project.results, project.features])
        #expect(exported.status == 2)
        #expect(exported.err.contains("stepwise.json: error: not JSON (\(Self.jsonLimitMessage))"), "\(exported.err.prefix(400))")
    }

    @Test("a ledger line nested 100,000 levels deep: verify and status --check name the line and the limit")
    func deepLedgerLine() throws {
        let project = try Project()
        let ran = run(
            ["run", project.features, "--platform", "ios", "--tester", "Ann", "--results", project.results, "--answers", "-", "--plain"], stdin: "p\n"
        )
        #expect(ran.status == 0, "\(ran.err)")
        let ledger =
            project.results + "/"
            + (try #require(try FileManager.default.contentsOfDirectory(atPath: project.results).first { $0.hasSuffix(".jsonl") }))
        let lines = try String(contentsOfFile: ledger, encoding: .utf8).split(separator: "\n").count
        let handle = try #require(FileHandle(forWritingAtPath: ledger))
        handle.seekToEndOfFile()
        handle.write(
            Data(
                ("{\"seq\":\(lines + 1),\"x\":" + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + "}\n").utf8)
        )
        handle.closeFile()

        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1)
        #expect(verified.out.contains("line \(lines + 1): malformed (not a JSON record (\(Self.jsonLimitMessage)))"), "\(verified.out.prefix(400))")
        let checked = run(["status", project.features, "--platform", "ios", "--results", project.results, "--check"])
        #expect(checked.status == 1)
        #expect(checked.err.contains(Self.jsonLimitMessage), "\(checked.err.prefix(400))")
    }

    @Test("a sign-off manifest nested 100,000 levels deep: verify names the manifest and the limit")
    func deepManifest() throws {
        let project = try Project()
        try project.signedOff()
        try project.replaceManifest(bytes: Array((String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)).utf8))
        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1)
        #expect(verified.out.contains(Self.jsonLimitMessage), "\(verified.out.prefix(400))")
    }
}
