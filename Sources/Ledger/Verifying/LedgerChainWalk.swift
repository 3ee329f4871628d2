import Foundation

/// One walk along a ledger's chain, line by line: each record's seq should be one more than the
/// record before it and its prev the hash of the line before it. Where they are not, the walk
/// works out what was done — a line edited, inserted, deleted, or two lines swapped — and names
/// it with its line.
///
/// Everything is read through pointers: this is the part of verifying done on one processor,
/// and copying each line's fields out of the arrays cost as much as the checks themselves.
struct LedgerChainWalk {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let lines: [Range<Int>]
    private let digests: UnsafeBufferPointer<UInt8>
    private let fields: UnsafeBufferPointer<ChainFields>
    private let genesis: UnsafeBufferPointer<UInt8>

    /// The problems found, in the order found.
    private(set) var problems: [LedgerVerifier.Problem] = []
    private var expectedSeq = 1
    /// The line being looked at, from 0.
    private var index = 0
    /// The line the current one should follow on from: the one before it, except after a line
    /// set aside as not belonging to the chain, or after a swapped pair.
    private var predecessor = -1

    /// - Parameters:
    ///   - digests: the SHA-256 of each line as 64 hex digits, one after another.
    ///   - genesis: 64 zeros, the first record's prev.
    init(
        _ buffer: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>], digests: UnsafeBufferPointer<UInt8>,
        fields: UnsafeBufferPointer<ChainFields>, genesis: UnsafeBufferPointer<UInt8>
    ) {
        self.buffer = buffer
        self.lines = lines
        self.digests = digests
        self.fields = fields
        self.genesis = genesis
    }

    /// The hash of line `index` (from 0) as hex digits.
    func hash(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: digests[(index * 64)..<(index * 64 + 64)])
    }

    /// Whether a line's prev is the hash of line `predecessor` (64 zeros when there is none).
    private func followsOn(_ index: Int, from predecessor: Int) -> Bool {
        let expected = predecessor < 0 ? genesis : hash(predecessor)
        let offset = fields[index].prevOffset
        if offset >= 0 { return memcmp(buffer.baseAddress! + offset, expected.baseAddress!, 64) == 0 }
        return fields[index].prevText.map { $0.utf8.elementsEqual(expected) } ?? false
    }

    /// Whether line `index`'s own check still matches its content.
    private func checkHolds(_ index: Int) -> Bool {
        (try? LedgerRecord.read(UnsafeBufferPointer(rebasing: buffer[lines[index]]), verifyCheck: true)) != nil
    }

    /// Walks every line.
    mutating func walk() {
        while index < lines.count { examineLine() }
    }

    /// Looks at line `index` (and, for a swapped pair, the next), names what is wrong with it,
    /// and moves on past it.
    private mutating func examineLine() {
        let line = index + 1
        let seq = fields[index].seq
        guard fields[index].isRecord else {
            expectedSeq += 1
            predecessor = index
            index += 1
            return
        }
        let prevHolds = followsOn(index, from: predecessor)
        let predecessorIsRecord = predecessor >= 0 && fields[predecessor].isRecord
        if !prevHolds, isSwappedWithNext(seq: seq) {
            problems.append(LedgerVerifier.Problem(line: line, kind: .reordered, detail: "lines \(line) and \(line + 1) are swapped"))
            expectedSeq += 2
            // The line after the pair follows on from the first of the two as they stand,
            // which is the later record.
            predecessor = index
            index += 2
            return
        }
        if predecessor < 0 || predecessorIsRecord, isExtra(prevHolds: prevHolds) {
            let copy = predecessor >= 0 && buffer[lines[index]].elementsEqual(buffer[lines[predecessor]])
            problems.append(
                LedgerVerifier.Problem(
                    line: line, kind: .inserted,
                    detail: copy
                        ? "a copy of line \(predecessor + 1)"
                        : "not in the chain: line \(line + 1) follows on from \(predecessor < 0 ? "the start" : "line \(predecessor + 1)")"))
            index += 1
            return
        }
        if seq == expectedSeq {
            if !prevHolds { nameBrokenLink(predecessorIsRecord: predecessorIsRecord) }
            expectedSeq += 1
        } else if prevHolds {
            // The chain holds, so no line is missing or extra: the seq itself was changed.
            problems.append(LedgerVerifier.Problem(line: line, kind: .edited, detail: "seq is \(seq), expected \(expectedSeq)"))
            expectedSeq += 1
        } else if seq > expectedSeq {
            let missing = seq - 1 == expectedSeq ? "record \(expectedSeq) is" : "records \(expectedSeq)–\(seq - 1) are"
            problems.append(LedgerVerifier.Problem(line: line, kind: .deleted, detail: "\(missing) missing before this line"))
            expectedSeq = seq + 1
        } else {
            // A seq already seen: a copy of an earlier line, or a line from elsewhere.
            let duplicate = predecessor >= 0 && buffer[lines[index]].elementsEqual(buffer[lines[predecessor]])
            problems.append(
                LedgerVerifier.Problem(
                    line: line, kind: .inserted,
                    detail: duplicate ? "a copy of line \(predecessor + 1)" : "seq \(seq) does not belong here (expected \(expectedSeq))"))
        }
        predecessor = index
        index += 1
    }

    /// Two lines swapped: each seq is the other's, this line follows on from the next, and what
    /// comes after the pair (if anything) from this one. (A copy of the next line put here looks
    /// the same up to that last point.)
    private func isSwappedWithNext(seq: Int) -> Bool {
        seq == expectedSeq + 1 && index + 1 < lines.count && fields[index + 1].isRecord && fields[index + 1].seq == expectedSeq
            && followsOn(index, from: index + 1) && (index + 2 >= lines.count || followsOn(index + 2, from: index))
    }

    /// The next line follows on from the one before this, so this one is extra, whatever its
    /// seq says (a copy, or a line from another ledger) — also when this one follows on from
    /// that line too, if the chain then goes on from the next line and not from this.
    private func isExtra(prevHolds: Bool) -> Bool {
        index + 1 < lines.count && fields[index + 1].isRecord && followsOn(index + 1, from: predecessor)
            && (!prevHolds
                || (index + 2 < lines.count && fields[index + 2].isRecord && followsOn(index + 2, from: index + 1)
                    && !followsOn(index + 2, from: index)))
    }

    /// A record in its place whose prev is not the hash of the line before: that line was
    /// edited if this one's own check holds, else this one was.
    private mutating func nameBrokenLink(predecessorIsRecord: Bool) {
        let line = index + 1
        if predecessorIsRecord {
            if checkHolds(index) {
                problems.append(
                    LedgerVerifier.Problem(line: predecessor + 1, kind: .edited, detail: "its hash no longer matches line \(line)'s prev"))
            } else {
                problems.append(LedgerVerifier.Problem(line: line, kind: .edited, detail: "its prev or content was changed"))
            }
        } else if predecessor < 0 {
            problems.append(LedgerVerifier.Problem(line: line, kind: .edited, detail: "the first record's prev is not 64 zeros"))
        }
    }
}
