import Foundation

/// One session's ledger as read from disk: its records (those that could be read) and what
/// verifying it found — with the evidence files it names, when read from a results folder.
public struct SessionLedger: Sendable {
    public let path: String
    public let sessionID: String
    public let records: [LedgerRecord]
    public private(set) var report: LedgerVerifier.Report
    /// The evidence records, with their lines, for checking the files they name.
    let evidence: [LedgerVerifier.EvidenceLine]

    /// Verifies and reads a ledger's bytes (touching no file: evidence is checked by the
    /// functions that read from a folder, or by `checkEvidence`).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        sessionID = Self.sessionID(path)
        let (report, read) = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .records, parts: nil) }
        self.report = report
        records = read.records
        evidence = read.evidence
    }

    /// Adds to the report what is wrong with the evidence files the records name.
    public mutating func checkEvidence(_ check: EvidenceCheck) {
        report = report.adding(check.problems(evidence))
    }

    /// A session's ledger file, read and verified, its evidence checked.
    public static func read(_ path: String, checking evidence: EvidenceCheck) throws(LedgerError) -> SessionLedger {
        var ledger = SessionLedger(path: path, bytes: try readFile(path))
        ledger.checkEvidence(evidence)
        return ledger
    }

    /// A session's id: its ledger's file name without `.jsonl`.
    static func sessionID(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The sign-off ledger's file name. It is chained like a session's ledger but holds
    /// sign-offs, not results, so it is never read as a session.
    public static let signOffLedgerName = "signoffs.jsonl"

    /// Every session's `*.jsonl` ledger in a results folder (not the sign-off ledger), sorted
    /// by file name, each with its evidence files checked.
    public static func readFolder(_ folder: String) throws(LedgerError) -> [SessionLedger] {
        let check = EvidenceCheck(resultsFolder: folder)
        return try ledgerPaths(in: folder).map { path throws(LedgerError) in try read(path, checking: check) }
    }

    /// The path of every session's ledger in a results folder, sorted by file name.
    public static func ledgerPaths(in folder: String) throws(LedgerError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw .unreadable(path: folder, reason: "no such results folder")
        }
        guard isDirectory.boolValue else { throw .unreadable(path: folder, reason: "not a folder; --results names the results folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: folder, reason: "cannot list the results folder")
        }
        return names.sorted().filter { $0.hasSuffix(".jsonl") && $0 != signOffLedgerName }.map {
            (folder as NSString).appendingPathComponent($0)
        }
    }

    /// Verifies a session's ledger file and the evidence files it names, without reading its
    /// other records: `stepwise verify` over a long ledger then takes little longer than
    /// `sha256sum` over it.
    public static func verifyFile(_ path: String, checking evidence: EvidenceCheck) throws(LedgerError) -> LedgerVerifier.Report {
        let bytes = try readFile(path)
        let (report, read) = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .nothing, parts: nil) }
        return report.adding(evidence.problems(read.evidence))
    }

    /// A file's bytes, read straight into the array: going through `Data` copies them twice,
    /// which for a long ledger costs a fifth of verifying it. A long file is read in parts,
    /// one per processor, so that copying it and touching fresh memory are shared out too.
    /// (Mapping the file would copy nothing, but a writer recovering a torn tail shortens the
    /// file, and reading a mapped page past the new end kills the reader.)
    public static func readFile(_ path: String) throws(LedgerError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: "cannot open the ledger") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: "cannot read the ledger") }
        let size = Int(status.st_size)
        let parts = size < 1 << 24 ? 1 : ProcessInfo.processInfo.activeProcessorCount
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
