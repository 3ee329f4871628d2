/// One line of a criteria document with its 1-based number in the file.
struct SourceLine: Sendable {
    let number: Int
    /// The line as written, without its line ending.
    let raw: String

    /// Splits a document into lines (`\n`, `\r\n` or `\r` endings).
    static func lines(of text: String) -> [SourceLine] {
        var lines: [SourceLine] = []
        var current = ""
        var number = 1
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR {
                    lines.append(SourceLine(number: number, raw: current))
                    number += 1
                    current = ""
                }
                previousWasCR = false
            } else if scalar == "\r" {
                lines.append(SourceLine(number: number, raw: current))
                number += 1
                current = ""
                previousWasCR = true
            } else {
                current.unicodeScalars.append(scalar)
                previousWasCR = false
            }
        }
        if !current.isEmpty { lines.append(SourceLine(number: number, raw: current)) }
        return lines
    }

    /// Leading whitespace as a column count, a tab advancing to the next multiple of four.
    var indent: Int {
        var width = 0
        for character in raw {
            if character == " " || character == "\u{00A0}" { width += 1 } else if character == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    /// The text without indentation, a trailing `\` (a Markdown line break, as the site's
    /// "Copy Criteria" button writes them) or trailing whitespace.
    var text: String {
        var text = Substring(raw)
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }
        while let last = text.last, last == " " || last == "\t" || last == "\u{00A0}" { text = text.dropLast() }
        if text.hasSuffix("\\") && !text.hasSuffix("\\\\") {
            text = text.dropLast()
            while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        }
        return String(text)
    }

    var isBlank: Bool { text.isEmpty }
}
