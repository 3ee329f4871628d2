import Digest
import Foundation
import Ledger
import Paths

/// Whether a session's own signature holds: the statement names this session and its tester,
/// covers the ledger as it stands now, was made by a key allowed for that tester, and the
/// sign-offs it saw are still there.
public enum SessionSignatureCheck {
    public struct Outcome: Sendable {
        /// Each one names the session and fails `verify`.
        public let problems: [String]
        /// What was checked, for the session's `ok` line: "signed by ann@example.com,
        /// signature good", "signed, signature not checked: no --allowed-signers", "not signed".
        public let note: String
    }

    /// - Parameters:
    ///   - bytes: the session's ledger as read, to find the signed head among its lines.
    ///   - report: what verifying those bytes found.
    ///   - signOffLedger: the sign-off ledger as it is now, nil when there is none.
    ///   - allowedSigners: checks the signature when given; without it only the statement is
    ///     compared with the ledger, which proves nothing about who made it.
    ///   - required: a session without a signature is a problem (`--require-signatures`).
    public static func check(
        session: String, bytes: [UInt8], report: LedgerVerifier.Report, identity: SessionIdentity?, files: SessionSignatureFiles,
        signOffLedger: SessionLedger?, allowedSigners: String?, required: Bool, keygen: SSHKeygen
    ) -> Outcome {
        let name = "session \(session)"
        let statementPath = files.statementPath(session)
        let signaturePath = files.signaturePath(session)
        guard let data = FileManager.default.contents(atPath: statementPath) else {
            if FileManager.default.fileExists(atPath: signaturePath) {
                return Outcome(problems: ["\(name): signature \(signaturePath) has no statement \(statementPath) beside it"], note: "not signed")
            }
            let problems =
                required ? ["\(name): not signed (--require-signatures: sign it with '\(ProgramPath.command) sign \(session) --key KEY')"] : []
            return Outcome(problems: problems, note: "not signed")
        }
        guard let statement = SessionStatement.read([UInt8](data)) else {
            return Outcome(problems: ["\(name): signature statement \(statementPath) does not read as one"], note: "signed")
        }
        var problems: [String] = []
        if statement.session != session {
            problems.append("\(name): its signature was made for session \(statement.session) (renamed or copied)")
        }
        let tester = identity?.signer
        if let tester, statement.tester != tester {
            problems.append("\(name): its signature names tester \(statement.tester), the session was started by \(tester)")
        }
        if identity == nil || tester == nil {
            // The signature proves who signed only when the session says whose it is: a ledger
            // naming no tester could be passed off as anyone's.
            problems.append("\(name): its first record is not a session start naming its tester, so the signature cannot be tied to a tester")
        }
        var unsignedTail: String?
        switch headState(statement: statement, bytes: bytes, report: report) {
        case .same: break
        case .extended(let count):
            // Records added after signing are not forged by being there, but nobody vouches
            // for them: a problem when signatures are required, a note otherwise.
            let text =
                "\(count) record\(count == 1 ? "" : "s") after its signature (lines \(statement.records + 1)–\(report.records)) \(count == 1 ? "is" : "are") not signed; sign it again"
            if required { problems.append("\(name): \(text)") } else { unsignedTail = text }
        case .changed:
            problems.append(
                "\(name): ledger changed since it was signed (\(statement.records) records signed with head \(statement.head.prefix(16)), "
                    + "\(report.records) now with head \(report.headHash.prefix(16)))")
        }
        problems += signOffProblems(name: name, statement: statement, signOffLedger: signOffLedger)
        guard FileManager.default.fileExists(atPath: signaturePath) else {
            problems.append("\(name): signature \(signaturePath) is missing")
            return Outcome(problems: problems, note: "not signed")
        }
        guard let allowedSigners else {
            return Outcome(
                problems: problems,
                note: "signed by \(statement.tester), signature not checked: no --allowed-signers" + (unsignedTail.map { "; \($0)" } ?? ""))
        }
        switch keygen.verify(
            file: statementPath, signature: signaturePath, allowedSigners: allowedSigners, principal: tester ?? statement.tester,
            namespace: SSHKeygen.sessionNamespace)
        {
        case .success:
            return Outcome(problems: problems, note: "signed by \(statement.tester), signature good" + (unsignedTail.map { "; \($0)" } ?? ""))
        case .failure(let error):
            problems.append("\(name): signature does not verify: \(error)")
            return Outcome(problems: problems, note: "signed by \(statement.tester)")
        }
    }

    enum HeadState {
        case same
        /// The signed records are intact, and this many were added after them.
        case extended(Int)
        case changed
    }

    /// The statement's head against the ledger: the same, or a prefix with unsigned records
    /// after it, or something else.
    static func headState(statement: SessionStatement, bytes: [UInt8], report: LedgerVerifier.Report) -> HeadState {
        if statement.records == report.records && statement.head == report.headHash { return .same }
        if statement.records < report.records, lineHash(bytes, line: statement.records) == statement.head {
            return .extended(report.records - statement.records)
        }
        return .changed
    }

    /// The sign-offs the signature saw must still be in the sign-off ledger, unchanged.
    static func signOffProblems(name: String, statement: SessionStatement, signOffLedger: SessionLedger?) -> [String] {
        let seen = statement.signOffRecords
        guard seen > 0 else { return [] }
        let now = signOffLedger?.report.records ?? 0
        let lost = "\(name): its signature saw \(seen) sign-off record\(seen == 1 ? "" : "s") in \(SessionLedger.signOffLedgerName)"
        guard let ledger = signOffLedger, now >= seen else { return ["\(lost); \(now) are there now (sign-offs removed)"] }
        let hash = now == seen ? ledger.report.headHash : ledger.records.first { $0.seq == seen + 1 }?.prev
        return hash == statement.signOffHead ? [] : ["\(lost), and record \(seen) is no longer the one it saw (sign-offs rewritten)"]
    }

    /// SHA-256 of line `line` (from 1) of the bytes, without its newline.
    static func lineHash(_ bytes: [UInt8], line: Int) -> String? {
        guard line > 0 else { return LedgerRecord.genesis }
        var start = 0
        var current = 1
        while current < line {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            current += 1
        }
        guard start <= bytes.count else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return SHA256.hash(Array(bytes[start..<end]))
    }
}
