import JSON

/// A ledger line read in one pass over its bytes, without the general JSON reader, for the
/// usual case: valid JSON whose keys are plain (ASCII, no escapes) and whose five fields are
/// plain and hold what `LedgerRecord.read` requires.
///
/// Verifying and replaying a long session read every line, and `LedgerRecord.read` builds a
/// dictionary of every member, copies it and counts characters, several times the cost of
/// validating the bytes where they lie. A line this reader does not vouch for outright goes to
/// `LedgerRecord.read` instead, so both ways accept exactly the same lines and yield the same
/// records (the tests compare them on damaged ledgers).
struct PlainLine {
    let seq: Int
    /// Where the text of each field is in the line, inside its quotes.
    let time: Range<Int>
    let type: Range<Int>
    let prev: Range<Int>

    /// Reads a line, gathering its other members (the payload) into `payload`, which is
    /// emptied first and kept by the caller from line to line so that nothing is allocated.
    static func read(_ line: UnsafeBufferPointer<UInt8>, payload: inout [JSONParser.Member]) -> PlainLine? {
        payload.removeAll(keepingCapacity: true)
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
            switch Name(line, member.key) {
            case .seq: seq = member.value
            case .time: time = member.value
            case .type: type = member.value
            case .prev: prev = member.value
            case .check: check = member.value
            case nil:
                payload.append(member)
                return
            }
            if !member.valueIsPlain { plain = false }
        }
        guard valid, plain, let seq, let time, let type, let prev, let check else { return nil }
        /// The text of a plain string value, inside its quotes.
        func text(_ value: Range<Int>) -> Range<Int>? {
            line[value.lowerBound] == UInt8(ascii: "\"") ? (value.lowerBound + 1)..<(value.upperBound - 1) : nil
        }
        // A plain string is printable ASCII, one character per byte, so counting bytes is
        // counting characters as `LedgerRecord.read` does.
        guard let number = integer(line[seq]), number > 0,
            let timeText = text(time), timeText.count >= 20, line[timeText.upperBound - 1] == UInt8(ascii: "Z"),
            let typeText = text(type), !typeText.isEmpty,
            let prevText = text(prev), prevText.count == 64, line[prevText].allSatisfy(isLowerHex),
            let checkText = text(check), checkText.count == 64
        else { return nil }
        return PlainLine(seq: number, time: timeText, type: typeText, prev: prevText)
    }

    /// The record, as `LedgerRecord.read` would make it.
    func record(_ line: UnsafeBufferPointer<UInt8>, payload members: [JSONParser.Member]) -> LedgerRecord? {
        var payload = [String: JSONValue](minimumCapacity: members.count)
        for member in members {
            guard let value = Self.value(line, member) else { return nil }
            payload[String(decoding: line[member.key], as: UTF8.self)] = value
        }
        return LedgerRecord(
            seq: seq, time: String(decoding: line[time], as: UTF8.self), type: String(decoding: line[type], as: UTF8.self),
            payload: payload, prev: String(decoding: line[prev], as: UTF8.self))
    }

    // MARK: - Members' values, as the record would hold them

    /// A member's value. A plain string's text is its bytes, and a short run of digits is an
    /// Int: the usual values, taken without starting a parser. The line is valid as a whole,
    /// so any other value reads on its own.
    static func value(_ line: UnsafeBufferPointer<UInt8>, _ member: JSONParser.Member) -> JSONValue? {
        if let text = plainText(line, member) { return .string(String(decoding: text, as: UTF8.self)) }
        if let number = integer(line[member.value]) { return .int(number) }
        return try? JSONParser.parse(UnsafeBufferPointer(rebasing: line[member.value]))
    }

    /// The bytes inside the quotes of a plain string value (which are its text); nil for
    /// any other value.
    static func plainText(_ line: UnsafeBufferPointer<UInt8>, _ member: JSONParser.Member) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard member.valueIsPlain, line[member.value.lowerBound] == UInt8(ascii: "\"") else { return nil }
        return line[(member.value.lowerBound + 1)..<(member.value.upperBound - 1)]
    }

    /// A member's value if it is a string (`LedgerRecord.string`), without building a
    /// `JSONValue` when it is plain.
    static func string(_ line: UnsafeBufferPointer<UInt8>, _ member: JSONParser.Member) -> String? {
        if let text = plainText(line, member) { return String(decoding: text, as: UTF8.self) }
        guard line[member.value.lowerBound] == UInt8(ascii: "\""), case .string(let text)? = value(line, member) else { return nil }
        return text
    }

    /// A member's value if it is a whole number (`LedgerRecord.int`).
    static func int(_ line: UnsafeBufferPointer<UInt8>, _ member: JSONParser.Member) -> Int? {
        if let number = integer(line[member.value]) { return number }
        guard case .int(let number)? = value(line, member) else { return nil }
        return number
    }

    /// The five fields' names.
    private enum Name {
        case seq, time, type, prev, check

        /// The field a plain key names, if any: its bytes read as one little-endian number and
        /// compared at once, since every key of every line goes through here.
        init?(_ line: UnsafeBufferPointer<UInt8>, _ key: Range<Int>) {
            guard (3...5).contains(key.count) else { return nil }
            var word: UInt64 = 0
            for offset in 0..<key.count { word |= UInt64(line[key.lowerBound + offset]) << (8 * UInt64(offset)) }
            switch word {
            case 0x71_6573: self = .seq  // "seq"
            case 0x656D_6974: self = .time  // "time"
            case 0x6570_7974: self = .type  // "type"
            case 0x7665_7270: self = .prev  // "prev"
            case 0x6B_6365_6863: self = .check  // "check"
            default: return nil
            }
        }
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
