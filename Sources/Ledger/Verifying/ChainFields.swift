import JSON

/// What verifying needs from one line: whether it is a record, its seq, and its prev.
///
/// Most lines are read without building the record: the JSON is validated in place and the
/// five fields are taken from its bytes, which is several times faster than `LedgerRecord.read`
/// and what lets verify keep up with `sha256sum`. Only a line that fast reading cannot vouch
/// for outright — escapes in a field, anything missing or odd, the last line (whose check must
/// be verified) — goes through `LedgerRecord.read`, so both ways accept exactly the same lines
/// and every problem is worded by the one reader.
struct ChainFields: Sendable {
    /// The record's seq; meaningless unless `isRecord`.
    var seq = 0
    /// Where the prev's 64 hex digits are in the ledger, or -1 when it is in `prevText`.
    var prevOffset = -1
    var prevText: String?
    /// Why the line is not a record; nil when it is one.
    var problem: RecordProblem? = .missing("seq")

    var isRecord: Bool { problem == nil }

    /// Reads a line that starts at byte `offset` of the ledger.
    static func read(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, verifyCheck: Bool) -> ChainFields {
        if !verifyCheck, let (seq, prevStart) = fastRead(line) {
            return ChainFields(seq: seq, prevOffset: offset + prevStart, prevText: nil, problem: nil)
        }
        do {
            let record = try LedgerRecord.read(line, verifyCheck: verifyCheck)
            return ChainFields(seq: record.seq, prevOffset: -1, prevText: record.prev, problem: nil)
        } catch {
            return ChainFields(seq: 0, prevOffset: -1, prevText: nil, problem: error)
        }
    }

    /// The seq and where the prev starts, when the line is valid JSON whose five fields are
    /// plain (ASCII, no escapes) and hold what `LedgerRecord.read` requires; nil otherwise.
    private static func fastRead(_ line: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var seq: Range<Int>?
        var time: Range<Int>?
        var type: Range<Int>?
        var prev: Range<Int>?
        var check: Range<Int>?
        var plain = true
        let valid = JSONParser.validate(line) { member in
            // A key with escapes could still spell a field's name: leave the line to the full reader.
            guard member.keyIsPlain else {
                plain = false
                return
            }
            let key = line[member.key]
            if key.elementsEqual("seq".utf8) {
                seq = member.value
            } else if key.elementsEqual("time".utf8) {
                time = member.value
            } else if key.elementsEqual("type".utf8) {
                type = member.value
            } else if key.elementsEqual("prev".utf8) {
                prev = member.value
            } else if key.elementsEqual("check".utf8) {
                check = member.value
            } else {
                return
            }
            if !member.valueIsPlain { plain = false }
        }
        guard valid, plain, let seq, let time, let type, let prev, let check else { return nil }
        /// The text of a plain string value, inside its quotes.
        func text(_ value: Range<Int>) -> Range<Int>? {
            line[value.lowerBound] == UInt8(ascii: "\"") ? (value.lowerBound + 1)..<(value.upperBound - 1) : nil
        }
        guard let number = integer(line[seq]), number > 0,
            let timeText = text(time), timeText.count >= 20, line[timeText.upperBound - 1] == UInt8(ascii: "Z"),
            let typeText = text(type), !typeText.isEmpty,
            let prevText = text(prev), prevText.count == 64, line[prevText].allSatisfy(isLowerHex),
            let checkText = text(check), checkText.count == 64
        else { return nil }
        return (number, prevText.lowerBound)
    }

    /// A JSON number with only digits that fits an Int; nil for anything else (a sign, a
    /// fraction, an exponent, too many digits), which the full reader then judges.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
