import Foundation
import BrowserFace
import Workflows
import HTTPServer
import Harness
import Ledger
import TestPlan

/// `stepwise serve [PATH…] [--results DIR] [--port N] [--listen ADDR] [--open]`: the guided
/// session, the status and the reports as a local web app, on the same ledgers as `run`.
enum ServeCommand {
        static let usage = """
        usage: stepwise serve [PATH...] [--results DIR] [--steps DIR] [--port N] [--listen ADDR] [--open] [--guidance full|first|brief]
                              [--max-evidence MB]
          PATH: the criteria to plan sessions from (default: features)
          --port N: the port to listen on (default \(BrowserServer.defaultPort)); 0 picks a free one
          --listen ADDR: listen on this address instead of loopback (127.0.0.1 and ::1), for a phone or tablet
                         on your network: anyone there who has an unused link (with its token) can record verdicts
          --open: open the address in the default browser (it lets one browser in, once; press Enter for a new one)
          --guidance: each step's guidance unfolded always, the first time its step definition comes up (default), or never
          --max-evidence MB: the most evidence one verdict may carry (default 20); more is refused, and nothing recorded
        """

    typealias Options = BrowserServer.Options

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--results", "--steps", "--port", "--listen", "--guidance", "--max-evidence":
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                    return .failure(UsageError("stepwise serve: error: \(argument) needs a value\n\(usage)"))
                }
                let value = arguments[index + 1]
                index += 1
                switch argument {
                case "--results": options.results = value
                case "--steps": options.steps = value
                case "--listen":
                    guard WebAccess.isIPv4(value) || WebAccess.isIPv6(value) else {
                        return .failure(UsageError("stepwise serve: error: --listen takes an IP address (such as 0.0.0.0 or 192.168.1.20), not '\(value)'"))
                    }
                    options.listen = value
                case "--guidance":
                    guard let mode = GuidanceMode(rawValue: value) else {
                        return .failure(UsageError("stepwise serve: error: --guidance takes one of: full, first, brief"))
                    }
                    options.guidance = mode
                case "--max-evidence":
                    guard let megabytes = Int(value), (1...1024).contains(megabytes) else {
                        return .failure(UsageError("stepwise serve: error: --max-evidence takes megabytes from 1 to 1024, not '\(value)'"))
                    }
                    options.maxEvidenceBytes = megabytes * 1024 * 1024
                default:
                    guard let port = UInt16(value) else {
                        return .failure(UsageError("stepwise serve: error: --port takes a number from 0 to 65535, not '\(value)'"))
                    }
                    options.port = port
                }
            case "--open": options.open = true
            default:
                if argument.hasPrefix("-") {
                    let known = ["--results", "--steps", "--port", "--listen", "--open", "--guidance", "--max-evidence"]
                    let hint = CommandSuggestion.closest(to: argument, among: known).map { "; did you mean '\($0)'?" } ?? ""
                    return .failure(UsageError("stepwise serve: error: unknown option '\(argument)'\(hint)\n\(usage)"))
                }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.paths.isEmpty { options.paths = ["features"] }
        return .success(options)
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        let options: Options
        switch parse(arguments) {
        case .success(let value): options = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        // From here the terminal is written by this thread, the server's (a browser came in)
        // and the one reading Enter: one at a time.
        let terminal = ServeTerminal(output: output)
        let running: BrowserServer.Running
        switch BrowserServer.start(options, entered: { terminal.entered(from: $0) }) {
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
        lines.append("Stop with Ctrl-C: open sessions are saved, to resume here or with \(Invocation.command) run --resume.")
        terminal.say(lines)
        if options.open { BrowserLauncher.open(running.addresses[0], output: output) }
        terminal.offerNewLinks { running.newAddresses() }
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
