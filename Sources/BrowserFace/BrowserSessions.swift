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
    /// A browser let in: its secret, and the tester it tests as when its link was a tester's own.
    private struct Admitted {
        let secret: String
        let tester: String?
    }

    private let admitted = Mutex<[Admitted]>([])

    /// A new browser's secret, for its cookie; `tester` when it came in with that tester's link.
    func open(tester: String? = nil) -> String {
        let secret = WebAccess.randomToken()
        admitted.withLock { $0.append(Admitted(secret: secret, tester: tester)) }
        return secret
    }

    /// Whether `secret` is one this server gave out. Each is compared in full, in time that does
    /// not depend on where a guess differs.
    package func admits(_ secret: String) -> Bool {
        browser(secret) != nil
    }

    /// The tester a browser came in as, by its secret: nil for a browser let in by an unnamed
    /// link (it may test as anyone) or for a secret this server never gave.
    package func tester(_ secret: String) -> String? {
        browser(secret)?.tester
    }

    private func browser(_ secret: String) -> Admitted? {
        admitted.withLock { admitted in
            var found: Admitted?
            for known in admitted where WebAccess.same(secret, known.secret) { found = known }
            return found
        }
    }
}
