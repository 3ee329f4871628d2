import Foundation
import Paths

/// What a session can find out for itself about the device under test, to offer the tester
/// as answers they confirm with Enter: an Android device's model and version through `adb`
/// (when exactly one is connected), the machine's own system for desktop and mobile-web
/// testing. Nothing is recorded that the tester did not accept.
package enum DeviceProbe {
    package struct Offer: Equatable {
        package var device: String?
        package var os: String?
    }

    package static func offer(platform: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Offer {
        switch platform {
        case "android": return android(environment: environment)
        case "desktop", "mobile-web": return Offer(device: nil, os: localSystem())
        default: return Offer(device: nil, os: nil)
        }
    }

    /// The one connected device's model and Android version; nothing when adb is missing, no
    /// device or several are connected, or adb does not answer within a few seconds.
    package static func android(environment: [String: String]) -> Offer {
        guard let adb = ProgramPath.find("adb", environment: environment),
            let listing = run(adb, ["devices"], environment: environment)
        else { return Offer() }
        let ready = AndroidDevices.parse(listing).filter { $0.state == "device" }
        guard ready.count == 1 else { return Offer() }
        func property(_ name: String) -> String? {
            run(adb, ["-s", ready[0].serial, "shell", "getprop", name], environment: environment)?
                .trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty
        }
        let model = [property("ro.product.manufacturer"), property("ro.product.model")].compactMap { $0 }.joined(separator: " ")
        return Offer(device: model.nonEmpty, os: property("ro.build.version.release").map { "Android \($0)" })
    }

    /// "Debian GNU/Linux 12 (bookworm)", "macOS 15.1".
    package static func localSystem() -> String? {
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

    /// A tool's standard output, or nil if it fails or takes more than `seconds` (run as
    /// screenshots are, so adb's lingering server cannot hold the session up).
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String], seconds: Double = 5) -> String? {
        guard case .success(let finished) = TimedProgram.run(executable, arguments, environment: environment, until: Date() + seconds),
            finished.status == 0
        else { return nil }
        return String(decoding: finished.output, as: UTF8.self)
    }
}

extension String {
    /// Nil for an empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
