import Digest
import Foundation
import JSON
import Ledger
import Testing

/// One session's ledger, written in memory with a correct chain.
private struct Session {
    let id: String
    private(set) var lines: [[UInt8]] = []

    init(_ id: String, tester: String, at minute: Int = 0) {
        self.id = id
        add(RecordType.sessionStarted, ["tester": .string(tester)], at: minute)
    }

    /// Records get times minutes apart, so which verdict is later is plain from the test.
    mutating func add(_ type: String, _ payload: [String: JSONValue], at minute: Int) {
        let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
        let time = LedgerTime.string(Date(timeIntervalSince1970: 1_795_000_000 + Double(minute) * 60))
        lines.append(LedgerRecord(seq: lines.count + 1, time: time, type: type, payload: payload, prev: prev).line)
    }

    /// Records a verdict and returns its seq, for corrections.
    @discardableResult
    mutating func verdict(_ scenario: String, _ verdict: String, hash: String = "h1", at minute: Int, attempt: Int = 1) -> Int {
        add(
            RecordType.scenarioResult,
            ["scenario": .string(scenario), "verdict": .string(verdict), "contentHash": .string(hash), "attempt": .int(attempt)],
            at: minute)
        return lines.count
    }

    mutating func correct(_ seq: Int, at minute: Int) {
        add(RecordType.correction, ["supersedes": .int(seq), "reason": .string("wrong scenario")], at: minute)
    }

    var ledger: SessionLedger { SessionLedger(path: "results/\(id).jsonl", bytes: LedgerLines.join(lines)) }
    var verdicts: SessionVerdicts { SessionVerdicts(path: "results/\(id).jsonl", bytes: LedgerLines.join(lines)) }
}

@Suite("Results replay")
struct ResultsReplayTests {
    static let plan = [ResultsReplay.Planned(id: "a@ios", contentHash: "h1"), ResultsReplay.Planned(id: "b@ios", contentHash: "h1")]

    /// Replays from the sessions' records, and checks that reading their verdicts straight
    /// from the bytes replays the same.
    private static func replay(_ sessions: [Session], plan: [ResultsReplay.Planned] = plan) -> Results {
        let results = ResultsReplay.replay(sessions.map(\.ledger), plan: plan)
        let fromBytes = ResultsReplay.replay(sessions.map(\.verdicts), plan: plan)
        #expect(SessionVerdictsTests.describe(fromBytes) == SessionVerdictsTests.describe(results))
        return results
    }

    private static func scenario(_ results: Results, _ id: String) throws -> ScenarioResult {
        try #require(results.scenarios.first { $0.id == id })
    }

    @Test("a planned scenario nobody tested is untested, and scenarios keep the plan's order")
    func untested() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("b@ios", "passed", at: 1)
        let results = Self.replay([ann])
        #expect(results.scenarios.map(\.id) == ["a@ios", "b@ios"])
        let a = try Self.scenario(results, "a@ios")
        #expect(a.state == .untested && !a.stale && a.current.isEmpty && a.history.isEmpty)
        #expect(try Self.scenario(results, "b@ios").state == .passed)
    }

    @Test("a tester's latest verdict is current; the history keeps every one, oldest first")
    func latestPerTester() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "failed", at: 1, attempt: 1)
        ann.verdict("a@ios", "blocked", at: 2, attempt: 2)
        ann.verdict("a@ios", "passed", at: 3, attempt: 3)
        let a = try Self.scenario(Self.replay([ann]), "a@ios")
        #expect(a.state == .passed)
        #expect(a.history.map(\.verdict) == [.failed, .blocked, .passed])
        #expect(a.history.map(\.attempt) == [1, 2, 3])
        #expect(a.current.map(\.verdict) == [.passed])
        #expect(a.current.first?.tester == "Ann" && a.current.first?.session == "s1" && a.current.first?.seq == 4)
    }

    @Test("the latest verdict wins across a tester's sessions, by time and not by file order")
    func latestAcrossSessions() throws {
        var later = Session("a-later", tester: "Ann", at: 10)
        later.verdict("a@ios", "failed", at: 11)
        var earlier = Session("z-earlier", tester: "Ann", at: 0)
        earlier.verdict("a@ios", "passed", at: 1)
        let a = try Self.scenario(Self.replay([later, earlier]), "a@ios")
        #expect(a.state == .failed)
        #expect(a.history.map(\.session) == ["z-earlier", "a-later"])
    }

    @Test("a correction withdraws the verdict it names: out of the history, the one before it current again")
    func correctionWithdraws() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "failed", at: 1)
        let mistaken = ann.verdict("a@ios", "passed", at: 2)
        ann.correct(mistaken, at: 3)
        let only = ann.verdict("b@ios", "passed", at: 4)
        ann.correct(only, at: 5)
        let results = Self.replay([ann])
        let a = try Self.scenario(results, "a@ios")
        #expect(a.state == .failed)
        #expect(a.history.map(\.verdict) == [.failed])
        #expect(try Self.scenario(results, "b@ios").state == .untested)
    }

    @Test("a correction names a record of its own session: the same seq in another session stands")
    func correctionStaysInItsSession() throws {
        var ann = Session("s1", tester: "Ann")
        let seq = ann.verdict("a@ios", "passed", at: 1)
        var bo = Session("s2", tester: "Bo")
        bo.add(RecordType.note, ["text": .string("filler")], at: 1)
        #expect(bo.lines.count == seq)
        bo.correct(seq, at: 2)
        #expect(try Self.scenario(Self.replay([ann, bo]), "a@ios").state == .passed)
    }

    @Test("testers' current verdicts that disagree are a conflict, with both shown, until one of them re-tests")
    func conflict() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "passed", at: 1)
        var bo = Session("s2", tester: "Bo")
        bo.verdict("a@ios", "failed", at: 2)
        let a = try Self.scenario(Self.replay([ann, bo]), "a@ios")
        #expect(a.state == .conflict)
        #expect(Set(a.current.map { "\($0.tester):\($0.verdict.ledgerText)" }) == ["Ann:passed", "Bo:failed"])

        // A tester re-testing replaces only their own verdict; agreeing ends the conflict.
        bo.verdict("a@ios", "passed", at: 3)
        let settled = try Self.scenario(Self.replay([ann, bo]), "a@ios")
        #expect(settled.state == .passed)
        #expect(settled.current.count == 2)
        #expect(settled.history.count == 3)
    }

    @Test("testers who agree are no conflict")
    func agreement() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "notApplicable", at: 1)
        var bo = Session("s2", tester: "Bo")
        bo.verdict("a@ios", "notApplicable", at: 2)
        #expect(try Self.scenario(Self.replay([ann, bo]), "a@ios").state == .notApplicable)
    }

    @Test("a verdict given to other steps than the plan has today is stale")
    func stale() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "passed", hash: "h0", at: 1)
        ann.verdict("b@ios", "skipped", hash: "h1", at: 1)
        let results = Self.replay([ann])
        let a = try Self.scenario(results, "a@ios")
        #expect(a.state == .passed && a.stale)
        let b = try Self.scenario(results, "b@ios")
        #expect(b.state == .skipped && !b.stale)
    }

    @Test("a verdict for today's steps counts before another tester's stale one: no conflict, not stale")
    func freshBeforeStale() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("a@ios", "failed", hash: "h0", at: 5)
        var bo = Session("s2", tester: "Bo")
        bo.verdict("a@ios", "passed", hash: "h1", at: 1)
        let a = try Self.scenario(Self.replay([ann, bo]), "a@ios")
        #expect(a.state == .passed && !a.stale)
        #expect(a.current.map(\.tester) == ["Bo"])
        #expect(a.history.count == 2)
    }

    @Test("results for scenarios the plan no longer has are reported as unplanned, sorted by id")
    func unplanned() throws {
        var ann = Session("s1", tester: "Ann")
        ann.verdict("zz@web", "failed", at: 1)
        ann.verdict("a@ios", "passed", at: 2)
        ann.verdict("old@ios", "passed", at: 3)
        let results = Self.replay([ann])
        #expect(results.unplanned.map(\.id) == ["old@ios", "zz@web"])
        #expect(results.unplanned.map(\.state) == [.passed, .failed])
        #expect(results.unplanned.allSatisfy { !$0.stale })
        #expect(!results.scenarios.contains { $0.id == "old@ios" })
    }

    @Test("a session file's name without .jsonl is its session id")
    func sessionID() {
        #expect(SessionLedger(path: "/x/results/2026-11-22-ann.jsonl", bytes: []).sessionID == "2026-11-22-ann")
    }

    @Test("sessions of several testers written by the writer merge by union from the results folder; torn and lock files are not sessions")
    func mergeFolder() throws {
        let folder = try TemporaryFolder()
        func write(_ session: String, tester: String, _ verdicts: [(String, String)]) throws {
            let (writer, _) = try LedgerWriter.open(folder: folder.path, sessionID: session, holder: tester)
            defer { writer.close() }
            try writer.append(RecordType.sessionStarted, ["tester": .string(tester)])
            for (scenario, verdict) in verdicts {
                try writer.append(
                    RecordType.scenarioResult, ["scenario": .string(scenario), "verdict": .string(verdict), "contentHash": .string("h1")])
            }
        }
        try write("s-ann", tester: "Ann", [("a@ios", "passed")])
        try write("s-bo", tester: "Bo", [("b@ios", "failed")])
        try write("s-cy", tester: "Cy", [("c@ios", "blocked")])
        try folder.write("s-bo.torn-1", Array(#"{"seq":3,"#.utf8))
        try folder.write("s-cy.lock", Array("Cy, pid 1\n".utf8))

        let sessions = try SessionLedger.readFolder(folder.path)
        #expect(sessions.map(\.sessionID) == ["s-ann", "s-bo", "s-cy"])
        #expect(sessions.allSatisfy { $0.report.isIntact && $0.records.count == 2 })
        let plan = ["a@ios", "b@ios", "c@ios"].map { ResultsReplay.Planned(id: $0, contentHash: "h1") }
        let results = ResultsReplay.replay(sessions, plan: plan)
        #expect(results.scenarios.map(\.state) == [.passed, .failed, .blocked])
        #expect(results.scenarios.map { $0.current.first?.tester } == ["Ann", "Bo", "Cy"])
    }

    @Test("reading a results folder that does not exist is an error naming it")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: LedgerError.self) { try SessionLedger.readFolder(folder.path + "/nothing") }
        try folder.write("a-file", [])
        do {
            _ = try SessionLedger.readFolder(folder.file("a-file"))
            Issue.record("a file read as a results folder")
        } catch {
            #expect("\(error)".contains("not a folder"))
        }
    }

    @Test("a second session start cannot hand a session's later verdicts to another tester (verify reports the record)")
    func testerChange() throws {
        var session = Session("s1", tester: "Ann")
        session.verdict("a@ios", "passed", at: 1)
        session.add(RecordType.sessionStarted, ["tester": .string("Bo")], at: 2)
        session.verdict("a@ios", "failed", at: 3)
        let a = try Self.scenario(Self.replay([session]), "a@ios")
        #expect(a.history.map(\.tester) == ["Ann", "Ann"])
        #expect(a.state == .failed)
    }
}
