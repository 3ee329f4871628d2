/// One session's verdicts, as replay needs them, and what verifying its ledger found.
///
/// Read from a ledger's bytes, it verifies the chain and gathers the verdicts in one pass
/// without building the records (`stepwise results`, `status` and `run --rerun` read every
/// session this way); made from a `SessionLedger`, it takes the records already read (exports
/// need those records anyway). Both give the same verdicts.
public struct SessionVerdicts: Sendable {
    public let path: String
    public let sessionID: String
    public private(set) var report: LedgerVerifier.Report
    let verdicts: VerdictsByScenario
    /// The evidence records, with their lines, for checking the files they name.
    let evidence: [LedgerVerifier.EvidenceLine]

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, parts: nil)
    }

    /// `parts` overrides how many parts the lines are shared out in, for tests.
    init(path: String, bytes: [UInt8], parts: Int?) {
        self.path = path
        sessionID = SessionLedger.sessionID(path)
        let facts: [ReplayFacts]
        (report, facts, evidence) = bytes.withUnsafeBufferPointer { LedgerVerifier.verifyForReplay($0, parts: parts) }
        verdicts = .gather(facts, session: sessionID)
    }

    public init(_ ledger: SessionLedger) {
        path = ledger.path
        sessionID = ledger.sessionID
        report = ledger.report
        evidence = ledger.evidence
        var facts = ReplayFacts()
        for record in ledger.records { facts.take(record) }
        verdicts = .gather([facts], session: sessionID)
    }

    /// Every session's verdicts in a results folder (not the sign-off ledger), sorted by file
    /// name, each with its evidence files checked unless `checkingEvidence` is false.
    public static func readFolder(_ folder: String, checkingEvidence: Bool = true) throws(LedgerError) -> [SessionVerdicts] {
        let check = EvidenceCheck(resultsFolder: folder)
        return try SessionLedger.ledgerPaths(in: folder).map { path throws(LedgerError) in
            var session = SessionVerdicts(path: path, bytes: try SessionLedger.readFile(path))
            if checkingEvidence { session.report = session.report.adding(check.problems(session.evidence)) }
            return session
        }
    }
}
