import Foundation
import Workflows
import HTTPServer
import Harness
import Ledger
import TestPlan

/// `stepwise serve [PATH…] [--results DIR] [--port N] [--listen ADDR] [--open]`: the guided
/// session, the status and the reports as a local web app, on the same ledgers as `run`.
enum ServeCommand {
    static let defaultPort: UInt16 = 8765
    static let usage = """
        usage: stepwise serve [PATH...] [--results DIR] [--steps DIR] [--port N] [--listen ADDR] [--open] [--guidance full|first|brief]
                              [--max-evidence MB]
          PATH: the criteria to plan sessions from (default: features)
          --port N: the port to listen on (default \(defaultPort)); 0 picks a free one
          --listen ADDR: listen on this address instead of loopback (127.0.0.1 and ::1), for a phone or tablet
                         on your network: anyone there who has an unused link (with its token) can record verdicts
          --open: open the address in the default browser (it lets one browser in, once; press Enter for a new one)
          --guidance: each step's guidance unfolded always, the first time its step definition comes up (default), or never
          --max-evidence MB: the most evidence one verdict may carry (default 20); more is refused, and nothing recorded
        """

    struct Options {
        var paths: [String] = []
        var results: String?
        var steps: String?
        var port: UInt16 = defaultPort
        var listen: String?
        var open = false
        var guidance = GuidanceMode.first
        /// The most evidence one verdict may carry.
        var maxEvidenceBytes = 20 * 1024 * 1024
    }

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

    /// A running server and its app: what `run` waits on, and what tests drive.
    struct Running {
        let app: WebApp
        let server: HTTPServer
        /// The hosts the entry link is given for: 127.0.0.1, or the addresses `--listen` reaches.
        let hosts: [String]
        /// The entry link printed at the start, one per host, token included.
        let addresses: [String]

        /// A new entry link, one per host: it lets one browser in, once, and the link before it
        /// stops working.
        func newAddresses() -> [String] {
            let key = app.access.entry.issue()
            return hosts.map { ServeCommand.url($0, port: server.port, token: key) }
        }
    }

    /// Binds and starts the server; the criteria are checked first, so a typo in a path is
    /// said now rather than on the first page. `entered` is told the address of each browser
    /// that comes in with an entry link.
    static func start(_ options: Options, limits: HTTPLimits? = nil, entered: @escaping @Sendable (String) -> Void = { _ in }) -> Result<Running, UsageError> {
        for path in options.paths where !FileManager.default.fileExists(atPath: LineSelector.split(path).path) {
            return .failure(UsageError("\(path): error: no such file or folder"))
        }
        let settings = WebApp.Settings(
            paths: options.paths, steps: options.steps, resultsFolder: ResultsFolder.resolve(options.results), guidance: options.guidance,
            maxEvidenceBytes: options.maxEvidenceBytes)
        var httpLimits = limits ?? HTTPLimits()
        // The body of one verdict: its evidence, the form's fields and the multipart framing.
        httpLimits.maxBodyBytes = max(httpLimits.maxBodyBytes, settings.maxEvidenceBytes + 1024 * 1024)
        let addresses = options.listen.map { [$0] } ?? ["127.0.0.1", "::1"]
        let holder = AppHolder()
        let server: HTTPServer
        do {
            server = try HTTPServer(
                addresses: addresses, port: options.port, optionalAddresses: options.listen == nil ? ["::1"] : [], limits: httpLimits,
                // Who may come in is decided from the head: a stranger's upload is never read.
                screen: { request in
                    guard let app = holder.app else { return .text(503, "Starting; try again.") }
                    return app.screen(request)
                }
            ) { request in
                holder.app?.respond(request) ?? .text(503, "Starting; try again.")
            }
        } catch {
            return .failure(UsageError("stepwise serve: error: \(error)"))
        }
        let access = WebAccess(port: server.port, beyondLoopback: options.listen != nil)
        let app = WebApp(settings: settings, access: access, entered: entered)
        holder.app = app
        server.start()
        var hosts: [String] = []
        if let listen = options.listen, listen != "0.0.0.0", listen != "::" {
            hosts.append(listen)
        } else {
            hosts.append("127.0.0.1")
            if options.listen != nil { hosts += NetworkAddresses.ipv4() }
        }
        let key = access.entry.key ?? access.entry.issue()
        return .success(Running(app: app, server: server, hosts: hosts, addresses: hosts.map { url($0, port: server.port, token: key) }))
    }

    static func url(_ host: String, port: UInt16, token: String) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/?token=\(token)"
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
        let running: Running
        switch start(options, entered: { terminal.entered(from: $0) }) {
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

/// Lets the server's handler reach the app, which needs the server's port to exist.
private final class AppHolder: @unchecked Sendable {
    var app: WebApp?
}
