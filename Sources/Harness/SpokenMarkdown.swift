/// Step-library guidance, written in Markdown, as the plain lines a session prints.
///
/// A screen reader speaks every character it is given: `**Note**` is read "star star Note star
/// star", a bullet "dash", a link's brackets and parentheses by name. So the markup goes and its
/// words stay: emphasis and code markers are dropped, headings lose their `#`s, `[text](url)`
/// becomes `text (url)`, and a list item is a line of its own without its bullet. Lines the
/// author wrapped to fit an editor are joined into one line a paragraph, so the text is wrapped
/// where the reader's terminal needs it (or not at all), never at the column of the source file.
public enum SpokenMarkdown {
    /// One line per paragraph, heading, list item or line of a code block; no blank lines.
    public static func lines(_ markdown: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        var fence: String?
        func endParagraph() {
            if !paragraph.isEmpty { lines.append(inline(paragraph.joined(separator: " "))) }
            paragraph = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(raw)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                // Code is shown as written, line by line: its characters are its meaning.
                if trimmed.hasPrefix(open) { fence = nil } else { lines.append(text) }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                endParagraph()
                fence = String(trimmed.prefix(3))
                continue
            }
            if trimmed.isEmpty {
                endParagraph()
                continue
            }
            // A quotation is read as its words.
            var body = trimmed
            while body.hasPrefix(">") { body = body.dropFirst().trimmingCharacters(in: .whitespaces) }
            if let heading = headingText(body) {
                endParagraph()
                lines.append(inline(heading))
            } else if let item = listItemText(body) {
                endParagraph()
                paragraph = [item]
            } else {
                paragraph.append(body)
                // Two spaces or a backslash at the end of a line are a line break the author meant.
                if text.hasSuffix("  ") || body.hasSuffix("\\") {
                    if body.hasSuffix("\\") { paragraph[paragraph.count - 1] = String(body.dropLast()) }
                    endParagraph()
                }
            }
        }
        endParagraph()
        return lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The text of an ATX heading (`## Title ##`), or nil.
    private static func headingText(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A list item's text: a bullet (`-`, `*`, `+`) is dropped; a number (`1.`) is a word, and
    /// stays.
    private static func listItemText(_ line: String) -> String? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let after = line.dropFirst(digits.count)
            if let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " {
                return "\(digits). " + after.dropFirst(2).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Inline markup taken out, its words kept, and menu paths read as words: `Settings >
    /// Accessibility > VoiceOver` is "Settings, then Accessibility, then VoiceOver", since a
    /// screen reader says "greater" for `>`. Only a `>` between words, before a capitalised one,
    /// is a menu path: `contrast > 4.5:1` keeps its sign.
    static func inline(_ text: String) -> String {
        let plain = markupRemoved(text)
        guard plain.contains(" > ") else { return plain }
        return plain.replacingOccurrences(of: #"(?<=\S) > (?=\p{Lu})"#, with: ", then ", options: .regularExpression)
    }

    /// Inline markup taken out, its words kept: code spans, emphasis, links, autolinks, escapes.
    private static func markupRemoved(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                out.append(characters[index + 1])
                index += 2
            case "`":
                // A code span: the text between runs of the same number of backticks, as written.
                let run = characters[index...].prefix { $0 == "`" }.count
                if let close = closingRun(of: "`", length: run, in: characters, from: index + run) {
                    out += String(characters[(index + run)..<close]).trimmingCharacters(in: .whitespaces)
                    index = close + run
                } else {
                    index += run
                }
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                // An image is its description and where it is, as a link is.
                if let (words, url, end) = link(characters, at: index + 1) {
                    out += words + " (\(url))"
                    index = end
                } else {
                    out.append(character)
                    index += 1
                }
            case "[":
                if let (words, url, end) = link(characters, at: index) {
                    out += words + " (\(url))"
                    index = end
                } else {
                    out.append(character)
                    index += 1
                }
            case "<":
                // An autolink, <https://…>, is its address.
                let close = characters[index...].firstIndex(of: ">")
                let inside = close.map { String(characters[(index + 1)..<$0]) } ?? ""
                if let close, inside.contains("://") || inside.contains("@"), !inside.contains(" ") {
                    out += inside
                    index = close + 1
                } else {
                    out.append(character)
                    index += 1
                }
            case "*", "_":
                let run = characters[index...].prefix { $0 == character }.count
                if isEmphasisMark(characters, at: index, length: run) {
                    index += run
                } else {
                    out += String(repeating: character, count: run)
                    index += run
                }
            default:
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// `[words](url)` starting at `start`: its words (markup removed), its address, and the index
    /// after it.
    private static func link(_ characters: [Character], at start: Int) -> (String, String, Int)? {
        var depth = 0
        var index = start
        var close: Int?
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 { close = index; break }
            }
            index += 1
        }
        guard let close, close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        var url = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        // A title after the address ("…" or '…') is not part of it.
        if let space = url.firstIndex(of: " ") { url = String(url[..<space]) }
        if url.hasPrefix("<") && url.hasSuffix(">") { url = String(url.dropFirst().dropLast()) }
        return (inline(String(characters[(start + 1)..<close])), url, end + 1)
    }

    private static func closingRun(of mark: Character, length: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == mark {
                let run = characters[index...].prefix { $0 == mark }.count
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether a run of `*` or `_` opens or closes emphasis (CommonMark's flanking rules, in
    /// short): it touches a word on one side and not whitespace on that side. An underscore
    /// inside a word (`font_scale`) is part of the word, and `2 * 3` is arithmetic.
    private static func isEmphasisMark(_ characters: [Character], at index: Int, length: Int) -> Bool {
        let before: Character? = index > 0 ? characters[index - 1] : nil
        let after: Character? = index + length < characters.count ? characters[index + length] : nil
        let leftFlanking = after.map { !$0.isWhitespace } ?? false
        let rightFlanking = before.map { !$0.isWhitespace } ?? false
        guard leftFlanking || rightFlanking else { return false }
        if characters[index] == "_" {
            // Inside a word, an underscore is a letter of it.
            let wordBefore = before.map { $0.isLetter || $0.isNumber } ?? false
            let wordAfter = after.map { $0.isLetter || $0.isNumber } ?? false
            if wordBefore && wordAfter { return false }
        }
        return true
    }
}
