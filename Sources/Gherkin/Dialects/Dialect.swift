/// The keywords of one spoken language, as Cucumber's `gherkin-languages.json` lists them.
///
/// Step keywords keep their trailing space where the language has one ("Given "), and
/// `"* "` appears among every step kind, exactly as in the reference table.
public struct Dialect: Sendable, Equatable {
    public let code: String
    public let name: String
    public let native: String
    public let feature: [String]
    public let rule: [String]
    public let background: [String]
    public let scenario: [String]
    public let scenarioOutline: [String]
    public let examples: [String]
    public let given: [String]
    public let when: [String]
    public let then: [String]
    public let and: [String]
    public let but: [String]

    /// The dialect for a language code (`en`, `fr`, `en-pirate`…), or nil when there is none.
    public static func named(_ code: String) -> Dialect? { all[code] }

    /// Every step keyword with the kind the reference gives it: a keyword listed under
    /// several kinds (like `"* "`) is `.unknown` for plain Gherkin.
    var stepKeywordKinds: [String: [StepKeywordType]] {
        var kinds: [String: [StepKeywordType]] = [:]
        for keyword in given { kinds[keyword, default: []].append(.context) }
        for keyword in when { kinds[keyword, default: []].append(.action) }
        for keyword in then { kinds[keyword, default: []].append(.outcome) }
        for keyword in and + but { kinds[keyword, default: []].append(.conjunction) }
        return kinds
    }

    /// Step keywords, longest first; keywords of equal length keep the table's order
    /// (given, when, then, and, but), as the reference's stable sort does.
    var stepKeywordsLongestFirst: [String] {
        let all = given + when + then + and + but
        return all.enumerated()
            .sorted { lhs, rhs in
                let (l, r) = (lhs.element.unicodeScalars.count, rhs.element.unicodeScalars.count)
                return l != r ? l > r : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
