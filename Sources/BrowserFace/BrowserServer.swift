import Foundation
import HTTPServer
import Harness
import TestPlan
import Workflows

/// The browser face's server: the guided session, the status and the reports as a local web
/// app on the same ledgers as the terminal's. `stepwise serve` starts it; tests drive it.
package enum BrowserServer {
    package static let defaultPort: UInt16 = 8765

    package struct Options {
        package init() {}

        package var paths: [String] = []
        package var results: String?
        package var steps: String?
        package var port: UInt16 = defaultPort
        package var listen: String?
        package var open = false
        package var guidance = GuidanceMode.short
        /// The most evidence one verdict may carry.
        package var maxEvidenceBytes = 20 * 1024 * 1024
    }

    /// A running server and its app: what `run` waits on, and what tests drive.
    package struct Running {
        package let app: WebApp
        package let server: HTTPServer
        /// The hosts the entry link is given for: 127.0.0.1, or the addresses `--listen` reaches.
        package let hosts: [String]
        /// The entry link printed at the start, one per host, token included.
        package let addresses: [String]

        /// A new entry link, one per host: it lets one browser in, once, and the link before it
        /// stops working.
        package func newAddresses() -> [String] {
            let key = app.access.entry.issue()
            return hosts.map { url($0, port: server.port, token: key) }
        }

        /// A tester's own entry link, one per host: the browser it lets in tests as `tester`
        /// only; that tester's link before it stops working.
        package func newAddresses(for tester: String) -> [String] {
            let key = app.access.entry.issue(for: tester)
            return hosts.map { url($0, port: server.port, token: key) }
        }
    }

    /// Binds and starts the server; the criteria are checked first, so a typo in a path is
    /// said now rather than on the first page. `entered` is told the address of each browser
    /// that comes in with an entry link.
    package static func start(_ options: Options, limits: HTTPLimits? = nil, entered: @escaping @Sendable (BrowserArrival) -> Void = { _ in })
        -> Result<
            Running, UsageError
        >
    {
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

    package static func url(_ host: String, port: UInt16, token: String) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/?token=\(token)"
    }
}

/// Lets the server's handler reach the app, which needs the server's port to exist.
private final class AppHolder: @unchecked Sendable {
    package var app: WebApp?
}
