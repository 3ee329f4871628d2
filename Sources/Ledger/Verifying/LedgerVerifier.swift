import Digest

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
        // Line boundaries.
        var lines: [Range<Int>] = []
        var start = 0
        for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        var problems: [Problem] = []
        if start < buffer.count {
            problems.append(Problem(line: lines.count + 1, kind: .truncated, detail: "the last line is incomplete: a torn write or a cut file"))
        }
        let hashes = lines.map { SHA256.hash(UnsafeBufferPointer(rebasing: buffer[$0])) }
        var records: [LedgerRecord?] = []
        records.reserveCapacity(lines.count)
        for (index, range) in lines.enumerated() {
            do {
                let isLast = index == lines.count - 1
                records.append(try LedgerRecord.read(UnsafeBufferPointer(rebasing: buffer[range]), verifyCheck: isLast))
            } catch {
                records.append(nil)
                let kind: Problem.Kind = error == .badCheck ? .edited : .malformed
                problems.append(Problem(line: index + 1, kind: kind, detail: "\(error)"))
            }
        }
        func checkHolds(_ index: Int) -> Bool {
            (try? LedgerRecord.read(UnsafeBufferPointer(rebasing: buffer[lines[index]]), verifyCheck: true)) != nil
        }
        var expectedSeq = 1
        var index = 0
        while index < lines.count {
            let line = index + 1
            guard let record = records[index] else {
                expectedSeq += 1
                index += 1
                continue
            }
            let expectedPrev = index == 0 ? LedgerRecord.genesis : hashes[index - 1]
            let prevHolds = record.prev == expectedPrev
            if record.seq == expectedSeq {
                if !prevHolds && index > 0 && records[index - 1] != nil {
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
                problems.append(Problem(line: line, kind: .edited, detail: "seq is \(record.seq), expected \(expectedSeq)"))
                expectedSeq += 1
                index += 1
                continue
            }
            if record.seq == expectedSeq + 1, index + 1 < lines.count, records[index + 1]?.seq == expectedSeq {
                problems.append(Problem(line: line, kind: .reordered, detail: "lines \(line) and \(line + 1) are swapped"))
                expectedSeq += 2
                index += 2
                continue
            }
            if record.seq > expectedSeq {
                let missing = record.seq - 1 == expectedSeq ? "record \(expectedSeq) is" : "records \(expectedSeq)–\(record.seq - 1) are"
                problems.append(Problem(line: line, kind: .deleted, detail: "\(missing) missing before this line"))
                expectedSeq = record.seq + 1
                index += 1
                continue
            }
            // A seq already seen: a copy of an earlier line, or a line from elsewhere.
            let duplicate = index > 0 && buffer[lines[index]].elementsEqual(buffer[lines[index - 1]])
            problems.append(
                Problem(
                    line: line, kind: .inserted,
                    detail: duplicate ? "a copy of line \(line - 1)" : "seq \(record.seq) does not belong here (expected \(expectedSeq))"))
            index += 1
        }
        let lastGood = records.lastIndex { $0 != nil }
        return Report(
            records: lines.count, problems: problems.sorted { $0.line < $1.line },
            headHash: lastGood.map { hashes[$0] } ?? LedgerRecord.genesis, headSeq: lastGood.flatMap { records[$0]?.seq } ?? 0)
    }
}
