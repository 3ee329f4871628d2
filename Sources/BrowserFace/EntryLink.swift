import Foundation
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
package final class EntryLink: @unchecked Sendable {
    package enum Use: Equatable {
        /// The current key: the browser is let in, and the key is spent.
        case admitted
        /// A key this server gave out that has been used, or replaced by a newer one.
        case spent
        /// Not a key of this server's (mistyped, or from an earlier run).
        case unknown
    }

    private let lock = NSLock()
    private var current: String?
    private var retired: Set<String> = []

    package init() {
        current = WebAccess.randomToken()
    }

    /// The key of the link to print now, or nil once it has been used (press Enter for a new one).
    package var key: String? {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// A new key; the one before it stops working, used or not.
    package func issue() -> String {
        lock.lock()
        defer { lock.unlock() }
        if let current { retired.insert(current) }
        let key = WebAccess.randomToken()
        current = key
        return key
    }

    /// Uses `given`: admitted once, for the current key; spent every time after.
    package func use(_ given: String) -> Use {
        lock.lock()
        defer { lock.unlock() }
        if let key = current, WebAccess.same(given, key) {
            retired.insert(key)
            current = nil
            return .admitted
        }
        return retired.contains(given) ? .spent : .unknown
    }
}
