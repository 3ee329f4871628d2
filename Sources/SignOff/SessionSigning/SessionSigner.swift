import Foundation
import Ledger
import Paths

/// A tester signing their session: the ledger must verify, and its first record names the
/// tester, who is the principal the signature is checked for (of an automated session, the
/// person who recorded it: `SessionIdentity.signer`). What is signed is a
/// `SessionStatement` over the ledger as it stands.
public enum SessionSigner {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
        /// The session's ledger is not fit to sign (exit 1); otherwise signing could not run (exit 2).
        public let refused: Bool
    }

    public static func sign(
        resultsFolder: String, session: String, key: String, keygen: SSHKeygen = SSHKeygen(), now: Date = Date()
    ) -> Result<(statement: SessionStatement, signature: String), Failure> {
        let path = (resultsFolder as NSString).appendingPathComponent(session + ".jsonl")
        let bytes: [UInt8]
        do {
            bytes = try SessionLedger.readFile(path)
        } catch {
            return .failure(Failure(description: "\(error)", refused: false))
        }
        let report = SessionLedger.verify(bytes: bytes, checking: EvidenceCheck(resultsFolder: resultsFolder))
        if let problem = report.problemsWorstFirst.first {
            return .failure(
                Failure(description: "refused: \(path): \(problem): it does not verify; run '\(ProgramPath.command) verify'", refused: true))
        }
        guard let identity = SessionIdentity.read(bytes), let tester = identity.signer else {
            let who =
                SessionIdentity.read(bytes)?.tester == nil ? "a tester" : "who recorded it (an engine's results are signed by a person: recordedBy)"
            return .failure(Failure(description: "refused: \(path): its first record does not name \(who)", refused: true))
        }
        if let startedAs = identity.startedAs, startedAs != session {
            return .failure(Failure(description: "refused: \(path): it was started as session \(startedAs) (renamed or copied)", refused: true))
        }
        let signOffs = SignOffFiles(resultsFolder: resultsFolder).readLedger()
        let statement = SessionStatement(
            session: session, tester: tester, records: report.records, head: report.headHash,
            signOffRecords: signOffs?.report.records ?? 0, signOffHead: signOffs?.report.headHash ?? LedgerRecord.genesis,
            time: LedgerTime.string(now))
        switch SessionSignatureFiles(resultsFolder: resultsFolder).sign(statement, key: key, keygen: keygen) {
        case .success(let signature): return .success((statement, signature))
        case .failure(let error): return .failure(Failure(description: "\(error); the session was not signed", refused: false))
        }
    }
}
