import Foundation
import Paths
import SignOff
import Workflows

/// `stepwise sign SESSION... --key KEY [--results DIR]`: a tester signs their sessions with
/// their SSH key, as git signs a commit, so that `verify --allowed-signers` can tell who
/// recorded them and that nothing changed since. SESSION is a session id or its ledger's path.
enum SignCommand {
    static let table = OptionTable(
        command: "sign", operands: "SESSION...",
        options: [
            CommandOption(
                "--key", .value("SSH_PRIVATE_KEY"),
                help: [
                    "the tester's private key (or the public half of a key held by ssh-agent); the allowed-signers",
                    "file must list it for the tester's name as the session records it",
                ]),
            CommandOption("--results", .value("DIR")),
        ],
        notes: ["SESSION: a session id (as 'stepwise verify' lists them) or the path of its .jsonl ledger"])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        let key = parsed.value("--key")
        let folder = parsed.value("--results")
        let sessions = parsed.operands
        guard let key, !sessions.isEmpty else {
            output.errorLine("stepwise sign: error: name at least one session and --key\n\(usage)")
            return ExitStatus.usage
        }
        if let problem = SigningKey.problem(key) {
            output.errorLine("stepwise sign: error: \(problem)")
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        for session in sessions {
            let (resultsFolder, id) = locate(session, folder: folder)
            switch SessionSigner.sign(resultsFolder: resultsFolder, session: id, key: key) {
            case .success(let signed):
                output.line(
                    "Signed session \(id) for \(signed.statement.tester): \(signed.statement.records) records, head \(signed.statement.head.prefix(16)). Signature: \(signed.signature)."
                )
            case .failure(let failure):
                output.errorLine("stepwise sign: \(failure.refused ? "" : "error: ")\(failure)")
                status = max(status, failure.refused ? ExitStatus.problems : ExitStatus.usage)
            }
        }
        output.flush()
        return status
    }

    /// A session named by its ledger's path lives in that ledger's folder; one named by id in
    /// the results folder.
    static func locate(_ session: String, folder: String?) -> (folder: String, id: String) {
        if session.hasSuffix(".jsonl") {
            return (PathText.parent(session), PathText.stem(session))
        }
        return (ResultsFolder.resolve(folder), session)
    }
}
