import BrowserFace
import Foundation
import HTTPServer
import Harness
import Ledger
import TestPlan
import Workflows

/// `stepwise serve [PATH…] [--results DIR] [--port N] [--listen ADDR] [--open]`: the guided
/// session, the status and the reports as a local web app, on the same ledgers as `run`.
enum ServeCommand {
    static let table = OptionTable(
        command: "serve", operands: "[PATH...]",
        options: [
            CommandOption("--results", .value("DIR")), CommandOption("--steps", .value("DIR")),
            CommandOption("--port", .value("N"), help: ["the port to listen on (default \(BrowserServer.defaultPort)); 0 picks a free one"]),
            CommandOption(
                "--listen", .value("ADDR"),
                help: [
                    "listen on this address instead of loopback (127.0.0.1 and ::1), for a phone or tablet",
                    "on your network: anyone there who has an unused link (with its token) can record verdicts",
                ]),
            CommandOption("--open", help: ["open the address in the default browser (it lets one browser in, once; press Enter for a new one)"]),
            CommandOption(
                "--guidance", .value(GuidanceMode.names),
                help: [
                    "each step's short guidance with the full guidance folded (default); the full guidance unfolded the first time",
                    "its step definition comes up, always, or never",
                ]),
            CommandOption(
                "--max-evidence", .value("MB"),
                help: ["the most evidence one verdict may carry (default 20); more is refused, and nothing recorded"]),
        ],
        notes: ["PATH: the criteria to plan sessions from (default: features)"])
    static var usage: String { table.usage }

    typealias Options = BrowserServer.Options

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        table.parse(arguments).flatMap(options)
    }

    /// The server's options, each value checked.
    static func options(_ parsed: ParsedArguments) -> Result<Options, UsageError> {
        var options = Options()
        options.paths = parsed.operands.isEmpty ? ["features"] : parsed.operands
        options.results = parsed.value("--results")
        options.steps = parsed.value("--steps")
        options.open = parsed.has("--open")
        if let value = parsed.value("--listen") {
            guard WebAccess.isIPv4(value) || WebAccess.isIPv6(value) else {
                return .failure(table.error("--listen takes an IP address (such as 0.0.0.0 or 192.168.1.20), not '\(value)'", option: "--listen"))
            }
            options.listen = value
        }
        if let value = parsed.value("--guidance") {
            guard let mode = GuidanceMode(rawValue: value) else {
                return .failure(table.error("--guidance takes one of: \(GuidanceMode.list)", option: "--guidance"))
            }
            options.guidance = mode
        }
        if let value = parsed.value("--max-evidence") {
            guard let megabytes = Int(value), (1...1024).contains(megabytes) else {
                return .failure(table.error("--max-evidence takes megabytes from 1 to 1024, not '\(value)'", option: "--max-evidence"))
            }
            options.maxEvidenceBytes = megabytes * 1024 * 1024
        }
        if let value = parsed.value("--port") {
            guard let port = UInt16(value) else {
                return .failure(table.error("--port takes a number from 0 to 65535, not '\(value)'", option: "--port"))
            }
            options.port = port
        }
        return .success(options)
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let options: Options
        switch table.read(arguments, output: output, as: self.options) {
        case .success(let value): options = value
        case .failure(let exit): return exit.status
        }
        // From here the terminal is written by this thread, the server's (a browser came in)
        // and the one reading Enter: one at a time.
        let terminal = ServeTerminal(output: output)
        let running: BrowserServer.Running
        switch BrowserServer.start(options, entered: { terminal.entered($0) }) {
        case .success(let value): running = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var lines = ["Stepwise serves \(options.paths.joined(separator: ", ")), with results in \(running.app.settings.resultsFolder)."]
        if let listen = options.listen {
            lines.append("Listening on \(listen): anyone on your network who has an unused link, token included, can come in and record verdicts.")
        }
        lines.append("Open this address in your browser; it lets one browser in, once:")
        lines += running.addresses
        lines.append("Press Enter here for a new link: for another browser or device, or if this one was used before you.")
        lines.append("Type a tester's name and press Enter for a link of their own: the browser it lets in tests as that tester only.")
        lines.append("Stop with Ctrl-C: open sessions are saved, to resume here or with \(Invocation.command) run --resume.")
        terminal.say(lines)
        if options.open { BrowserLauncher.open(running.addresses[0], output: output) }
        terminal.offerNewLinks({ running.newAddresses() }, testersLink: { running.newAddresses(for: $0) })
        // Ctrl-C, a closed terminal or a polite kill: every session records its pause first.
        let stopped = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "stepwise.serve.stop")
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        stopped.wait()
        running.app.closeAll(reason: "server stopped")
        running.server.stop()
        for source in sources { source.cancel() }
        terminal.say(["", "Stopped; every session is saved."])
        return ExitStatus.success
    }
}
