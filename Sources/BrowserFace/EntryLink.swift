import Foundation
import Synchronization
import Workflows

/// The secret in the address `stepwise serve` prints (`http://127.0.0.1:8765/?token=…`): it lets
/// one browser in, once.
///
/// The address is seen where others can see it: `--open` hands it to the system's opener as an
/// argument, which every user of the machine can read in the process list (and a browser started
/// by it keeps it in its own arguments), and it stays in the terminal's scrollback. So it is
/// worth nothing once used: the first browser to open it is let in (it gets a session secret of
/// its own, `BrowserSessions`) and the key is spent. Whoever comes second is refused, and told
/// how to get a new link: the terminal prints one when Enter is pressed, and every start prints
/// one. Only the newest link works: printing a new one retires an unused one before it.
package final class EntryLink: Sendable {
    package enum Use: Equatable {
        /// The current key: the browser is let in, and the key is spent.
        case admitted
        /// A key this server gave out that has been used, or replaced by a newer one.
        case spent
        /// Not a key of this server's (mistyped, or from an earlier run).
        case unknown
    }

    /// The key of the link printed last (nil once used), and every key given out before it.
    private struct Keys {
        var current: String?
        var retired: Set<String> = []
    }

    private let keys: Mutex<Keys>

    package init() {
        keys = Mutex(Keys(current: WebAccess.randomToken()))
    }

    /// The key of the link to print now, or nil once it has been used (press Enter for a new one).
    package var key: String? { keys.withLock { $0.current } }

    /// A new key; the one before it stops working, used or not.
    package func issue() -> String {
        let key = WebAccess.randomToken()
        keys.withLock { keys in
            if let current = keys.current { keys.retired.insert(current) }
            keys.current = key
        }
        return key
    }

    /// Uses `given`: admitted once, for the current key; spent every time after.
    package func use(_ given: String) -> Use {
        keys.withLock { keys in
            if let key = keys.current, WebAccess.same(given, key) {
                keys.retired.insert(key)
                keys.current = nil
                return .admitted
            }
            return keys.retired.contains(given) ? .spent : .unknown
        }
    }
}
