import JSON
import Ledger
import SignOff

/// `verify`'s answer in lines, as the terminal prints it and the browser shows it.
package enum VerifyText {
    /// One line per session that holds, one per problem of one that does not, then the
    /// sign-offs, then a summary.
    package static func lines(_ outcome: VerifyWorkflow.Outcome) -> [String] {
        let verification = outcome.verification
        let notBelonging = outcome.notBelonging
        var lines: [String] = []
        for session in verification.sessions {
            if let foreign = notBelonging[session.id] {
                // Intact or not, a session of another release is a problem here.
                lines += foreign.map { "\(session.path): \($0)" }
                if session.isIntact, let report = session.report {
                    let signature = session.signatureNote.map { "; \($0)" } ?? ""
                    lines.append(
                        "\(session.path): intact by itself (\(report.records) records, head \(report.headHash.prefix(16))\(signature)), but not these results'"
                    )
                } else {
                    for problem in session.problems { lines.append("\(session.path): \(problem)") }
                }
            } else if session.isIntact, let report = session.report {
                let signature = session.signatureNote.map { "; \($0)" } ?? ""
                // An engine's scan says so: what it recorded, before the chain's figures.
                let scan = session.scan.map { ", automated: \($0)" } ?? ""
                lines.append("\(session.path): ok\(scan) (\(report.records) records, head \(report.headHash.prefix(16))\(signature))")
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
package enum VerifyJSON {
    package static func render(_ outcome: VerifyWorkflow.Outcome) -> JSONValue {
        let verification = outcome.verification
        let notBelonging = outcome.notBelonging
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
            if let scan = session.scan { members["automated"] = .string(scan) }
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
            "ok": .bool(outcome.holds), "sessions": .array(sessions), "signoffs": .array(findings),
            "notBelonging": .array(notBelonging.keys.sorted().flatMap { notBelonging[$0]! }.map { .string($0) }),
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
