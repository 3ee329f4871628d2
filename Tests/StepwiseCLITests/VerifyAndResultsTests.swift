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
        try RecordedSessions.write(folder: results, session: "s1", tester: "Ann", [(keyboardIOS.id, keyboardIOS.hash, "passed"), (gesturesIOS.id, gesturesIOS.hash, "failed")])
        try RecordedSessions.write(folder: results, session: "s2", tester: "Bo", [(gesturesIOS.id, gesturesIOS.hash, "passed"), (keyboardAndroid.id, "an older hash", "passed")])
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
