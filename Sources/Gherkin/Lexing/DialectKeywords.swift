/// A dialect's keywords prepared for matching against UTF-8 lines.
struct DialectKeywords {
    struct Keyword {
        let text: String
        let bytes: [UInt8]
        let scalarCount: Int
        init(_ text: String) {
            self.text = text
            self.bytes = Array(text.utf8)
            self.scalarCount = text.unicodeScalars.count
        }
    }

    struct StepKeyword {
        let keyword: Keyword
        /// The single kind of a keyword listed once, `.unknown` for one listed under several.
        let plainType: StepKeywordType
        /// The first kind it is listed under, which the Markdown matcher reports.
        let firstType: StepKeywordType
    }

    let dialect: Dialect
    let feature: [Keyword]
    let rule: [Keyword]
    let background: [Keyword]
    /// Scenario keywords, then scenario-outline keywords, the order the reference tries them.
    let scenario: [Keyword]
    let examples: [Keyword]
    /// Longest first.
    let steps: [StepKeyword]
    let stepKinds: [String: [StepKeywordType]]

    init(_ dialect: Dialect) {
        self.dialect = dialect
        feature = dialect.feature.map(Keyword.init)
        rule = dialect.rule.map(Keyword.init)
        background = dialect.background.map(Keyword.init)
        scenario = (dialect.scenario + dialect.scenarioOutline).map(Keyword.init)
        examples = dialect.examples.map(Keyword.init)
        let kinds = dialect.stepKeywordKinds
        stepKinds = kinds
        steps = dialect.stepKeywordsLongestFirst.map { text in
            let types = kinds[text] ?? [.unknown]
            return StepKeyword(
                keyword: Keyword(text), plainType: types.count == 1 ? types[0] : .unknown, firstType: types[0])
        }
    }
}
