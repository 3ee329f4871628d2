import Foundation
import Ledger
import Paths

/// Everything `stepwise verify` checks in a results folder: each session's chain and evidence,
/// that each session is the one it says it is (not renamed, not a copy), each session's own
/// signature, and every sign-off.
public struct ResultsFolderVerification: Sendable {
    public struct SessionFinding: Sendable {
        public let path: String
        public let id: String
        /// Nil for a session whose ledger is missing.
        public let report: LedgerVerifier.Report?
        /// The chain's and the evidence's problems, worst first, then the session's identity
        /// and signature problems: every line names what is wrong.
        public let problems: [String]
        /// What became of the session's signature ("not signed", "signed by …, signature
        /// good"); nil when signatures were neither asked for nor present.
        public let signatureNote: String?
        /// Those of `problems` that are about the session's signature (or a signed session
        /// gone): what `status --check --allowed-signers` adds to the chain it checks already.
        public var signatureProblems: [String] = []
        /// For an automated session, what it recorded: "axe-core 4.10.2 on https://shop.example/cart".
        public var scan: String?
        public var isIntact: Bool { problems.isEmpty }
    }

    public let sessions: [SessionFinding]
    public let signOffs: SignOffVerification

    public var holds: Bool { sessions.allSatisfy(\.isIntact) && SignOffText.render(signOffs).holds }

    /// - Parameters:
    ///   - allowedSigners: checks session and sign-off signatures against this file.
    ///   - requireSignatures: every session and sign-off must be signed (needs `allowedSigners`).
    public static func run(
        resultsFolder: String, paths: [String], allowedSigners: String?, requireSignatures: Bool, keygen: SSHKeygen = SSHKeygen(),
        replan: (@Sendable (SignOffManifest) -> PlanNow?)? = nil, belongs: (@Sendable (SessionLedger) -> Bool)? = nil
    ) -> ResultsFolderVerification {
        let evidence = EvidenceCheck(resultsFolder: resultsFolder)
        let signatures = SessionSignatureFiles(resultsFolder: resultsFolder)
        let signed = signatures.signedSessions()
        let signOffLedger = SignOffFiles(resultsFolder: resultsFolder).readLedger()
        var read: [(path: String, id: String, bytes: [UInt8], report: LedgerVerifier.Report, identity: SessionIdentity?)] = []
        var unreadable: [SessionFinding] = []
        // Read once here and handed on, so checking the sign-offs reads no ledger again.
        var ledgers: [SessionLedger] = []
        for path in paths {
            let id = PathText.stem(path)
            let bytes: [UInt8]
            do {
                bytes = try SessionLedger.readFile(path)
            } catch {
                // A ledger that cannot be read (a folder or a FIFO by that name) is a problem
                // of this folder, said on its line, not the end of the verification.
                unreadable.append(SessionFinding(path: path, id: id, report: nil, problems: ["session \(id): \(error)"], signatureNote: nil))
                continue
            }
            var ledger = SessionLedger(path: path, bytes: bytes)
            ledger.checkEvidence(evidence)
            let report = ledger.report.adding(RecordPlausibility.problems(ledger.records))
            read.append((path, id, bytes, report, SessionIdentity.read(bytes)))
            ledgers.append(ledger)
        }
        let identityProblems = SessionIdentity.problems(read.map { ($0.id, $0.identity) })
        var scans: [String: String] = [:]
        for ledger in ledgers {
            if let start = ledger.records.first.flatMap(ScanStart.init) { scans[ledger.sessionID] = "\(start.tester) on \(start.url)" }
        }
        var sessions: [SessionFinding] = []
        for session in read {
            var problems = session.report.problemsWorstFirst.map(\.description)
            if session.report.records == 0 && session.report.isIntact {
                // Stepwise never leaves a session without its first record, so an empty ledger
                // is one that failed to start (from an older version) or was emptied.
                let empty = LedgerVerifier.Problem(
                    line: 1, kind: .empty, detail: "the ledger has no records: a session that failed to start, or a ledger emptied")
                problems.append(empty.description)
            }
            problems += identityProblems[session.id] ?? []
            var note: String?
            var signatureProblems: [String] = []
            if requireSignatures || signed.contains(session.id) || FileManager.default.fileExists(atPath: signatures.signaturePath(session.id)) {
                let outcome = SessionSignatureCheck.check(
                    session: session.id, bytes: session.bytes, report: session.report, identity: session.identity, files: signatures,
                    signOffLedger: signOffLedger, allowedSigners: allowedSigners, required: requireSignatures, keygen: keygen)
                problems += outcome.problems
                signatureProblems = outcome.problems
                note = outcome.note
            }
            var finding = SessionFinding(
                path: session.path, id: session.id, report: session.report, problems: problems, signatureNote: note,
                signatureProblems: signatureProblems)
            finding.scan = scans[session.id]
            sessions.append(finding)
        }
        sessions += unreadable
        // A signature whose session is gone is a session deleted.
        let present = Set(read.map(\.id))
        for id in signed.subtracting(present).sorted() {
            let path = (resultsFolder as NSString).appendingPathComponent(id + ".jsonl")
            let missing = ["session \(id): missing (its signature \(signatures.statementPath(id)) is there, its ledger is not)"]
            sessions.append(SessionFinding(path: path, id: id, report: nil, problems: missing, signatureNote: nil, signatureProblems: missing))
        }
        let signOffs = SignOffVerification.run(
            resultsFolder: resultsFolder, sessions: ledgers, allowedSigners: allowedSigners, keygen: keygen, evidence: evidence,
            everySession: ledgers.filter { belongs?($0) ?? true }.map(SessionVerdicts.init), replan: replan, belongs: belongs)
        return ResultsFolderVerification(sessions: sessions, signOffs: signOffs)
    }
}
