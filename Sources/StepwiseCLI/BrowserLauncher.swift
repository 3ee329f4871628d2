import Foundation
import Workflows

/// `--open`: the address in the default browser, by the system's own opener.
///
/// The address is the opener's argument, which every user of the machine can read in the
/// process list (and a browser it starts keeps in its own). It is the entry link, which lets one
/// browser in, once (`EntryLink`): normally the browser opened here uses it at once, and it is
/// worth nothing after. Should someone else be quicker, that browser shows the link as used and
/// the terminal says a browser came in; the tester presses Enter for a new link.
enum BrowserLauncher {
    static func open(_ address: String, output: CommandOutput) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["open", address]
        #else
            process.arguments = ["xdg-open", address]
        #endif
        // Not the terminal's input: that is where Enter asks for a new link.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            output.errorLine("stepwise serve: could not open a browser (\(error)); open the address above yourself")
        }
    }
}
