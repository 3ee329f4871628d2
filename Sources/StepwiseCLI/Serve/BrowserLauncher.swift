import Foundation

/// `--open`: the address in the default browser, by the system's own opener.
enum BrowserLauncher {
    static func open(_ address: String, output: CommandOutput) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["open", address]
        #else
            process.arguments = ["xdg-open", address]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            output.errorLine("stepwise serve: could not open a browser (\(error)); open the address above yourself")
        }
    }
}
