/// Where a value sits in JSON text that has already been read: for messages that name a
/// setting by `file:line:column`, as every other input's errors do. `JSONValue` keeps no
/// positions (the ledger's million records must read fast), so a file whose settings turn out
/// wrong is walked again, down one path, only to say where.
///
/// The text must be valid JSON (`JSONParser` read it); on anything else the answer is nil.
public enum JSONLocator {
    /// One step down into a value: an object's member by its key, or an array's element.
    public enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The byte offset of the value at `path`, and of the key it is a member of when the last
    /// step is a key; nil when the path is not in the text.
    public static func find(_ path: [Step], in bytes: UnsafeBufferPointer<UInt8>) -> (key: Int?, value: Int)? {
        var walker = Walker(bytes: bytes)
        walker.skipSpace()
        var key: Int?
        for step in path {
            switch step {
            case .key(let wanted):
                guard let found = walker.enterMember(wanted) else { return nil }
                key = found
            case .index(let wanted):
                guard walker.enterElement(wanted) else { return nil }
                key = nil
            }
        }
        return (key, walker.index)
    }

    /// The line and column (both from 1, the column in Unicode scalars) of a byte offset.
    public static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                // A scalar's first byte; continuation bytes add nothing.
                column += 1
            }
        }
        return (line, column)
    }

    /// A cursor over valid JSON that skips values without building them.
    private struct Walker {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        func peek(_ byte: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: byte) }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        /// Into the member `wanted` of the object here: at its value, returning its key's offset.
        mutating func enterMember(_ wanted: String) -> Int? {
            guard peek("{") else { return nil }
            index += 1
            skipSpace()
            while peek("\"") {
                let start = index
                skipString()
                let key = try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                skipSpace()
                guard peek(":") else { return nil }
                index += 1
                skipSpace()
                if key == .string(wanted) { return start }
                skipValue()
                skipSpace()
                guard peek(",") else { return nil }
                index += 1
                skipSpace()
            }
            return nil
        }

        /// Into element `wanted` (from 0) of the array here.
        mutating func enterElement(_ wanted: Int) -> Bool {
            guard peek("[") else { return false }
            index += 1
            skipSpace()
            var element = 0
            while index < bytes.count, !peek("]") {
                if element == wanted { return true }
                skipValue()
                skipSpace()
                guard peek(",") else { return false }
                index += 1
                skipSpace()
                element += 1
            }
            return false
        }

        mutating func skipString() {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
        }

        /// Past the value here: a string, a container with everything in it, or a literal.
        mutating func skipValue() {
            if peek("\"") { return skipString() }
            guard peek("{") || peek("[") else {
                while index < bytes.count, !",}] \n\r\t".utf8.contains(bytes[index]) { index += 1 }
                return
            }
            var depth = 0
            repeat {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                index += 1
            } while depth > 0 && index < bytes.count
        }
    }
}
