import Foundation
import Paths

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
    public static func sessionID(_ path: String) -> String {
        PathText.stem(path)
    }

    /// The sign-off ledger's file name. It is chained like a session's ledger but holds
    /// sign-offs, not results, so it is never read as a session.
    public static let signOffLedgerName = "signoffs.jsonl"

    /// Every session's `*.jsonl` ledger in a results folder (not the sign-off ledger), sorted
    /// by file name, each with its evidence files checked unless `checkingEvidence` is false
    /// (a session starting up only needs the records, not hashes of every file ever attached).
    public static func readFolder(_ folder: String, checkingEvidence: Bool = true) throws(LedgerError) -> [SessionLedger] {
        let check = EvidenceCheck(resultsFolder: folder)
        return try ledgerPaths(in: folder).map { path throws(LedgerError) in
            var ledger = SessionLedger(path: path, bytes: try readFile(path))
            if checkingEvidence { ledger.checkEvidence(check) }
            return ledger
        }
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
        verify(bytes: try readFile(path), checking: evidence)
    }

    /// Verifies a ledger's bytes already read, and the evidence files its records name.
    public static func verify(bytes: [UInt8], checking evidence: EvidenceCheck) -> LedgerVerifier.Report {
        let (report, read) = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .nothing, parts: nil) }
        return report.adding(evidence.problems(read.evidence))
    }
}
