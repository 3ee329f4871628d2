import Foundation
import Ledger

/// Checks every sign-off in a results folder: the sign-off ledger's chain, each manifest
/// against its record, each signature (when an allowed-signers file is given), and each
/// covered session against what was signed. `stepwise verify` and exports both show this.
public struct SignOffVerification: Sendable {
    /// One sign-off and what checking it found.
    public struct Finding: Sendable {
        public let id: String
        /// Nil for a manifest that has no record in the sign-off ledger.
        public let record: SignOffRecord?
        public let manifest: SignOffManifest?
        /// A signature was made, or a signature file is there.
        public let signed: Bool
        /// Empty when the sign-off holds.
        public let problems: [String]
        /// What was checked, or why not: "signature good …", "signature not checked: …".
        public let signatureNote: String?
    }

    /// The sign-off ledger, nil when the folder has none.
    public let ledger: SessionLedger?
    public let findings: [Finding]

    /// Nothing to report: no sign-off ledger and no manifests.
    public var isEmpty: Bool { ledger == nil && findings.isEmpty }

    /// - Parameters:
    ///   - sessions: the sessions already read; a covered session missing from them is read
    ///     from the folder, so a filtered list (an export of some sessions) loses nothing.
    ///   - allowedSigners: the allowed-signers file, or nil to leave signatures unchecked.
    ///   - evidence: the check that sessions read here go through; a caller that has checked
    ///     the folder's evidence already passes its own, so no file is hashed twice.
    public static func run(
        resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?, keygen: SSHKeygen = SSHKeygen(),
        evidence: EvidenceCheck? = nil
    ) -> SignOffVerification {
        let files = SignOffFiles(resultsFolder: resultsFolder)
        let ledger = files.readLedger()
        let ledgerName = SessionLedger.signOffLedgerName
        var known = Dictionary(sessions.map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
        let evidence = evidence ?? EvidenceCheck(resultsFolder: resultsFolder)
        var findings: [Finding] = []
        var recorded = Set<String>()
        // The chain vouches for the records before its first break, and for none after it.
        let firstBreak = ledger?.report.problems.min { $0.line < $1.line }
        for record in ledger?.records ?? [] {
            guard let signOff = SignOffRecord(record) else { continue }
            recorded.insert(signOff.manifestID)
            let manifestPath = files.manifestPath(signOff.manifestID)
            let bytes = FileManager.default.contents(atPath: manifestPath).map { [UInt8]($0) }
            var (manifest, problems) = ManifestCheck.check(record: signOff, bytes: bytes, path: manifestPath, ledgerName: ledgerName)
            if let firstBreak, signOff.seq >= firstBreak.line {
                problems.insert("sign-off \(signOff.manifestID): its record (\(ledgerName) line \(signOff.seq)) is not vouched for: \(firstBreak)", at: 0)
            }
            for binding in signOff.sessions where known[binding.id] == nil {
                let path = (resultsFolder as NSString).appendingPathComponent(binding.id + ".jsonl")
                if FileManager.default.fileExists(atPath: path), let session = try? SessionLedger.read(path, checking: evidence) {
                    known[binding.id] = session
                }
            }
            // The record's bindings, not the manifest's: the chain protects the record, while
            // the manifest may be the very thing that was edited.
            problems += CoveredSessionCheck.problems(
                signOff: signOff.manifestID, covered: signOff.sessions, sessions: signOff.sessions.compactMap { known[$0.id] })
            let signaturePath = files.signaturePath(signOff.manifestID)
            let hasSignature = FileManager.default.fileExists(atPath: signaturePath)
            var note: String?
            if signOff.signed && !hasSignature {
                problems.append("sign-off \(signOff.manifestID): signature \(signaturePath) is missing")
            } else if hasSignature && bytes != nil {
                if let allowedSigners {
                    // The principal is the signer the chained record names, which is the
                    // manifest's own whenever the manifest is intact.
                    switch keygen.verify(file: manifestPath, signature: signaturePath, allowedSigners: allowedSigners, principal: signOff.signer) {
                    case .success: note = "signature good (\(signOff.signer))"
                    case .failure(let error): problems.append("sign-off \(signOff.manifestID): signature does not verify: \(error)")
                    }
                } else {
                    note = "signature not checked: no --allowed-signers"
                }
            } else if !hasSignature {
                note = "not signed"
            }
            findings.append(
                Finding(id: signOff.manifestID, record: signOff, manifest: manifest, signed: signOff.signed || hasSignature, problems: problems, signatureNote: note))
        }
        for id in files.manifestIDs() where !recorded.contains(id) {
            let bytes = FileManager.default.contents(atPath: files.manifestPath(id)).map { [UInt8]($0) }
            let manifest = bytes.flatMap { try? SignOffManifest.read($0) }
            findings.append(
                Finding(
                    id: id, record: nil, manifest: manifest, signed: FileManager.default.fileExists(atPath: files.signaturePath(id)),
                    problems: ["sign-off \(id): manifest \(files.manifestPath(id)) has no record in \(ledgerName) (added later, or its record was removed)"],
                    signatureNote: nil))
        }
        return SignOffVerification(ledger: ledger, findings: findings)
    }
}
