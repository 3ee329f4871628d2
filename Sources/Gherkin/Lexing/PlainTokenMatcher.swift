/// Matches lines of plain Gherkin (`.feature`), as the reference's token matcher does.
struct PlainTokenMatcher: TokenMatcher {
    private let defaultDialect: String
    private(set) var keywords: DialectKeywords
    private var activeDocStringSeparator: [UInt8]?
    private var indentToRemove = 0

    private static let tripleQuote = Array("\"\"\"".utf8)
    private static let tripleBacktick = Array("```".utf8)
    private static let escapedTripleQuote = "\\\"\\\"\\\""
    private static let escapedTripleBacktick = "\\`\\`\\`"

    init(defaultDialect: String = "en") throws(ParseError) {
        guard let dialect = Dialect.named(defaultDialect) else {
            throw ParseError(message: "Language not supported: \(defaultDialect)", location: Location(line: 1, column: 1))
        }
        self.defaultDialect = defaultDialect
        self.keywords = DialectKeywords(dialect)
    }

    var dialectCode: String { keywords.dialect.code }

    mutating func reset() {
        if keywords.dialect.code != defaultDialect, let dialect = Dialect.named(defaultDialect) {
            keywords = DialectKeywords(dialect)
        }
        activeDocStringSeparator = nil
        indentToRemove = 0
    }

    mutating func matchEOF(_ token: inout Token) -> Bool {
        guard token.isEOF else { return false }
        token.matched(.eof, dialect: dialectCode)
        return true
    }

    mutating func matchEmpty(_ token: inout Token) -> Bool {
        guard let line = token.line, line.isEmpty else { return false }
        token.matched(.empty, indent: 0, dialect: dialectCode)
        return true
    }

    mutating func matchComment(_ token: inout Token) -> Bool {
        guard let line = token.line, line.startsWith(Self.hash) else { return false }
        token.matched(.comment, text: line.text(removingIndent: 0), indent: 0, dialect: dialectCode)
        return true
    }
    private static let hash = Array("#".utf8)
    private static let at = Array("@".utf8)
    private static let bar = Array("|".utf8)

    mutating func matchTagLine(_ token: inout Token) throws(ParseError) -> Bool {
        guard let line = token.line, line.startsWith(Self.at) else { return false }
        let tags = try line.tags()
        token.matched(.tagLine, items: tags, dialect: dialectCode)
        return true
    }

    mutating func matchFeatureLine(_ token: inout Token) -> Bool {
        matchTitleLine(&token, .featureLine, keywords.feature)
    }

    mutating func matchRuleLine(_ token: inout Token) -> Bool {
        matchTitleLine(&token, .ruleLine, keywords.rule)
    }

    mutating func matchBackgroundLine(_ token: inout Token) -> Bool {
        matchTitleLine(&token, .backgroundLine, keywords.background)
    }

    mutating func matchScenarioLine(_ token: inout Token) -> Bool {
        matchTitleLine(&token, .scenarioLine, keywords.scenario)
    }

    mutating func matchExamplesLine(_ token: inout Token) -> Bool {
        matchTitleLine(&token, .examplesLine, keywords.examples)
    }

    private func matchTitleLine(_ token: inout Token, _ type: TokenType, _ candidates: [DialectKeywords.Keyword]) -> Bool {
        guard let line = token.line else { return false }
        for keyword in candidates where line.startsWithTitleKeyword(keyword.bytes) {
            token.matched(
                type, text: line.restTrimmed(afterBytes: keyword.bytes.count + 1), keyword: keyword.text,
                dialect: dialectCode)
            return true
        }
        return false
    }

    mutating func matchStepLine(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        for step in keywords.steps where line.startsWith(step.keyword.bytes) {
            token.matched(
                .stepLine, text: line.restTrimmed(afterBytes: step.keyword.bytes.count), keyword: step.keyword.text,
                keywordType: step.plainType, dialect: dialectCode)
            return true
        }
        return false
    }

    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        if let active = activeDocStringSeparator {
            guard line.startsWith(active) else { return false }
            activeDocStringSeparator = nil
            indentToRemove = 0
            token.matched(.docStringSeparator, text: nil, keyword: String(decoding: active, as: UTF8.self), dialect: dialectCode)
            return true
        }
        for separator in [Self.tripleQuote, Self.tripleBacktick] where line.startsWith(separator) {
            let mediaType = line.restTrimmed(afterBytes: separator.count)
            activeDocStringSeparator = separator
            indentToRemove = line.indent
            token.matched(.docStringSeparator, text: mediaType, keyword: String(decoding: separator, as: UTF8.self), dialect: dialectCode)
            return true
        }
        return false
    }

    mutating func matchTableRow(_ token: inout Token) -> Bool {
        guard let line = token.line, line.startsWith(Self.bar) else { return false }
        token.matched(.tableRow, items: line.tableCells, dialect: dialectCode)
        return true
    }

    mutating func matchLanguage(_ token: inout Token) throws(ParseError) -> Bool {
        guard let line = token.line, let code = LanguageHeader.code(in: line) else { return false }
        token.matched(.language, text: code, dialect: dialectCode)
        guard let dialect = Dialect.named(code) else {
            // The line is then read as a comment, whose column is 1: see ParseError.messageLocation.
            throw ParseError(
                message: "Language not supported: \(code)", location: token.location,
                messageLocation: Location(line: token.lineNumber, column: 1))
        }
        keywords = DialectKeywords(dialect)
        return true
    }

    mutating func matchOther(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        var text = line.text(removingIndent: indentToRemove)
        if let active = activeDocStringSeparator {
            // Inside a doc string, an escaped delimiter stands for the delimiter itself.
            if active == Self.tripleQuote {
                text = text.replacingAll(Self.escapedTripleQuote, with: "\"\"\"")
            } else {
                text = text.replacingAll(Self.escapedTripleBacktick, with: "```")
            }
        }
        token.matched(.other, text: text, indent: 0, dialect: dialectCode)
        return true
    }
}

/// `# language: xx` — the header that switches a file's dialect.
enum LanguageHeader {
    /// The language code of a `# language:` line, matching the reference's pattern
    /// `^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$`.
    static func code(in line: GherkinLine) -> String? {
        guard line.startsWith(Array("#".utf8)) else { return nil }
        let scalars = line.trimmedScalars
        var i = 1
        func skipSpace() { while i < scalars.count, isPythonSpace(scalars[i]) { i += 1 } }
        skipSpace()
        for expected in "language".unicodeScalars {
            guard i < scalars.count, scalars[i] == expected else { return nil }
            i += 1
        }
        skipSpace()
        guard i < scalars.count, scalars[i] == ":" else { return nil }
        i += 1
        skipSpace()
        let nameStart = i
        while i < scalars.count, isNameScalar(scalars[i]) { i += 1 }
        guard i > nameStart else { return nil }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<i]))
        skipSpace()
        return i == scalars.count ? name : nil
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "-" || s == "_"
    }
}

/// Python's `str.isspace` for one scalar, which the reference's patterns use for `\s`.
func isPythonSpace(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
        return true
    default:
        return false
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right, without overlaps. Compares
    /// UTF-8 bytes, not characters, so a combining mark never hides a match.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let haystack = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, haystack.count >= needle.count else { return self }
        var result: [UInt8] = []
        var found = false
        var i = 0
        while i < haystack.count {
            if haystack[i] == needle[0], i + needle.count <= haystack.count,
                haystack[i..<(i + needle.count)].elementsEqual(needle)
            {
                result.append(contentsOf: replacement.utf8)
                i += needle.count
                found = true
            } else {
                result.append(haystack[i])
                i += 1
            }
        }
        return found ? String(decoding: result, as: UTF8.self) : self
    }
}
