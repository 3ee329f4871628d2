/// A Markdown heading line as CommonMark reads it (an ATX heading): up to three spaces, one
/// to six `#`, then a space or tab (or the end of the line), the text, and an optional closing
/// run of `#` after a space. A step library's headings are its step texts, so they are read
/// exactly as a git host renders them: `## I press TAB ##` and ` ## I press TAB` are both the
/// step "I press TAB", as the reader of the rendered file sees.
enum MarkdownHeading {
    static func atx(_ line: String) -> (level: Int, text: String)? {
        var rest = Substring(line)
        var indent = 0
        while indent < 3, rest.first == " " {
            rest = rest.dropFirst()
            indent += 1
        }
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        rest = rest.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingCharacters(in: [" ", "\t"])
        // The closing run: `#`s that are the whole text, or that follow a space or tab.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing == text.count {
            text = ""
        } else if closing > 0 {
            let before = text.index(text.endIndex, offsetBy: -closing - 1)
            if text[before] == " " || text[before] == "\t" {
                text = String(text[..<text.index(after: before)]).trimmingCharacters(in: [" ", "\t"])
            }
        }
        return (level, text)
    }
}
