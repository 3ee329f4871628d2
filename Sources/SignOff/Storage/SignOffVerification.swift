import Foundation
import Ledger

/// Checks every sign-off in a results folder: the sign-off ledger's chain, each manifest
/// against its record, each signature (when an allowed-signers file is given), each covered
/// session against what was signed, and whether later results superseded it. `stepwise
/// verify`, `status` and exports all show this.
///
/// Everything shown about a sign-off comes from its manifest — the bytes that were signed —
/// and the record in the sign-off ledger is only checked against it: a record can be edited
/// and its chain recomputed by anyone who can write the folder; a signature cannot be.
public struct SignOffVerification: Sendable {
    /// One sign-off and what checking it found.
    public struct Finding: Sendable {
        public let id: String
        /// Nil for a manifest that has no record in the sign-off ledger.
        public let record: SignOffRecord?
        public let manifest: SignOffManifest?
        /// A signature was made, or a signature file is there.
        public let signed: Bool
        /// Empty when the sign-off holds: everything here is a sign of tampering or loss.
        public let problems: [String]
        /// What was checked, or why not: "signature good …", "signature not checked: …".
        public let signatureNote: String?
        /// Scenarios whose current result is another than when signed.
        public let superseded: [SupersededCheck.Change]
        /// The later sign-off that signed the changed results again, if one holds.
        public let resignedBy: String?
        /// The WCAG conformance claims that are other now than when signed.
        public var conformanceChanges: [String] = []
        /// Its signature was checked against the allowed signers and is good: only then does
        /// anything prove who made it.
        public var signatureVerified = false

        /// Shown from the signed manifest; from the record only when the manifest is gone.
        public var signer: String { manifest?.signer ?? record?.signer ?? "" }
        public var role: String { manifest?.role ?? record?.role ?? "" }
        public var meaning: String { manifest?.meaning ?? record?.meaning ?? "" }
        public var time: String { manifest?.time ?? record?.time ?? "" }
        public var allowIncomplete: Bool { manifest?.allowIncomplete ?? record?.allowIncomplete ?? false }
        public var incompleteCount: Int { manifest?.incomplete.count ?? record?.incomplete ?? 0 }
        public var sessions: [CoveredSession] { manifest?.sessions ?? record?.sessions ?? [] }

        /// Signed scenarios its selection no longer plans (labels): deleted or renamed since.
        public var removed: [String] = []
        /// Later results changed a scenario's state or a conformance claim it signed, or a
        /// scenario it signed is no longer planned.
        public var isSuperseded: Bool { !superseded.isEmpty || !conformanceChanges.isEmpty || !removed.isEmpty }
        /// Intact and not superseded: it vouches for the results as they are now.
        public var holds: Bool { problems.isEmpty && !isSuperseded }
        /// Superseded with no later sign-off vouching for the change: the current results of
        /// its plan are not signed off.
        public var supersededUnsigned: Bool { isSuperseded && resignedBy == nil }

        /// "superseded by session s2: features/a.feature:3 Keyboard: failed when signed, passed now (session s2)"
        public var supersededText: String? {
            guard isSuperseded else { return nil }
            let sessions = Array(Set(superseded.compactMap(\.session))).sorted()
            let by = sessions.isEmpty ? "" : " by session\(sessions.count == 1 ? "" : "s") \(sessions.joined(separator: ", "))"
            let again = resignedBy.map { "; signed again in sign-off \($0)" } ?? ""
            var changes = superseded.map(\.description)
            if !conformanceChanges.isEmpty {
                changes.append("conformance claims changed since sign-off: " + conformanceChanges.joined(separator: "; "))
            }
            if !removed.isEmpty { changes.append("no longer planned: " + removed.joined(separator: "; ")) }
            return "superseded\(by): " + changes.joined(separator: "; ") + again
        }
    }

    /// The sign-off ledger, nil when the folder has none.
    public let ledger: SessionLedger?
    public let findings: [Finding]
    /// Sign-offs stopped before their record was written (only pending files are left):
    /// nothing was signed off, and the next `signoff` removes them.
    public var interrupted: [String] = []
    /// Recorded sign-offs with pending files beside their manifest in place: nothing that
    /// signoff writes leaves those, so they were put there, and must never be taken for it.
    public var strays: [String] = []

    /// Nothing to report: no sign-off ledger and no manifests.
    public var isEmpty: Bool { ledger == nil && findings.isEmpty && interrupted.isEmpty }

    /// - Parameters:
    ///   - sessions: the sessions already read; a covered session missing from them is read
    ///     from the folder, so a filtered list (an export of some sessions) loses nothing.
    ///   - allowedSigners: the allowed-signers file, or nil to leave signatures unchecked.
    ///     Given, every sign-off must be signed and its signature must verify.
    ///   - evidence: the check that sessions read here go through; a caller that has checked
    ///     the folder's evidence already passes its own, so no file is hashed twice.
    ///   - everySession: every session of the folder, when the caller has read them all (for
    ///     judging what later results superseded); nil reads them here if a sign-off needs them.
    public static func run(
        resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?, keygen: SSHKeygen = SSHKeygen(),
        evidence: EvidenceCheck? = nil, everySession given: [SessionVerdicts]? = nil,
        replan: (@Sendable (SignOffManifest) -> PlanNow?)? = nil, belongs: (@Sendable (SessionLedger) -> Bool)? = nil
    ) -> SignOffVerification {
        let files = SignOffFiles(resultsFolder: resultsFolder)
        let ledger = files.readLedger()
        var check = RecordedSignOffCheck(
            resultsFolder: resultsFolder, files: files, ledger: ledger, sessions: sessions, allowedSigners: allowedSigners, keygen: keygen,
            evidence: evidence, everySession: given, replan: replan, belongs: belongs)
        var findings: [Finding] = []
        var recorded = Set<String>()
        for record in ledger?.records ?? [] {
            guard let signOff = SignOffRecord(record) else { continue }
            recorded.insert(signOff.manifestID)
            findings.append(check.check(signOff))
        }
        for id in files.manifestIDs() where !recorded.contains(id) {
            findings.append(unrecorded(id, files: files))
        }
        var verification = SignOffVerification(ledger: ledger, findings: resigned(findings))
        verification.interrupted = files.pendingIDs().filter { !recorded.contains($0) }
        verification.strays = files.pendingIDs().filter { recorded.contains($0) && files.hasManifestInPlace($0) }
        return verification
    }

    /// A manifest with no record in the sign-off ledger: added later, or its record removed.
    private static func unrecorded(_ id: String, files: SignOffFiles) -> Finding {
        let bytes = FileManager.default.contents(atPath: files.manifestPath(id)).map { [UInt8]($0) }
        let manifest = bytes.flatMap { try? SignOffManifest.read($0) }
        return Finding(
            id: id, record: nil, manifest: manifest, signed: FileManager.default.fileExists(atPath: files.signaturePath(id)),
            problems: [
                "sign-off \(id): manifest \(files.manifestPath(id)) has no record in \(SessionLedger.signOffLedgerName)"
                    + " (added later, or its record was removed)"
            ],
            signatureNote: nil, superseded: [], resignedBy: nil)
    }

    /// A superseded sign-off whose changed scenarios a later sign-off signed again, as they
    /// are now, is history rather than a gap: each such finding names that sign-off.
    static func resigned(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().map { index, finding in
            guard finding.isSuperseded else { return finding }
            var needed = Set(finding.superseded.map(\.id))
            let claimsChanged = !finding.conformanceChanges.isEmpty
            if claimsChanged {
                // Changed claims rest on every check the old sign-off's claims were made of: only
                // a sign-off over all of those scenarios speaks for them again.
                needed.formUnion(finding.manifest?.conformance?.map.checks.map(\.scenario) ?? [])
            }
            // Scenarios no longer planned are signed away only by a later sign-off of the same
            // selection, which plans what is there now.
            let removedOnly = needed.isEmpty && !finding.removed.isEmpty
            // An empty set is a subset of anything: a sign-off over nothing re-signs nothing.
            guard !needed.isEmpty || removedOnly else { return finding }
            let later = findings[(index + 1)...].first { other in
                guard other.holds, let signed = other.manifest?.scenarios else { return false }
                if !finding.removed.isEmpty, other.manifest?.selection != finding.manifest?.selection { return false }
                if claimsChanged {
                    // Changed claims are signed again only by a sign-off that approved claims
                    // up to at least the same level.
                    guard let mine = finding.manifest?.conformance?.map.target, let theirs = other.manifest?.conformance?.map.target,
                        mine <= theirs
                    else { return false }
                }
                return needed.isSubset(of: Set(signed.map(\.id)))
            }
            guard let later else { return finding }
            var resigned = Finding(
                id: finding.id, record: finding.record, manifest: finding.manifest, signed: finding.signed, problems: finding.problems,
                signatureNote: finding.signatureNote, superseded: finding.superseded, resignedBy: later.id)
            resigned.conformanceChanges = finding.conformanceChanges
            resigned.removed = finding.removed
            return resigned
        }
    }
}
