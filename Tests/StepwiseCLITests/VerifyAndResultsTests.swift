import Foundation
import JSON
import Ledger
import StepwiseCLI
import Testing

private let feature = """
    @native
    Feature: Toggle

      Scenario: Keyboard
        When I press TAB

      Scenario: Gestures
        When I swipe

    """

@Suite("stepwise verify and results")
struct VerifyAndResultsTests {
    @Test("verify: an empty session ledger (a session that failed to start) is reported, not counted ok")
    func emptyLedger() throws {
        let folder = try TemporaryFolder()
        let results = folder.path + "/results"
        try RecordedSessions.write(folder: results, session: "s1", tester: "Ann", [("a", "h", "passed")])
        #expect(FileManager.default.createFile(atPath: results + "/s2.jsonl", contents: Data()))
        let verified = run(["verify", "--results", results])
        #expect(verified.status == 1)
        #expect(verified.out.contains("\(results)/s2.jsonl: line 1: empty (the ledger has no records"), "\(verified.out)")
        #expect(!verified.out.contains("ok (0 records"))
    }

    @Test("verify --require-signatures needs --allowed-signers; a device as allowed-signers file is refused at once")
    func verifyOptions() throws {
        let folder = try TemporaryFolder()
        let results = folder.path + "/results"
        try RecordedSessions.write(folder: results, session: "s1", tester: "Ann", [("a", "h", "passed")])
        let noSigners = run(["verify", "--results", results, "--require-signatures"])
        #expect(noSigners.status == 2)
        #expect(noSigners.err.contains("--require-signatures needs --allowed-signers"))
        let device = run(["verify", "--results", results, "--allowed-signers", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.err.contains("/dev/zero: error: not a regular file"))
    }

    @Test("verify: ok per intact session; the line of a change; exit 1; a missing folder is exit 2")
    func verify() throws {
        let folder = try TemporaryFolder()
        let results = folder.path + "/results"
        try RecordedSessions.write(folder: results, session: "s1", tester: "Ann", [("a", "h", "passed"), ("b", "h", "failed")])
        try RecordedSessions.write(folder: results, session: "s2", tester: "Bo", [("a", "h", "passed")])
        let ok = run(["verify", "--results", results])
        #expect(ok.status == 0)
        #expect(ok.out.contains("\(results)/s1.jsonl: ok (3 records, head "))
        #expect(ok.out.hasSuffix("2 sessions, 0 with problems\n"))

        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: results + "/s1.jsonl")))
        let second = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
        let target = bytes[second...].firstIndex(of: UInt8(ascii: "d"))!  // inside "passed"… of line 2
        bytes[target] = UInt8(ascii: "D")
        try Data(bytes).write(to: URL(fileURLWithPath: results + "/s1.jsonl"))
        let broken = run(["verify", "--results", results])
        #expect(broken.status == 1)
        #expect(broken.out.contains("\(results)/s1.jsonl: line 2: edited"))
        #expect(broken.out.hasSuffix("2 sessions, 1 with problems\n"))

        #expect(run(["verify", "--results", folder.path + "/nothing"]).status == 2)
        #expect(run(["verify", "--bogus"]).status == 2)
    }

    @Test("verify checks the evidence files: one replaced or removed fails verify, the status gate and the export's embedding")
    func evidence() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("features/toggle.feature", feature)
        let results = folder.path + "/results"
        let planned = try RecordedSessions.plan([folder.path + "/features"])
        try RecordedSessions.write(folder: results, session: "s1", tester: "Ann", planned.map { ($0.id, $0.hash, "passed") })
        let shot = try folder.write("shot.png", bytes: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let stored = try EvidenceStore.store(shot, resultsFolder: results)
        let (writer, _) = try LedgerWriter.open(folder: results, sessionID: "s1", holder: "Ann")
        let line = try writer.append(
            RecordType.evidence,
            ["scenario": .string(planned[0].id), "file": .string("shot.png"), "sha256": .string(stored.sha256), "path": .string(stored.relativePath)]
        ).seq
        writer.close()
        let status = ["status", folder.path + "/features", "--results", results, "--check"]
        #expect(run(["verify", "--results", results]).status == 0)
        #expect(run(status).status == 0)
        #expect(run(["export", "--format", "html", "--results", results, folder.path + "/features"]).out.contains("data:image/png;base64,"))

        _ = try folder.write("results/" + stored.relativePath, bytes: [0x89, 0x50, 0x4E, 0x47, 9, 9, 9])
        let changed = run(["verify", "--results", results])
        #expect(changed.status == 1)
        #expect(
            changed.out.contains(
                "\(results)/s1.jsonl: line \(line): evidence changed (\(stored.relativePath) no longer has the SHA-256 its record holds"))
        #expect(changed.out.hasSuffix("1 session, 1 with problems\n"))
        let gate = run(status)
        #expect(gate.status == 1)
        #expect(gate.err.contains("\(results)/s1.jsonl: warning: line \(line): evidence changed"))
        let html = run(["export", "--format", "html", "--results", results, folder.path + "/features"])
        #expect(!html.out.contains("data:image/png;base64,"), "bytes the record does not vouch for are not embedded")
        let signOff = run([
            "signoff", "--signer", "Ann", "--role", "tester", "--meaning", "executed", "--results", results, folder.path + "/features",
        ])
        #expect(signOff.status == 1)
        #expect(signOff.err.contains("refused: \(results)/s1.jsonl: line \(line): evidence changed"))
        #expect(!FileManager.default.fileExists(atPath: results + "/signoffs.jsonl"))

        try FileManager.default.removeItem(atPath: results + "/" + stored.relativePath)
        let missing = run(["verify", "--results", results])
        #expect(missing.status == 1)
        #expect(missing.out.contains("\(results)/s1.jsonl: line \(line): evidence missing (\(stored.relativePath) is not in \(results))"))
    }

    @Test("results: latest verdicts by scenario and platform; untested; conflicts between testers; stale")
    func results() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        let planned = try RecordedSessions.plan([folder.path + "/features"])
        #expect(planned.count == 4)
        let results = folder.path + "/results"
        let keyboardIOS = planned.first { $0.name == "Keyboard" && $0.platform == "ios" }!
        let keyboardAndroid = planned.first { $0.name == "Keyboard" && $0.platform == "android" }!
        let gesturesIOS = planned.first { $0.name == "Gestures" && $0.platform == "ios" }!
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "Ann",
            [(keyboardIOS.id, keyboardIOS.hash, "passed"), (gesturesIOS.id, gesturesIOS.hash, "failed")])
        try RecordedSessions.write(
            folder: results, session: "s2", tester: "Bo",
            [(gesturesIOS.id, gesturesIOS.hash, "passed"), (keyboardAndroid.id, "an older hash", "passed")])
        let text = run(["results", folder.path + "/features", "--results", results])
        #expect(text.status == 0)
        #expect(text.out.contains("Toggle: Keyboard on ios: passed (Ann, "))
        #expect(text.out.contains("Toggle: Gestures on ios: conflict (Ann: failed, Bo: passed)"))
        #expect(text.out.contains("Toggle: Keyboard on android: passed, stale (Bo, "))
        #expect(text.out.contains("Toggle: Gestures on android: untested"))
        #expect(text.out.contains("4 planned: 2 passed, 1 conflict, 1 untested, 1 stale"))
        let json = run(["results", folder.path + "/features", "--results", results, "--format", "json"]).out
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let states = (object["scenarios"] as! [[String: Any]]).map { $0["state"] as! String }
        #expect(states.sorted() == ["conflict", "passed", "passed", "untested"])
    }
}
