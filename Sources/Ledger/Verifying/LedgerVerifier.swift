import Digest
import Foundation

/// Checks one session's ledger: every record well-formed, `seq` contiguous from 1, every
/// `prev` the hash of the line before it, the last line's own check intact, no torn end.
/// A problem is named by its line and kind: edited, inserted, deleted, reordered, truncated.
public enum LedgerVerifier {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case edited, inserted, deleted, reordered, truncated, malformed
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
    }

    public static func verify(_ bytes: [UInt8]) -> Report {
        bytes.withUnsafeBufferPointer { verify($0) }
    }

    public static func verify(_ buffer: UnsafeBufferPointer<UInt8>) -> Report {
        let (lines, torn) = lineRanges(buffer)
        var problems: [Problem] = []
        if torn {
            problems.append(Problem(line: lines.count + 1, kind: .truncated, detail: "the last line is incomplete: a torn write or a cut file"))
        }
        let (digests, fields) = readLines(buffer, lines)
        for (index, field) in fields.enumerated() {
            if let error = field.problem {
                let kind: Problem.Kind = error == .badCheck ? .edited : .malformed
                problems.append(Problem(line: index + 1, kind: kind, detail: "\(error)"))
            }
        }
        /// The hash of line `index` (from 0) as hex digits.
        func hash(_ index: Int) -> ArraySlice<UInt8> { digests[(index * 64)..<(index * 64 + 64)] }
        /// Whether a line's prev is the hash of the line before it (64 zeros for the first).
        func prevHolds(_ index: Int) -> Bool {
            let expected = index == 0 ? ArraySlice(LedgerRecord.genesis.utf8) : hash(index - 1)
            let field = fields[index]
            if field.prevOffset >= 0 {
                return buffer[field.prevOffset..<(field.prevOffset + 64)].elementsEqual(expected)
            }
            return field.prevText.map { $0.utf8.elementsEqual(expected) } ?? false
        }
        func checkHolds(_ index: Int) -> Bool {
            (try? LedgerRecord.read(UnsafeBufferPointer(rebasing: buffer[lines[index]]), verifyCheck: true)) != nil
        }
        var expectedSeq = 1
        var index = 0
        while index < lines.count {
            let line = index + 1
            let seq = fields[index].seq
            guard fields[index].isRecord else {
                expectedSeq += 1
                index += 1
                continue
            }
            let prevHolds = prevHolds(index)
            if seq == expectedSeq {
                if !prevHolds && index > 0 && fields[index - 1].isRecord {
                    if checkHolds(index) {
                        problems.append(Problem(line: line - 1, kind: .edited, detail: "its hash no longer matches line \(line)'s prev"))
                    } else {
                        problems.append(Problem(line: line, kind: .edited, detail: "its prev or content was changed"))
                    }
                } else if !prevHolds && index == 0 {
                    problems.append(Problem(line: line, kind: .edited, detail: "the first record's prev is not 64 zeros"))
                }
                expectedSeq += 1
                index += 1
                continue
            }
            if prevHolds {
                // The chain holds, so no line is missing or extra: the seq itself was changed.
                problems.append(Problem(line: line, kind: .edited, detail: "seq is \(seq), expected \(expectedSeq)"))
                expectedSeq += 1
                index += 1
                continue
            }
            if seq == expectedSeq + 1, index + 1 < lines.count, fields[index + 1].isRecord, fields[index + 1].seq == expectedSeq {
                problems.append(Problem(line: line, kind: .reordered, detail: "lines \(line) and \(line + 1) are swapped"))
                expectedSeq += 2
                index += 2
                continue
            }
            if seq > expectedSeq {
                let missing = seq - 1 == expectedSeq ? "record \(expectedSeq) is" : "records \(expectedSeq)–\(seq - 1) are"
                problems.append(Problem(line: line, kind: .deleted, detail: "\(missing) missing before this line"))
                expectedSeq = seq + 1
                index += 1
                continue
            }
            // A seq already seen: a copy of an earlier line, or a line from elsewhere.
            let duplicate = index > 0 && buffer[lines[index]].elementsEqual(buffer[lines[index - 1]])
            problems.append(
                Problem(
                    line: line, kind: .inserted,
                    detail: duplicate ? "a copy of line \(line - 1)" : "seq \(seq) does not belong here (expected \(expectedSeq))"))
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

    /// Each line's hash (64 hex digits, one after another) and chain fields. The lines are
    /// independent of each other here, so they are shared out among the processors: this is
    /// nearly all of verify's work, and hashing alone would otherwise take longer than
    /// `sha256sum` does over the whole file.
    static func readLines(_ buffer: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>]) -> ([UInt8], [ChainFields]) {
        let count = lines.count
        var digests = [UInt8](repeating: 0, count: count * 64)
        var fields = [ChainFields](repeating: ChainFields(), count: count)
        // Small ledgers are not worth waking threads for.
        let parts = count < 4096 ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        digests.withUnsafeMutableBytes { digestBytes in
            fields.withUnsafeMutableBufferPointer { fieldSlots in
                // Each part writes only its own lines' slots, so sharing the buffers is safe.
                nonisolated(unsafe) let buffer = buffer
                nonisolated(unsafe) let digestBytes = digestBytes
                nonisolated(unsafe) let fieldSlots = fieldSlots
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    for index in (count * part / parts)..<(count * (part + 1) / parts) {
                        let line = UnsafeBufferPointer(rebasing: buffer[lines[index]])
                        SHA256.hexDigest(
                            of: UnsafeRawBufferPointer(line),
                            into: UnsafeMutableRawBufferPointer(rebasing: digestBytes[(index * 64)..<(index * 64 + 64)]))
                        // The last line has no successor whose prev vouches for it: its own check must.
                        fieldSlots[index] = ChainFields.read(line, at: lines[index].lowerBound, verifyCheck: index == count - 1)
                    }
                }
            }
        }
        return (digests, fields)
    }
}
