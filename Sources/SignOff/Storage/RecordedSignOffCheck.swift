import Foundation
import Ledger

/// Checks the sign-offs recorded in a results folder's sign-off ledger, one after another, for
/// `SignOffVerification.run`: each manifest against its record, the sessions it covers against
/// what was signed, its signature, and what later results superseded.
///
/// It keeps what one sign-off's check reads for the next: the sessions read so far, and every
/// session's verdicts and ledgers, read once and only when a sign-off needs them.
struct RecordedSignOffCheck {
    private let resultsFolder: String
    private let files: SignOffFiles
    private let ledgerName = SessionLedger.signOffLedgerName
    private let allowedSigners: String?
    private let keygen: SSHKeygen
    private let evidence: EvidenceCheck
    private let replan: (@Sendable (SignOffManifest) -> PlanNow?)?
    private let belongs: (@Sendable (SessionLedger) -> Bool)?
    /// The chain vouches for the records before its first break, and for none after it.
    private let firstBreak: LedgerVerifier.Problem?
    /// The sessions read so far, by id.
    private var known: [String: SessionLedger]
    /// Every session's verdicts, read once and only if some sign-off recorded its scenarios.
    private var everySession: [SessionVerdicts]?
    /// Every session with its records, read once and only if some sign-off recorded
    /// conformance claims (working them out needs step verdicts).
    private var everyLedger: [SessionLedger]?

    /// The parameters are `SignOffVerification.run`'s; `ledger` is the folder's sign-off ledger.
    init(
        resultsFolder: String, files: SignOffFiles, ledger: SessionLedger?, sessions: [SessionLedger], allowedSigners: String?,
        keygen: SSHKeygen, evidence: EvidenceCheck?, everySession: [SessionVerdicts]?,
        replan: (@Sendable (SignOffManifest) -> PlanNow?)?, belongs: (@Sendable (SessionLedger) -> Bool)?
    ) {
        self.resultsFolder = resultsFolder
        self.files = files
        self.allowedSigners = allowedSigners
        self.keygen = keygen
        self.replan = replan
        self.belongs = belongs
        known = Dictionary(sessions.map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
        self.evidence = evidence ?? EvidenceCheck(resultsFolder: resultsFolder)
        self.everySession = everySession
        firstBreak = ledger?.report.problems.min { $0.line < $1.line }
    }

    /// What checking one recorded sign-off finds.
    mutating func check(_ signOff: SignOffRecord) -> SignOffVerification.Finding {
        let manifestPath = files.recordedManifestPath(signOff.manifestID)
        let bytes = FileManager.default.contents(atPath: manifestPath).map { [UInt8]($0) }
        var (manifest, problems) = ManifestCheck.check(record: signOff, bytes: bytes, path: manifestPath, ledgerName: ledgerName)
        if let firstBreak, signOff.seq >= firstBreak.line {
            problems.insert("sign-off \(signOff.manifestID): its record (\(ledgerName) line \(signOff.seq)) is not vouched for: \(firstBreak)", at: 0)
        }
        if let manifest { problems += RecordAgreement.problems(record: signOff, manifest: manifest, ledgerName: ledgerName) }
        // What was signed decides which sessions must be unchanged; the record only when
        // the manifest cannot be read.
        let covered = manifest?.sessions ?? signOff.sessions
        readCoveredSessions(covered)
        // With the signed scenarios at hand, records appended after the sign-off are
        // judged by what they change (superseded), not by being there.
        let judgesAppends = manifest?.scenarios != nil
        problems += CoveredSessionCheck.problems(
            signOff: signOff.manifestID, covered: covered, sessions: covered.compactMap { known[$0.id] }, appendsAllowed: judgesAppends)
        let (superseded, conformanceChanges) = changesSinceSigned(manifest)
        let signature = checkSignature(signOff, manifest: manifest, manifestPath: manifestPath, manifestRead: bytes != nil)
        problems += signature.problems
        // The scenarios its selection plans today, to find those deleted since.
        let planNow = manifest.flatMap { $0.scenarios == nil ? nil : replan?($0) }
        if let refusal = planNow?.refusal {
            problems.append("sign-off \(signOff.manifestID): its recorded selection cannot be planned again: \(refusal)")
        }
        var finding = SignOffVerification.Finding(
            id: signOff.manifestID, record: signOff, manifest: manifest, signed: signOff.signed || signature.present, problems: problems,
            signatureNote: signature.note, superseded: superseded, resignedBy: nil)
        finding.conformanceChanges = conformanceChanges
        finding.signatureVerified = signature.note?.hasPrefix("signature good") == true
        if let manifest, let signed = manifest.scenarios, let now = planNow, now.refusal == nil {
            finding.removed = signed.filter { !now.scenarios.contains($0.id) }.map(\.label)
            if let conformance = manifest.conformance, let map = now.map,
                let change = MappingCheck.change(
                    signed: conformance.map, signedScenarios: Set(signed.map(\.id)), current: map, plannedNow: now.scenarios)
            {
                finding.conformanceChanges.append(change)
            }
        }
        return finding
    }

    /// Reads the covered sessions not read yet that are in the folder, checking their evidence.
    private mutating func readCoveredSessions(_ covered: [CoveredSession]) {
        for binding in covered where known[binding.id] == nil {
            let path = (resultsFolder as NSString).appendingPathComponent(binding.id + ".jsonl")
            if FileManager.default.fileExists(atPath: path), let session = try? SessionLedger.read(path, checking: evidence) {
                known[binding.id] = session
            }
        }
    }

    /// The scenarios whose result, and the conformance claims that, are other now than when
    /// signed; none when the manifest recorded no scenarios.
    private mutating func changesSinceSigned(_ manifest: SignOffManifest?) -> ([SupersededCheck.Change], [String]) {
        guard let signed = manifest?.scenarios else { return ([], []) }
        if everySession == nil {
            // Conformance needs the ledgers with their records: take the verdicts from
            // those rather than read every file a second time.
            everySession =
                manifest?.conformance != nil || belongs != nil
                ? allLedgers().map(SessionVerdicts.init) : (try? SessionVerdicts.readFolder(resultsFolder, checkingEvidence: false)) ?? []
        }
        let superseded = SupersededCheck.changes(signed: signed, sessions: everySession ?? [])
        var conformanceChanges: [String] = []
        if let conformance = manifest?.conformance {
            conformanceChanges = ConformanceCheck.changes(signed: conformance, scenarios: signed, sessions: allLedgers())
        }
        return (superseded, conformanceChanges)
    }

    /// Every session ledger of the folder that belongs, read on first use.
    private mutating func allLedgers() -> [SessionLedger] {
        if let everyLedger { return everyLedger }
        let paths = (try? SessionLedger.ledgerPaths(in: resultsFolder)) ?? []
        // Verdicts are all they are read for: no evidence file is hashed here.
        // Sessions of another project or release (`belongs`) count for no claim, as in exports.
        let read = paths.compactMap { path in
            known[SessionLedger.sessionID(path)] ?? (try? SessionLedger.readFile(path)).map { SessionLedger(path: path, bytes: $0) }
        }.filter { belongs?($0) ?? true }
        everyLedger = read
        return read
    }

    /// What the signature of a sign-off shows: whether its file is there, what was checked
    /// (or why not), and its problems.
    private struct SignatureCheck {
        var present: Bool
        var note: String?
        var problems: [String] = []
    }

    /// Checks the signature against the allowed signers when they are given (then every
    /// sign-off must be signed); otherwise only that a sign-off recorded as signed has one.
    /// - Parameter manifestRead: the manifest's bytes could be read, so there is something to verify.
    private func checkSignature(
        _ signOff: SignOffRecord, manifest: SignOffManifest?, manifestPath: String, manifestRead: Bool
    ) -> SignatureCheck {
        let signaturePath = files.recordedSignaturePath(signOff.manifestID)
        var check = SignatureCheck(present: FileManager.default.fileExists(atPath: signaturePath))
        let principal = manifest?.signer ?? signOff.signer
        if let allowedSigners {
            if !check.present {
                check.problems.append(
                    "sign-off \(signOff.manifestID): not signed (\(signaturePath) is missing); with --allowed-signers every sign-off must be signed")
            } else if manifestRead {
                switch keygen.verify(file: manifestPath, signature: signaturePath, allowedSigners: allowedSigners, principal: principal) {
                case .success: check.note = "signature good (\(principal))"
                case .failure(let error): check.problems.append("sign-off \(signOff.manifestID): signature does not verify: \(error)")
                }
            }
        } else if signOff.signed && !check.present {
            check.problems.append("sign-off \(signOff.manifestID): signature \(signaturePath) is missing")
        } else {
            check.note = check.present ? "signature not checked: no --allowed-signers" : "not signed"
        }
        return check
    }
}
