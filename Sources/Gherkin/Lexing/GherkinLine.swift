/// One line of a source, as the reference's `GherkinLine` sees it, over UTF-8 bytes.
///
/// Like the reference, the line includes its `\n` (so a whitespace-only line's indent counts
/// the newline), and "trimmed" means leading whitespace removed. Byte offsets stay internal;
/// every column handed out counts Unicode scalars, 1-based.
struct GherkinLine {
    let buffer: UnsafeBufferPointer<UInt8>
    /// First byte of the line.
    let start: Int
    /// One past the last byte, the `\n` included when there is one.
    let end: Int
    /// First byte after the leading whitespace.
    let trimmedStart: Int
    /// Leading whitespace, in scalars.
    let indent: Int
    let number: Int

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int, number: Int) {
        self.buffer = buffer
        self.start = start
        self.end = end
        self.number = number
        var i = start
        var indent = 0
        while i < end {
            let width = Whitespace.width(buffer, at: i, end: end)
            if width == 0 { break }
            i += width
            indent += 1
        }
        self.trimmedStart = i
        self.indent = indent
    }

    var isEmpty: Bool { trimmedStart == end }

    /// Whether the trimmed line starts with these bytes.
    @inline(__always)
    func startsWith(_ prefix: [UInt8]) -> Bool {
        guard end - trimmedStart >= prefix.count else { return false }
        var i = 0
        while i < prefix.count {
            if buffer[trimmedStart + i] != prefix[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether the trimmed line starts with `keyword` followed by a colon.
    func startsWithTitleKeyword(_ keyword: [UInt8]) -> Bool {
        startsWith(keyword) && trimmedStart + keyword.count < end
            && buffer[trimmedStart + keyword.count] == UInt8(ascii: ":")
    }

    /// The trimmed line after its first `byteCount` bytes, stripped of whitespace on both ends.
    func restTrimmed(afterBytes byteCount: Int) -> String {
        let (from, to) = Self.strip(buffer, from: min(trimmedStart + byteCount, end), to: end)
        return Self.string(buffer, from: from, to: to)
    }

    /// The line without `indentToRemove` leading scalars of whitespace, or trimmed when it
    /// has less indent than that (or when the amount is negative); line endings removed.
    func text(removingIndent indentToRemove: Int) -> String {
        var from = trimmedStart
        if indentToRemove >= 0 && indentToRemove <= indent {
            from = start
            var removed = 0
            while removed < indentToRemove {
                from += Whitespace.width(buffer, at: from, end: end)
                removed += 1
            }
        }
        return Self.string(buffer, from: from, to: Self.endWithoutLineBreaks(buffer, from: from, to: end))
    }

    /// The trimmed line with whitespace removed at both ends: how an unexpected line is quoted.
    var strippedText: String {
        let (from, to) = Self.strip(buffer, from: trimmedStart, to: end)
        return Self.string(buffer, from: from, to: to)
    }

    /// The scalars of the trimmed line, line break included, for the few regular patterns
    /// (language header, Markdown) that need them.
    var trimmedScalars: [Unicode.Scalar] {
        Array(Self.string(buffer, from: trimmedStart, to: end).unicodeScalars)
    }

    /// The whole line as scalars, line break included.
    var scalars: [Unicode.Scalar] {
        Array(Self.string(buffer, from: start, to: end).unicodeScalars)
    }

    // MARK: - Table cells

    /// Cells of a `| a | b |` row with the column of each: the text before the first `|`
    /// and after the last one is not a cell; `\|`, `\\` and `\n` are unescaped, any other
    /// backslash is kept; cells are trimmed of whitespace other than newlines.
    var tableCells: [LineSpan] {
        let (from, to) = Self.strip(buffer, from: trimmedStart, to: end)
        var cells: [LineSpan] = []
        var cell: [UInt8] = []
        var column = 0  // scalar position within the stripped row, as the reference counts
        var cellStartColumn = 1
        var seenFirstBar = false
        var i = from
        while i < to {
            let byte = buffer[i]
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "|") {
                if seenFirstBar {
                    cells.append(Self.trimmedCell(cell, column: cellStartColumn + indent))
                } else {
                    seenFirstBar = true
                }
                cell.removeAll(keepingCapacity: true)
                cellStartColumn = column + 1
                i += 1
            } else if byte == UInt8(ascii: "\\") {
                i += 1
                column += 1
                if i >= to {
                    cell.append(byte)  // a lone backslash at the end stays
                    break
                }
                let next = buffer[i]
                if next == UInt8(ascii: "n") {
                    cell.append(UInt8(ascii: "\n"))
                    i += 1
                } else {
                    if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { cell.append(byte) }
                    // copy the whole escaped scalar
                    var j = i + 1
                    while j < to && buffer[j] & 0xC0 == 0x80 { j += 1 }
                    cell.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<j]))
                    i = j
                }
            } else {
                cell.append(byte)
                i += 1
            }
        }
        return cells
    }

    private static func trimmedCell(_ cell: [UInt8], column: Int) -> LineSpan {
        cell.withUnsafeBufferPointer { bytes in
            var from = 0
            var leading = 0
            while from < bytes.count, bytes[from] != UInt8(ascii: "\n") {
                let width = Whitespace.width(bytes, at: from, end: bytes.count)
                if width == 0 { break }
                from += width
                leading += 1
            }
            // Trailing whitespace other than newlines goes; like the reference's `[^\S\n]*$`,
            // whose `$` also matches before a final newline, a cell ending in an escaped
            // newline loses the whitespace just before that newline instead.
            let endsWithNewline = bytes.count > from && bytes[bytes.count - 1] == UInt8(ascii: "\n")
            var to = endsWithNewline ? bytes.count - 1 : bytes.count
            let keptEnd = to
            while to > from, bytes[to - 1] != UInt8(ascii: "\n") {
                let width = Whitespace.widthBefore(bytes, end: to, start: from)
                if width == 0 { break }
                to -= width
            }
            var text = string(bytes, from: from, to: to)
            if endsWithNewline && keptEnd >= from { text += "\n" }
            return LineSpan(column: column + leading, text: text)
        }
    }

    // MARK: - Tags

    /// Tags of a tag line, each with its column; a `#` after whitespace starts a comment.
    /// A tag containing whitespace is an error, as in the reference.
    func tags() throws(ParseError) -> [LineSpan] {
        var (from, to) = Self.strip(buffer, from: trimmedStart, to: end)
        // Cut at the first whitespace followed by '#'.
        var i = from
        while i < to {
            let width = Whitespace.width(buffer, at: i, end: to)
            if width > 0, i + width < to, buffer[i + width] == UInt8(ascii: "#") {
                to = i
                break
            }
            i += max(width, 1)
        }
        (from, to) = Self.strip(buffer, from: from, to: to)
        var tags: [LineSpan] = []
        var column = indent + 1
        // Items are the pieces between '@'s; the piece before the first '@' is not a tag.
        var pieceStart = from
        var isFirstPiece = true
        i = from
        while i <= to {
            if i == to || buffer[i] == UInt8(ascii: "@") {
                if !isFirstPiece {
                    let (itemFrom, itemTo) = Self.strip(buffer, from: pieceStart, to: i)
                    var hasSpace = false
                    var k = itemFrom
                    while k < itemTo {
                        let width = Whitespace.width(buffer, at: k, end: itemTo)
                        if width > 0 {
                            hasSpace = true
                            break
                        }
                        k += 1
                    }
                    if hasSpace {
                        throw ParseError(
                            message: "A tag may not contain whitespace",
                            location: Location(line: number, column: column))
                    }
                    tags.append(LineSpan(column: column, text: "@" + Self.string(buffer, from: itemFrom, to: itemTo)))
                    column += Whitespace.scalarCount(buffer, from: pieceStart, to: i) + 1
                }
                isFirstPiece = false
                pieceStart = i + 1
            }
            i += 1
        }
        return tags
    }

    // MARK: - Byte helpers

    static func strip(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> (Int, Int) {
        var from = from
        var to = to
        while from < to {
            let width = Whitespace.width(buffer, at: from, end: to)
            if width == 0 { break }
            from += width
        }
        while to > from {
            let width = Whitespace.widthBefore(buffer, end: to, start: from)
            if width == 0 { break }
            to -= width
        }
        return (from, to)
    }

    /// Where the text ends once trailing `\r` and `\n` characters are removed.
    static func endWithoutLineBreaks(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var to = to
        while to > from, buffer[to - 1] == UInt8(ascii: "\n") || buffer[to - 1] == UInt8(ascii: "\r") { to -= 1 }
        return to
    }

    @inline(__always)
    static func string(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> String {
        from >= to ? "" : String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
    }
}

/// A piece of a line with its 1-based column: a table cell or a tag.
struct LineSpan {
    var column: Int
    var text: String
}
