/// The kinds of line the grammar (`gherkin.berp`) knows.
public enum TokenType: String, Sendable, CaseIterable {
    case eof = "EOF"
    case empty = "Empty"
    case comment = "Comment"
    case tagLine = "TagLine"
    case featureLine = "FeatureLine"
    case ruleLine = "RuleLine"
    case backgroundLine = "BackgroundLine"
    case scenarioLine = "ScenarioLine"
    case examplesLine = "ExamplesLine"
    case stepLine = "StepLine"
    case docStringSeparator = "DocStringSeparator"
    case tableRow = "TableRow"
    case language = "Language"
    case other = "Other"
}

/// One line handed to the parser, and what a matcher found it to be.
///
/// Matching mutates the token, as in the reference: a lookahead may match a line before the
/// parser does, and the column it set stays until the next successful match.
struct Token {
    /// Nil at the end of the file.
    var line: GherkinLine?
    var lineNumber: Int
    var column: Int?

    var matchedType: TokenType = .other
    var matchedText: String?
    var matchedKeyword: String?
    var matchedKeywordType: StepKeywordType?
    var matchedItems: [LineSpan] = []
    var matchedDialect: String = "en"

    var isEOF: Bool { line == nil }

    var location: Location { Location(line: lineNumber, column: column) }

    /// Records a match. The column is the indent plus one, unless the caller says otherwise.
    mutating func matched(
        _ type: TokenType, text: String? = nil, keyword: String? = nil,
        keywordType: StepKeywordType? = nil, indent: Int? = nil, items: [LineSpan] = [],
        dialect: String
    ) {
        matchedType = type
        matchedText = text
        matchedKeyword = keyword
        matchedKeywordType = keywordType
        matchedItems = items
        matchedDialect = dialect
        column = (indent ?? line?.indent ?? 0) + 1
    }
}
