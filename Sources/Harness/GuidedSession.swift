import Foundation
import JSON
import Ledger
import Paths
import TestPlan

/// The guided session: shows one step at a time, takes the tester's command, records it, and
/// moves on. Its state is always what the records say (`SessionProgress`), so what the
/// tester sees saved is exactly what a resume finds.
public final class GuidedSession {
    public let scenarios: [PlannedScenario]
    private let sink: RecordSink
    private let resultsFolder: String
    private let style: TerminalStyle
    private let firstAttempts: [String: Int]
    private var records: [LedgerRecord]
    private var progress: SessionProgress
    /// The scenario being tested.
    private var focus: Int?
    /// The (scenario, attempt, step) whose text was last shown, so a retyped command does not
    /// show it again.
    private var shown: (Int, Int, Int)?
    /// When the step in `shown` was first shown in this run: a step's time is measured from
    /// there to its verdict, so it counts the time the tester spent on it and no time the
    /// session was paused or closed (a resumed session shows the step again).
    private var shownSince: Date?
    /// The step just judged (scenario, attempt, step, whether it failed), until the next
    /// verdict: evidence given after a verdict, and a defect given after a failure, are about
    /// that step, not about the step now shown (which may even be the next scenario's first).
    private var lastJudged: (scenario: Int, attempt: Int, step: Int, failed: Bool)?
    private var shownHeader: (Int, Int)?
    /// Whose guidance the tester has been given in full, and how much to give.
    private var guidance: GuidanceMemory
    /// In a re-run, the verdicts other sessions gave each scenario, shown before and during the
    /// retest and superseded by its verdict (`reviewed`).
    private let earlier: [String: [EarlierAttempt]]
    private let clock: @Sendable () -> Date
    /// Takes `c`'s screenshot; nil where no tool can be run (then `c` says so).
    private let capture: ScreenCapture?
    /// What `~` means in an `e` path.
    private let home: String
    /// Whether a failure that names no criteria, of a step with several, is asked which it
    /// breaks: at a terminal a person answers; answers files and the browser (whose form
    /// names them) are not asked, and such a failure charges them all.
    private let asksWhichCriteria: Bool
    /// A failure waiting for the tester to say which criteria it breaks, and the step it is for.
    private struct PendingFailure {
        let note: String
        let acrossProduct: Bool
        let scenario: Int
        let attempt: Int
        let step: Int
    }
    private var pendingFailure: PendingFailure?

    public init(
        scenarios: [PlannedScenario], records: [LedgerRecord], firstAttempts: [String: Int] = [:], sink: RecordSink,
        resultsFolder: String, style: TerminalStyle, guidance: GuidanceMode = .short, clock: @escaping @Sendable () -> Date = { Date() },
        capture: ScreenCapture? = nil, home: String = NSHomeDirectory(), earlier: [String: [EarlierAttempt]] = [:],
        asksWhichCriteria: Bool = false
    ) {
        self.asksWhichCriteria = asksWhichCriteria
        self.earlier = earlier
        self.clock = clock
        self.guidance = GuidanceMemory(mode: guidance, judged: Self.judgedSteps(records, scenarios: scenarios))
        self.capture = capture
        self.home = home
        self.scenarios = scenarios
        self.records = records
        self.firstAttempts = firstAttempts
        self.sink = sink
        self.resultsFolder = resultsFolder
        self.style = style
        progress = SessionProgress.replay(records, scenarios: scenarios, firstAttempts: firstAttempts)
        focus = progress.scenarios.firstIndex { !$0.isComplete }
    }

    /// The planned steps this session's records give verdicts to: guidance already heard.
    static func judgedSteps(_ records: [LedgerRecord], scenarios: [PlannedScenario]) -> [PlannedStep] {
        let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return records.compactMap { record in
            guard record.type == RecordType.stepResult, let id = record.string("scenario"), let index = record.int("step"),
                let scenario = byID[id], scenario.steps.indices.contains(index)
            else { return nil }
            return scenario.steps[index]
        }
    }

    /// Every scenario has its verdict.
    public var isFinished: Bool { focus == nil }

    /// The record `u` would withdraw now (the first of the last command's verdicts), by its
    /// seq; nil when there is nothing to undo. A page's Undo names it, so an Undo sent twice
    /// (a double click, a stale tab, a resent form) withdraws one verdict, not two.
    public var undoable: Int? { progress.verdictGroups.last?.first }

    /// The step the last `advance` stopped at, for a page that shows it in its own layout
    /// (`stepwise serve`); nil when every scenario has its verdict.
    public private(set) var shownStep: ShownStep?
    /// What the last `advance` recorded by itself (steps not applicable on this platform, a
    /// scenario whose steps all had verdicts), in words: a page says it with the tester's own.
    public private(set) var recordedByAdvance: [String] = []

    /// Prompts asked so far in this run: the first few list the keys, later ones are short.
    private var promptsAsked = 0
    /// How many prompts list every key before the short one takes over.
    static let promptsInFull = 3

    /// The question to ask now. With `--guidance full` it always lists the keys; otherwise the
    /// first few prompts do and later ones are four words ("Verdict, or ? for keys:"), since a
    /// screen reader speaks the whole prompt at every step.
    public func nextPrompt() -> String {
        if pendingFailure != nil { return FailedCriteria.prompt }
        promptsAsked += 1
        return guidance.mode == .full || promptsAsked <= Self.promptsInFull ? SessionText.stepPrompt : SessionText.shortPrompt
    }

    /// Records the end of the session, once every scenario has its verdict: the verdict counts.
    /// The terminal and the browser both end a session here, so it is written one way.
    public func finishSession() -> (lines: [String], ok: Bool) {
        var summary: [String: JSONValue] = [:]
        for (verdict, count) in counts { summary[verdict.ledgerText] = .int(count) }
        let saved = record([(RecordType.sessionFinished, ["counts": .object(summary)])])
        return saved.ok ? (["Session finished: \(progressLine())."], true) : (saved.lines, false)
    }

    /// Records that the session stopped for `reason` ("answers ran out", "input closed", a
    /// server stopping) without the tester's `q`; false when it could not be saved.
    @discardableResult
    public func pause(_ reason: String) -> Bool {
        record([(RecordType.paused, ["reason": .string(reason)])]).ok
    }

    /// Verdict counts over finished scenarios.
    public var counts: [Verdict: Int] {
        var counts: [Verdict: Int] = [:]
        for state in progress.scenarios { if let result = state.result { counts[result.verdict, default: 0] += 1 } }
        return counts
    }

    // MARK: - Showing where the tester is

    /// Brings the session to the next step that needs the tester: records steps that are
    /// not applicable on this platform, finishes scenarios whose steps all have verdicts, and
    /// returns the lines to show (a scenario header, the step and its guidance).
    public func advance() -> [String] {
        var lines: [String] = []
        recordedByAdvance = []
        shownStep = nil
        while let index = focus {
            let scenario = scenarios[index]
            let state = progress.scenarios[index]
            if shownHeader.map({ $0 != (index, state.attempt) }) ?? true {
                lines += SessionText.scenarioHeader(scenario, number: index + 1, of: scenarios.count, attempt: state.attempt)
                let shownEarlier = earlier[scenario.id] ?? []
                for attempt in shownEarlier { lines.append("  " + attempt.summary) }
                if !shownEarlier.isEmpty {
                    lines.append(
                        "  Your verdict replaces \(shownEarlier.count == 1 ? "it" : "them"); testers who did not see each other's verdicts still conflict."
                    )
                }
                shownHeader = (index, state.attempt)
            }
            guard let stepIndex = state.nextStep else {
                // Every step has a verdict (a scenario verdict was not saved last time): finish it.
                let (finished, ok) = finishScenario(index, command: sink.nextSeq)
                lines += finished
                recordedByAdvance += finished
                if !ok { return lines }
                continue
            }
            let step = scenario.steps[stepIndex]
            if !step.applicable {
                let reason = step.reason ?? "not for this platform"
                let saved = record(
                    [(RecordType.stepResult, stepPayload(index, stepIndex, .notApplicable, ["reason": .string(reason), "automatic": .bool(true)]))])
                guard saved.ok else { return lines + saved.lines }
                // The keyword too, as on every other step line: "Then …" says what the step was for.
                let said =
                    "Step \(stepIndex + 1) of \(scenario.steps.count): \(step.keyword.trimmingCharacters(in: .whitespaces)) \(step.text). Not applicable on \(PlatformChoice.title(scenario.platform)): \(reason). Recorded."
                lines.append(said)
                recordedByAdvance.append(said)
                continue
            }
            if shown.map({ $0 != (index, state.attempt, stepIndex) }) ?? true {
                // The Criteria: line only with --guidance full; `r` shows it in any mode.
                let shape = guidance.shape(of: step)
                let inFull = shape.isInFull
                lines += SessionText.step(step, number: stepIndex + 1, of: scenario.steps.count, guidance: shape)
                lines += (earlier[scenario.id] ?? []).compactMap { $0.stepLine(stepIndex) }
                shown = (index, state.attempt, stepIndex)
                shownSince = clock()
                shownStep = ShownStep(
                    scenarioIndex: index, attempt: state.attempt, stepIndex: stepIndex, guidanceInFull: inFull,
                    earlier: shownEarlierSummaries(scenario.id), earlierForStep: (earlier[scenario.id] ?? []).compactMap { $0.stepLine(stepIndex) })
            } else if shownStep == nil {
                shownStep = ShownStep(
                    scenarioIndex: index, attempt: state.attempt, stepIndex: stepIndex, guidanceInFull: false,
                    earlier: shownEarlierSummaries(scenario.id), earlierForStep: (earlier[scenario.id] ?? []).compactMap { $0.stepLine(stepIndex) })
            }
            return lines
        }
        return lines
    }

    // MARK: - Commands

    /// Carries out one typed line. `quit` is true after `q`.
    public func handle(_ line: String) -> (lines: [String], quit: Bool) {
        if let pending = pendingFailure { return answerWhichCriteria(line, pending) }
        switch TesterCommand.parse(line) {
        case .success(let command): return perform(command)
        case .failure(let problem): return ([problem.message], false)
        }
    }

    /// The criteria the step now shown evidences, which a failure of it may name: what a
    /// browser offers as checkboxes. Empty when no step is shown.
    public var shownCriteria: [String] {
        guard let index = focus, let stepIndex = progress.scenarios[index].nextStep else { return [] }
        return scenarios[index].steps[stepIndex].wcag
    }

    /// The tester's answer to "which criteria does it break?": Enter for all, `u` to take the
    /// failure back, else the criteria by number or by place in the list.
    private func answerWhichCriteria(_ line: String, _ pending: PendingFailure) -> (lines: [String], quit: Bool) {
        pendingFailure = nil
        guard focus == pending.scenario, progress.scenarios[pending.scenario].attempt == pending.attempt,
            progress.scenarios[pending.scenario].nextStep == pending.step
        else { return (["The step has moved on; the failure was not recorded."], false) }
        let criteria = scenarios[pending.scenario].steps[pending.step].wcag
        switch FailedCriteria.read(line, of: criteria) {
        case .all: return perform(.fail(note: pending.note, acrossProduct: pending.acrossProduct), ask: false)
        case .named(let named): return perform(.fail(note: pending.note, breaks: named, acrossProduct: pending.acrossProduct), ask: false)
        case .withdrawn: return (["Failure not recorded; step \(pending.step + 1) still needs its verdict."], false)
        case .problem(let message):
            pendingFailure = pending
            return ([message], false)
        }
    }

    /// Carries out one command, typed or sent by a page's form.
    public func perform(_ command: TesterCommand) -> (lines: [String], quit: Bool) {
        perform(command, ask: asksWhichCriteria)
    }

    /// - Parameter ask: a failure that names no criteria, of a step with several, is asked
    ///   which it breaks rather than recorded at once.
    private func perform(_ command: TesterCommand, ask: Bool) -> (lines: [String], quit: Bool) {
        if let answered = performWithoutShownStep(command) { return answered }
        guard let index = focus, let stepIndex = progress.scenarios[index].nextStep else {
            return (["Every scenario has its verdict; nothing to record. Type q to finish."], false)
        }
        let group = sink.nextSeq
        if let lines = recordAboutShownStep(command, index, stepIndex) { return (lines, false) }
        switch verdictRecords(command, index, stepIndex, group: group, ask: ask) {
        case .answer(let lines): return (lines, false)
        case .records(let batch, let said): return (recordVerdicts(batch, said: said, of: command, index, stepIndex, group: group), false)
        }
    }

    /// The commands that need no step shown — help, the list, quitting, undoing, going to a
    /// scenario, the step again — and a defect, evidence or a screenshot given after a verdict,
    /// which is about the step just judged. Nil for a command about the step shown.
    private func performWithoutShownStep(_ command: TesterCommand) -> (lines: [String], quit: Bool)? {
        switch command {
        case .help: return (SessionText.help, false)
        case .list: return (list(), false)
        case .quit:
            let saved = record([(RecordType.paused, ["reason": .string("quit")])])
            return (saved.ok ? ["Saved."] : saved.lines, saved.ok)
        case .undo:
            lastJudged = nil
            return (undo(), false)
        case .goTo(let number):
            lastJudged = nil
            return (goTo(number), false)
        case .repeatStep: return (repeatStep(), false)
        case .defect(let id):
            if let judged = judgedStep(), judged.failed {
                var payload = contextPayload(judged.scenario, judged.step)
                payload["id"] = .string(id)
                let saved = record([(RecordType.defect, payload)])
                return (saved.ok ? ["Defect \(id) linked to the failure of \(place(judged.scenario, judged.step))."] : saved.lines, false)
            }
        case .evidence(let text):
            // After a verdict, evidence is about the step just judged.
            if let judged = judgedStep() {
                switch EvidenceFiles.resolve(text, home: home) {
                case .files(let files): return (attach(files, judged.scenario, judged.step), false)
                case .problems(let problems): return (problems, false)
                }
            }
        case .capture:
            if let judged = judgedStep() { return (attachScreenshot(judged.scenario, judged.step), false) }
        default: break
        }
        return nil
    }

    /// A note, defect, evidence or screenshot about the step shown, recorded; nil for any other
    /// command.
    private func recordAboutShownStep(_ command: TesterCommand, _ index: Int, _ stepIndex: Int) -> [String]? {
        switch command {
        case .note(let text):
            let saved = record([(RecordType.note, contextPayload(index, stepIndex).merging(["text": .string(text)]) { $1 })])
            return saved.ok ? ["Note saved."] : saved.lines
        case .defect(let id):
            let saved = record([(RecordType.defect, contextPayload(index, stepIndex).merging(["id": .string(id)]) { $1 })])
            return saved.ok ? ["Defect \(id) linked."] : saved.lines
        case .evidence(let text):
            switch EvidenceFiles.resolve(text, home: home) {
            case .files(let files): return attach(files, index, stepIndex)
            case .problems(let problems): return problems
            }
        case .capture:
            return attachScreenshot(index, stepIndex)
        default:
            return nil
        }
    }

    /// What a verdict command records, or what it answers instead of recording.
    private enum VerdictRecords {
        /// The step results to record, and the words that say what they are.
        case records([(String, [String: JSONValue])], said: String)
        /// Nothing to record: a refusal, or a question to answer first.
        case answer([String])
    }

    /// The step results a verdict on the step shown (`stepIndex` of scenario `index`) records,
    /// each in the command's `group`.
    private func verdictRecords(_ command: TesterCommand, _ index: Int, _ stepIndex: Int, group: Int, ask: Bool) -> VerdictRecords {
        switch command {
        case .pass:
            return .records(
                [(RecordType.stepResult, stepPayload(index, stepIndex, .passed, [:], group: group))],
                said: "Step \(stepIndex + 1): \(style.verdict(.passed)).")
        case .fail(let note, let breaks, let acrossProduct):
            return failureRecords(note: note, breaks: breaks, acrossProduct: acrossProduct, index, stepIndex, group: group, ask: ask)
        case .skip(let reason):
            return .records(
                [(RecordType.stepResult, stepPayload(index, stepIndex, .skipped, ["reason": .string(reason)], group: group))],
                said: "Step \(stepIndex + 1): \(style.verdict(.skipped)), \(reason).")
        case .notApplicable(let reason):
            return .records(
                [(RecordType.stepResult, stepPayload(index, stepIndex, .notApplicable, ["reason": .string(reason)], group: group))],
                said: "Step \(stepIndex + 1): \(style.verdict(.notApplicable)), \(reason).")
        case .block(let reason):
            var batch: [(String, [String: JSONValue])] = []
            for rest in stepIndex..<scenarios[index].steps.count where progress.scenarios[index].steps[rest] == nil {
                batch.append((RecordType.stepResult, stepPayload(index, rest, .blocked, ["reason": .string(reason)], group: group)))
            }
            return .records(batch, said: "Steps \(stepIndex + 1) to \(scenarios[index].steps.count): \(style.verdict(.blocked)), \(reason).")
        case .passRest:
            return restRecords(skippedFor: nil, index, stepIndex, group: group)
        case .skipRest(let reason):
            return restRecords(skippedFor: reason, index, stepIndex, group: group)
        default:
            return .answer([])
        }
    }

    /// `f`: the failure, or the question which criteria it breaks when `ask` and it names none
    /// of the step's several.
    private func failureRecords(
        note: String, breaks: [String], acrossProduct: Bool, _ index: Int, _ stepIndex: Int, group: Int, ask: Bool
    ) -> VerdictRecords {
        let criteria = scenarios[index].steps[stepIndex].wcag
        if let problem = FailedCriteria.problem(breaks, of: criteria, step: stepIndex + 1) { return .answer([problem]) }
        if ask, breaks.isEmpty, criteria.count > 1 {
            pendingFailure = PendingFailure(
                note: note, acrossProduct: acrossProduct, scenario: index, attempt: progress.scenarios[index].attempt, step: stepIndex)
            return .answer(FailedCriteria.question(criteria, step: stepIndex + 1))
        }
        var extra: [String: JSONValue] = ["note": .string(note)]
        if !breaks.isEmpty { extra["breaks"] = .array(breaks.map(JSONValue.string)) }
        if acrossProduct { extra["acrossProduct"] = .bool(true) }
        return .records(
            [(RecordType.stepResult, stepPayload(index, stepIndex, .failed, extra, group: group))],
            said: "Step \(stepIndex + 1): \(style.verdict(.failed))"
                + (breaks.isEmpty ? "" : " against \(FailedCriteria.list(breaks))")
                + (acrossProduct ? ", across the product" : "") + ", \(note).")
    }

    /// `P` (`reason` nil) or `S REASON`: every step from the one shown on that has no verdict
    /// yet passed or skipped — except those that do not apply on this platform, which are
    /// recorded as not applicable.
    private func restRecords(skippedFor reason: String?, _ index: Int, _ stepIndex: Int, group: Int) -> VerdictRecords {
        var batch: [(String, [String: JSONValue])] = []
        var notApplicable: [Int] = []
        for rest in stepIndex..<scenarios[index].steps.count where progress.scenarios[index].steps[rest] == nil {
            let step = scenarios[index].steps[rest]
            if !step.applicable {
                notApplicable.append(rest + 1)
                batch.append(
                    (
                        RecordType.stepResult,
                        stepPayload(index, rest, .notApplicable, ["reason": .string(step.reason ?? "not for this platform")], group: group)
                    ))
            } else if let reason {
                batch.append((RecordType.stepResult, stepPayload(index, rest, .skipped, ["reason": .string(reason)], group: group)))
            } else {
                batch.append((RecordType.stepResult, stepPayload(index, rest, .passed, [:], group: group)))
            }
        }
        let verdict = reason == nil ? Verdict.passed : .skipped
        var said = "Steps \(stepIndex + 1) to \(scenarios[index].steps.count): \(style.verdict(verdict))" + (reason.map { ", \($0)" } ?? "")
        // The words must not claim a pass for a step that does not apply here.
        if !notApplicable.isEmpty {
            said += "; \(Self.stepNumbers(notApplicable)) \(style.verdict(.notApplicable)) on this platform"
        }
        said += "."
        return .records(batch, said: said)
    }

    /// Records a verdict command's step results, remembers the step it judged, and finishes
    /// the scenario when that was its last step without a verdict. Returns the lines to show.
    private func recordVerdicts(
        _ batch: [(String, [String: JSONValue])], said: String, of command: TesterCommand, _ index: Int, _ stepIndex: Int, group: Int
    ) -> [String] {
        let saved = record(batch)
        guard saved.ok else { return saved.lines }
        switch command {
        case .pass, .fail, .skip, .notApplicable:
            var failed = false
            if case .fail = command { failed = true }
            lastJudged = (index, progress.scenarios[index].attempt, stepIndex, failed)
        default:
            // Several steps at once (blocked, the rest passed or skipped): no one step was just judged.
            lastJudged = nil
        }
        var lines = [said]
        if progress.scenarios[index].nextStep == nil {
            lines += finishScenario(index, command: group).lines
        }
        return lines
    }

    // MARK: - Evidence

    /// Stores each file and records it as its own piece of evidence, in the order typed.
    private func attach(_ files: [String], _ index: Int, _ stepIndex: Int) -> [String] {
        var lines: [String] = []
        for file in files {
            let stored: EvidenceStore.Stored
            do {
                stored = try EvidenceStore.store(file, resultsFolder: resultsFolder)
            } catch {
                return lines + ["Evidence not saved: \(error)"]
            }
            let name = PathText.lastComponent(file)
            let saved = record([(RecordType.evidence, evidencePayload(index, stepIndex, name: name, stored))])
            guard saved.ok else { return lines + saved.lines }
            // With several files, which one each stored name is; always which step it is for.
            lines.append("Evidence for \(place(index, stepIndex)) saved as \(stored.relativePath)" + (files.count > 1 ? " (\(name))." : "."))
        }
        return lines
    }

    /// Evidence given as bytes — a file chosen, dropped or pasted in a browser — stored and
    /// recorded as `e` records a file: about the step just judged when `afterVerdict` (a
    /// verdict and its evidence sent together, in the order `f NOTE` then `e PATH` writes
    /// them), else about the step shown. `ok` is false when nothing was recorded.
    public func attach(_ data: [UInt8], name: String, afterVerdict: Bool) -> (lines: [String], ok: Bool) {
        let target: (scenario: Int, step: Int)
        if afterVerdict, let judged = judgedStep() {
            target = (judged.scenario, judged.step)
        } else if let index = focus, let stepIndex = progress.scenarios[index].nextStep {
            target = (index, stepIndex)
        } else {
            return (["Every scenario has its verdict; there is no step to attach evidence to."], false)
        }
        let stored: EvidenceStore.Stored
        do {
            stored = try EvidenceStore.store(Data(data), extension: PathText.pathExtension(name), resultsFolder: resultsFolder)
        } catch {
            unsaved = "evidence"
            return (["Evidence not saved: \(error)"], false)
        }
        let saved = record([(RecordType.evidence, evidencePayload(target.scenario, target.step, name: name, stored))])
        guard saved.ok else { return (saved.lines, false) }
        return (["Evidence for \(place(target.scenario, target.step)) saved as \(stored.relativePath) (\(name))."], true)
    }

    /// `c`: a screenshot of the device under test, attached as `e` attaches a file.
    private func attachScreenshot(_ index: Int, _ stepIndex: Int) -> [String] {
        guard let capture else { return ["Screenshots cannot be taken here; attach one with e PATH."] }
        let platform = scenarios[index].platform
        let screenshot: Screenshot
        switch capture(platform) {
        case .success(let taken): screenshot = taken
        case .failure(let problem): return [problem.message]
        }
        let stored: EvidenceStore.Stored
        do {
            stored = try EvidenceStore.store(screenshot.png, extension: "png", resultsFolder: resultsFolder)
        } catch {
            return ["Screenshot not saved: \(error)"]
        }
        var payload = evidencePayload(index, stepIndex, name: Self.screenshotName(platform, clock()), stored)
        payload["capturedFrom"] = .string(screenshot.source)
        let saved = record([(RecordType.evidence, payload)])
        return saved.ok ? ["Screenshot from \(screenshot.source) for \(place(index, stepIndex)) saved as \(stored.relativePath)."] : saved.lines
    }

    /// The step just judged, if its attempt is still the scenario's current one.
    private func judgedStep() -> (scenario: Int, step: Int, failed: Bool)? {
        guard let judged = lastJudged, progress.scenarios[judged.scenario].attempt == judged.attempt else { return nil }
        return (judged.scenario, judged.step, judged.failed)
    }

    /// "step 3", or "scenario 2, step 3" when it is not the scenario now shown.
    private func place(_ index: Int, _ stepIndex: Int) -> String {
        index == focus ? "step \(stepIndex + 1)" : "scenario \(index + 1), step \(stepIndex + 1)"
    }

    private func evidencePayload(_ index: Int, _ stepIndex: Int, name: String, _ stored: EvidenceStore.Stored) -> [String: JSONValue] {
        var payload = contextPayload(index, stepIndex)
        payload["file"] = .string(name)
        payload["sha256"] = .string(stored.sha256)
        payload["path"] = .string(stored.relativePath)
        payload["bytes"] = .int(stored.bytes)
        return payload
    }

    /// `screenshot-android-20261122-101503.png`: a screenshot has no name of its own, and
    /// reports list evidence by name, so it is named by what and when (UTC).
    static func screenshotName(_ platform: String, _ time: Date) -> String {
        var seconds = time_t(time.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let stamp = String(
            format: "%04d%02d%02d-%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        return "screenshot-" + (platform.isEmpty ? "" : platform + "-") + stamp + ".png"
    }

    // MARK: - Pieces

    private func stepPayload(_ index: Int, _ stepIndex: Int, _ verdict: Verdict, _ extra: [String: JSONValue], group: Int? = nil) -> [String:
        JSONValue]
    {
        let step = scenarios[index].steps[stepIndex]
        var payload = contextPayload(index, stepIndex)
        payload["verdict"] = .string(verdict.ledgerText)
        payload["text"] = .string(step.text)
        payload["line"] = .int(step.line)
        payload["contentHash"] = .string(scenarios[index].contentHash)
        if let group { payload["command"] = .int(group) }
        // The step the tester was shown: how long they spent on it, to the millisecond.
        if let since = shownSince, let shown, shown == (index, progress.scenarios[index].attempt, stepIndex) {
            payload["seconds"] = .double((max(0, clock().timeIntervalSince(since)) * 1000).rounded() / 1000)
        }
        for (key, value) in extra { payload[key] = value }
        return payload
    }

    private func contextPayload(_ index: Int, _ stepIndex: Int?) -> [String: JSONValue] {
        var payload: [String: JSONValue] = [
            "scenario": .string(scenarios[index].id), "attempt": .int(progress.scenarios[index].attempt),
        ]
        if let stepIndex { payload["step"] = .int(stepIndex) }
        return payload
    }

    /// Records a scenario's verdict and moves on to the next scenario still to test.
    private func finishScenario(_ index: Int, command: Int) -> (lines: [String], ok: Bool) {
        let scenario = scenarios[index]
        let verdicts = progress.scenarios[index].steps.map { $0?.verdict }
        let verdict = Verdict.scenario(verdicts, isCheck: scenario.steps.map(\.isCheck))
        var payload: [String: JSONValue] = [
            "scenario": .string(scenario.id), "attempt": .int(progress.scenarios[index].attempt), "verdict": .string(verdict.ledgerText),
            "contentHash": .string(scenario.contentHash), "name": .string(scenario.name), "uri": .string(scenario.uri),
            "line": .int(scenario.line), "platform": .string(scenario.platform), "command": .int(command),
        ]
        // The earlier verdicts this retest was shown: it supersedes them (signed with the rest).
        if let shown = earlier[scenario.id], !shown.isEmpty { payload["reviewed"] = .string(shown.map(\.reference).joined(separator: " ")) }
        let saved = record([(RecordType.scenarioResult, payload)])
        guard saved.ok else { return (saved.lines, false) }
        let next = nextIncomplete(after: index)
        focus = next
        // One line: the scenario's verdict, then where the session stands.
        return (["Scenario \(index + 1), \(scenario.name): \(style.verdict(verdict)). \(progressLine())."], true)
    }

    /// The verdicts other sessions gave a scenario this re-run retests, one line each.
    private func shownEarlierSummaries(_ id: String) -> [String] {
        (earlier[id] ?? []).map(\.summary)
    }

    private func nextIncomplete(after index: Int) -> Int? {
        let order = Array((index + 1)..<scenarios.count) + Array(0...index)
        return order.first { !progress.scenarios[$0].isComplete }
    }

    /// `3 of 12 scenarios, 2 passed, 1 failed`: commas, which a screen reader reads as a pause,
    /// not a symbol it reads by name.
    public func progressLine() -> String {
        let finished = progress.scenarios.filter(\.isComplete).count
        var parts = ["\(finished) of \(scenarios.count) scenarios"]
        for verdict in Verdict.known {
            if let count = counts[verdict], count > 0 { parts.append("\(count) \(style.verdict(verdict))") }
        }
        return parts.joined(separator: ", ")
    }

    private func list() -> [String] {
        listEntries().enumerated().map { "\($0.offset + 1). \($0.element)" }
    }

    /// Each scenario and where it stands ("Toggle, Keyboard: passed", "…: in progress, 2 of 4
    /// steps (current)"), in session order: what `l` lists, for a page to lay out as its own list.
    public func listEntries() -> [String] {
        scenarios.enumerated().map { index, scenario in
            let state = progress.scenarios[index]
            let standing: String
            if let result = state.result {
                standing = style.verdict(result.verdict)
            } else {
                let done = state.steps.compactMap { $0 }.count
                standing = done == 0 ? "not started" : "in progress, \(done) of \(scenario.steps.count) steps"
            }
            let marker = index == focus ? " (current)" : ""
            return "\(scenario.featureName), \(scenario.name): \(standing)\(marker)"
        }
    }

    /// The current step again, with everything about it: where it comes from and all its
    /// guidance, whatever `--guidance` says.
    private func repeatStep() -> [String] {
        guard let index = focus, let stepIndex = progress.scenarios[index].nextStep else {
            return ["Every scenario has its verdict; there is no step to repeat. Type q to finish."]
        }
        let scenario = scenarios[index]
        guidance.give(scenario.steps[stepIndex])
        return SessionText.step(scenario.steps[stepIndex], number: stepIndex + 1, of: scenario.steps.count, guidance: .full)
    }

    private func undo() -> [String] {
        guard let group = progress.verdictGroups.last else { return ["Nothing to undo."] }
        var batch: [(String, [String: JSONValue])] = []
        for seq in group.reversed() {
            batch.append((RecordType.correction, ["supersedes": .int(seq), "reason": .string("undo")]))
        }
        let undone = records.first { $0.seq == group[0] }
        // Every step the command gave a verdict to is back, so say them all.
        let members = Set(group)
        let steps = records.filter { members.contains($0.seq) && $0.type == RecordType.stepResult }.compactMap { $0.int("step") }.map { $0 + 1 }
        let saved = record(batch)
        guard saved.ok else { return saved.lines }
        if let id = undone?.string("scenario"), let index = scenarios.firstIndex(where: { $0.id == id }) {
            focus = index
            shown = nil
            let place = steps.isEmpty ? "" : " " + Self.stepNumbers(steps)
            // The recorded value is "notApplicable"; the tester reads "not applicable".
            let verdict = undone?.verdict?.words ?? "verdict"
            return ["Undone: scenario \(index + 1)\(place), \(verdict) withdrawn."]
        }
        return ["Undone."]
    }

    /// "step 3", "steps 1 to 4", "steps 2, 5 and 6".
    static func stepNumbers(_ numbers: [Int]) -> String {
        let sorted = numbers.sorted()
        guard let first = sorted.first, let last = sorted.last else { return "" }
        if sorted.count == 1 { return "step \(first)" }
        if last - first == sorted.count - 1 { return "steps \(first) to \(last)" }
        return "steps " + sorted.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    }

    private func goTo(_ number: Int) -> [String] {
        guard number >= 1, number <= scenarios.count else {
            return ["There is no scenario \(number); the session has 1 to \(scenarios.count). Type l to list them."]
        }
        let index = number - 1
        if progress.scenarios[index].isComplete {
            let attempt = progress.scenarios[index].attempt + 1
            let saved = record([(RecordType.attemptStarted, ["scenario": .string(scenarios[index].id), "attempt": .int(attempt)])])
            guard saved.ok else { return saved.lines }
        }
        focus = index
        shown = nil
        shownHeader = nil
        return []
    }

    /// Appends records in order and refreshes the state. When a record cannot be saved the
    /// tester is told at once; nothing after it is written.
    private func record(_ batch: [(String, [String: JSONValue])]) -> (lines: [String], ok: Bool) {
        for (type, payload) in batch {
            do {
                records.append(try sink.append(type, payload))
            } catch {
                unsaved = Self.what(type, payload)
                return (["NOT SAVED: \(error). This \(unsaved!) was not recorded; try again."], false)
            }
            progress.apply(records[records.count - 1], records: records)
        }
        unsaved = nil
        return ([], true)
    }

    /// What the last command could not save ("failed verdict of step 3"), nil when it saved
    /// everything: a scripted run stops there, since its next line was meant for the next step.
    public private(set) var unsaved: String?

    /// A record in words, for a refusal: "failed verdict of step 3", "note", "defect".
    static func what(_ type: String, _ payload: [String: JSONValue]) -> String {
        var step = ""
        if case .int(let index)? = payload["step"] { step = " of step \(index + 1)" }
        switch type {
        case RecordType.stepResult:
            var verdict = ""
            if case .string(let text)? = payload["verdict"] { verdict = Verdict(ledgerText: text).words + " " }
            return verdict + "verdict" + step
        case RecordType.scenarioResult: return "scenario verdict"
        case RecordType.evidence: return "evidence" + step
        case RecordType.defect: return "defect" + step
        case RecordType.note: return "note" + step
        case RecordType.sessionFinished: return "end of the session"
        case RecordType.paused: return "pause"
        default: return "record"
        }
    }
}
