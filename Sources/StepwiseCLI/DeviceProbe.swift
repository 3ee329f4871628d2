import Foundation

/// What a session can find out for itself about the device under test, to offer the tester
/// as answers they confirm with Enter: an Android device's model and version through `adb`
/// (when exactly one is connected), the machine's own system for desktop and mobile-web
/// testing. Nothing is recorded that the tester did not accept.
enum DeviceProbe {
    struct Offer: Equatable {
        var device: String?
        var os: String?
    }

    static func offer(platform: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Offer {
        switch platform {
        case "android": return android(environment: environment)
        case "desktop", "mobile-web": return Offer(device: nil, os: localSystem())
        default: return Offer(device: nil, os: nil)
        }
    }

    /// The one connected device's model and Android version; nothing when adb is missing, no
    /// device or several are connected, or adb does not answer within a few seconds.
    static func android(environment: [String: String]) -> Offer {
        guard let adb = locate("adb", environment: environment),
            let listing = run(adb, ["devices"], environment: environment)
        else { return Offer() }
        let serials = listing.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let fields = line.split(whereSeparator: \.isWhitespace)
            return fields.count >= 2 && fields[1] == "device" ? String(fields[0]) : nil
        }
        guard serials.count == 1 else { return Offer() }
        func property(_ name: String) -> String? {
            run(adb, ["-s", serials[0], "shell", "getprop", name], environment: environment)?
                .trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty
        }
        let model = [property("ro.product.manufacturer"), property("ro.product.model")].compactMap { $0 }.joined(separator: " ")
        return Offer(device: model.nonEmpty, os: property("ro.build.version.release").map { "Android \($0)" })
    }

    /// "Debian GNU/Linux 12 (bookworm)", "macOS 15.1".
    static func localSystem() -> String? {
        if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
                return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")).nonEmpty
            }
        }
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #if os(macOS)
            return "macOS \(version.majorVersion).\(version.minorVersion)"
        #else
            return nil
        #endif
    }

    static func locate(_ tool: String, environment: [String: String]) -> String? {
        (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A tool's standard output, or nil if it fails or takes more than `seconds`. The output
    /// goes to a temporary file, not a pipe: `adb` starts its server in the background, and
    /// the server keeps whatever it inherited open, so reading a pipe to its end would wait
    /// for the server to exit.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], seconds: Int = 5) -> String? {
        let path = NSTemporaryDirectory() + "stepwise-probe-\(getpid())-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: path, contents: nil), let output = FileHandle(forWritingAtPath: path) else { return nil }
        defer {
            try? output.close()
            unlink(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch { return nil }
        if done.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// Nil for an empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
