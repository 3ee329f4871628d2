/// Matches Gherkin written in Markdown (`.feature.md`), as the reference's Markdown matcher
/// does: `# Feature:` headings, `- Given` bullets, tables indented two to five spaces,
/// `` `@tag` `` code spans, and everything else neutered into empty lines.
///
/// The reference's quirks are kept on purpose, because the output must equal its output: the
/// first line that reaches the feature-line check becomes the feature line even without a
/// heading, and testing a line for emptiness tries every other kind of line first (which can
/// open a doc string).
struct MarkdownTokenMatcher: TokenMatcher {
    private var plain: PlainTokenMatcher
    private var matchedFeatureLine = false
    private var activeDocStringSeparator: String?
    private var indentToRemove = 0

    init(defaultDialect: String = "en") throws(ParseError) {
        plain = try PlainTokenMatcher(defaultDialect: defaultDialect)
    }

    private var keywords: DialectKeywords { plain.keywords }
    private var dialectCode: String { plain.dialectCode }

    mutating func reset() {
        plain.reset()
        matchedFeatureLine = false
        activeDocStringSeparator = nil
        indentToRemove = 0
    }

    mutating func matchEOF(_ token: inout Token) -> Bool { plain.matchEOF(&token) }

    mutating func matchFeatureLine(_ token: inout Token) -> Bool {
        guard !matchedFeatureLine, let line = token.line else { return false }
        if !matchHeading(&token, .featureLine, keywords.feature) {
            // A Markdown document need not start with a feature heading: its first line
            // stands in for it.
            token.matched(.featureLine, text: line.text(removingIndent: -1), dialect: dialectCode)
        }
        matchedFeatureLine = true
        return true
    }

    mutating func matchRuleLine(_ token: inout Token) -> Bool { matchHeading(&token, .ruleLine, keywords.rule) }
    mutating func matchBackgroundLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .backgroundLine, keywords.background)
    }
    mutating func matchScenarioLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .scenarioLine, keywords.scenario)
    }
    mutating func matchExamplesLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .examplesLine, keywords.examples)
    }

    /// `#{1,6}` and one whitespace, the keyword, a colon, then the title.
    private func matchHeading(_ token: inout Token, _ type: TokenType, _ candidates: [DialectKeywords.Keyword]) -> Bool {
        guard let line = token.line else { return false }
        let scalars = line.trimmedScalars
        var hashes = 0
        while hashes < scalars.count, scalars[hashes] == "#" { hashes += 1 }
        guard (1...6).contains(hashes), hashes < scalars.count, isPythonSpace(scalars[hashes]) else { return false }
        let prefixLength = hashes + 1
        for keyword in candidates {
            guard let rest = Self.after(keyword.text, in: scalars, at: prefixLength), rest < scalars.count,
                scalars[rest] == ":"
            else { continue }
            token.matched(
                type, text: Self.titleText(scalars, from: rest + 1), keyword: keyword.text,
                keywordType: keywords.stepKinds[keyword.text]?.first, indent: line.indent + prefixLength,
                dialect: dialectCode)
            return true
        }
        return false
    }

    /// `\s*[*+-]\s*` then a step keyword (never `* `), then the text.
    mutating func matchStepLine(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        let scalars = line.trimmedScalars
        var i = 0
        while i < scalars.count, isPythonSpace(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == "*" || scalars[i] == "+" || scalars[i] == "-" else { return false }
        i += 1
        while i < scalars.count, isPythonSpace(scalars[i]) { i += 1 }
        for step in keywords.steps where step.keyword.text != "* " {
            guard let rest = Self.after(step.keyword.text, in: scalars, at: i) else { continue }
            token.matched(
                .stepLine, text: Self.titleText(scalars, from: rest), keyword: step.keyword.text,
                keywordType: step.firstType, indent: line.indent + i, dialect: dialectCode)
            return true
        }
        return false
    }

    /// Gherkin tables are indented two to five whitespace characters, which tells them
    /// apart from the document's own Markdown tables; a `|---|` separator row is not a row.
    mutating func matchTableRow(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        let scalars = line.scalars
        var spaces = 0
        while spaces < scalars.count, spaces < 5, isPythonSpace(scalars[spaces]) { spaces += 1 }
        // `^\s\s\s?\s?\s?\|`: the bar must follow two to five whitespace characters.
        guard spaces >= 2, spaces < scalars.count, scalars[spaces] == "|" else { return false }
        let cells = line.tableCells
        guard !Self.isSeparatorRow(cells) else { return false }
        token.matched(.tableRow, keyword: "|", items: cells, dialect: dialectCode)
        return true
    }

    /// A Markdown table's separator row reads as an empty line; nothing else is a comment.
    mutating func matchComment(_ token: inout Token) -> Bool {
        guard let line = token.line, line.startsWith(Array("|".utf8)), Self.isSeparatorRow(line.tableCells) else {
            return false
        }
        token.matched(.empty, indent: 0, dialect: dialectCode)
        return true
    }

    mutating func matchEmpty(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        var result = line.isEmpty
        let isSomethingElse =
            matchTagLineQuietly(&token) || matchFeatureLine(&token) || matchScenarioLine(&token)
            || matchBackgroundLine(&token) || matchExamplesLine(&token) || matchRuleLine(&token)
            || matchTableRow(&token) || matchComment(&token)
            || matchDocStringSeparator(&token) || matchEOF(&token) || matchStepLine(&token)
        if !isSomethingElse {
            result = true  // neutered: a line of plain Markdown
        }
        guard result else { return false }
        token.matched(.empty, indent: 0, dialect: dialectCode)
        return true
    }

    /// Language headers are not read in Markdown: a dialect is chosen for the whole run.
    mutating func matchLanguage(_ token: inout Token) throws(ParseError) -> Bool { false }

    mutating func matchTagLine(_ token: inout Token) throws(ParseError) -> Bool { matchTagLineQuietly(&token) }

    /// Tags are `` `@tag` `` code spans anywhere on the line.
    private mutating func matchTagLineQuietly(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        let scalars = line.trimmedScalars
        var tags: [LineSpan] = []
        var i = 0
        while i + 1 < scalars.count {
            if scalars[i] == "`" && scalars[i + 1] == "@" {
                var j = i + 2
                while j < scalars.count, scalars[j] != "`" { j += 1 }
                if j < scalars.count && j > i + 2 {
                    let name = String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
                    tags.append(LineSpan(column: line.indent + i + 2, text: name))
                    i = j + 1
                    continue
                }
            }
            i += 1
        }
        guard !tags.isEmpty else { return false }
        token.matched(.tagLine, items: tags, dialect: dialectCode)
        return true
    }

    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        if let active = activeDocStringSeparator {
            guard line.startsWith(Array(active.utf8)) else { return false }
            activeDocStringSeparator = nil
            indentToRemove = 0
            token.matched(.docStringSeparator, text: "", keyword: active, dialect: dialectCode)
            return true
        }
        for separator in ["\"\"\"", "````", "```"] where line.startsWith(Array(separator.utf8)) {
            activeDocStringSeparator = separator
            indentToRemove = line.indent
            token.matched(
                .docStringSeparator, text: line.restTrimmed(afterBytes: separator.utf8.count), keyword: separator,
                dialect: dialectCode)
            return true
        }
        return false
    }

    mutating func matchOther(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        var text = line.text(removingIndent: indentToRemove)
        if activeDocStringSeparator == "\"\"\"" {
            text = text.replacingAll("\\\"\\\"\\\"", with: "\"\"\"")
        } else if activeDocStringSeparator == "```" {
            text = text.replacingAll("\\`\\`\\`", with: "```")
        }
        token.matched(.other, text: text, indent: 0, dialect: dialectCode)
        return true
    }

    // MARK: - Helpers

    /// The index just past `word` when the scalars at `start` spell it, else nil.
    private static func after(_ word: String, in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        var i = start
        for expected in word.unicodeScalars {
            guard i < scalars.count, scalars[i] == expected else { return nil }
            i += 1
        }
        return i
    }

    /// The rest of the line up to its first line break (`.*`), stripped.
    private static func titleText(_ scalars: [Unicode.Scalar], from start: Int) -> String {
        var end = start
        while end < scalars.count, scalars[end] != "\n" { end += 1 }
        var from = start
        var to = end
        while from < to, isPythonSpace(scalars[from]) { from += 1 }
        while to > from, isPythonSpace(scalars[to - 1]) { to -= 1 }
        return String(String.UnicodeScalarView(scalars[from..<to]))
    }

    private static func isSeparatorRow(_ cells: [LineSpan]) -> Bool {
        cells.contains { cell in
            // ^:?-+:?$ — where `$` may also stand before a final newline
            var scalars = Array(cell.text.unicodeScalars)
            if scalars.last == "\n" { scalars.removeLast() }
            if scalars.first == ":" { scalars.removeFirst() }
            if scalars.last == ":" { scalars.removeLast() }
            return !scalars.isEmpty && scalars.allSatisfy { $0 == "-" }
        }
    }
}
