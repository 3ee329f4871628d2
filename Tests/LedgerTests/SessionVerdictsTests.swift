import Digest
import Foundation
import JSON
import Testing

@testable import Ledger

/// Reading a session's verdicts straight from its bytes (`SessionVerdicts(path:bytes:)`, what
/// `results`, `status` and `run --rerun` do) must replay to exactly what reading every record
/// first gives (`SessionVerdicts(SessionLedger)`), on any ledger: written with escapes, with
/// odd values and times, with corrections and changes of tester, damaged, shared out in parts.
@Suite("Session verdicts read from bytes")
struct SessionVerdictsTests {
    static let plan = ["a@ios", "b@ios", #"quote "c"@ios"#, "é@android"].map { ResultsReplay.Planned(id: $0, contentHash: "h1") }

    /// A line with its check, from the text before `,"check"`.
    static func line(_ body: String) -> [UInt8] {
        Array((body + #","check":""# + SHA256.hash(body) + #""}"#).utf8)
    }

    /// A JSON string literal, with the escapes a writer would use or, when `escapeAll`, every
    /// letter written as `\u00XX` (so the quick reader leaves the value to the full one).
    static func literal(_ text: String, escapeAll: Bool = false) -> String {
        guard escapeAll else { return JSONValue.string(text).text }
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic {
                out += String(format: "\\u%04x", scalar.value)
            } else {
                out += JSONValue.string(String(scalar)).text.dropFirst().dropLast()
            }
        }
        return out + "\""
    }

    /// A session of random records with a correct chain: verdicts (some fields missing, not
    /// strings, escaped, numbers written oddly), testers changing, corrections (of verdicts,
    /// of nothing, written oddly), notes, times in the usual form and not, keys with escapes.
    static func randomLedger(_ random: inout SeededRandom, count: Int) -> [[UInt8]] {
        let ids = plan.map(\.id) + ["gone@web"]
        let testers = ["Ann", #"Bo "the" Tester"#, "Zoë", "Cy\n2"]
        let verdicts = ["passed", "failed", "blocked", "skipped", "notApplicable", "weird verdict of some length"]
        let attempts = ["1", "2", "3", "-1", "2.5", "1e2", "12345678901234567890", #""2""#, "null"]
        let hashes = [#""h1""#, #""h2""#, #""\u0068\u0031""#, "7", #""""#]
        let times = ["2026-11-22T00:%02d:%02d.%03dZ", "2026-11-22T00:%02d:%02dZ", "2026-11-22T00:%02d:%02d.%03d999Z"]
        var lines: [[UInt8]] = []
        for seq in 1...count {
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            let minute = seq / 7
            let second = (seq * 13) % 60
            let time = String(format: times[random.below(8) == 0 ? 1 + random.below(2) : 0], minute, second, random.below(1000))
            let escape = random.below(6) == 0
            var members: [String] = []
            let type: String
            switch seq == 1 ? 0 : random.below(10) {
            case 0:
                type = RecordType.sessionStarted
                members.append(
                    random.below(10) == 0 ? #""tester":42"# : #""tester":"# + literal(testers[random.below(testers.count)], escapeAll: escape))
            case 1:
                type = RecordType.correction
                members.append(#""supersedes":"# + (random.below(8) == 0 ? #""3""# : String(1 + random.below(seq + 2))))
            case 2:
                type = RecordType.note
                members.append(#""text":"Focus \u2192 ring""#)
            default:
                type = RecordType.scenarioResult
                let key = escape && random.below(2) == 0 ? #""sc\u0065nario""# : #""scenario""#
                if random.below(20) != 0 { members.append(key + ":" + literal(ids[random.below(ids.count)], escapeAll: escape)) }
                if random.below(20) != 0 { members.append(#""verdict":"# + literal(verdicts[random.below(verdicts.count)], escapeAll: escape)) }
                if random.below(4) != 0 { members.append(#""attempt":"# + attempts[random.below(attempts.count)]) }
                if random.below(5) != 0 { members.append(#""contentHash":"# + hashes[random.below(hashes.count)]) }
            }
            let typeText = escape && random.below(3) == 0 ? literal(type, escapeAll: true) : literal(type)
            let body = #"{"seq":\#(seq),"time":"\#(time)","type":\#(typeText)"# + members.map { "," + $0 }.joined() + #","prev":"\#(prev)""#
            lines.append(line(body))
        }
        return lines
    }

    /// Results as lines of text, so two replays compare in one expectation and differ readably.
    static func describe(_ results: Results) -> [String] {
        (results.scenarios + results.unplanned).map { result in
            "\(result.id): \(result.state) stale=\(result.stale) current=\(result.current.map(describe)) history=\(result.history.map(describe))"
        }
    }

    static func describe(_ attempt: Attempt) -> String {
        "\(attempt.verdict)/\(attempt.tester)/\(attempt.time)/\(attempt.session)#\(attempt.seq)/a\(attempt.attempt)/\(attempt.contentHash)"
    }

    /// Both ways of reading, against each other, in one part and in several.
    static func expectSameReplay(_ bytes: [UInt8], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "results/s-\(context.count).jsonl"
        let ledger = SessionLedger(path: path, bytes: bytes)
        let reference = describe(ResultsReplay.replay([ledger], plan: plan))
        for parts in [1, 3] {
            let quick = SessionVerdicts(path: path, bytes: bytes, parts: parts)
            #expect(quick.report.problems == ledger.report.problems, "\(context), \(parts) parts", sourceLocation: sourceLocation)
            let replayed = describe(ResultsReplay.replay([quick], plan: plan))
            #expect(replayed == reference, "\(context), \(parts) parts", sourceLocation: sourceLocation)
        }
    }

    @Test("random sessions replay the same read from bytes as from their records, in one part or several", arguments: 1...40)
    func randomSessions(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9)
        let lines = Self.randomLedger(&random, count: 40 + random.below(80))
        let bytes = LedgerLines.join(lines)
        let replay = Self.describe(ResultsReplay.replay([SessionVerdicts(path: "results/s.jsonl", bytes: bytes)], plan: Self.plan))
        // The sessions are varied enough to exercise replay: some verdicts land.
        #expect(replay.contains { $0.contains("history=[\"") })
        Self.expectSameReplay(bytes, "seed \(seed)")
    }

    @Test("damaged sessions (edited bytes, deleted, copied and torn lines) replay the same both ways", arguments: 1...20)
    func damagedSessions(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 0xD1B5_4A32)
        let lines = Self.randomLedger(&random, count: 60)
        for round in 0..<10 {
            var damaged = lines
            switch round % 4 {
            case 0:
                let index = random.below(damaged.count)
                damaged[index][random.below(damaged[index].count)] = UInt8(random.below(256))
            case 1: damaged.remove(at: random.below(damaged.count))
            case 2: damaged.insert(damaged[random.below(damaged.count)], at: random.below(damaged.count))
            default: damaged[damaged.count - 1].removeLast(1 + random.below(20))
            }
            var bytes = LedgerLines.join(damaged)
            if round % 4 == 3 { bytes.removeLast() }
            Self.expectSameReplay(bytes, "seed \(seed), round \(round)")
        }
    }

    @Test("a verdict withdrawn by a correction is left out, and so is its scenario when it had no other verdict")
    func withdrawnOnly() {
        var lines: [[UInt8]] = []
        func add(_ type: String, _ members: String) {
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            lines.append(
                Self.line(
                    #"{"seq":\#(lines.count + 1),"time":"2026-11-22T00:00:0\#(lines.count).000Z","type":"\#(type)",\#(members),"prev":"\#(prev)""#))
        }
        add(RecordType.sessionStarted, #""tester":"Ann""#)
        add(RecordType.scenarioResult, #""scenario":"gone@web","verdict":"passed""#)
        add(RecordType.scenarioResult, #""scenario":"a@ios","verdict":"failed""#)
        add(RecordType.correction, #""supersedes":2"#)
        let results = ResultsReplay.replay([SessionVerdicts(path: "results/s.jsonl", bytes: LedgerLines.join(lines))], plan: Self.plan)
        #expect(results.unplanned.isEmpty)
        #expect(results.scenarios[0].state == .failed)
        #expect(results.scenarios[0].current.map(\.tester) == ["Ann"])
    }

    @Test("a results folder reads the same as verdicts and as ledgers")
    func folder() throws {
        let folder = try TemporaryFolder()
        var random = SeededRandom(seed: 77)
        for name in ["s-1", "s-2", "s-3"] {
            try folder.write(name + ".jsonl", LedgerLines.join(Self.randomLedger(&random, count: 50)))
        }
        let verdicts = try SessionVerdicts.readFolder(folder.path)
        let ledgers = try SessionLedger.readFolder(folder.path)
        #expect(verdicts.map(\.sessionID) == ["s-1", "s-2", "s-3"])
        #expect(verdicts.map(\.path) == ledgers.map(\.path))
        #expect(Self.describe(ResultsReplay.replay(verdicts, plan: Self.plan)) == Self.describe(ResultsReplay.replay(ledgers, plan: Self.plan)))
        #expect(throws: LedgerError.self) { try SessionVerdicts.readFolder(folder.path + "/nothing") }
    }
}
