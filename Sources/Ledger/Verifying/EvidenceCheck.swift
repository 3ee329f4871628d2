import Digest
import Foundation
import Paths

/// Checks the evidence files that sessions' records name: each must be in the results folder
/// under the name Stepwise gave it (`evidence/<sha256>.<ext>`) with the SHA-256 its record
/// holds. The chain protects the records; this protects the files they stand for, so a
/// screenshot replaced after the session is caught as surely as an edited verdict.
///
/// Each file is hashed once however many records name it (one check serves a whole folder).
public final class EvidenceCheck {
    public let resultsFolder: String
    /// Each file's SHA-256, or why there is none, by path within the folder.
    private var hashes: [String: Result<String, EvidenceFile.Problem>] = [:]

    public init(resultsFolder: String) {
        self.resultsFolder = resultsFolder
    }

    /// What is wrong with the files a session's evidence records name, one problem per record.
    public func problems(_ evidence: [LedgerVerifier.EvidenceLine]) -> [LedgerVerifier.Problem] {
        evidence.compactMap { problem($0.record, line: $0.line) }
    }

    private func problem(_ record: LedgerRecord, line: Int) -> LedgerVerifier.Problem? {
        guard let sha256 = record.string("sha256"), let path = record.string("path"), Self.isKeptName(path, sha256: sha256) else {
            return LedgerVerifier.Problem(
                line: line, kind: .malformed, detail: "an evidence record must name its file as evidence/<sha256>.<ext> and hold its SHA-256")
        }
        let hash: Result<String, EvidenceFile.Problem>
        if let known = hashes[path] {
            hash = known
        } else {
            hash = EvidenceFile.sha256(path, in: resultsFolder)
            hashes[path] = hash
        }
        let found: String
        switch hash {
        case .success(let value): found = value
        case .failure(.missing):
            return LedgerVerifier.Problem(line: line, kind: .evidenceMissing, detail: "\(path) is not in \(resultsFolder)")
        case .failure(let problem):
            // A FIFO, a device, a link or a folder where the file was: as good as missing, and
            // said as what it is (never read through, see `EvidenceFile`).
            return LedgerVerifier.Problem(line: line, kind: .evidenceMissing, detail: "\(path) \(problem)")
        }
        guard found == sha256 else {
            return LedgerVerifier.Problem(
                line: line, kind: .evidenceChanged, detail: "\(path) no longer has the SHA-256 its record holds (now \(found.prefix(16))…)")
        }
        return nil
    }

    /// `evidence/<sha256>` with an optional `.<letters and digits>` (of any script, as the
    /// tester's file had them): the only names `EvidenceStore` gives, so a record cannot send
    /// the check elsewhere (`../`).
    static func isKeptName(_ path: String, sha256: String) -> Bool {
        guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return false
        }
        let prefix = "evidence/" + sha256
        guard path.hasPrefix(prefix) else { return false }
        let rest = path.dropFirst(prefix.count)
        guard let dot = rest.first else { return true }
        let ext = rest.dropFirst()
        return dot == "." && !ext.isEmpty && ext.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// A file's SHA-256, read in pieces (evidence can be a long video); nil when it is not a
    /// regular file that can be read. Its last component is never followed and never waited on
    /// (see `EvidenceFile`).
    static func fileSHA256(_ path: String) -> String? {
        try? EvidenceFile.sha256(PathText.lastComponent(path), in: PathText.parent(path)).get()
    }
}
