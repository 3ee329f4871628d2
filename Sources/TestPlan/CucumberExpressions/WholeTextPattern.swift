import Foundation

/// A regular expression that matches only a whole step text, as Java's `Matcher.matches()`
/// does in the reference: `a|ab` matches `ab`, and `^a$` does not match `a` plus a newline.
struct WholeTextPattern: Sendable {
    /// The pattern as given.
    let pattern: String
    /// The outermost capture groups, one per argument.
    let groups: [CaptureGroupShape]
    private let regex: NSRegularExpression

    init(_ pattern: String) throws(CucumberExpressionError) {
        // Compiled alone first so that a pattern that only compiles inside our wrapper — such
        // as one ending in `)(?:` — is still rejected. (The wrapper cannot survive a trailing
        // `#` comment in `(?x)` mode, which would swallow it; step patterns do not use those.)
        guard let plain = try? NSRegularExpression(pattern: pattern),
            let wrapped = try? NSRegularExpression(pattern: "(?:" + pattern + ")\\z")
        else { throw .invalidRegularExpression(pattern) }
        self.pattern = pattern
        self.regex = wrapped
        let shapes = CaptureGroupShape.outermost(in: pattern)
        if shapes.reduce(0, { $0 + $1.count }) == plain.numberOfCaptureGroups {
            self.groups = shapes
        } else {
            // Some constructs (`\Q(\E`, say) fool this reading of parentheses and would
            // misnumber the groups; then every group stands alone, which still gives each
            // argument its own text.
            self.groups = (0..<plain.numberOfCaptureGroups).map { CaptureGroupShape(number: $0 + 1, pattern: "", children: []) }
        }
    }

    /// The outermost groups of a whole-text match, or nil when `text` does not match.
    func match(_ text: String) -> [MatchedGroup]? {
        let whole = NSRange(text.startIndex..., in: text)
        guard let result = regex.firstMatch(in: text, options: [.anchored], range: whole) else { return nil }
        func group(_ shape: CaptureGroupShape) -> MatchedGroup {
            let children = shape.children.map(group)
            let range = shape.number < result.numberOfRanges ? result.range(at: shape.number) : NSRange(location: NSNotFound, length: 0)
            guard range.location != NSNotFound, let span = Range(range, in: text) else {
                return MatchedGroup(value: nil, start: nil, end: nil, children: children)
            }
            return MatchedGroup(value: String(text[span]), start: range.location, end: range.location + range.length, children: children)
        }
        return groups.map(group)
    }
}
