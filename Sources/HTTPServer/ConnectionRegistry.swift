import Foundation

/// The connections being served, counted against `maxConnections` and known by descriptor so
/// that `stop()` can end them. Adding, closing and the shut-down sweep all happen under one
/// lock, so a descriptor is never shut down after its connection closed it (the number could
/// by then belong to another file).
///
/// A connection is *trusted* once a request's head on it has passed the server's screen (with
/// no screen, once a request's head has been read). When every place is taken, the connection that
/// has waited longest without being trusted is dropped to make room for the new one: so
/// strangers who connect and send nothing, or trickle a head that never ends, cannot keep out
/// the client the server is for — a browser sends its request the moment it connects, and its
/// kept-alive connections, being trusted, are never dropped. Only when every place is held by
/// a trusted connection is a newcomer turned away.
final class ConnectionRegistry: @unchecked Sendable {
    private struct Place {
        /// When it was admitted: the lowest is the longest waiting.
        var order: UInt64
        var trusted = false
    }

    private let lock = NSLock()
    /// The connections that hold a place.
    private var open: [Int32: Place] = [:]
    /// Dropped to make room: no longer counted, still open until their own thread closes them.
    private var dropped: Set<Int32> = []
    private var admitted: UInt64 = 0
    private var stopping = false
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Takes the connection in when there is room (made by dropping the longest-waiting
    /// untrusted connection if need be) and the server is not stopping.
    func admit(_ fd: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { return false }
        if open.count >= capacity {
            guard let oldest = open.filter({ !$0.value.trusted }).min(by: { $0.value.order < $1.value.order })?.key else { return false }
            open.removeValue(forKey: oldest)
            dropped.insert(oldest)
            // Its thread wakes from its poll() to a closed socket and ends; the client sees the
            // connection closed, as when a server ends an idle one, and no answer.
            SystemSocket.shutdownBoth(oldest)
        }
        open[fd] = Place(order: admitted)
        admitted += 1
        return true
    }

    /// Marks the connection trusted; false when it was dropped meanwhile (it must end).
    func trust(_ fd: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard open[fd] != nil else { return false }
        open[fd]?.trusted = true
        return true
    }

    /// Closes an admitted connection and frees its place.
    func close(_ fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if open.removeValue(forKey: fd) != nil || dropped.remove(fd) != nil { _ = Foundation.close(fd) }
    }

    /// Connections whose descriptor is open, dropped ones that have not ended yet included.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return open.count + dropped.count
    }

    var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// Admits no more, and ends every connection's reading: one waiting for a request wakes
    /// from its poll() (the socket reads as closed) and ends; one whose handler is running
    /// still sends that answer, then closes, as no request is read after it.
    func stopAll() {
        lock.lock()
        defer { lock.unlock() }
        stopping = true
        for fd in open.keys { SystemSocket.shutdownRead(fd) }
        for fd in dropped { SystemSocket.shutdownRead(fd) }
    }
}
