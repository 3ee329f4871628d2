import Conformance
import Foundation
import Workflows
import JSON
import Ledger
import SignOff
import TestPlan

/// `stepwise decide --criterion N --part PART --level LEVEL --reason TEXT --auditor NAME`: an
/// auditor records a decision about one criterion in one product part — that it does not
/// apply, or a level other than the checks give — with the reason. It is written as a session
/// of its own (hash-chained and fsync'd like any other, signable with --key), so `verify`
/// checks it, a sign-off binds it with the claims, and every report shows it beside the level
/// the checks give. `--list` prints the decisions in force.
enum DecideCommand {
    static let table = OptionTable(
        command: "decide", operands: nil,
        options: [
            CommandOption("--criterion", .value("N.N.N")), CommandOption("--part", .value("web|native-app|any-platform")),
            CommandOption("--level", .value("LEVEL")), CommandOption("--reason", .value("TEXT")), CommandOption("--auditor", .value("NAME")),
            CommandOption("--results", .value("DIR")), CommandOption("--key", .value("SSH_PRIVATE_KEY")), CommandOption("--list"),
        ],
        forms: ["stepwise decide --list [--results DIR]"],
        notes: [
            "--level: supports, partially-supports, does-not-support, not-applicable (not-evaluated only for AAA criteria)",
            "--reason: why, in words a procurement reader understands (\"the product has no prerecorded video\"); required",
            "--results: default $STEPWISE_RESULTS, else ./results",
            "--key: sign the decision's session with the auditor's SSH key, as 'stepwise sign' does",
        ])
    static var usage: String { table.usage }

    struct Options {
        var criterion: String?
        var part: String?
        var level: String?
        var reason: String?
        var auditor: String?
        var results: String?
        var key: String?
        var list = false
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        var options = Options()
        options.criterion = parsed.value("--criterion")
        options.part = parsed.value("--part")
        options.level = parsed.value("--level")
        options.reason = parsed.value("--reason")
        options.auditor = parsed.value("--auditor")
        options.results = parsed.value("--results")
        options.key = parsed.value("--key")
        options.list = parsed.has("--list")
        let resultsFolder = ResultsFolder.resolve(options.results)
        if options.list { return list(resultsFolder, output: output) }
        guard let number = options.criterion else { return fail("--criterion is required", output) }
        guard let criterion = WCAGCriterion.named(number) else {
            return fail("'\(number)' is not a WCAG 2.2 success criterion; give its number, as in --criterion 1.2.1", output)
        }
        guard let partText = options.part else { return fail("--part is required (web, native-app or any-platform)", output) }
        guard let part = partNamed(partText) else {
            return fail("unknown product part '\(partText)'; the parts are web, native-app and any-platform", output)
        }
        guard let levelText = options.level else { return fail("--level is required", output) }
        let allowed = AuditorDecision.allowed(for: criterion.level)
        guard let level = ConformanceLevel(rawValue: levelText.lowercased()), allowed.contains(level) else {
            let why = levelText.lowercased() == "not-evaluated"
                ? "VPAT 2.5 allows Not Evaluated for Level AAA criteria only, and \(criterion.number) is Level \(criterion.level.rawValue)"
                : "'\(levelText)' is not a level an auditor can decide"
            return fail(why + "; the levels for \(criterion.number) are " + allowed.map(\.rawValue).joined(separator: ", "), output)
        }
        guard let reason = options.reason?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
            return fail("--reason is required and cannot be empty: a decision without its reason cannot be reviewed", output)
        }
        guard let auditor = options.auditor?.trimmingCharacters(in: .whitespacesAndNewlines), !auditor.isEmpty else {
            return fail("--auditor is required: the name the decision is recorded under", output)
        }
        if let key = options.key, let problem = SigningKey.problem(key) { return fail(problem, output) }

        let sessionID = SessionSetup.newSessionID(tester: auditor, platform: "decision")
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: resultsFolder, sessionID: sessionID, holder: auditor)
        } catch {
            output.errorLine("stepwise decide: \(error); the decision is not recorded")
            return ExitStatus.usage
        }
        var started: [String: JSONValue] = [
            "session": .string(sessionID), "tester": .string(auditor), "platform": .string(""), "purpose": .string("decision"),
            "tool": .string("stepwise \(Stepwise.version)"),
        ]
        // A decision belongs to a project and release as a test session does.
        if case .success(let config) = ProjectConfig.load(forResults: resultsFolder) {
            if let project = config.project { started["project"] = .string(project) }
            if let release = config.release { started["release"] = .string(release) }
        }
        do {
            _ = try writer.append(RecordType.sessionStarted, started)
            _ = try writer.append(
                RecordType.decision,
                [
                    "criterion": .string(criterion.number), "part": .string(part.rawValue), "level": .string(level.rawValue),
                    "reason": .string(reason),
                ])
            _ = try writer.append(RecordType.sessionFinished, [:])
        } catch {
            writer.discardIfEmpty()
            output.errorLine("stepwise decide: \(error); the decision is not recorded")
            return ExitStatus.usage
        }
        output.line(
            "Recorded: \(criterion.number) \(criterion.name) (\(part.title)): \(level.title), decided by \(auditor). Reason: \(reason)")
        output.line("Session \(sessionID), saved to \(writer.path).")
        if let key = options.key {
            switch SessionSigner.sign(resultsFolder: resultsFolder, session: sessionID, key: key) {
            case .success(let signed): output.line("Signature: \(signed.signature).")
            case .failure(let failure):
                output.errorLine("stepwise decide: the decision is saved but not signed: \(failure); sign it with: \(Invocation.command) sign \(sessionID) --key KEY")
                output.flush()
                return ExitStatus.problems
            }
        }
        output.flush()
        return ExitStatus.success
    }

    static func partNamed(_ text: String) -> ProductPart? {
        switch text.lowercased() {
        case "web": return .web
        case "native-app", "native", "app": return .nativeApp
        case "any-platform", "product": return .anyPlatform
        default: return nil
        }
    }

    static func list(_ folder: String, output: CommandOutput) -> Int32 {
        let sessions: [SessionLedger]
        do {
            sessions = try SessionLedger.readFolder(folder, checkingEvidence: false)
        } catch {
            output.errorLine("stepwise decide: \(error)")
            return ExitStatus.usage
        }
        let decisions = AuditorDecisions.gather(sessions)
        if decisions.isEmpty { output.line("No decisions recorded in \(folder).") }
        for decision in decisions {
            let name = WCAGCriterion.named(decision.criterion)?.name ?? ""
            output.line(
                "\(decision.criterion) \(name) (\(decision.part.title)): \(decision.level.title), by \(decision.auditor) at \(decision.time). Reason: \(decision.reason)")
        }
        output.flush()
        return ExitStatus.success
    }

    private static func fail(_ message: String, _ output: CommandOutput) -> Int32 {
        output.errorLine("stepwise decide: error: \(message)\n\(usage)")
        return ExitStatus.usage
    }
}
