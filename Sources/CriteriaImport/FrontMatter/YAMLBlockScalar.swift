/// The header of a block scalar: `|` keeps line breaks, `>` folds them; then, in either order,
/// a chomping indicator (`-` strips the final line breaks, `+` keeps them all, none keeps one)
/// and an indentation digit for text whose first line starts with spaces.
struct YAMLBlockScalarHeader: Sendable, Hashable {
    enum Chomping: Sendable, Hashable { case clip, strip, keep }

    var style: YAMLScalar.Style
    var chomping: Chomping
    /// Columns of indentation the text has beyond its parent, when the header gives them.
    var indentation: Int?
    /// A comment after the header.
    var comment: Substring?

    /// Reads `text` (starting at `|` or `>`); nil when it is not a header.
    init?(_ text: Substring) {
        guard let first = text.first, first == "|" || first == ">" else { return nil }
        style = first == "|" ? .literal : .folded
        chomping = .clip
        var rest = text.dropFirst()
        var sawChomping = false
        while let character = rest.first, !YAMLLine.isSpace(character) {
            if !sawChomping, character == "-" || character == "+" {
                chomping = character == "-" ? .strip : .keep
                sawChomping = true
            } else if indentation == nil, let digit = character.wholeNumberValue, (1...9).contains(digit) {
                indentation = digit
            } else {
                return nil
            }
            rest = rest.dropFirst()
        }
        rest = rest.drop(while: YAMLLine.isSpace)
        if rest.isEmpty { return }
        guard rest.first == "#" else { return nil }
        comment = rest
    }
}

extension YAMLSubsetReader {
    /// Reads the text of a block scalar whose header was on `headerLine`, for a node indented
    /// `parentIndent` columns. Its lines are those indented at least as far as its first
    /// non-blank line (or as the header's digit says), and blank lines among them.
    mutating func readBlockScalar(_ header: YAMLBlockScalarHeader, parentIndent: Int, headerLine: Int) -> YAMLScalar {
        var contentIndent: Int
        if let indentation = header.indentation {
            contentIndent = parentIndent + indentation
        } else {
            var probe = index
            while probe < lines.count, lines[probe].isBlank { probe += 1 }
            guard probe < lines.count, lines[probe].indent > parentIndent else {
                return YAMLScalar("", line: headerLine, style: header.style)
            }
            contentIndent = lines[probe].indent
        }
        contentIndent = max(contentIndent, 0)
        var texts: [String?] = []
        var firstTextLine: Int?
        while let line = current, line.isBlank || line.indent >= contentIndent {
            advance()
            if line.isBlank {
                texts.append(nil)
            } else {
                firstTextLine = firstTextLine ?? line.number
                texts.append(String(repeating: " ", count: line.indent - contentIndent) + line.content)
            }
        }
        var trailingBlanks = 0
        while let last = texts.last, last == nil {
            texts.removeLast()
            trailingBlanks += 1
        }
        var text = header.style == .folded ? Self.folded(texts) : texts.map { $0 ?? "" }.joined(separator: "\n")
        if !texts.isEmpty {
            switch header.chomping {
            case .strip: break
            case .clip: text += "\n"
            case .keep: text += String(repeating: "\n", count: 1 + trailingBlanks)
            }
        }
        return YAMLScalar(text, line: firstTextLine ?? headerLine, style: header.style)
    }

    /// Folds the lines of a `>` scalar: a line break between two lines of text becomes a
    /// space; blank lines stay line breaks; lines indented further keep their breaks.
    private static func folded(_ texts: [String?]) -> String {
        var result = ""
        var blankRun = 0
        var hadText = false
        var previousWasIndented = false
        for text in texts {
            guard let text else {
                blankRun += 1
                continue
            }
            let isIndented = text.first == " " || text.first == "\t"
            if hadText {
                if blankRun == 0 && !isIndented && !previousWasIndented {
                    result += " "
                } else if isIndented || previousWasIndented {
                    result += "\n" + String(repeating: "\n", count: blankRun)
                } else {
                    result += String(repeating: "\n", count: blankRun)
                }
            } else {
                result += String(repeating: "\n", count: blankRun)
            }
            result += text
            hadText = true
            blankRun = 0
            previousWasIndented = isIndented
        }
        return result
    }
}
