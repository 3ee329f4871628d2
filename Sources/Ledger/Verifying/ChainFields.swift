/// What verifying needs from one line: whether it is a record, its seq, and its prev.
struct ChainFields: Sendable {
    /// The record's seq; meaningless unless `isRecord`.
    var seq = 0
    /// Where the prev's 64 hex digits are in the ledger, or -1 when it is in `prevText`.
    var prevOffset = -1
    var prevText: String?
    /// Why the line is not a record; nil when it is one.
    var problem: RecordProblem? = .missing("seq")

    var isRecord: Bool { problem == nil }

    /// The fields of a line read the quick way, which starts at byte `offset` of the ledger.
    init(_ plain: PlainLine, at offset: Int) {
        self.init(seq: plain.seq, prevOffset: offset + plain.prev.lowerBound, prevText: nil, problem: nil)
    }

    init(seq: Int, prevOffset: Int, prevText: String?, problem: RecordProblem?) {
        self.seq = seq
        self.prevOffset = prevOffset
        self.prevText = prevText
        self.problem = problem
    }

    init() {}

    /// The fields of a line the quick way did not vouch for, read by the record reader.
    static func read(_ line: UnsafeBufferPointer<UInt8>, verifyCheck: Bool) -> ChainFields {
        do {
            let record = try LedgerRecord.read(line, verifyCheck: verifyCheck)
            return ChainFields(seq: record.seq, prevOffset: -1, prevText: record.prev, problem: nil)
        } catch {
            return ChainFields(seq: 0, prevOffset: -1, prevText: nil, problem: error)
        }
    }
}
