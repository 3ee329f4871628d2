/// Reads the inside of a `'single'` or `"double"` quoted scalar, one line at a time.
///
/// A quoted scalar may run over several lines; the reader calls `scan` for each and folds the
/// line breaks. Single quotes escape only themselves (`''`); double quotes take YAML's
/// backslash escapes. An escape YAML does not define is kept as written and reported, so no
/// character of the source is lost.
enum YAMLQuotedScalar {
    struct Scanned {
        /// The decoded text of this line's part of the scalar.
        var text: String
        /// True when the closing quote was found on this line.
        var isClosed: Bool
        /// What follows the closing quote.
        var rest: Substring
        /// True when a double-quoted line ended in `\`, which joins it to the next with no space.
        var endsInEscapedLineBreak: Bool
        /// Escapes that YAML does not define, as written.
        var unknownEscapes: [String]
    }

    /// Scans `text`, which starts just after an opening quote or at the start of a continuation line.
    static func scan(_ text: Substring, quote: Character) -> Scanned {
        var result = Scanned(text: "", isClosed: false, rest: "", endsInEscapedLineBreak: false, unknownEscapes: [])
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == quote {
                if quote == "'", next < text.endIndex, text[next] == "'" {
                    result.text.append("'")
                    index = text.index(after: next)
                    continue
                }
                result.isClosed = true
                result.rest = text[next...]
                return result
            }
            if quote == "\"", character == "\\" {
                guard next < text.endIndex else {
                    result.endsInEscapedLineBreak = true
                    return result
                }
                index = decodeEscape(in: text, at: next, into: &result)
                continue
            }
            result.text.append(character)
            index = next
        }
        return result
    }

    /// Decodes the escape whose letter is at `index`; returns the index after it.
    private static func decodeEscape(in text: Substring, at index: Substring.Index, into result: inout Scanned)
        -> Substring.Index
    {
        let letter = text[index]
        let after = text.index(after: index)
        let simple: [Character: String] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let decoded = simple[letter] {
            result.text += decoded
            return after
        }
        let widths: [Character: Int] = ["x": 2, "u": 4, "U": 8]
        if let width = widths[letter] {
            let digits = text[after...].prefix(width)
            if digits.count == width, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                result.text.unicodeScalars.append(scalar)
                return digits.endIndex
            }
        }
        result.text += "\\" + String(letter)
        result.unknownEscapes.append("\\" + String(letter))
        return after
    }
}
