/// A strict JSON reader (RFC 8259) over UTF-8 bytes: one value, nothing after it but
/// whitespace. Numbers without a fraction or exponent that fit an `Int` are `.int`.
///
/// Written for reading ledgers fast (a million records in well under a second), and strict
/// so that a damaged record is never taken for a good one.
public struct JSONParser {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// Byte offset of the problem.
        public let offset: Int
        public let reason: String
        public var description: String { "invalid JSON at byte \(offset + 1): \(reason)" }
    }

    /// The most arrays and objects a value may hold nested inside one another. Reading,
    /// writing, comparing and freeing a value each go down its nesting one call at a time, so a
    /// few hundred kilobytes of `[[[[…` would otherwise overflow the stack; no file Stepwise
    /// reads nests more than a handful of levels.
    public static let maximumDepth = 512

    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var copy = text
        let result: Result<JSONValue, Failure> = copy.withUTF8 { bytes in
            do throws(Failure) { return .success(try parse(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw Failure(offset: parser.index, reason: "unexpected text after the value") }
        return value
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw fail("unexpected character")
        }
        index += count
    }

    /// Members of the objects being read, innermost last. Each object's members are gathered
    /// here and its dictionary made once, at its final size: growing a dictionary member by
    /// member rehashes it several times, and that was most of the cost of reading a record.
    private var pending: [(key: String, value: JSONValue)] = []

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([:])
        }
        if pending.capacity == 0 { pending.reserveCapacity(16) }
        let base = pending.count
        // Keys are checked for duplicates by comparing them with the object's earlier ones;
        // past a handful, a set does it faster.
        var seen: Set<String>?
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            skipSpace()
            if seen == nil, pending.count - base == 16 { seen = Set(pending[base...].map(\.key)) }
            if seen != nil {
                guard seen!.insert(key).inserted else { throw fail("duplicate key '\(key)'") }
            } else {
                for member in pending[base...] where member.key == key { throw fail("duplicate key '\(key)'") }
            }
            let value = try value(depth: depth + 1)
            pending.append((key, value))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            index += 1
            var members = [String: JSONValue](minimumCapacity: pending.count - base)
            for member in pending[base...] { members[member.key] = member.value }
            pending.removeSubrange(base...)
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipSpace()
            values.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            index += 1
            return .array(values)
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        var ascii = true
        while index < bytes.count {
            if index + 8 <= bytes.count, !Self.needsLook(at: bytes.baseAddress! + index) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = ascii ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) : try validUTF8(start, index)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard out.withUnsafeBufferPointer(Self.isValidUTF8) else { throw fail("invalid UTF-8 in a string") }
                return String(decoding: out, as: UTF8.self)
            }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw fail("unexpected end") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw fail("lone surrogate")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("lone surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("lone surrogate")
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid escape") }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default: throw fail("invalid escape")
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("unexpected end") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Whether any of the eight bytes at `pointer` ends a string's plain run: a quote, a
    /// backslash, a control character or a non-ASCII byte. Most of a ledger line is long runs
    /// of hex digits and text, and looking at them eight at a time reads a line several times
    /// faster. (The tests are the classic ones for "a byte is zero" and "a byte is below n",
    /// exact as to whether any byte is.)
    @inline(__always)
    private static func needsLook(at pointer: UnsafePointer<UInt8>) -> Bool {
        let word = UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroInQuote = (quote &- ones) & ~quote
        let zeroInBackslash = (backslash &- ones) & ~backslash
        let below20 = (word &- ones &* 0x20) & ~word
        return (word | zeroInQuote | zeroInBackslash | below20) & highs != 0
    }

    /// The text of bytes that are not all ASCII. Checked by hand, then decoded: the standard
    /// library's checking initialiser goes through generic code that cost more than the rest
    /// of reading a record.
    private func validUTF8(_ from: Int, _ to: Int) throws(Failure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[from..<to])
        guard Self.isValidUTF8(slice) else { throw Failure(offset: from, reason: "invalid UTF-8 in a string") }
        return String(decoding: slice, as: UTF8.self)
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw fail("unexpected character") }
        if bytes[index] == 0x30 {
            index += 1
        } else {
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        var integral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw fail("digit expected") }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            integral = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw fail("digit expected") }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        // Up to 18 digits cannot overflow an Int: the common case, without making a string.
        let digitsStart = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        if integral, index - digitsStart <= 18 {
            var value = 0
            for digit in bytes[digitsStart..<index] { value = value &* 10 &+ Int(digit &- 0x30) }
            return .int(digitsStart == start ? value : -value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if integral, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw Failure(offset: start, reason: "number out of range") }
        return .double(value)
    }
}

// MARK: - Validating without building

extension JSONParser {
    /// A member of the top-level object, as `validate` reports it: where its key's text (inside
    /// the quotes) and its value lie in the input, and whether each can be read as it stands.
    public struct Member: Sendable {
        public let key: Range<Int>
        public let value: Range<Int>
        /// The key is ASCII without escapes, so its bytes are its text.
        public let keyIsPlain: Bool
        /// The value is not a string, or is one in ASCII without escapes (its bytes, inside the
        /// quotes, are its text).
        public let valueIsPlain: Bool
    }

    /// True exactly when `parse` would accept the bytes, found without building any value —
    /// for checking a million ledger lines, where building them would cost more than reading
    /// them. Calls `member` for each member of a top-level object, in order.
    public static func validate(_ bytes: UnsafeBufferPointer<UInt8>, member: (Member) -> Void) -> Bool {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        if parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") {
            guard parser.skipObject(depth: 0, member: member) else { return false }
        } else {
            guard parser.skipValue(depth: 0) != nil else { return false }
        }
        parser.skipSpace()
        return parser.index == bytes.count
    }

    /// Skips one value, checking it as `value(depth:)` would; nil when it is not valid, else
    /// whether it is plain (see `Member.valueIsPlain`).
    private mutating func skipValue(depth: Int) -> Bool? {
        guard depth < Self.maximumDepth, index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return skipObject(depth: depth, member: { _ in }) ? true : nil
        case UInt8(ascii: "["): return skipArray(depth: depth) ? true : nil
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "t"): return (try? literal("true")) != nil ? true : nil
        case UInt8(ascii: "f"): return (try? literal("false")) != nil ? true : nil
        case UInt8(ascii: "n"): return (try? literal("null")) != nil ? true : nil
        default: return skipNumber() ? true : nil
        }
    }

    private mutating func skipObject(depth: Int, member: (Member) -> Void) -> Bool {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return true
        }
        // Room on the stack for the keys of a usual object, so that checking for duplicates
        // allocates nothing.
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 16) { keys in
            skipMembers(depth: depth, member: member, keys: keys)
        }
    }

    /// Skips an object's members, from its first key. Keys are remembered to refuse a
    /// duplicate as `parse` does: plain ones compare by their bytes; once a key is not plain
    /// (escapes, non-ASCII), or the object has more than `keys` has room for, keys are decoded
    /// and compared as strings, exactly as `parse` compares them.
    private mutating func skipMembers(depth: Int, member: (Member) -> Void, keys: UnsafeMutableBufferPointer<Range<Int>>) -> Bool {
        var count = 0
        var decoded: Set<String>?
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            let quote = index
            guard let keyIsPlain = skipString() else { return false }
            let key = (quote + 1)..<(index - 1)
            if decoded == nil, !keyIsPlain || count == keys.count {
                decoded = Set(keys[0..<count].map { decodedString(at: $0.lowerBound - 1) })
            }
            if decoded != nil {
                guard decoded!.insert(decodedString(at: quote)).inserted else { return false }
            } else {
                for earlier in keys[0..<count] where sameBytes(earlier, key) { return false }
                keys[count] = key
                count += 1
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            skipSpace()
            let start = index
            guard let valueIsPlain = skipValue(depth: depth + 1) else { return false }
            member(Member(key: key, value: start..<index, keyIsPlain: keyIsPlain, valueIsPlain: valueIsPlain))
            skipSpace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return false }
            index += 1
            return true
        }
    }

    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where bytes[a.lowerBound + offset] != bytes[b.lowerBound + offset] { return false }
        return true
    }

    /// The text of a string already found valid, starting at its opening quote.
    private func decodedString(at quote: Int) -> String {
        var reader = JSONParser(bytes: bytes)
        reader.index = quote
        return (try? reader.string()) ?? ""
    }

    private mutating func skipArray(depth: Int) -> Bool {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return true
        }
        while true {
            skipSpace()
            guard skipValue(depth: depth + 1) != nil else { return false }
            skipSpace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { return false }
            index += 1
            return true
        }
    }

    /// Skips a string (from its opening quote); nil when `string()` would refuse it, else
    /// whether it is plain. Escapes are checked as `string()` decodes them; the bytes are
    /// checked as UTF-8 as they stand, which is the same test as checking the decoded text,
    /// because an escape is ASCII and always decodes to whole characters.
    private mutating func skipString() -> Bool? {
        index += 1
        let start = index
        var plain = true
        var ascii = true
        while index < bytes.count {
            if index + 8 <= bytes.count, !Self.needsLook(at: bytes.baseAddress! + index) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = index
                index += 1
                return ascii || Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<end])) ? plain : nil
            }
            if byte < 0x20 { return nil }
            if byte >= 0x80 {
                plain = false
                ascii = false
                index += 1
                continue
            }
            index += 1
            guard byte == UInt8(ascii: "\\") else { continue }
            plain = false
            guard index < bytes.count else { return nil }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                guard let scalar = try? hex4() else { return nil }
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        return nil
                    }
                    index += 2
                    guard let low = try? hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return nil
                }
            default: return nil
            }
        }
        return nil
    }

    /// Well-formed UTF-8 (Unicode's table 3-7): no overlong forms, no surrogates, nothing past
    /// U+10FFFF, no sequence cut short — what `String(validating:)` accepts.
    static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = text.count
        @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < count && range.contains(text[index + offset])
        }
        while index < count {
            let lead = text[index]
            switch lead {
            case 0x00...0x7F: index += 1
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                index += 2
            case 0xE0...0xEF:
                let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard continuation(1, second), continuation(2) else { return false }
                index += 3
            case 0xF0...0xF4:
                let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard continuation(1, second), continuation(2), continuation(3) else { return false }
                index += 4
            default: return false
            }
        }
        return true
    }

    /// Skips a number, checking it as `number()` would.
    private mutating func skipNumber() -> Bool {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return false }
        if bytes[index] == 0x30 {
            index += 1
        } else {
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return false }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return false }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        // `number()` reads any number of this form (one too big for an Int as a Double, one
        // too big for a Double as infinity), so the form is all there is to check.
        return true
    }
}
