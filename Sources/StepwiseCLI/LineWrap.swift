import Workflows

/// A session's lines fitted to the width of the tester's terminal.
///
/// A terminal left to itself breaks a long line at its last column, in the middle of a word, and
/// a screen reader reading the screen line by line then speaks two halves of that word. So a line
/// too wide is broken between words instead; a word wider than the terminal is left whole. Each
/// line it continues is indented two spaces further than the line's own start, so the eye can
/// tell where a paragraph or an item begins without any bullet to read aloud. With no width
/// (output that is not a terminal: a file, a pipe, another program) lines are left as they are,
/// for the reader of that output to wrap as it likes.
enum LineWrap {
    static func wrap(_ line: String, width: Int?) -> [String] {
        guard let width, width > 0, visibleLength(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        // A narrow terminal gets no deeper indent than a quarter of its width.
        let continuation = String(repeating: " ", count: min(indent.count + 2, width / 4))
        let words = line.dropFirst(indent.count).split(separator: " ").map(String.init)
        var lines: [String] = []
        var current = indent
        var currentLength = indent.count
        var empty = true
        for word in words {
            let length = visibleLength(word)
            if !empty && currentLength + 1 + length > width {
                lines.append(current)
                current = continuation
                currentLength = continuation.count
                empty = true
            }
            if !empty {
                current += " "
                currentLength += 1
            }
            current += word
            currentLength += length
            empty = false
        }
        if !empty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Characters that take a column: colour codes (ESC [ … m) take none.
    static func visibleLength(_ text: String) -> Int {
        var length = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if !(0x300...0x36F).contains(scalar.value) {
                // Combining accents share their letter's column.
                length += 1
            }
        }
        return length
    }
}
