/// Plain and quoted scalars: the ones written on the line of their key (or of their own), which
/// may continue on more-indented lines below.
extension YAMLSubsetReader {
    /// A plain scalar starting with `text` on `line` (already read). It continues on the lines
    /// below that are indented more than `parentIndent` and are neither keys, list items nor
    /// comments; a line break between them is a space and a blank line is a line break, as in
    /// YAML. A ` #` ends it: the rest is a comment.
    mutating func readPlainScalar(_ text: Substring, on line: YAMLLine, parentIndent: Int) -> YAMLScalar {
        var (value, ended) = splitComment(text, line: line.number)
        var blankRun = 0
        while !ended, let next = current {
            if next.isBlank {
                blankRun += 1
                advance()
                continue
            }
            guard next.indent > parentIndent, !next.isComment, !next.isSequenceEntry, next.keyAndRest == nil else {
                break
            }
            advance()
            let (more, endsHere) = splitComment(next.content, line: next.number)
            value += blankRun > 0 ? String(repeating: "\n", count: blankRun) : " "
            value += more
            blankRun = 0
            ended = endsHere
        }
        return YAMLScalar(value, line: line.number, style: .plain)
    }

    /// The text before a comment, and whether there was one (which it records).
    private mutating func splitComment(_ text: Substring, line: Int) -> (text: String, hadComment: Bool) {
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "#" && YAMLLine.isSpace(previous) {
                record(comment: text[index...], line: line)
                var before = text[..<index]
                while let last = before.last, YAMLLine.isSpace(last) { before = before.dropLast() }
                return (String(before), true)
            }
            previous = text[index]
            index = text.index(after: index)
        }
        return (String(text), false)
    }

    /// A quoted scalar whose opening quote starts `text` on `line` (already read). Until the
    /// closing quote, the lines below indented more than `parentIndent` continue it, folded
    /// as YAML folds them. Anything after the closing quote other than a comment is kept, with
    /// a warning.
    mutating func readQuotedScalar(_ text: Substring, on line: YAMLLine, parentIndent: Int) -> YAMLScalar {
        let quote = text.first!
        let style: YAMLScalar.Style = quote == "\"" ? .doubleQuoted : .singleQuoted
        var scanned = YAMLQuotedScalar.scan(text.dropFirst(), quote: quote)
        var value = scanned.text
        var unknownEscapes = scanned.unknownEscapes
        var blankRun = 0
        while !scanned.isClosed {
            guard let next = current, next.isBlank || next.indent > parentIndent else {
                warn(
                    line.number,
                    "the quote opened here is never closed; its text runs to line \(index > 0 ? lines[index - 1].number : line.number)"
                )
                break
            }
            advance()
            if next.isBlank {
                blankRun += 1
                continue
            }
            if !scanned.endsInEscapedLineBreak {
                while let last = value.last, YAMLLine.isSpace(last) { value.removeLast() }
                value += blankRun > 0 ? String(repeating: "\n", count: blankRun) : " "
            }
            blankRun = 0
            scanned = YAMLQuotedScalar.scan(next.content, quote: quote)
            value += scanned.text
            unknownEscapes += scanned.unknownEscapes
        }
        for escape in unknownEscapes {
            warn(line.number, "`\(escape)` is not a YAML escape; kept as written")
        }
        if scanned.isClosed {
            let rest = scanned.rest.drop(while: YAMLLine.isSpace)
            if rest.first == "#" {
                record(comment: rest, line: line.number)
            } else if !rest.isEmpty {
                warn(line.number, "text after the closing quote; kept as part of the value")
                value += " " + rest
            }
        }
        return YAMLScalar(value, line: line.number, style: style)
    }
}
