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

    /// Every problem of the ledger with its line and kind: a torn end, lines that are not
    /// records, and what the walk along the chain finds (`LedgerChainWalk`).
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
        var walk = LedgerChainWalk(buffer, lines, digests: digests, fields: fields, genesis: genesis)
        walk.walk()
        problems += walk.problems
        let lastGood = fields.lastIndex { $0.isRecord }
        return Report(
            records: lines.count, problems: problems.sorted { $0.line < $1.line },
            headHash: lastGood.map { String(decoding: walk.hash($0), as: UTF8.self) } ?? LedgerRecord.genesis,
            headSeq: lastGood.map { fields[$0].seq } ?? 0)
    }
}
