import Conformance
import Foundation
import Workflows
import JSON
import Ledger
import Reports
import SignOff
import TestPlan

/// `stepwise signoff --signer NAME --role ROLE --meaning MEANING [--key KEY] [--allow-incomplete]
/// [--level A|AA|AAA] [--results DIR] PATH…`: records that a person vouches for the current
/// results of the plan — a manifest binding every covered session's head and the plan's WCAG
/// conformance claims up to the level, a record in the sign-off ledger, and with `--key` an
/// SSH signature. Exit 1 when the results are not fit to sign, 2 when the command
/// cannot run as asked; nothing is recorded in either case.
enum SignOffCommand {
    static let table = OptionTable(
        command: "signoff", operands: "PATH...",
        options: [
            CommandOption("--signer", .value("NAME"), help: ["who signs; with --key, the principal of the allowed-signers file (an e-mail address)"]),
            CommandOption("--role", .value("ROLE")),
            CommandOption("--meaning", .value("MEANING"), help: ["what signing says, in the signer's words: executed, reviewed, approved"]),
            CommandOption("--key", .value("SSH_PRIVATE_KEY")),
            CommandOption(
                "--allow-incomplete",
                help: [
                    "sign although scenarios failed, are untested, stale, blocked, skipped or in conflict;",
                    "the manifest lists them",
                ]),
            CommandOption("--level", .value("A|AA|AAA"), help: ["the WCAG 2.2 conformance target whose claims the sign-off approves (default AA)"]),
            CommandOption("--results", .value("DIR")),
        ] + PlanInputs.selectionOptions(for: "signoff"))
    static var usage: String { table.usage }

    struct Options {
        var signer: String?
        var role: String?
        var meaning: String?
        var key: String?
        var allowIncomplete = false
        var level: WCAGCriterion.Level = .aa
        /// Everything else, for the plan and the results folder.
        var rest: [String] = []
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let options: Options
        switch table.read(arguments, output: output) {
        case .success(let parsed):
            switch self.options(parsed) {
            case .success(let value): options = value
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        case .failure(let exit): return exit.status
        }
        guard let signer = options.signer, let role = options.role, let meaning = options.meaning else {
            output.errorLine("stepwise signoff: error: --signer, --role and --meaning are all needed\n\(usage)")
            return ExitStatus.usage
        }
        // Find out now whether signing can work, before anything is written.
        let keygen = SSHKeygen()
        if let key = options.key, let problem = SignCommand.keyProblem(key) {
            return refuse(problem, status: ExitStatus.usage, output)
        }
        let loaded: PlannedResults
        switch PlannedResults.load(options.rest, command: "signoff", usage: usage, output: output, withRecords: true) {
        case .success(let value): loaded = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        if !loaded.gherkinErrors.isEmpty {
            return refuse("refused: \(loaded.gherkinErrors.count) Gherkin error(s); the scenarios of those features are not planned", output)
        }
        if loaded.plan.scenarios.isEmpty {
            // Most likely a wrong path or selection; a signature over nothing would still look like approval.
            return refuse("refused: no scenarios are planned; check the paths and selection options", output)
        }
        let files = SignOffFiles(resultsFolder: loaded.resultsFolder)
        var broken = loaded.sessions.filter { !$0.report.isIntact }
        if let ledger = files.readLedger(), !ledger.report.isIntact { broken.append(ledger) }
        if !broken.isEmpty {
            for ledger in broken {
                output.errorLine("stepwise signoff: refused: \(ledger.path): \(ledger.report.problems[0]): it does not verify; run '\(Invocation.command) verify'")
            }
            return ExitStatus.problems
        }
        let labelled = zip(loaded.plan.scenarios, loaded.results.scenarios).map { scenario, result in
            (result: result, label: "\(scenario.uri):\(scenario.line) \(scenario.name)" + (scenario.platform.isEmpty ? "" : " on \(scenario.platform)"))
        }
        let incomplete = SignOffReadiness.incomplete(labelled)
        if !incomplete.isEmpty && !options.allowIncomplete {
            output.errorLine(
                "stepwise signoff: refused: \(incomplete.count) of \(labelled.count) planned scenarios are not done "
                    + "(\(SignOffReadiness.summary(incomplete))); --allow-incomplete signs anyway and lists them in the manifest")
            for scenario in incomplete { output.errorLine("  \(scenario.label): \(scenario.reason)") }
            return ExitStatus.problems
        }
        let planned = loaded.plan.scenarios.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) }
        let covered = CoveredSessions.select(loaded.sessions, planned: Set(planned.map(\.id)))
        // What the report will claim about itself, against what was tested: said, not refused,
        // since the signer may know why (a release built from the tested candidate).
        if case .success(let project) = ProjectConfig.load(forResults: loaded.resultsFolder) {
            for warning in ReportPlausibility.warnings(
                productVersion: project.report.productVersion ?? project.release, reportDate: project.report.reportDate,
                sessions: covered.compactMap(ReportPlausibility.TestedSession.init), today: String(LedgerTime.string(Date()).prefix(10)))
            {
                output.errorLine("stepwise signoff: warning: " + warning)
            }
        }
        var selection: [String: JSONValue] = ["paths": .array(loaded.options.paths.map { .string($0) })]
        if let tags = loaded.options.tags { selection["tags"] = .string(tags) }
        if let name = loaded.options.name { selection["name"] = .string(name) }
        if let platform = loaded.options.platform { selection["platform"] = .string(platform) }
        if let page = loaded.options.page { selection["page"] = .string(page) }
        // The step library decides which steps check which criteria: the plan made again to
        // compare the mapping must read the same one.
        if let steps = loaded.options.steps { selection["steps"] = .string(steps) }

        // The sign-off ledger's lock is held from here on, so the sequence is this sign-off's.
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: loaded.resultsFolder, sessionID: SignOffFiles.ledgerSessionID, holder: signer)
        } catch {
            return refuse("\(error)", status: ExitStatus.usage, output)
        }
        // A sign-off that fails before its record is written leaves no empty ledger behind.
        defer { writer.discardIfEmpty() }
        let time = LedgerTime.string(Date())
        let conformanceMap = ConformanceMap(plan: loaded.plan.scenarios, target: options.level)
        let claims = ConformanceClaims(
            map: conformanceMap, verdicts: CurrentStepVerdicts.gather(loaded.sessions, results: loaded.results),
            decisions: AuditorDecisions.gather(loaded.sessions))
        if !conformanceMap.checks.isEmpty, !claims.complete, !options.allowIncomplete {
            // An ACR with holes must not be approved as if it had none.
            let gaps = claims.gaps
            output.errorLine(
                "stepwise signoff: refused: the WCAG 2.2 \(options.level.rawValue) conformance claims have \(gaps.count) gap\(gaps.count == 1 ? "" : "s") "
                    + "(A and AA criteria with no check, or checks not yet tested, and no auditor's decision); --allow-incomplete signs "
                    + "anyway and every report says so")
            for part in ProductPart.allCases {
                let numbers = gaps.filter { $0.part == part }.map(\.criterion)
                if !numbers.isEmpty { output.errorLine("  \(part.title): " + numbers.joined(separator: ", ")) }
            }
            output.flush()
            return ExitStatus.problems
        }
        let manifest = SignOffManifest(
            id: files.newID(time: time, signer: signer, role: role), sequence: writer.lastSeq + 1, signer: signer, role: role,
            meaning: meaning, time: time, allowIncomplete: options.allowIncomplete, incomplete: incomplete,
            planHash: PlanHash.of(planned), plannedScenarios: planned.count, selection: selection,
            sessions: covered.map(CoveredSession.init), previous: writer.lastHash,
            scenarios: zip(loaded.plan.scenarios, labelled).map { scenario, entry in
                SignedScenario(
                    id: scenario.id, contentHash: scenario.contentHash, label: entry.label, state: entry.result.state.rawValue,
                    stale: entry.result.stale)
            },
            conformance: SignedConformance(map: conformanceMap, claims: claims))
        // What stopped sign-offs left behind is tidied first, under the ledger's lock.
        files.tidy(recorded: Set((files.readLedger()?.records ?? []).compactMap { SignOffRecord($0)?.manifestID }))
        // The manifest and its signature wait under pending names until the record is written,
        // so a sign-off stopped in between leaves nothing that reads as one.
        var manifestPath: String
        do {
            manifestPath = try files.writeManifest(manifest, pending: true)
        } catch {
            return refuse("\(error)", status: ExitStatus.usage, output)
        }
        var signaturePath: String?
        if let key = options.key {
            switch keygen.sign(file: manifestPath, key: key) {
            case .success(let path): signaturePath = path
            case .failure(let error):
                // Unsigned, it is not what was asked for: take the manifest back.
                try? FileManager.default.removeItem(atPath: manifestPath)
                return refuse("\(error); nothing was recorded", status: ExitStatus.usage, output)
            }
        }
        do {
            try writer.append(RecordType.signOff, SignOffRecord.payload(for: manifest, signed: signaturePath != nil))
        } catch {
            try? FileManager.default.removeItem(atPath: manifestPath)
            if let signaturePath { try? FileManager.default.removeItem(atPath: signaturePath) }
            return refuse("\(error); nothing was recorded", status: ExitStatus.usage, output)
        }
        files.finish(manifest.id)
        manifestPath = files.manifestPath(manifest.id)
        if signaturePath != nil { signaturePath = files.signaturePath(manifest.id) }
        output.line("Signed off: \(manifest.id), sign-off \(manifest.sequence) in \(files.ledgerPath).")
        output.line("Signer: \(signer). Role: \(role). Meaning: \(meaning).")
        output.line(
            "Covers \(covered.count) session\(covered.count == 1 ? "" : "s") and \(planned.count) planned scenario\(planned.count == 1 ? "" : "s") (plan \(manifest.planHash.prefix(16))).")
        if !loaded.leftOut.isEmpty {
            output.line(
                "Left out: \(loaded.leftOut.count) session\(loaded.leftOut.count == 1 ? "" : "s") recorded for another project or release than "
                    + "\(ProjectConfig.fileName) names (listed above); this sign-off does not cover \(loaded.leftOut.count == 1 ? "it" : "them").")
        }
        if !conformanceMap.checks.isEmpty {
            output.line("WCAG 2.2 \(options.level.rawValue) conformance claims: \(ConformanceSummary.sentence(claims)) (claims \(claims.sha256.prefix(16))).")
        }
        if !incomplete.isEmpty {
            output.line("Incomplete, signed with --allow-incomplete: \(SignOffReadiness.summary(incomplete)).")
        }
        if !conformanceMap.checks.isEmpty, !claims.complete {
            output.line("Conformance gaps, signed with --allow-incomplete: \(claims.gaps.count) (reports name each).")
        }
        output.line("Manifest: \(manifestPath).")
        output.line(signaturePath.map { "Signature: \($0)." } ?? "Not signed: no --key.")
        output.flush()
        return ExitStatus.success
    }

    /// The sign-off's options, each value checked; the rest is the plan and the results folder.
    static func options(_ parsed: ParsedArguments) -> Result<Options, UsageError> {
        var options = Options()
        for name in ["--signer", "--role", "--meaning", "--key"] {
            if let value = parsed.value(name), value.trimmingCharacters(in: .whitespaces).isEmpty {
                return .failure(table.error("\(name) needs a value", option: name))
            }
        }
        options.signer = parsed.value("--signer")
        options.role = parsed.value("--role")
        options.meaning = parsed.value("--meaning")
        options.key = parsed.value("--key")
        options.allowIncomplete = parsed.has("--allow-incomplete")
        if let value = parsed.value("--level") {
            guard let level = WCAGCriterion.Level(rawValue: value.uppercased()) else { return .failure(table.error("--level must be A, AA or AAA", option: "--level")) }
            options.level = level
        }
        options.rest = table.selectionArguments(parsed)
        return .success(options)
    }

    private static func refuse(_ message: String, status: Int32 = ExitStatus.problems, _ output: CommandOutput) -> Int32 {
        output.errorLine("stepwise signoff: \(message.hasPrefix("refused") ? "" : "error: ")\(message)")
        return status
    }
}
