import Foundation
import Workflows
import JSON
import Ledger
import SignOff

/// `stepwise verify [--results DIR] [--allowed-signers FILE] [--require-signatures]
/// [--format text|json]`: checks every session ledger (chain, evidence, identity, signature),
/// then the sign-off ledger and every sign-off. One line per session that holds, one line per
/// problem (worst first) for one that does not; the same for sign-offs. Exit 0 only when
/// everything holds, 1 otherwise, 2 when the arguments cannot be used.
enum VerifyCommand {
    static let usage = """
        usage: stepwise verify [--results DIR] [--allowed-signers FILE] [--require-signatures] [--format text|json]
          --results: default $STEPWISE_RESULTS, else ./results
          --allowed-signers: check session and sign-off signatures against this ssh-keygen allowed-signers file;
                             every sign-off must then be signed
          --require-signatures: every session must be signed by its tester, too (needs --allowed-signers)
          --format json: every finding as one JSON document
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        var arguments = arguments
        let allowedSigners: String?
        let requireSignatures: Bool
        switch AllowedSignersOption.take(from: &arguments, command: "verify", usage: usage) {
        case .success(let value): (allowedSigners, requireSignatures) = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var folder: String?
        var json = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--results", "--format":
                guard index + 1 < arguments.count else {
                    output.errorLine("stepwise verify: error: \(argument) needs a value\n\(usage)")
                    return ExitStatus.usage
                }
                let value = arguments[index + 1]
                if argument == "--results" {
                    folder = value
                } else if value == "json" || value == "text" {
                    json = value == "json"
                } else {
                    output.errorLine("stepwise verify: error: --format is text or json\n\(usage)")
                    return ExitStatus.usage
                }
                index += 1
            default:
                output.errorLine("stepwise verify: error: unexpected argument '\(argument)'\n\(usage)")
                return ExitStatus.usage
            }
            index += 1
        }
        let resultsFolder = ResultsFolder.resolve(folder)
        let paths: [String]
        do {
            if ResultsFolder.isUnusedDefault(folder) {
                // Before the first session there is nothing to verify, and nothing is wrong.
                output.errorLine("\(resultsFolder): no results yet")
                paths = []
            } else {
                paths = try SessionLedger.ledgerPaths(in: resultsFolder)
            }
        } catch {
            output.errorLine("\(error)")
            return ExitStatus.usage
        }
        let verification = ResultsFolderVerification.run(
            resultsFolder: resultsFolder, paths: paths, allowedSigners: allowedSigners, requireSignatures: requireSignatures,
            replan: SignedPlan.replanner(resultsFolder: resultsFolder),
            belongs: (try? ProjectConfig.load(forResults: resultsFolder).get()).flatMap(SessionBelonging.check))
        // Sessions recorded for another project or release than this folder's settings name.
        // Each is a problem of its session: named with it, counted in the summary, not ok in JSON.
        var strangers: [String: [String]] = [:]
        if case .success(let config) = ProjectConfig.load(forResults: resultsFolder), config.project != nil || config.release != nil {
            let ledgers = paths.compactMap { path in (try? SessionLedger.readFile(path)).map { SessionLedger(path: path, bytes: $0) } }
            for stranger in SessionBelonging.bySession(ledgers, config: config) { strangers[stranger.session.sessionID] = stranger.problems }
        }
        if json {
            var document = VerifyJSON.render(verification, notBelonging: strangers)
            if case .object(var members) = document {
                members["notBelonging"] = .array(strangers.keys.sorted().flatMap { strangers[$0]! }.map { .string($0) })
                if !strangers.isEmpty { members["ok"] = .bool(false) }
                document = .object(members)
            }
            output.line(document.text)
        } else {
            for line in text(verification, notBelonging: strangers) { output.shownLine(line) }
        }
        output.flush()
        return verification.holds && strangers.isEmpty ? ExitStatus.success : ExitStatus.problems
    }

    /// One line per session that holds, one per problem of one that does not, then the
    /// sign-offs, then a summary.
    static func text(_ verification: ResultsFolderVerification, notBelonging: [String: [String]] = [:]) -> [String] {
        var lines: [String] = []
        for session in verification.sessions {
            if let foreign = notBelonging[session.id] {
                // Intact or not, a session of another release is a problem here.
                lines += foreign.map { "\(session.path): \($0)" }
                if session.isIntact, let report = session.report {
                    let signature = session.signatureNote.map { "; \($0)" } ?? ""
                    lines.append("\(session.path): intact by itself (\(report.records) records, head \(report.headHash.prefix(16))\(signature)), but not these results'")
                } else {
                    for problem in session.problems { lines.append("\(session.path): \(problem)") }
                }
            } else if session.isIntact, let report = session.report {
                let signature = session.signatureNote.map { "; \($0)" } ?? ""
                lines.append("\(session.path): ok (\(report.records) records, head \(report.headHash.prefix(16))\(signature))")
            } else {
                for problem in session.problems { lines.append("\(session.path): \(problem)") }
            }
        }
        let signOffText = SignOffText.render(verification.signOffs)
        lines += signOffText.lines
        let count = verification.sessions.count
        let broken = verification.sessions.filter { !$0.isIntact || notBelonging[$0.id] != nil }.count
        lines.append(
            "\(count) session\(count == 1 ? "" : "s"), \(broken) with problems" + (verification.signOffs.isEmpty ? "" : "; \(signOffText.summary)"))
        return lines
    }
}

/// `stepwise verify --format json`: every session and sign-off with every problem.
enum VerifyJSON {
    static func render(_ verification: ResultsFolderVerification, notBelonging: [String: [String]] = [:]) -> JSONValue {
        let sessions: [JSONValue] = verification.sessions.map { session in
            let foreign = notBelonging[session.id] ?? []
            var members: [String: JSONValue] = [
                "path": .string(session.path), "session": .string(session.id), "ok": .bool(session.isIntact && foreign.isEmpty),
                "problems": .array((foreign + session.problems).map { .string($0) }),
            ]
            if let report = session.report {
                members["records"] = .int(report.records)
                members["head"] = .string(report.headHash)
                members["chain"] = .array(
                    report.problemsWorstFirst.map {
                        .object(["line": .int($0.line), "kind": .string($0.kind.rawValue), "detail": .string($0.detail)])
                    })
            }
            if let note = session.signatureNote { members["signature"] = .string(note) }
            return .object(members)
        }
        let signOffs = verification.signOffs
        let findings: [JSONValue] = signOffs.findings.map { finding in
            var members: [String: JSONValue] = [
                "id": .string(finding.id), "holds": .bool(finding.holds), "signer": .string(finding.signer), "role": .string(finding.role),
                "meaning": .string(finding.meaning), "time": .string(finding.time), "signed": .bool(finding.signed),
                "problems": .array(finding.problems.map { .string($0) }),
                "superseded": .array(
                    finding.superseded.map {
                        var change: [String: JSONValue] = [
                            "scenario": .string($0.id), "label": .string($0.label), "signed": .string($0.signed), "now": .string($0.now),
                        ]
                        if let session = $0.session { change["session"] = .string(session) }
                        return .object(change)
                    }),
            ]
            if let note = finding.signatureNote { members["signature"] = .string(note) }
            if let again = finding.resignedBy { members["signedAgainIn"] = .string(again) }
            if finding.manifest?.conformance != nil {
                members["conformanceChanges"] = .array(finding.conformanceChanges.map { .string($0) })
            }
            return .object(members)
        }
        var result: [String: JSONValue] = [
            "ok": .bool(verification.holds), "sessions": .array(sessions), "signoffs": .array(findings),
        ]
        if let ledger = signOffs.ledger {
            result["signoffLedger"] = .object([
                "path": .string(ledger.path), "ok": .bool(ledger.report.isIntact),
                "problems": .array(ledger.report.problemsWorstFirst.map { .string($0.description) }),
            ])
        }
        return .object(result)
    }
}
