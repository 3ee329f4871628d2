import Foundation

/// Checks one session's ledger: every record well-formed, `seq` contiguous from 1, every
/// `prev` the hash of the line before it, the last line's own check intact, no torn end.
/// A problem is named by its line and kind: edited, inserted, deleted, reordered, truncated.
public enum LedgerVerifier {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case edited, inserted, deleted, reordered, truncated, malformed
            /// A session's ledger with no records at all: a session that failed to start, or one
            /// emptied. The chain alone cannot object to nothing; a results folder can.
            case empty
            /// An evidence file a record names is not in the results folder.
            case evidenceMissing = "evidence missing"
            /// An evidence file's bytes no longer have the SHA-256 its record holds.
            case evidenceChanged = "evidence changed"
        }
        public let line: Int
        public let kind: Kind
        public let detail: String
        public var description: String { "line \(line): \(kind.rawValue) (\(detail))" }

        public init(line: Int, kind: Kind, detail: String) {
            self.line = line
            self.kind = kind
            self.detail = detail
        }

        /// How bad a problem is, worst first: a change to what was recorded (a verdict edited,
        /// removed, added or moved) before a ledger cut short or emptied, before lines that do not
        /// read, before an attachment changed or missing.
        public var severity: Int {
            switch kind {
            case .edited: return 0
            case .deleted: return 1
            case .inserted: return 2
            case .reordered: return 3
            case .truncated: return 4
            case .empty: return 5
            case .malformed: return 6
            case .evidenceChanged: return 7
            case .evidenceMissing: return 8
            }
        }
    }

    public struct Report: Sendable {
        public let records: Int
        public let problems: [Problem]
        /// SHA-256 of the last good line: what a sign-off binds.
        public let headHash: String
        public let headSeq: Int
        public var isIntact: Bool { problems.isEmpty }

        /// Every problem, worst first, then in line order.
        public var problemsWorstFirst: [Problem] {
            problems.sorted { ($0.severity, $0.line) < ($1.severity, $1.line) }
        }

        /// The report with more problems (found in the evidence files), in line order.
        public func adding(_ more: [Problem]) -> Report {
            guard !more.isEmpty else { return self }
            return Report(records: records, problems: (problems + more).sorted { $0.line < $1.line }, headHash: headHash, headSeq: headSeq)
        }
    }

    /// An evidence record and its line (from 1), kept by every pass that reads a session so
    /// that the files it names can be checked (`EvidenceCheck`).
    public struct EvidenceLine: Sendable {
        public let line: Int
        public let record: LedgerRecord
    }

    public static func verify(_ bytes: [UInt8]) -> Report {
        bytes.withUnsafeBufferPointer { verify($0) }
    }

    public static func verify(_ buffer: UnsafeBufferPointer<UInt8>) -> Report {
        verify(buffer, keeping: .nothing, parts: nil).report
    }

    /// Verifies, and reads in the same pass what replaying results needs from each line that
    /// reads as a record (see `ReplayFacts`), one run of facts per part, in line order.
    static func verifyForReplay(_ buffer: UnsafeBufferPointer<UInt8>, parts: Int? = nil)
        -> (report: Report, facts: [ReplayFacts], evidence: [EvidenceLine])
    {
        let (report, read) = verify(buffer, keeping: .replayFacts, parts: parts)
        return (report, read.facts, read.evidence)
    }

    /// Verifies, and in the same pass keeps what is asked (records, replay facts) and the
    /// evidence records with their lines: reading the lines once instead of twice is a third of
    /// the work. `parts` overrides how many parts the lines are shared out in, for tests.
    static func verify(_ buffer: UnsafeBufferPointer<UInt8>, keeping: Keeping, parts: Int?) -> (report: Report, read: LinesRead) {
        let (lines, torn) = lineRanges(buffer)
        let read = readLines(buffer, lines, keeping: keeping, parts: parts)
        // Read through pointers from here on: this pass is the part done on one processor, and
        // copying each line's fields out of the arrays cost as much as the checks themselves.
        let report = read.digests.withUnsafeBufferPointer { digests in
            read.fields.withUnsafeBufferPointer { fields in
                genesisBytes.withUnsafeBufferPointer { genesis in
                    chain(buffer, lines, torn: torn, digests: digests, fields: fields, genesis: genesis)
                }
            }
        }
        return (report, read)
    }

    /// 64 zeros, the first record's prev, as bytes.
    private static let genesisBytes = Array(LedgerRecord.genesis.utf8)

    /// Follows the chain line by line, naming each problem with its line and kind.
    private static func chain(
        _ buffer: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>], torn: Bool, digests: UnsafeBufferPointer<UInt8>,
        fields: UnsafeBufferPointer<ChainFields>, genesis: UnsafeBufferPointer<UInt8>
    ) -> Report {
        var problems: [Problem] = []
        if torn {
            problems.append(Problem(line: lines.count + 1, kind: .truncated, detail: "the last line is incomplete: a torn write or a cut file"))
        }
        for index in fields.indices {
            if let error = fields[index].problem {
                let kind: Problem.Kind = error == .badCheck ? .edited : .malformed
                problems.append(Problem(line: index + 1, kind: kind, detail: "\(error)"))
            }
        }
        /// The hash of line `index` (from 0) as hex digits.
        func hash(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: digests[(index * 64)..<(index * 64 + 64)])
        }
        /// Whether a line's prev is the hash of line `predecessor` (64 zeros when there is none).
        func followsOn(_ index: Int, from predecessor: Int) -> Bool {
            let expected = predecessor < 0 ? genesis : hash(predecessor)
            let offset = fields[index].prevOffset
            if offset >= 0 { return memcmp(buffer.baseAddress! + offset, expected.baseAddress!, 64) == 0 }
            return fields[index].prevText.map { $0.utf8.elementsEqual(expected) } ?? false
        }
        func checkHolds(_ index: Int) -> Bool {
            (try? LedgerRecord.read(UnsafeBufferPointer(rebasing: buffer[lines[index]]), verifyCheck: true)) != nil
        }
        var expectedSeq = 1
        var index = 0
        // The line the current one should follow on from: the one before it, except after a line
        // set aside as not belonging to the chain, or after a swapped pair.
        var predecessor = -1
        while index < lines.count {
            let line = index + 1
            let seq = fields[index].seq
            guard fields[index].isRecord else {
                expectedSeq += 1
                predecessor = index
                index += 1
                continue
            }
            let prevHolds = followsOn(index, from: predecessor)
            let predecessorIsRecord = predecessor >= 0 && fields[predecessor].isRecord
            // Two lines swapped: each seq is the other's, this line follows on from the next, and
            // what comes after the pair (if anything) from this one. (A copy of the next line
            // put here looks the same up to that last point.)
            if !prevHolds, seq == expectedSeq + 1, index + 1 < lines.count, fields[index + 1].isRecord, fields[index + 1].seq == expectedSeq,
                followsOn(index, from: index + 1), index + 2 >= lines.count || followsOn(index + 2, from: index)
            {
                problems.append(Problem(line: line, kind: .reordered, detail: "lines \(line) and \(line + 1) are swapped"))
                expectedSeq += 2
                // The line after the pair follows on from the first of the two as they stand,
                // which is the later record.
                predecessor = index
                index += 2
                continue
            }
            // The next line follows on from the one before this, so this one is extra, whatever its
            // seq says (a copy, or a line from another ledger) — also when this one follows on
            // from that line too, if the chain then goes on from the next line and not from this.
            if predecessor < 0 || predecessorIsRecord, index + 1 < lines.count, fields[index + 1].isRecord,
                followsOn(index + 1, from: predecessor),
                !prevHolds
                    || (index + 2 < lines.count && fields[index + 2].isRecord && followsOn(index + 2, from: index + 1)
                        && !followsOn(index + 2, from: index))
            {
                let copy = predecessor >= 0 && buffer[lines[index]].elementsEqual(buffer[lines[predecessor]])
                problems.append(
                    Problem(
                        line: line, kind: .inserted,
                        detail: copy
                            ? "a copy of line \(predecessor + 1)"
                            : "not in the chain: line \(line + 1) follows on from \(predecessor < 0 ? "the start" : "line \(predecessor + 1)")"))
                index += 1
                continue
            }
            if seq == expectedSeq {
                if !prevHolds && predecessorIsRecord {
                    if checkHolds(index) {
                        problems.append(
                            Problem(line: predecessor + 1, kind: .edited, detail: "its hash no longer matches line \(line)'s prev"))
                    } else {
                        problems.append(Problem(line: line, kind: .edited, detail: "its prev or content was changed"))
                    }
                } else if !prevHolds && predecessor < 0 {
                    problems.append(Problem(line: line, kind: .edited, detail: "the first record's prev is not 64 zeros"))
                }
                expectedSeq += 1
                predecessor = index
                index += 1
                continue
            }
            if prevHolds {
                // The chain holds, so no line is missing or extra: the seq itself was changed.
                problems.append(Problem(line: line, kind: .edited, detail: "seq is \(seq), expected \(expectedSeq)"))
                expectedSeq += 1
                predecessor = index
                index += 1
                continue
            }
            if seq > expectedSeq {
                let missing = seq - 1 == expectedSeq ? "record \(expectedSeq) is" : "records \(expectedSeq)–\(seq - 1) are"
                problems.append(Problem(line: line, kind: .deleted, detail: "\(missing) missing before this line"))
                expectedSeq = seq + 1
                predecessor = index
                index += 1
                continue
            }
            // A seq already seen: a copy of an earlier line, or a line from elsewhere.
            let duplicate = predecessor >= 0 && buffer[lines[index]].elementsEqual(buffer[lines[predecessor]])
            problems.append(
                Problem(
                    line: line, kind: .inserted,
                    detail: duplicate ? "a copy of line \(predecessor + 1)" : "seq \(seq) does not belong here (expected \(expectedSeq))"))
            predecessor = index
            index += 1
        }
        let lastGood = fields.lastIndex { $0.isRecord }
        return Report(
            records: lines.count, problems: problems.sorted { $0.line < $1.line },
            headHash: lastGood.map { String(decoding: hash($0), as: UTF8.self) } ?? LedgerRecord.genesis,
            headSeq: lastGood.map { fields[$0].seq } ?? 0)
    }
}
