import Foundation

/// One session's ledger as read from disk: its records (those that could be read) and what
/// verifying it found.
public struct SessionLedger: Sendable {
    public let path: String
    public let sessionID: String
    public let records: [LedgerRecord]
    public let report: LedgerVerifier.Report

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        sessionID = Self.sessionID(path)
        (report, records) = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keepingRecords: true) }
    }

    /// A session's id: its ledger's file name without `.jsonl`.
    static func sessionID(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The sign-off ledger's file name. It is chained like a session's ledger but holds
    /// sign-offs, not results, so it is never read as a session.
    public static let signOffLedgerName = "signoffs.jsonl"

    /// Every session's `*.jsonl` ledger in a results folder (not the sign-off ledger), sorted
    /// by file name.
    public static func readFolder(_ folder: String) throws(LedgerError) -> [SessionLedger] {
        try ledgerFiles(in: folder).map { SessionLedger(path: $0.path, bytes: $0.bytes) }
    }

    /// The path and bytes of every session's ledger in a results folder, sorted by file name.
    static func ledgerFiles(in folder: String) throws(LedgerError) -> [(path: String, bytes: [UInt8])] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unreadable(path: folder, reason: "no such results folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: folder, reason: "cannot list the results folder")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for name in names.sorted() where name.hasSuffix(".jsonl") && name != signOffLedgerName {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .unreadable(path: path, reason: "cannot read the ledger")
            }
            files.append((path, [UInt8](data)))
        }
        return files
    }
}
