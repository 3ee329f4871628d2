/// A step-definition heading for a step text: the text as a Cucumber Expression, with the
/// characters the syntax reserves escaped and quoted strings and whole numbers made into
/// parameters, so one definition serves every step of that shape.
public enum StepHeading {
    public static func suggest(for text: String) -> String {
        var out = ""
        var characters = Array(text)
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "\"" || c == "'", let close = characters[(index + 1)...].firstIndex(of: c) {
                out += "{string}"
                index = close + 1
                continue
            }
            if c.isASCII, c.isNumber, index == 0 || !characters[index - 1].isLetter {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                if end == characters.count || !characters[end].isLetter {
                    out += "{int}"
                    index = end
                    continue
                }
            }
            if "(){}/\\".contains(c) { out += "\\" }
            out.append(c)
            index += 1
        }
        characters = []
        // A heading that starts like Markdown, or ends with what Markdown takes for a closing
        // run of `#` (which the reader drops, as a git host does), is wrapped in backticks.
        let closingRun = out.reversed().prefix { $0 == "#" }.count
        let endsLikeClosing = closingRun > 0 && (closingRun == out.count || out.dropLast(closingRun).last.map { $0 == " " || $0 == "\t" } == true)
        if out.hasPrefix("#") || out.hasPrefix("-") || out.hasPrefix("*") || endsLikeClosing { return "`\(out)`" }
        return out
    }
}
