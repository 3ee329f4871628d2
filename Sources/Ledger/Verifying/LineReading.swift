import Digest
import Foundation
import JSON

/// The pass over a ledger's lines that everything else builds on: where each line is, its
/// hash and chain fields, and whatever the caller asked to keep (records, replay facts), with
/// the evidence records always — shared out among the processors.
extension LedgerVerifier {
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
        guard start < buffer.count else { return (lines, false) }
        // A last line that lost only its newline (the write got that far, or an editor dropped
        // it) is a complete record when it reads as one and its own check holds: it is kept,
        // and the chain decides whether it belongs.
        let tail = UnsafeBufferPointer(rebasing: buffer[start..<buffer.count])
        if (try? LedgerRecord.read(tail, verifyCheck: true)) != nil {
            lines.append(start..<buffer.count)
            return (lines, false)
        }
        return (lines, true)
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
        var partsRead = [PartRead](repeating: PartRead(), count: parts)
        let records = [LedgerRecord](unsafeUninitializedCapacity: keeping == .records ? count : 0) { recordSlots, initialized in
            digests.withUnsafeMutableBytes { digestBytes in
                fields.withUnsafeMutableBufferPointer { fieldSlots in
                    partsRead.withUnsafeMutableBufferPointer { partSlots in
                        // Each part writes only its own lines' slots, so sharing the buffers is safe.
                        nonisolated(unsafe) let slots = LineSlots(
                            buffer: buffer, lines: lines, keeping: keeping, digestBytes: digestBytes, fieldSlots: fieldSlots,
                            recordSlots: recordSlots)
                        nonisolated(unsafe) let partSlots = partSlots
                        DispatchQueue.concurrentPerform(iterations: parts) { part in
                            partSlots[part] = slots.readPart(from: count * part / parts, to: count * (part + 1) / parts)
                        }
                    }
                }
            }
            guard keeping == .records else { return }
            initialized = closeGaps(in: recordSlots, partsRead, lineCount: count)
        }
        return LinesRead(
            digests: digests, fields: fields, records: records, facts: keeping == .replayFacts ? partsRead.map(\.facts) : [],
            evidence: partsRead.flatMap(\.evidence))
    }

    /// What one part found besides the slots of its lines.
    private struct PartRead {
        /// Records put in the slots from the part's first line on.
        var kept = 0
        var facts = ReplayFacts()
        var evidence: [EvidenceLine] = []
    }

    /// The ledger's lines and the slots the pass fills for them: each line's hash, chain
    /// fields and (when records are kept) record.
    private struct LineSlots {
        let buffer: UnsafeBufferPointer<UInt8>
        let lines: [Range<Int>]
        let keeping: Keeping
        let digestBytes: UnsafeMutableRawBufferPointer
        let fieldSlots: UnsafeMutableBufferPointer<ChainFields>
        let recordSlots: UnsafeMutableBufferPointer<LedgerRecord>

        /// Reads lines `first..<end`, one part's; its records go in the slots from `first` on.
        func readPart(from first: Int, to end: Int) -> PartRead {
            var found = PartRead()
            var payload: [JSONParser.Member] = []
            payload.reserveCapacity(16)
            for index in first..<end {
                readLine(index, partStart: first, payload: &payload, found: &found)
            }
            return found
        }

        /// Reads line `index`: its hash and chain fields into their slots, and its record,
        /// replay facts and evidence into `found`. `payload` is the part's scratch space for the
        /// line's JSON members, reused from line to line so that a line allocates nothing.
        @inline(__always)
        private func readLine(_ index: Int, partStart first: Int, payload: inout [JSONParser.Member], found: inout PartRead) {
            let count = lines.count
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
            case .nothing: return
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
    }

    /// Closes the gaps the parts left between their records (each put its own from its first
    /// line's slot on, and lines that are not records leave none), moving rather than copying.
    /// Returns how many records there are.
    private static func closeGaps(in recordSlots: UnsafeMutableBufferPointer<LedgerRecord>, _ partsRead: [PartRead], lineCount count: Int) -> Int {
        let parts = partsRead.count
        var end = partsRead[0].kept
        for part in partsRead.indices.dropFirst() where partsRead[part].kept > 0 {
            let first = count * part / parts
            if first != end { (recordSlots.baseAddress! + end).moveInitialize(from: recordSlots.baseAddress! + first, count: partsRead[part].kept) }
            end += partsRead[part].kept
        }
        return end
    }

    private static let evidenceType = Array(RecordType.evidence.utf8)
}
