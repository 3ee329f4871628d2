/// Cuts a source into line tokens. Lines end at `\n` only, as the reference reads them: a
/// `\r` before it stays part of the line (and is trimmed away later); a lone `\r` is text.
struct TokenScanner {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var lineNumber = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func read() -> Token {
        lineNumber += 1
        guard position < buffer.count else { return Token(line: nil, lineNumber: lineNumber) }
        let start = position
        var end = start
        while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
        if end < buffer.count { end += 1 }
        position = end
        return Token(line: GherkinLine(buffer: buffer, start: start, end: end, number: lineNumber), lineNumber: lineNumber)
    }
}
