import Digest
import Foundation
import JSON
import Ledger
import Testing

/// `stepwise export` builds every format's report with the scenarios' earlier attempts and
/// their evidence, so that a failure retested to a pass keeps its screenshot whatever the
/// format. The formats' own tests say where it goes; this says the command gives it to them.
@Suite("stepwise export keeps earlier attempts' evidence")
struct ExportEarlierAttemptsTests {
    let folder: TemporaryFolder
    let features: String
    let results: String
    let screenshot: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x45, 0x41, 0x52, 0x4C, 0x49, 0x45, 0x52]
    var screenshotPath: String { results + "/evidence/\(SHA256.hash(screenshot)).png" }

    /// Ann fails Keyboard on iOS in one session, with a screenshot, and passes it in the next.
    init() throws {
        folder = try TemporaryFolder()
        _ = try folder.write("features/toggle.feature", toggleFeature)
        features = folder.path + "/features"
        results = folder.path + "/results"
        let keyboard = try #require(try RecordedSessions.plan([features, "--platform", "ios"]).first { $0.name == "Keyboard" })
        let sha = SHA256.hash(screenshot)
        try folder.write("results/evidence/\(sha).png", bytes: screenshot)
        let day = 86_400.0
        for (session, offset, verdict) in [("s1", 0.0, "failed"), ("s2", day, "passed")] {
            let (writer, _) = try LedgerWriter.open(
                folder: results, sessionID: session, holder: "Ann", now: { Date(timeIntervalSince1970: 1_795_338_000 + offset) })
            defer { writer.close() }
            try writer.append(RecordType.sessionStarted, ["tester": .string("Ann"), "platform": .string("ios")])
            let context: [String: JSONValue] = ["scenario": .string(keyboard.id), "attempt": .int(1)]
            if verdict == "failed" {
                try writer.append(
                    RecordType.evidence,
                    context.merging([
                        "step": .int(0), "file": .string("focus lost.png"), "sha256": .string(sha),
                        "path": .string("evidence/\(sha).png"), "bytes": .int(screenshot.count),
                    ]) { $1 })
            }
            try writer.append(
                RecordType.scenarioResult,
                context.merging(["contentHash": .string(keyboard.hash), "verdict": .string(verdict)]) { $1 })
        }
    }

    @Test("formats that link evidence name the earlier screenshot's path", arguments: ["junit", "csv", "markdown"])
    func linked(format: String) {
        let exported = run(["export", "--format", format, "--results", results, "--platform", "ios", features])
        #expect(exported.status == 0, "\(exported.err)")
        #expect(exported.out.contains("Earlier attempt 1 in session s1: failed, by Ann"))
        // Markdown escapes a path it links to; the temporary folder's path has nothing to escape.
        #expect(exported.out.contains(screenshotPath))
    }

    @Test("formats that embed evidence embed the earlier screenshot", arguments: ["html", "cucumber-json", "messages", "xray"])
    func embedded(format: String) {
        // Xray needs a project to create the Test Execution and the untagged scenarios' tests in.
        let project = format == "xray" ? ["--project", "DEMO"] : []
        let exported = run(["export", "--format", format, "--results", results, "--platform", "ios"] + project + [features])
        #expect(exported.status == 0, "\(exported.err)")
        #expect(exported.out.contains(Data(screenshot).base64EncodedString()))
    }
}
