import Harness
import JSON
import Ledger
import Synchronization

/// Serialises appends to one session's ledger, so an interrupt (Ctrl-C) or a second browser
/// request can record its line without racing a verdict.
package final class LockedSink: RecordSink, Sendable {
    private let lock = Mutex(())
    /// Touched only inside `lock`. The session's setup keeps its own reference to read the
    /// ledger's path, which never changes, so the writer is not moved into the mutex.
    private nonisolated(unsafe) let writer: LedgerWriter

    package init(_ writer: LedgerWriter) {
        self.writer = writer
    }

    package var nextSeq: Int { lock.withLock { _ in writer.nextSeq } }

    package func append(_ type: String, _ payload: [String: JSONValue]) throws(LedgerError) -> LedgerRecord {
        try lock.withLock { (_) throws(LedgerError) -> LedgerRecord in try writer.append(type, payload) }
    }

    /// Under the lock, so closing cannot race the interrupt handler's last append.
    package func close() {
        lock.withLock { _ in writer.close() }
    }

    /// The interrupt handler's last line: appended and closed under the lock. Closing removes
    /// the `.lock` file, as `q` does, so no stale holder is left beside the ledger; an append
    /// that comes after finds the writer closed and is refused.
    package func finalAppend(_ type: String, _ payload: [String: JSONValue]) {
        lock.withLock { _ in
            _ = try? writer.append(type, payload)
            writer.close()
        }
    }
}
