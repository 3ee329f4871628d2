/// Decides what kind of line a token is. One matcher per syntax: plain Gherkin and
/// Gherkin in Markdown. A matcher carries state across lines (the dialect, an open doc
/// string), so a parse owns its own matcher.
protocol TokenMatcher {
    mutating func reset()
    mutating func matchEOF(_ token: inout Token) -> Bool
    mutating func matchEmpty(_ token: inout Token) -> Bool
    mutating func matchComment(_ token: inout Token) -> Bool
    mutating func matchTagLine(_ token: inout Token) throws(ParseError) -> Bool
    mutating func matchFeatureLine(_ token: inout Token) -> Bool
    mutating func matchRuleLine(_ token: inout Token) -> Bool
    mutating func matchBackgroundLine(_ token: inout Token) -> Bool
    mutating func matchScenarioLine(_ token: inout Token) -> Bool
    mutating func matchExamplesLine(_ token: inout Token) -> Bool
    mutating func matchStepLine(_ token: inout Token) -> Bool
    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool
    mutating func matchTableRow(_ token: inout Token) -> Bool
    mutating func matchLanguage(_ token: inout Token) throws(ParseError) -> Bool
    mutating func matchOther(_ token: inout Token) -> Bool
}

extension TokenMatcher {
    /// Dispatches on the token type the grammar asks for.
    mutating func match(_ type: TokenType, _ token: inout Token) throws(ParseError) -> Bool {
        switch type {
        case .eof: return matchEOF(&token)
        case .empty: return matchEmpty(&token)
        case .comment: return matchComment(&token)
        case .tagLine: return try matchTagLine(&token)
        case .featureLine: return matchFeatureLine(&token)
        case .ruleLine: return matchRuleLine(&token)
        case .backgroundLine: return matchBackgroundLine(&token)
        case .scenarioLine: return matchScenarioLine(&token)
        case .examplesLine: return matchExamplesLine(&token)
        case .stepLine: return matchStepLine(&token)
        case .docStringSeparator: return matchDocStringSeparator(&token)
        case .tableRow: return matchTableRow(&token)
        case .language: return try matchLanguage(&token)
        case .other: return matchOther(&token)
        }
    }
}
