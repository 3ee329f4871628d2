import Foundation

/// The connections being served, counted against `maxConnections` and known by descriptor so
/// that `stop()` can end them. Adding, closing and the shut-down sweep all happen under one
/// lock, so a descriptor is never shut down after its connection closed it (the number could
/// by then belong to another file).
final class ConnectionRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var open: Set<Int32> = []
    private var stopping = false
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Takes the connection in when there is room and the server is not stopping.
    func admit(_ fd: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping, open.count < capacity else { return false }
        open.insert(fd)
        return true
    }

    /// Closes an admitted connection and frees its place.
    func close(_ fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if open.remove(fd) != nil { _ = Foundation.close(fd) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return open.count
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
        for fd in open { SystemSocket.shutdownRead(fd) }
    }
}
