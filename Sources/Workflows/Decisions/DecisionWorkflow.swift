import Conformance
import Foundation
import JSON
import Ledger
import SignOff
import WCAG

/// Recording an auditor's decision on a criterion for a product part: a session of its own,
/// started, holding the decision and finished, so it is verified, signed and shared like any
/// session; and listing the decisions on record.
package enum DecisionWorkflow {
    package static func decide(_ request: DecisionRequest) -> Result<RecordedDecision, DecisionFailure> {
        let checked: Checked
        switch check(request) {
        case .success(let value): checked = value
        case .failure(let failure): return .failure(failure)
        }
        let resultsFolder = ResultsFolder.resolve(request.resultsFolder)
        let sessionID = SessionSetup.newSessionID(tester: checked.auditor, platform: "decision")
        let path: String
        switch record(checked, sessionID: sessionID, resultsFolder: resultsFolder) {
        case .success(let value): path = value
        case .failure(let failure): return .failure(failure)
        }
        var signature: String?
        var signingProblem: String?
        if let key = request.key {
            switch SessionSigner.sign(resultsFolder: resultsFolder, session: sessionID, key: key) {
            case .success(let signed): signature = signed.signature
            case .failure(let failure): signingProblem = "\(failure)"
            }
        }
        return .success(
            RecordedDecision(
                clauses: checked.clauses, chapter: checked.chapter, part: checked.part, level: checked.level, reason: checked.reason,
                auditor: checked.auditor,
                sessionID: sessionID, ledgerPath: path, signature: signature, signingProblem: signingProblem))
    }

    /// Every decision on record in the results folder, latest word per criterion and part.
    package static func list(resultsFolder: String) -> Result<[AuditorDecision], UsageError> {
        do {
            return .success(AuditorDecisions.gather(try SessionLedger.readFolder(resultsFolder, checkingEvidence: false)))
        } catch {
            return .failure(UsageError("stepwise decide: \(error)"))
        }
    }

    package static func partNamed(_ text: String) -> ProductPart? {
        switch text.lowercased() {
        case "web": return .web
        case "native-app", "native", "app": return .nativeApp
        case "any-platform", "product": return .anyPlatform
        default: return nil
        }
    }

    /// The request's fields, each checked.
    struct Checked {
        /// One clause, or the rows of the chapter decided.
        let clauses: [Clause]
        let chapter: String?
        let part: ProductPart
        let level: ConformanceLevel
        let reason: String
        let auditor: String
    }

    static func check(_ request: DecisionRequest) -> Result<Checked, DecisionFailure> {
        func invalid(_ problem: String, _ option: String) -> Result<Checked, DecisionFailure> { .failure(.invalid(problem, option: option)) }
        let clauses: [Clause]
        var chapterTitle: String?
        switch (request.criterion?.trimmingCharacters(in: .whitespaces), request.chapter) {
        case (nil, nil): return invalid("--criterion is required (or --chapter, for every row of a chapter)", "--criterion")
        case (_?, _?): return invalid("give --criterion or --chapter, not both", "--chapter")
        case (let number?, nil):
            switch DecidableClause.named(number) {
            case .success(let value): clauses = [value]
            case .failure(let refusal): return invalid(refusal.message, "--criterion")
            }
        case (nil, let id?):
            switch DecidableClause.chapter(id) {
            case .success(let chapter):
                clauses = chapter.rows
                chapterTitle = chapter.title
            case .failure(let refusal): return invalid(refusal.message, "--chapter")
            }
        }
        let clause = clauses[0]
        guard let partText = request.part else { return invalid("--part is required (web, native-app or any-platform)", "--part") }
        guard let part = partNamed(partText) else {
            return invalid("unknown product part '\(partText)'; the parts are web, native-app and any-platform", "--part")
        }
        guard AuditorDecision.parts(for: clause).contains(part) else {
            return invalid(
                "\(clause.standard.rawValue) \(clause.number) has one row for the whole product, with no web or app part of its own; "
                    + "decide it with --part any-platform", "--part")
        }
        guard let levelText = request.level else { return invalid("--level is required", "--level") }
        let allowed = AuditorDecision.allowed(for: clause)
        guard let level = ConformanceLevel(rawValue: levelText.lowercased()), allowed.contains(level) else {
            let why: String
            if levelText.lowercased() != "not-evaluated" {
                why = "'\(levelText)' is not a level an auditor can decide"
            } else if let criterion = clause.wcag {
                why = "VPAT 2.5 allows Not Evaluated for Level AAA criteria only, and \(criterion.number) is Level \(criterion.level.rawValue)"
            } else {
                why = "VPAT 2.5 allows Not Evaluated for WCAG Level AAA criteria only, and \(clause.number) is a \(clause.standard.rawValue) clause"
            }
            return invalid(why + "; the levels for \(clause.number) are " + allowed.map(\.rawValue).joined(separator: ", "), "--level")
        }
        guard let reason = request.reason?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
            return invalid("--reason is required and cannot be empty: a decision without its reason cannot be reviewed", "--reason")
        }
        guard let auditor = request.auditor?.trimmingCharacters(in: .whitespacesAndNewlines), !auditor.isEmpty else {
            return invalid("--auditor is required: the name the decision is recorded under", "--auditor")
        }
        if let key = request.key, let problem = SigningKey.problem(key) { return invalid(problem, "--key") }
        return .success(Checked(clauses: clauses, chapter: chapterTitle, part: part, level: level, reason: reason, auditor: auditor))
    }

    /// The decision's session written whole; its ledger's path. Nothing is left when it fails.
    static func record(_ decision: Checked, sessionID: String, resultsFolder: String) -> Result<String, DecisionFailure> {
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: resultsFolder, sessionID: sessionID, holder: decision.auditor)
        } catch {
            return .failure(.notRecorded("\(error)"))
        }
        defer { writer.close() }
        var started: [String: JSONValue] = [
            "session": .string(sessionID), "tester": .string(decision.auditor), "platform": .string(""), "purpose": .string("decision"),
            "tool": .string("stepwise \(ToolVersion.current)"),
        ]
        // A decision belongs to a project and release as a test session does.
        if case .success(let config) = ProjectConfig.load(forResults: resultsFolder) {
            if let project = config.project { started["project"] = .string(project) }
            if let release = config.release { started["release"] = .string(release) }
        }
        do {
            _ = try writer.append(RecordType.sessionStarted, started)
            for clause in decision.clauses {
                var fields: [String: JSONValue] = [
                    "criterion": .string(clause.number), "part": .string(decision.part.rawValue),
                    "level": .string(decision.level.rawValue), "reason": .string(decision.reason),
                ]
                // A WCAG decision is written as it always was; another standard's is named, so no
                // reader takes it for a WCAG one (and readers before it leave it out).
                if clause.standard != .wcag { fields["standard"] = .string(clause.standard.recordName) }
                _ = try writer.append(RecordType.decision, fields)
            }
            _ = try writer.append(RecordType.sessionFinished, [:])
        } catch {
            writer.discardIfEmpty()
            return .failure(.notRecorded("\(error)"))
        }
        return .success(writer.path)
    }
}
