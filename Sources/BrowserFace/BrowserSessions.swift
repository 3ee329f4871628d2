import Foundation
import Synchronization
import Workflows

/// The browsers `stepwise serve` has let in, each by the secret its cookie holds.
///
/// The secret is made when an entry link is used, and is never the link's token: the token has
/// been seen in the terminal, the process list and the address bar, and a cookie holding it
/// would let whoever saw it in. It lives only in this process, so stopping the server shuts out
/// every browser it let in.
package final class BrowserSessions: Sendable {
    private let secrets = Mutex<[String]>([])

    /// A new browser's secret, for its cookie.
    func open() -> String {
        let secret = WebAccess.randomToken()
        secrets.withLock { $0.append(secret) }
        return secret
    }

    /// Whether `secret` is one this server gave out. Each is compared in full, in time that does
    /// not depend on where a guess differs.
    package func admits(_ secret: String) -> Bool {
        secrets.withLock { secrets in
            var found = false
            for known in secrets where WebAccess.same(secret, known) { found = true }
            return found
        }
    }
}
