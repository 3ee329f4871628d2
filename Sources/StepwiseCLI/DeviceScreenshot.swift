import Foundation
import Harness
import Paths
import Workflows

/// `c`: takes a screenshot of the device under test with the platform's own tool —
/// `adb exec-out screencap -p` for Android, `xcrun simctl io booted screenshot` for the iOS
/// Simulator, the desktop's screenshot program — and checks it is a PNG.
struct DeviceScreenshot: Sendable {
    /// `--serial`: which Android device, when several are connected.
    let serial: String?
    /// Where the tools are found (`PATH`) and what they run with.
    let environment: [String: String]
    /// A device that stops answering is given up on after this long.
    var timeLimit: TimeInterval = 20

    #if os(macOS)
        static let desktopTools: [(name: String, options: [String])] = [("screencapture", ["-x"])]
        static let noDesktopTool = "No screenshot tool: screencapture is not on PATH; attach a screenshot with e PATH."
    #else
        /// GNOME's, then Wayland's, then X11's (ImageMagick): the first on PATH.
        static let desktopTools: [(name: String, options: [String])] = [
            ("gnome-screenshot", ["-f"]), ("grim", []), ("import", ["-window", "root"]),
        ]
        static let noDesktopTool =
            "No screenshot tool: install gnome-screenshot, grim (Wayland) or ImageMagick's import (X11), or attach a screenshot with e PATH."
    #endif

    func capture(_ platform: String) -> Result<Screenshot, CommandProblem> {
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        switch platform {
        case "android": return android(until: deadline)
        case "ios": return iosSimulator(until: deadline)
        case "mobile-web":
            // A phone's browser: an Android device if one answers (or --serial names one),
            // else the iOS Simulator.
            if find("adb") != nil {
                let android = android(until: deadline)
                if case .success = android { return android }
                if serial != nil || find("xcrun") == nil { return android }
            }
            if find("xcrun") != nil { return iosSimulator(until: deadline) }
            return .failure(
                CommandProblem(
                    "No phone to capture: connect an Android device with USB debugging on (with adb installed), or boot an iOS Simulator (Xcode)."))
        default: return desktop(until: deadline)
        }
    }

    // MARK: - Each platform

    private func android(until deadline: Date) -> Result<Screenshot, CommandProblem> {
        guard let adb = find("adb") else {
            return .failure(CommandProblem("No adb: install Android's platform tools (adb) and put them on PATH, then type c again."))
        }
        let listed: TimedProgram
        switch runTool(adb, ["devices"], named: "adb devices", until: deadline) {
        case .success(let run): listed = run
        case .failure(let problem): return .failure(problem)
        }
        guard listed.status == 0 else { return .failure(failed("adb devices", listed)) }
        let device: String
        switch AndroidDevices.choose(AndroidDevices.parse(String(decoding: listed.output, as: UTF8.self)), serial: serial) {
        case .success(let chosen): device = chosen
        case .failure(let problem): return .failure(problem)
        }
        // exec-out, not shell: a shell turns the PNG's line feeds into CR LF on older devices.
        let command = "adb -s \(device) exec-out screencap -p"
        switch runTool(adb, ["-s", device, "exec-out", "screencap", "-p"], named: command, until: deadline) {
        case .success(let run):
            guard run.status == 0 else { return .failure(failed(command, run)) }
            return Screenshot.checked(run.output, source: "Android device \(device)")
        case .failure(let problem): return .failure(problem)
        }
    }

    private func iosSimulator(until deadline: Date) -> Result<Screenshot, CommandProblem> {
        guard let xcrun = find("xcrun") else {
            return .failure(
                CommandProblem(
                    "No iOS Simulator here: its screenshots need Xcode's xcrun, on a Mac. Attach a screenshot from the device with e PATH."))
        }
        return throughFile(
            xcrun, ["simctl", "io", "booted", "screenshot"], named: "xcrun simctl io booted screenshot", source: "the iOS Simulator", until: deadline
        ) { run in
            run.errors.contains("No devices are booted")
                ? CommandProblem("No iOS Simulator is booted: start one (Xcode's Simulator, or xcrun simctl boot DEVICE), then type c again.") : nil
        }
    }

    private func desktop(until deadline: Date) -> Result<Screenshot, CommandProblem> {
        guard let (name, options, path) = Self.desktopTools.lazy.compactMap({ tool in find(tool.name).map { (tool.name, tool.options, $0) } }).first
        else {
            return .failure(CommandProblem(Self.noDesktopTool))
        }
        return throughFile(path, options, named: name, source: "the screen (\(name))", until: deadline) { _ in nil }
    }

    // MARK: - Running the tools

    /// A tool that writes the screenshot to a file named last on its command line: the file is
    /// in a folder of its own, removed afterwards whatever happened.
    private func throughFile(
        _ tool: String, _ arguments: [String], named name: String, source: String, until deadline: Date, explain: (TimedProgram) -> CommandProblem?
    ) -> Result<Screenshot, CommandProblem> {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("stepwise-screenshot-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            return .failure(CommandProblem("No screenshot: cannot make a temporary folder (\(String(cString: strerror(errno))))."))
        }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/screenshot.png"
        switch runTool(tool, arguments + [file], named: name, until: deadline) {
        case .success(let run):
            guard run.status == 0 else { return .failure(explain(run) ?? failed(name, run)) }
            return Screenshot.checked(FileManager.default.contents(atPath: file) ?? Data(), source: source)
        case .failure(let problem): return .failure(problem)
        }
    }

    private func runTool(_ tool: String, _ arguments: [String], named name: String, until deadline: Date) -> Result<TimedProgram, CommandProblem> {
        switch TimedProgram.run(tool, arguments, environment: environment, until: deadline) {
        case .success(let run): return .success(run)
        case .failure(.timedOut):
            return .failure(
                CommandProblem("No screenshot: \(name) took more than \(Int(timeLimit)) s and was stopped; check the device, then type c again."))
        case .failure(.couldNotStart(let why)):
            return .failure(CommandProblem("No screenshot: \(name) could not be started (\(why))."))
        }
    }

    private func failed(_ name: String, _ run: TimedProgram) -> CommandProblem {
        let said = run.errors.split(whereSeparator: \.isNewline).first.map { ": \($0.trimmingCharacters(in: .whitespaces))" } ?? ""
        return CommandProblem("No screenshot: \(name) failed (exit status \(run.status))\(said).")
    }

    /// The program on `PATH`, as a shell would find it.
    func find(_ name: String) -> String? { ProgramPath.find(name, environment: environment) }
}
