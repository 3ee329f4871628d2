import Foundation

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
            let body = quotationMarksRemoved(trimmed)
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

    /// A line without the `>` that quote it, however deeply, and the spaces after each. Found
    /// by counting, and the rest copied once: copying the rest after each `>` took minutes on
    /// a line quoted thousands deep.
    private static func quotationMarksRemoved(_ line: String) -> String {
        guard line.hasPrefix(">") else { return line }
        let characters = Array(line)
        var index = 0
        while index < characters.count, characters[index] == ">" {
            index += 1
            while index < characters.count, characters[index].unicodeScalars.count == 1,
                CharacterSet.whitespaces.contains(characters[index].unicodeScalars.first!)
            {
                index += 1
            }
        }
        // A space with a mark on it loses the space and keeps the mark, as trimming it would.
        return String(characters[index...]).trimmingCharacters(in: .whitespaces)
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
    /// is a menu path: `contrast > 4.5:1` keeps its sign. (A link's words are read as part of
    /// the line: whether a `>` in them reads as "then" depends only on the characters either
    /// side of it, which are the same there.)
    static func inline(_ text: String) -> String {
        let plain = SpokenInlineMarkup(text).words
        guard plain.contains(" > ") else { return plain }
        return plain.replacingOccurrences(of: #"(?<=\S) > (?=\p{Lu})"#, with: ", then ", options: .regularExpression)
    }
}
