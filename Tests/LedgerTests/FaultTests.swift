import Digest
import Foundation
import Testing

@testable import Ledger

/// The ledger's two promises, tested by breaking things on purpose:
/// - a record reported as saved survives the writer being killed at any moment;
/// - any change to a ledger's bytes is caught by `verify`, which names the line.
///
/// Everything random comes from a seed, printed in every failure message. Set
/// `LEDGER_FAULT_SEED` to replay a failure or to explore other faults. The kill timings also
/// depend on the machine, so a crash round replays only approximately.
@Suite("Ledger faults")
struct FaultTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["LEDGER_FAULT_SEED"].flatMap { UInt64($0) } ?? 20_261_122

    // MARK: - Crashes

    @Test("a writer killed with SIGKILL at random moments: every record it reported saved is there, and the ledger verifies", .timeLimit(.minutes(1)))
    func killedWriter() throws {
        guard let writer = FaultWriter.locate() else {
            Issue.record(
                """
                ledger-fault-writer was not found beside the test bundle or in .build/debug; \
                build it with 'swift build --build-tests' (it is an executable target of this package)
                """)
            return
        }
        var random = SeededRandom(seed: Self.seed)
        let folder = try TemporaryFolder()
        var session = ""
        var roundsOnSession = 0
        var lastSeq = 0
        var kills = 0
        var tornTails = 0
        var simulatedTails = 0
        var promises = 0
        for round in 0..<StressRuns.count(12, stress: 40) {
            let context = "seed \(Self.seed), round \(round)"
            // Some rounds start a session, the others reopen the one the last kill left behind,
            // so recovering from a torn tail and continuing a chain are both exercised.
            if session.isEmpty || roundsOnSession == 4 || random.below(3) == 0 {
                session = "crash-\(round)"
                roundsOnSession = 0
                lastSeq = 0
            }
            roundsOnSession += 1
            // Big records take long enough to write that a kill can land in the middle of one.
            let big = random.below(2) == 0
            let payload = big ? 64 * 1024 + random.below(192 * 1024) : 50 + random.below(2000)
            // Most kills land among the appends; some land anywhere from the start, which can be
            // while the writer is still opening the ledger and setting a torn tail aside.
            let amongAppends = random.below(4) != 0
            let delay = Double(amongAppends ? random.below(40) : 1 + random.below(40)) / 1000

            let outcome = try writer.run(
                folder: folder.path, session: session, records: 1_000_000, payloadBytes: payload, killAfter: delay,
                afterFirstPromise: amongAppends)
            try #require(
                outcome.exitStatus == nil || outcome.exitStatus == 0,
                "\(context): ledger-fault-writer failed by itself: \(outcome.standardError)")
            if outcome.killed { kills += 1 }
            // A kill lands inside a write only rarely (the write is a sliver of each append's
            // time), so some rounds also leave what such a kill leaves: the start of the next
            // record, without its newline. Only after a whole line, so it is a clean prefix.
            var simulated = false
            if random.below(4) == 0, let current = folder.bytes(session + ".jsonl"), current.last.map({ $0 == UInt8(ascii: "\n") }) ?? true {
                let next = LedgerRecord(
                    seq: LedgerLines.split(current).count + 1, time: LedgerTime.string(Date()), type: RecordType.note,
                    payload: ["text": .string(String(repeating: "y", count: 300))], prev: LedgerRecord.genesis
                ).line
                try folder.append(session + ".jsonl", Array(next.prefix(1 + random.below(next.count - 1))))
                simulated = true
            }
            promises += outcome.saved.count
            // The writer appends after whatever the session already held, one seq at a time.
            #expect(
                outcome.saved == Array(stride(from: lastSeq + 1, through: lastSeq + outcome.saved.count, by: 1)),
                "\(context): promises out of order: \(outcome.saved.prefix(10))…")

            let (reopened, recovery) = try LedgerWriter.open(folder: folder.path, sessionID: session, holder: "fault test")
            defer { reopened.close() }
            let bytes = try #require(folder.bytes(session + ".jsonl"))
            let report = LedgerVerifier.verify(bytes)
            #expect(report.isIntact, "\(context): \(report.problems.prefix(3))")
            #expect(report.records == reopened.lastSeq, "\(context)")
            let onDisk = Set(
                LedgerLines.split(bytes).compactMap { line in line.withUnsafeBufferPointer { try? LedgerRecord.read($0, verifyCheck: false).seq } })
            let lost = outcome.saved.filter { !onDisk.contains($0) }
            #expect(lost.isEmpty, "\(context): records reported saved but missing after recovery: \(lost)")

            #expect(!simulated || recovery != nil, "\(context): the simulated torn tail was not found")
            if let recovery {
                if simulated { simulatedTails += 1 } else { tornTails += 1 }
                // The torn bytes are the beginning of the record after the last whole one.
                let torn = try #require(FileManager.default.contents(atPath: recovery.tornPath), "\(context)")
                let expectedStart = Array(#"{"seq":\#(reopened.lastSeq + 1),"time":""#.utf8)
                let start = Array(torn.prefix(expectedStart.count))
                #expect(start == Array(expectedStart.prefix(start.count)), "\(context): torn bytes \(String(decoding: start, as: UTF8.self))")
                #expect(!torn.contains(UInt8(ascii: "\n")) && recovery.byteCount == torn.count, "\(context)")
                #expect(recovery.line == reopened.lastSeq + 1, "\(context)")
            }
            lastSeq = reopened.lastSeq
        }
        print(
            "killed-writer rounds (seed \(Self.seed)): \(kills) of 40 killed, \(promises) records promised, torn tails recovered: \(tornTails) from kills, \(simulatedTails) simulated"
        )
    }

    // MARK: - Corruption

    static let ledger = LedgerLines.make(count: 30)
    /// A shorter ledger for the byte edits, small enough to hit every one of its bytes; its
    /// twelve lines still hold every payload shape, a first line and a last.
    static let editedBytes = LedgerLines.join(LedgerLines.make(count: 12))

    /// The line (from 1) each byte of `editedBytes` belongs to; a line's newline belongs to it.
    static let lineOfByte: [Int] = {
        var lines: [Int] = []
        var line = 1
        for byte in editedBytes {
            lines.append(line)
            if byte == UInt8(ascii: "\n") { line += 1 }
        }
        return lines
    }()

    /// Collects what went wrong across many iterations and reports the first few, so one bug
    /// does not bury the run in thousands of identical messages.
    struct Misses {
        let seed: UInt64
        private(set) var count = 0
        private var shown: [String] = []

        init(seed: UInt64) { self.seed = seed }

        mutating func add(_ text: String) {
            count += 1
            if shown.count < 5 { shown.append(text) }
        }

        func report(_ what: String, of total: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            guard count > 0 else { return }
            Issue.record("seed \(seed): \(count) of \(total) \(what) missed; first: \(shown.joined(separator: "; "))", sourceLocation: sourceLocation)
        }
    }

    static func summary(_ report: LedgerVerifier.Report) -> String {
        report.problems.prefix(3).map(\.description).joined(separator: " | ")
    }

    /// The rule asserted: a single changed byte anywhere in line k — its JSON, its prev, its
    /// check, or the newline that ends it — is reported first at line k, and at no earlier line.
    /// - An edit that leaves the line readable is caught by the next line's prev (which no
    ///   longer matches), and blamed on line k because the next line's own check still holds;
    ///   on the last line, which has no successor, by its own check.
    /// - An edit that makes the line unreadable (or splits it with a newline) is malformed at k.
    /// - Changing the final newline leaves a torn last line: truncated, at line k.
    @Test("random single-byte edits anywhere: every one caught, first reported at the edited line", .timeLimit(.minutes(1)))
    func singleByteEdits() {
        var random = SeededRandom(seed: Self.seed ^ 0xED17)
        var misses = Misses(seed: Self.seed)
        let iterations = Self.editedBytes.count + StressRuns.count(300, stress: 5000)
        for iteration in 0..<iterations {
            var damaged = Self.editedBytes
            // Every position is hit in turn, with a random other value, then random positions.
            let position = iteration < damaged.count ? iteration : random.below(damaged.count)
            let original = damaged[position]
            damaged[position] = original &+ UInt8(1 + random.below(255))
            let line = Self.lineOfByte[position]
            // Shared out in parts, as a long ledger is, reading records on the way, as replay does.
            let (report, read) = damaged.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .records, parts: 3) }
            let records = read.records
            if report.problems.first?.line != line {
                misses.add(
                    "iteration \(iteration): byte \(position) (line \(line)) \(original) → \(damaged[position]): "
                        + (report.isIntact ? "not caught" : Self.summary(report)))
            }
            // Whatever the damage, the records read are the ones the record reader reads.
            let reference = LedgerLines.split(damaged).compactMap { line in
                line.withUnsafeBufferPointer { try? LedgerRecord.read($0, verifyCheck: false) }
            }
            if records != reference {
                misses.add("iteration \(iteration): byte \(position) \(original) → \(damaged[position]): records differ from LedgerRecord.read's")
            }
        }
        misses.report("single-byte edits", of: iterations)
    }

    @Test("every deleted line but the last, and random runs of deleted lines: first reported at the gap, as deleted")
    func deletedLines() {
        var misses = Misses(seed: Self.seed)
        var random = SeededRandom(seed: Self.seed ^ 0xDE1E)
        var cases = 0
        for line in 1..<Self.ledger.count {
            var lines = Self.ledger
            lines.remove(at: line - 1)
            cases += 1
            let report = LedgerVerifier.verify(LedgerLines.join(lines))
            if report.problems.first?.line != line || report.problems.first?.kind != .deleted {
                misses.add("line \(line) deleted: \(report.isIntact ? "not caught" : Self.summary(report))")
            }
        }
        for _ in 0..<100 {
            let first = 1 + random.below(Self.ledger.count - 1)
            let count = 1 + random.below(min(5, Self.ledger.count - first))
            var lines = Self.ledger
            lines.removeSubrange((first - 1)..<(first - 1 + count))
            cases += 1
            let report = LedgerVerifier.verify(LedgerLines.join(lines))
            if report.problems.first?.line != first || report.problems.first?.kind != .deleted {
                misses.add("lines \(first)–\(first + count - 1) deleted: \(report.isIntact ? "not caught" : Self.summary(report))")
            }
        }
        misses.report("deletions", of: cases)
    }

    /// No hash chain can see its own last lines cut off at a line boundary: what is left is a
    /// complete, consistent ledger. What changes is the head — seq and hash — which is what a
    /// sign-off binds, so a signed ledger that lost its end no longer matches its signature.
    @Test("deleting the last lines leaves a consistent ledger with an earlier head, which only a sign-off can tell")
    func deletedLastLine() {
        for kept in [29, 20, 1] {
            let report = LedgerVerifier.verify(LedgerLines.join(Array(Self.ledger.prefix(kept))))
            #expect(report.isIntact)
            #expect(report.headSeq == kept)
            #expect(report.headHash == SHA256.hash(Self.ledger[kept - 1]))
            #expect(report.headHash != SHA256.hash(Self.ledger[29]))
        }
    }

    @Test("every line copied to every later place: first reported at the copy, as inserted")
    func duplicatedLines() {
        var misses = Misses(seed: Self.seed)
        var cases = 0
        for source in 1...Self.ledger.count {
            // The copy becomes line `place`, anywhere after its original (right after it is the
            // plain "duplicated line").
            for place in (source + 1)...(Self.ledger.count + 1) {
                var lines = Self.ledger
                lines.insert(Self.ledger[source - 1], at: place - 1)
                cases += 1
                let report = LedgerVerifier.verify(LedgerLines.join(lines))
                if report.problems.first?.line != place || report.problems.first?.kind != .inserted {
                    misses.add("line \(source) copied to line \(place): \(report.isIntact ? "not caught" : Self.summary(report))")
                }
            }
        }
        misses.report("copies", of: cases)
    }

    @Test("every line copied to every earlier place: first reported at the copy, as inserted")
    func duplicatedEarlier() {
        var misses = Misses(seed: Self.seed)
        var cases = 0
        for source in 2...Self.ledger.count {
            for place in 1..<source {
                var lines = Self.ledger
                lines.insert(Self.ledger[source - 1], at: place - 1)
                cases += 1
                let report = LedgerVerifier.verify(LedgerLines.join(lines))
                if report.problems.first?.line != place || report.problems.first?.kind != .inserted {
                    misses.add("line \(source) copied to line \(place): \(report.isIntact ? "not caught" : Self.summary(report))")
                }
            }
        }
        misses.report("copies", of: cases)
    }

    @Test("lines of another session's ledger put in anywhere: first reported where they stand, as inserted")
    func foreignLines() {
        var misses = Misses(seed: Self.seed)
        let other = LedgerLines.make(count: 30, session: "another")
        var cases = 0
        for source in 1...other.count {
            // Up to the last line: a foreign line after it cannot be told from an edit of the
            // last line, as nothing follows to say which of the two belongs.
            for place in 1...Self.ledger.count {
                var lines = Self.ledger
                lines.insert(other[source - 1], at: place - 1)
                cases += 1
                let report = LedgerVerifier.verify(LedgerLines.join(lines))
                if report.problems.first?.line != place || report.problems.first?.kind != .inserted {
                    misses.add("line \(source) of another ledger put at line \(place): \(report.isIntact ? "not caught" : Self.summary(report))")
                }
            }
        }
        misses.report("foreign lines", of: cases)
    }

    @Test("every pair of adjacent lines swapped: reported at the first of the two, as reordered, and only there")
    func swappedLines() {
        var misses = Misses(seed: Self.seed)
        for line in 1..<Self.ledger.count {
            var lines = Self.ledger
            lines.swapAt(line - 1, line)
            let report = LedgerVerifier.verify(LedgerLines.join(lines))
            // One problem, not a second one after the pair: the chain picks up again behind it.
            if report.problems.first?.line != line || report.problems.first?.kind != .reordered || report.problems.count != 1 {
                misses.add("lines \(line) and \(line + 1) swapped: \(report.isIntact ? "not caught" : Self.summary(report))")
            }
        }
        misses.report("swaps", of: Self.ledger.count - 1)
    }
}
