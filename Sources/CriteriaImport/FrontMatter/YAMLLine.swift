/// One line of front matter as the YAML reader sees it: its number in the file, how far it is
/// indented and what follows the indentation.
///
/// YAML forbids tabs in indentation, yet real entries have them. A tab here advances to the
/// next multiple of `tabWidth` columns, the default of the editors these files are written
/// in, and the line remembers it so the reader can warn.
struct YAMLLine: Sendable, Hashable {
    static let tabWidth = 4

    /// The 1-based line in the file.
    var number: Int
    /// Columns of indentation.
    var indent: Int
    /// The text after the indentation, trailing whitespace removed.
    var content: Substring
    /// True when the indentation held a tab.
    var indentHasTab: Bool

    init(number: Int, text: String) {
        self.number = number
        var columns = 0
        var sawTab = false
        var start = text.startIndex
        while start < text.endIndex {
            let character = text[start]
            if character == " " {
                columns += 1
            } else if character == "\t" {
                columns += Self.tabWidth - columns % Self.tabWidth
                sawTab = true
            } else {
                break
            }
            start = text.index(after: start)
        }
        var end = text.endIndex
        while end > start, Self.isSpace(text[text.index(before: end)]) { end = text.index(before: end) }
        indent = columns
        content = text[start..<end]
        indentHasTab = sawTab && start < end
    }

    /// A line that takes the place of another: the part of a `- key: value` line after the
    /// dash, read as if it began at `indent`.
    init(number: Int, indent: Int, content: Substring) {
        self.number = number
        self.indent = indent
        self.content = content
        self.indentHasTab = false
    }

    static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    var isBlank: Bool { content.isEmpty }
    var isComment: Bool { content.first == "#" }
    /// Neither blank nor a comment: a line the structure is read from.
    var isSignificant: Bool { !isBlank && !isComment }

    /// `- item` or a lone `-`: an entry of a block sequence.
    var isSequenceEntry: Bool {
        guard content.first == "-" else { return false }
        let next = content.dropFirst().first
        return next == nil || next == " " || next == "\t"
    }

    /// What follows the dash of a sequence entry, and how many columns it is indented from the
    /// dash, so that `- when: |` reads as a mapping that starts two columns in.
    var sequenceEntryContent: (offset: Int, content: Substring) {
        var rest = content.dropFirst()
        var offset = 1
        while let first = rest.first, Self.isSpace(first) {
            offset += first == "\t" ? Self.tabWidth - (indent + offset) % Self.tabWidth : 1
            rest = rest.dropFirst()
        }
        return (offset, rest)
    }

    /// The key and what follows its colon, when the line is a `key: value` line; nil otherwise.
    ///
    /// A plain key ends at the first colon followed by a space, a tab or the end of the line,
    /// as in YAML, so `Ctrl+tab` or `https://…` inside a key do not split it.
    var keyAndRest: (key: String, rest: Substring)? {
        guard let first = content.first, !isSequenceEntry else { return nil }
        if first == "\"" || first == "'" {
            let scanned = YAMLQuotedScalar.scan(content.dropFirst(), quote: first)
            guard scanned.isClosed else { return nil }
            let afterQuote = scanned.rest.drop(while: Self.isSpace)
            guard afterQuote.first == ":" else { return nil }
            let rest = afterQuote.dropFirst()
            guard rest.isEmpty || Self.isSpace(rest.first!) else { return nil }
            return (scanned.text, rest.drop(while: Self.isSpace))
        }
        if "#|>[]{},&*!%@`?".contains(first) { return nil }
        var index = content.startIndex
        var previous: Character = " "
        while index < content.endIndex {
            let character = content[index]
            if character == "#" && Self.isSpace(previous) { return nil }
            let next = content.index(after: index)
            if character == ":" && (next == content.endIndex || Self.isSpace(content[next])) {
                var key = content[..<index]
                while let last = key.last, Self.isSpace(last) { key = key.dropLast() }
                guard !key.isEmpty else { return nil }
                return (String(key), content[next...].drop(while: Self.isSpace))
            }
            previous = character
            index = next
        }
        return nil
    }
}
