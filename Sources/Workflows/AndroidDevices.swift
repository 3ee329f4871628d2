import Foundation
import Harness

/// What `adb devices` lists, and which device a screenshot is taken from.
package enum AndroidDevices {
    package struct Device: Equatable {
        package let serial: String
        /// `device` when ready; `unauthorized`, `offline`, `no permissions …` otherwise.
        package let state: String
    }

    /// `List of devices attached` then `SERIAL<tab>STATE` lines; adb's own `* daemon …` lines
    /// and blank ones are not devices.
    package static func parse(_ output: String) -> [Device] {
        output.split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("*"), !text.hasPrefix("List of devices") else { return nil }
            let fields = text.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard fields.count == 2 else { return nil }
            return Device(serial: String(fields[0]), state: fields[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The serial to capture from: `serial` (from `--serial`) when it is listed and ready, else
    /// the only ready device; otherwise one line saying what to do.
    package static func choose(_ devices: [Device], serial: String?) -> Result<String, CommandProblem> {
        if let serial {
            guard let device = devices.first(where: { $0.serial == serial }) else {
                let listed = devices.isEmpty ? "none" : devices.map(\.serial).joined(separator: ", ")
                return .failure(CommandProblem("No Android device \(serial) (--serial): adb devices lists \(listed)."))
            }
            return ready(device)
        }
        let ready = devices.filter { $0.state == "device" }
        if ready.count == 1 { return .success(ready[0].serial) }
        if ready.count > 1 {
            return .failure(
                CommandProblem(
                    "Several Android devices are connected (\(ready.map(\.serial).joined(separator: ", "))): say which with --serial SERIAL (type q, then resume with --serial)."
                ))
        }
        if let first = devices.first { return self.ready(first) }
        return .failure(CommandProblem("No Android device: connect one with USB debugging on, or start an emulator; adb devices lists none."))
    }

    private static func ready(_ device: Device) -> Result<String, CommandProblem> {
        switch device.state {
        case "device": return .success(device.serial)
        case "unauthorized":
            return .failure(
                CommandProblem("Android device \(device.serial) is not authorized: unlock it and allow USB debugging, then type c again."))
        default:
            return .failure(CommandProblem("Android device \(device.serial) is \(device.state): reconnect it, then type c again."))
        }
    }
}
