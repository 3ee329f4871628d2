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
///
/// A link may also be a tester's own (`Ann Lee` typed before Enter): the browser it lets in
/// tests as that tester only. Testers on a colleague's server each get one, so named links
/// wait side by side until used; a new link for the same name retires the one before it.
package final class EntryLink: Sendable {
    package enum Use: Equatable {
        /// A current key: the browser is let in (as the tester it was made for, if any), and
        /// the key is spent.
        case admitted(tester: String?)
        /// A key this server gave out that has been used, or replaced by a newer one.
        case spent
        /// Not a key of this server's (mistyped, or from an earlier run).
        case unknown
    }

    /// The key of the link printed last (nil once used), and every key given out before it.
    private struct Keys {
        var current: String?
        /// Each tester's unused link, by the tester's name.
        var named: [String: String] = [:]
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

    /// A new key for `tester`'s own link; that tester's link before it stops working, used or not.
    package func issue(for tester: String) -> String {
        let key = WebAccess.randomToken()
        keys.withLock { keys in
            if let earlier = keys.named[tester] { keys.retired.insert(earlier) }
            keys.named[tester] = key
        }
        return key
    }

    /// Uses `given`: admitted once, for a current key; spent every time after.
    package func use(_ given: String) -> Use {
        keys.withLock { keys in
            if let key = keys.current, WebAccess.same(given, key) {
                keys.retired.insert(key)
                keys.current = nil
                return .admitted(tester: nil)
            }
            // Every named key is compared, so the time taken says nothing of which matched.
            var found: String?
            for (tester, key) in keys.named where WebAccess.same(given, key) { found = tester }
            if let tester = found, let key = keys.named.removeValue(forKey: tester) {
                keys.retired.insert(key)
                return .admitted(tester: tester)
            }
            return keys.retired.contains(given) ? .spent : .unknown
        }
    }
}
