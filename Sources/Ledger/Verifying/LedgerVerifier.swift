import Digest
import Foundation
import JSON

/// Checks one session's ledger: every record well-formed, `seq` contiguous from 1, every
/// `prev` the hash of the line before it, the last line's own check intact, no torn end.
/// A problem is named by its line and kind: edited, inserted, deleted, reordered, truncated.
public enum LedgerVerifier {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case edited, inserted, deleted, reordered, truncated, malformed
            /// An evidence file a record names is not in the results folder.
            case evidenceMissing = "evidence missing"
            /// An evidence file's bytes no longer have the SHA-256 its record holds.
            case evidenceChanged = "evidence changed"
        }
        public let line: Int
        public let kind: Kind
        public let detail: String
        public var description: String { "line \(line): \(kind.rawValue) (\(detail))" }
    }

    public struct Report: Sendable {
        public let records: Int
        public let problems: [Problem]
        /// SHA-256 of the last good line: what a sign-off binds.
        public let headHash: String
        public let headSeq: Int
        public var isIntact: Bool { problems.isEmpty }

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
        verify(buffer, keepingRecords: false).report
    }

    /// Verifies, and when asked also reads every line that reads as a record (as
    /// `LedgerRecord.read` without its check), in the same pass: a session read for replay
    /// needs both, and reading the lines once instead of twice is a third of the work.
    /// `parts` overrides how many parts the lines are shared out in, for tests.
    static func verify(_ buffer: UnsafeBufferPointer<UInt8>, keepingRecords: Bool, parts: Int? = nil) -> (report: Report, records: [LedgerRecord]) {
        let (report, read) = verify(buffer, keeping: keepingRecords ? .records : .nothing, parts: parts)
        return (report, read.records)
    }



    /// Verifies, and reads in the same pass what replaying results needs from each line that
    /// reads as a record (see `ReplayFacts`), one run of facts per part, in line order.
    static func verifyForReplay(_ buffer: UnsafeBufferPointer<UInt8>, parts: Int? = nil)
        -> (report: Report, facts: [ReplayFacts], evidence: [EvidenceLine])
    {
        let (report, read) = verify(buffer, keeping: .replayFacts, parts: parts)
        return (report, read.facts, read.evidence)
    }

    /// What the pass over the lines keeps besides what verifying needs.
    enum Keeping {
        case nothing, records, replayFacts
    }

    /// What the pass over the lines found: each line's hash (64 hex digits, one after
    /// another) and chain fields, and what it was asked to keep.
    struct LinesRead {
        var digests: [UInt8]
        var fields: [ChainFields]
        var records: [LedgerRecord] = []
        var facts: [ReplayFacts] = []
        /// Kept whatever else is: evidence records are few, and checking their files is part
        /// of verifying a session.
        var evidence: [EvidenceLine] = []
    }

    /// Verifies, keeping what is asked and the evidence records with their lines.
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

    /// Where each line is (without its newline), and whether the bytes end in a torn line.
    static func lineRanges(_ buffer: UnsafeBufferPointer<UInt8>) -> ([Range<Int>], torn: Bool) {
        guard let base = buffer.baseAddress else { return ([], false) }
        var lines: [Range<Int>] = []
        var start = 0
        // memchr scans many bytes at a time; a byte-at-a-time loop was a tenth of verify's time.
        while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
            let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            lines.append(start..<end)
            start = end + 1
        }
        return (lines, start < buffer.count)
    }

    /// Each line's hash, its chain fields, its record or replay facts when asked, and the
    /// evidence records. The lines are independent of each other here, so they are shared out
    /// among the processors in contiguous parts: this is nearly all of verify's work, and
    /// hashing alone would otherwise take longer than `sha256sum` does over the whole file.
    static func readLines(_ buffer: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>], keeping: Keeping, parts: Int?) -> LinesRead {
        let count = lines.count
        var digests = [UInt8](repeating: 0, count: count * 64)
        var fields = [ChainFields](repeating: ChainFields(), count: count)
        // Small ledgers are not worth waking threads for.
        let parts = max(1, parts ?? (count < 4096 ? 1 : ProcessInfo.processInfo.activeProcessorCount))
        /// What one part found besides the slots of its lines.
        struct PartRead {
            /// Records put in the slots from the part's first line on.
            var kept = 0
            var facts = ReplayFacts()
            var evidence: [EvidenceLine] = []
        }
        var partsRead = [PartRead](repeating: PartRead(), count: parts)
        let records = [LedgerRecord](unsafeUninitializedCapacity: keeping == .records ? count : 0) { recordSlots, initialized in
            digests.withUnsafeMutableBytes { digestBytes in
                fields.withUnsafeMutableBufferPointer { fieldSlots in
                    partsRead.withUnsafeMutableBufferPointer { partSlots in
                        // Each part writes only its own lines' slots, so sharing the buffers is safe.
                        nonisolated(unsafe) let buffer = buffer
                        nonisolated(unsafe) let digestBytes = digestBytes
                        nonisolated(unsafe) let fieldSlots = fieldSlots
                        nonisolated(unsafe) let recordSlots = recordSlots
                        nonisolated(unsafe) let partSlots = partSlots
                        DispatchQueue.concurrentPerform(iterations: parts) { part in
                            let first = count * part / parts
                            var found = PartRead()
                            var payload: [JSONParser.Member] = []
                            payload.reserveCapacity(16)
                            for index in first..<(count * (part + 1) / parts) {
                                let line = UnsafeBufferPointer(rebasing: buffer[lines[index]])
                                SHA256.hexDigest(
                                    of: UnsafeRawBufferPointer(line),
                                    into: UnsafeMutableRawBufferPointer(rebasing: digestBytes[(index * 64)..<(index * 64 + 64)]))
                                // The last line has no successor whose prev vouches for it: its own check must.
                                let isLast = index == count - 1
                                let plain = isLast ? nil : PlainLine.read(line, payload: &payload)
                                if let plain {
                                    fieldSlots[index] = ChainFields(plain, at: lines[index].lowerBound)
                                } else {
                                    fieldSlots[index] = ChainFields.read(line, verifyCheck: isLast)
                                }
                                /// The line's record, as `LedgerRecord.read` makes it.
                                func record() -> LedgerRecord? {
                                    plain?.record(line, payload: payload) ?? (try? LedgerRecord.read(line, verifyCheck: false))
                                }
                                if plain.map({ line[$0.type].elementsEqual(evidenceType) }) ?? true, let record = record(),
                                    record.type == RecordType.evidence
                                {
                                    found.evidence.append(EvidenceLine(line: index + 1, record: record))
                                }
                                switch keeping {
                                case .nothing: continue
                                case .replayFacts:
                                    if let plain {
                                        found.facts.take(line, plain, payload: payload)
                                    } else if let record = record() {
                                        found.facts.take(record)
                                    }
                                case .records:
                                    if let record = record() {
                                        (recordSlots.baseAddress! + first + found.kept).initialize(to: record)
                                        found.kept += 1
                                    }
                                }
                            }
                            partSlots[part] = found
                        }
                    }
                }
            }
            guard keeping == .records else { return }
            // Close the gaps left by lines that are not records, moving rather than copying.
            var end = partsRead[0].kept
            for part in partsRead.indices.dropFirst() where partsRead[part].kept > 0 {
                let first = count * part / parts
                if first != end { (recordSlots.baseAddress! + end).moveInitialize(from: recordSlots.baseAddress! + first, count: partsRead[part].kept) }
                end += partsRead[part].kept
            }
            initialized = end
        }
        return LinesRead(
            digests: digests, fields: fields, records: records, facts: keeping == .replayFacts ? partsRead.map(\.facts) : [],
            evidence: partsRead.flatMap(\.evidence))
    }

    private static let evidenceType = Array(RecordType.evidence.utf8)
}
