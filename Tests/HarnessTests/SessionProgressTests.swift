import Gherkin
import JSON
import Ledger
import TestPlan
import Testing

@testable import Harness

/// Three scenarios of two to four steps, planned on one platform.
private let plan: [PlannedScenario] = {
    let text = """
        Feature: F
          Scenario: A
            Given a
            When b
          Scenario: B
            Given a
            When b
            Then c
          Scenario: C
            Given a
            When b
            Then c
            And d

        """
    let ids = IdGenerator()
    guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else { fatalError("the feature does not parse") }
    return Planner.plan(
        [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))],
        library: StepLibrary(definitions: []), selection: PlanSelection()
    ).scenarios
}()

/// A seeded generator (SplitMix64), so a failing sequence can be replayed from its seed.
struct Seeded {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@Suite("Session progress")
struct SessionProgressTests {
    /// Everything the state says, as text, so two states compare in one expectation.
    static func describe(_ progress: SessionProgress) -> String {
        let scenarios = progress.scenarios.map { state in
            "a\(state.attempt) " + state.steps.map { $0.map { "\($0.verdict.ledgerText)#\($0.seq)" } ?? "-" }.joined(separator: ",")
                + " => " + (state.result.map { "\($0.verdict.ledgerText)#\($0.seq)" } ?? "-")
        }
        return scenarios.joined(separator: " | ") + " groups "
            + progress.verdictGroups.map { $0.map(String.init).joined(separator: "+") }.joined(separator: " ")
    }

    /// A random record of the kinds a session writes, some of them odd: verdicts for attempts
    /// that are not current, steps out of range, unknown scenarios, automatic verdicts,
    /// corrections of any earlier record (or of one not written yet).
    static func record(seq: Int, _ random: inout Seeded) -> LedgerRecord {
        let scenario = random.below(8) == 0 ? "unknown@ios" : plan[random.below(plan.count)].id
        var payload: [String: JSONValue] = ["scenario": .string(scenario), "attempt": .int(1 + random.below(3))]
        let type: String
        switch random.below(10) {
        case 0:
            type = RecordType.correction
            payload = ["supersedes": .int(1 + random.below(seq + 1)), "reason": .string("undo")]
        case 1: type = RecordType.attemptStarted
        case 2: type = RecordType.scenarioResult
        case 3: type = RecordType.note
        default: type = RecordType.stepResult
        }
        if type == RecordType.stepResult || type == RecordType.scenarioResult {
            payload["verdict"] = .string(["passed", "failed", "blocked", "skipped", "notApplicable", "bogus"][random.below(6)])
            payload["step"] = .int(random.below(5) - (random.below(10) == 0 ? 3 : 0))
            if random.below(3) == 0 { payload["command"] = .int(max(1, seq - random.below(2))) }
            if random.below(6) == 0 { payload["automatic"] = .bool(true) }
        }
        return LedgerRecord(seq: seq, time: "2026-11-22T00:00:00.000Z", type: type, payload: payload, prev: LedgerRecord.genesis)
    }

    @Test("applying records one by one always ends where replaying them all ends", arguments: 1...60)
    func applyingMatchesReplay(seed: Int) {
        var random = Seeded(state: UInt64(seed))
        let firstAttempts = random.below(2) == 0 ? [:] : [plan[1].id: 2]
        var records: [LedgerRecord] = []
        var progress = SessionProgress.replay([], scenarios: plan, firstAttempts: firstAttempts)
        for seq in 1...(20 + random.below(60)) {
            records.append(Self.record(seq: seq, &random))
            progress.apply(records[records.count - 1], records: records)
            let replayed = SessionProgress.replay(records, scenarios: plan, firstAttempts: firstAttempts)
            #expect(Self.describe(progress) == Self.describe(replayed), "seed \(seed), after seq \(seq)")
        }
    }

    @Test("a step verdict and the scenario verdict written by one command are one group to undo; an undo withdraws it")
    func groups() {
        func verdict(_ seq: Int, _ type: String, step: Int? = nil, command: Int) -> LedgerRecord {
            var payload: [String: JSONValue] = ["scenario": .string(plan[0].id), "verdict": .string("passed"), "command": .int(command)]
            if let step { payload["step"] = .int(step) }
            return LedgerRecord(seq: seq, time: "2026-11-22T00:00:00.000Z", type: type, payload: payload, prev: LedgerRecord.genesis)
        }
        var records = [
            verdict(1, RecordType.stepResult, step: 0, command: 1), verdict(2, RecordType.stepResult, step: 1, command: 2),
            verdict(3, RecordType.scenarioResult, command: 2),
        ]
        var progress = SessionProgress.replay([], scenarios: plan, firstAttempts: [:])
        for record in records { progress.apply(record, records: Array(records.prefix(record.seq))) }
        #expect(progress.verdictGroups == [[1], [2, 3]])
        #expect(progress.scenarios[0].isComplete)
        for (seq, withdrawn) in [(4, 3), (5, 2)] {
            records.append(
                LedgerRecord(
                    seq: seq, time: "2026-11-22T00:00:00.000Z", type: RecordType.correction, payload: ["supersedes": .int(withdrawn)],
                    prev: LedgerRecord.genesis))
            progress.apply(records[records.count - 1], records: records)
        }
        #expect(progress.verdictGroups == [[1]])
        #expect(!progress.scenarios[0].isComplete)
        #expect(progress.scenarios[0].nextStep == 1)
    }
}

@Suite("Session words")
struct SessionWordsTests {
    @Test("step numbers read as a person would say them")
    func stepNumbers() {
        #expect(GuidedSession.stepNumbers([3]) == "step 3")
        #expect(GuidedSession.stepNumbers([4, 1, 2, 3]) == "steps 1 to 4")
        #expect(GuidedSession.stepNumbers([6, 2, 5]) == "steps 2, 5 and 6")
        #expect(GuidedSession.stepNumbers([]) == "")
    }
}

@Suite("Session progress after the criteria changed")
struct ChangedCriteriaTests {
    @Test("a step verdict given to other steps than the plan has now is asked again; one for today's steps, or with no hash, counts")
    func changedSteps() {
        func step(_ seq: Int, _ index: Int, hash: String?) -> LedgerRecord {
            var payload: [String: JSONValue] = ["scenario": .string(plan[0].id), "verdict": .string("passed"), "step": .int(index)]
            if let hash { payload["contentHash"] = .string(hash) }
            return LedgerRecord(seq: seq, time: "2026-11-22T00:00:00.000Z", type: RecordType.stepResult, payload: payload, prev: LedgerRecord.genesis)
        }
        let records = [step(1, 0, hash: "steps as they were"), step(2, 1, hash: plan[0].contentHash)]
        let progress = SessionProgress.replay(records, scenarios: plan, firstAttempts: [:])
        #expect(progress.scenarios[0].nextStep == 0)
        #expect(progress.scenarios[0].steps[1]?.seq == 2)
        #expect(progress.verdictGroups == [[2]])
        let older = SessionProgress.replay([step(1, 0, hash: nil)], scenarios: plan, firstAttempts: [:])
        #expect(older.scenarios[0].nextStep == 1)
    }
}
