/// A step definition whose `## ` heading has been read and whose lines are still coming: what
/// the reader has gathered of it so far.
struct OpenDefinition {
    /// The heading's line.
    let line: Int
    /// The heading's text, as written.
    let heading: String
    /// Guidance lines before any platform subsection.
    var general: [String] = []
    /// Guidance lines of each platform subsection, by lower-cased name.
    var sections: [String: [String]] = [:]
    /// The platform subsection the lines now belong to, if any.
    var section: String?
    var wcag: [String] = []
    var contextual: [ContextualCriteria] = []
    /// The clauses of the `EN 301 549:` line.
    var en301549: [String] = []
    var why: String?
    var kind: StepKind?
    /// The `Short:` line under the heading, and each platform subsection's own.
    var short: String?
    var shortSections: [String: String] = [:]
    /// The first `WCAG:`, `WCAG when` or `EN 301 549:` line, where a problem with the criteria
    /// is reported.
    var firstCriteriaLine: Int?

    init(line: Int, heading: String) {
        self.line = line
        self.heading = heading
    }

    /// The expression's text: the heading without the backticks it may be wrapped in.
    var source: String {
        guard heading.count >= 2, heading.hasPrefix("`"), heading.hasSuffix("`") else { return heading }
        return String(heading.dropFirst().dropLast())
    }

    var guidance: StepGuidance {
        StepGuidance(general: Self.block(general), sections: sections.mapValues(Self.block), short: short, shortSections: shortSections)
    }

    /// Lines joined, with leading and trailing blank lines removed.
    private static func block(_ lines: [String]) -> String {
        var lines = lines[...]
        while let first = lines.first, LineWhitespace.isBlank(first) { lines.removeFirst() }
        while let last = lines.last, LineWhitespace.isBlank(last) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
