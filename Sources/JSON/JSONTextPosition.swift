/// Where a byte offset lies in a text as people count it: line and column from 1, the column
/// in characters (a UTF-8 continuation byte starts no new column). The parser reports byte
/// offsets; a message to a person says `file:line:column`.
public struct JSONTextPosition: Sendable, Hashable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in `bytes` (the end of the text when past it).
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
