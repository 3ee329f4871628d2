import Digest
import Foundation
import Harness
import Ledger
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// A 1×1 PNG, as a device's screenshot tool would print it.
private let tinyPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

/// Stand-ins for the device tools, in a folder put on PATH: each logs its arguments to
/// `calls` beside it, and `tiny.png` is there to print or copy.
private final class FakeTools {
    let folder: TemporaryFolder
    var path: String { folder.path + "/bin" }

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("bin/tiny.png", bytes: Array(tinyPNG))
    }

    func add(_ name: String, _ body: String) throws {
        let script = try folder.write("bin/" + name, "#!/bin/sh\nhere=\(path)\necho \"$*\" >> \"$here/calls\"\n\(body)\n")
        chmod(script, 0o755)
    }

    /// `adb devices` lists `devices` (`SERIAL<tab>STATE`); `exec-out` runs `screencap`.
    func adb(devices: [String], screencap: String = "exec /bin/cat \"$here/tiny.png\"") throws {
        let listing = (["List of devices attached"] + devices + [""]).joined(separator: "\\n")
        try add("adb", "case \"$*\" in\n  devices) printf '\(listing)\\n' ;;\n  *exec-out*) \(screencap) ;;\n  *) exit 1 ;;\nesac")
    }

    var calls: [String] {
        (try? String(contentsOfFile: path + "/calls", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }
}

/// `stepwise run` (the built binary) on `platform`, typing `answers`, with this PATH.
private func session(
    platform: String, path: String, answers: String = "c\nq\n", options: [String] = [], environment extra: [String: String] = [:]
) throws -> (out: String, evidence: [LedgerRecord], results: String, folder: TemporaryFolder) {
    let folder = try TemporaryFolder()
    try folder.write("features/toggle.feature", toggleFeature.replacingOccurrences(of: "@native", with: "@native @web"))
    let results = folder.path + "/results"
    let environment = ["PATH": path, "HOME": folder.path].merging(extra) { $1 }
    let process = try ChildProcess(
        try BuiltBinary.stepwise(),
        ["run", "features", "--platform", platform, "--tester", "Bo", "--results", results, "--answers", "-", "--plain"] + options,
        environment: environment, directory: folder.path)
    process.send(answers)
    process.closeInput()
    let status = process.waitForExit(timeout: 60)
    #expect(status == 0, "\(process.output)")
    let records = try SessionLedger.readFolder(results).flatMap(\.records)
    return (process.output, records.filter { $0.type == RecordType.evidence }, results, folder)
}

@Suite("stepwise run: c captures a screenshot from the device under test")
struct CaptureCommandTests {
    @Test("Android: adb's PNG is stored and recorded as evidence of the step, with the device it came from")
    func android() throws {
        let tools = try FakeTools()
        try tools.adb(devices: ["emulator-5554\tdevice"])
        let (out, evidence, results, folder) = try session(platform: "android", path: tools.path, answers: "c\ncapture\nq\n")
        defer { withExtendedLifetime(folder) {} }
        #expect(evidence.count == 2)
        let record = try #require(evidence.first)
        let sha = SHA256.hash(Array(tinyPNG))
        #expect(record.string("path") == "evidence/\(sha).png")
        #expect(record.string("sha256") == sha)
        #expect(record.int("bytes") == tinyPNG.count)
        #expect(record.int("step") == 0)
        #expect(record.string("capturedFrom") == "Android device emulator-5554")
        #expect(record.string("file")?.hasPrefix("screenshot-android-") == true && record.string("file")?.hasSuffix(".png") == true)
        #expect(FileManager.default.contents(atPath: results + "/evidence/\(sha).png") == tinyPNG)
        #expect(out.contains("> c\nScreenshot from Android device emulator-5554 for step 1 saved as evidence/\(sha).png.\n"))
        #expect(tools.calls == ["devices", "-s emulator-5554 exec-out screencap -p", "devices", "-s emulator-5554 exec-out screencap -p"])
    }

    @Test(
        "Debian's adb with no device connected: one line saying what to connect",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/adb")))
    func noDevice() throws {
        // A server of its own, on a port no other adb uses, stopped afterwards.
        let port = String(Int.random(in: 20000...40000))
        defer {
            let stop = Process()
            stop.executableURL = URL(fileURLWithPath: "/usr/bin/adb")
            stop.arguments = ["-P", port, "kill-server"]
            stop.standardOutput = FileHandle.nullDevice
            stop.standardError = FileHandle.nullDevice
            try? stop.run()
            stop.waitUntilExit()
        }
        let (out, evidence, _, _) = try session(platform: "android", path: "/usr/bin:/bin", environment: ["ANDROID_ADB_SERVER_PORT": port])
        #expect(evidence.isEmpty)
        #expect(out.contains("> c\nNo Android device: connect one with USB debugging on, or start an emulator; adb devices lists none.\n"))
    }

    @Test("several devices: without --serial a line says to pass it; with it, that device is captured")
    func severalDevices() throws {
        let tools = try FakeTools()
        try tools.adb(devices: ["emulator-5554\tdevice", "R58M12\tdevice"])
        let without = try session(platform: "android", path: tools.path)
        #expect(without.evidence.isEmpty)
        #expect(
            without.out.contains(
                "Several Android devices are connected (emulator-5554, R58M12): say which with --serial SERIAL (type q, then resume with --serial)."))
        let with = try session(platform: "android", path: tools.path, options: ["--serial", "R58M12"])
        #expect(with.evidence.first?.string("capturedFrom") == "Android device R58M12")
        #expect(tools.calls.last == "-s R58M12 exec-out screencap -p")
        let absent = try session(platform: "android", path: tools.path, options: ["--serial", "ZZ9"])
        #expect(absent.out.contains("No Android device ZZ9 (--serial): adb devices lists emulator-5554, R58M12."))
    }

    @Test("what is not a PNG is refused: nothing printed, an error text, a failing adb, no adb")
    func refused() throws {
        let tools = try FakeTools()
        try tools.adb(devices: ["emulator-5554\tdevice"], screencap: "exit 0")
        let empty = try session(platform: "android", path: tools.path)
        #expect(empty.out.contains("No screenshot: Android device emulator-5554 gave an empty image; nothing attached."))
        try tools.adb(devices: ["emulator-5554\tdevice"], screencap: "echo 'screencap: not found'")
        let garbage = try session(platform: "android", path: tools.path)
        #expect(garbage.out.contains("No screenshot: what Android device emulator-5554 gave is not a PNG image (21 bytes); nothing attached."))
        try tools.adb(devices: ["emulator-5554\tdevice"], screencap: "echo 'error: closed' >&2; exit 1")
        let failing = try session(platform: "android", path: tools.path)
        #expect(failing.out.contains("No screenshot: adb -s emulator-5554 exec-out screencap -p failed (exit status 1): error: closed."))
        let missing = try session(platform: "android", path: tools.folder.path)
        #expect(missing.out.contains("No adb: install Android's platform tools (adb) and put them on PATH, then type c again."))
        #expect(empty.evidence.isEmpty && garbage.evidence.isEmpty && failing.evidence.isEmpty && missing.evidence.isEmpty)
    }

    @Test("iOS: xcrun simctl io booted screenshot FILE; none booted is said so")
    func iosSimulator() throws {
        let tools = try FakeTools()
        try tools.add("xcrun", "for last; do :; done\nexec /bin/cp \"$here/tiny.png\" \"$last\"")
        let taken = try session(platform: "ios", path: tools.path)
        #expect(taken.evidence.first?.string("capturedFrom") == "the iOS Simulator")
        let file = try #require(tools.calls.first?.split(separator: " ").last.map(String.init))
        #expect(tools.calls.first == "simctl io booted screenshot \(file)")
        #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed")
        try tools.add("xcrun", "echo 'No devices are booted.' >&2; exit 149")
        let none = try session(platform: "ios", path: tools.path)
        #expect(none.evidence.isEmpty)
        #expect(none.out.contains("No iOS Simulator is booted: start one (Xcode's Simulator, or xcrun simctl boot DEVICE), then type c again."))
        let noXcode = try session(platform: "ios", path: tools.folder.path)
        #expect(noXcode.out.contains("No iOS Simulator here: its screenshots need Xcode's xcrun, on a Mac."))
    }

    #if !os(macOS)
        @Test("desktop: the first screenshot tool on PATH writes the file, which is removed afterwards; none is one line")
        func desktop() throws {
            let tools = try FakeTools()
            try tools.add("grim", "exec /bin/cp \"$here/tiny.png\" \"$1\"")
            let taken = try session(platform: "desktop", path: tools.path)
            #expect(taken.evidence.first?.string("capturedFrom") == "the screen (grim)")
            #expect(taken.evidence.first?.string("file")?.hasPrefix("screenshot-desktop-") == true)
            let file = try #require(tools.calls.first)
            #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed")
            try tools.add("gnome-screenshot", "exec /bin/cp \"$here/tiny.png\" \"$2\"")
            let gnome = try session(platform: "desktop", path: tools.path)
            #expect(gnome.evidence.first?.string("capturedFrom") == "the screen (gnome-screenshot)")
            let none = try session(platform: "desktop", path: tools.folder.path)
            #expect(none.evidence.isEmpty)
            #expect(none.out.contains("> c\n" + DeviceScreenshot.noDesktopTool + "\n"))
        }
    #endif

    @Test("mobile web: an Android device when adb lists one")
    func mobileWeb() throws {
        let tools = try FakeTools()
        try tools.adb(devices: ["emulator-5554\tdevice"])
        let taken = try session(platform: "mobile-web", path: tools.path)
        #expect(taken.evidence.first?.string("capturedFrom") == "Android device emulator-5554")
        let none = try session(platform: "mobile-web", path: tools.folder.path)
        #expect(
            none.out.contains(
                "No phone to capture: connect an Android device with USB debugging on (with adb installed), or boot an iOS Simulator (Xcode)."))
    }

    @Test("a capture that takes longer than the time limit is given up on, and the tool stopped")
    func timeLimit() throws {
        let tools = try FakeTools()
        try tools.adb(devices: ["emulator-5554\tdevice"], screencap: "exec /bin/sleep 30")
        var screenshots = DeviceScreenshot(serial: nil, environment: ["PATH": tools.path])
        #expect(screenshots.timeLimit == 20)
        screenshots.timeLimit = 1
        let started = Date()
        guard case .failure(let problem) = screenshots.capture("android") else {
            Issue.record("a capture that never ends was not given up on")
            return
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(
            problem.message
                == "No screenshot: adb -s emulator-5554 exec-out screencap -p took more than 1 s and was stopped; check the device, then type c again."
        )
    }
}

@Suite("adb devices, read")
struct AndroidDevicesTests {
    @Test("devices are SERIAL<tab>STATE lines; adb's own lines are not")
    func parse() {
        let output =
            "* daemon not running; starting now at tcp:5037\n* daemon started successfully\nList of devices attached\nemulator-5554\tdevice\nR58M12\tunauthorized\nX1\tno permissions (user in plugdev group)\n\n"
        #expect(
            AndroidDevices.parse(output) == [
                .init(serial: "emulator-5554", state: "device"), .init(serial: "R58M12", state: "unauthorized"),
                .init(serial: "X1", state: "no permissions (user in plugdev group)"),
            ])
        #expect(AndroidDevices.parse("List of devices attached\n\n").isEmpty)
    }

    @Test("the one ready device is chosen; one not ready is said why")
    func choose() throws {
        func message(_ result: Result<String, CommandProblem>) -> String? {
            if case .failure(let problem) = result { return problem.message }
            return nil
        }
        #expect(try AndroidDevices.choose([.init(serial: "A", state: "device"), .init(serial: "B", state: "offline")], serial: nil).get() == "A")
        #expect(
            message(AndroidDevices.choose([.init(serial: "B", state: "unauthorized")], serial: nil))
                == "Android device B is not authorized: unlock it and allow USB debugging, then type c again.")
        #expect(
            message(AndroidDevices.choose([.init(serial: "B", state: "offline")], serial: nil))
                == "Android device B is offline: reconnect it, then type c again.")
        #expect(
            message(AndroidDevices.choose([.init(serial: "B", state: "offline")], serial: "B"))
                == "Android device B is offline: reconnect it, then type c again.")
        #expect(message(AndroidDevices.choose([], serial: "B")) == "No Android device B (--serial): adb devices lists none.")
    }
}
