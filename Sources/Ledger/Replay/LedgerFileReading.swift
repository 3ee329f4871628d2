import Foundation

extension SessionLedger {
    /// A file's bytes, read straight into the array: going through `Data` copies them twice,
    /// which for a long ledger costs a fifth of verifying it. A long file is read in parts,
    /// one per processor, so that copying it and touching fresh memory are shared out too.
    /// (Mapping the file would copy nothing, but a writer recovering a torn tail shortens the
    /// file, and reading a mapped page past the new end kills the reader.)
    ///
    /// - Parameter partsFrom: the size from which a file is read in parts (tests read a small
    ///   file in parts to cover that path without writing 16 MiB).
    public static func readFile(_ path: String, partsFrom: Int = 1 << 24) throws(LedgerError) -> [UInt8] {
        // Non-blocking open, so a FIFO by the name cannot hang the reader before it is refused.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: "cannot open the ledger") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: "cannot read the ledger") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file, so not a ledger") }
        let size = Int(status.st_size)
        let parts = size < partsFrom ? 1 : max(2, ProcessInfo.processInfo.activeProcessorCount)
        // Each part's count of bytes read, -1 when reading failed; fewer than its share when
        // the file shrank meanwhile (a file that grows is read to the size it had).
        var got = [Int](repeating: 0, count: parts)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            got.withUnsafeMutableBufferPointer { got in
                nonisolated(unsafe) let buffer = buffer
                nonisolated(unsafe) let got = got
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let start = size * part / parts
                    let end = size * (part + 1) / parts
                    var done = 0
                    while start + done < end {
                        let read = pread(descriptor, buffer.baseAddress! + start + done, end - start - done, off_t(start + done))
                        if read < 0, errno == EINTR { continue }
                        if read < 0 { done = -1 }
                        guard read > 0 else { break }
                        done += read
                    }
                    got[part] = done
                }
            }
            // Only bytes read are handed out: those up to the end of the first part that
            // fell short (where a shrunk file now ends).
            for part in 0..<parts {
                guard got[part] >= 0 else { break }
                count += got[part]
                if got[part] < size * (part + 1) / parts - size * part / parts { break }
            }
        }
        guard !got.contains(-1) else { throw .unreadable(path: path, reason: "cannot read the ledger") }
        return bytes
    }
}
