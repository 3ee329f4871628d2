import WCAG

/// The WCAG success criteria a rule is about, split where claims need it: those WCAG 2.2 has
/// (a violation fails them), and those it has not — 4.1.1 Parsing, removed in 2.2, or a
/// reference no WCAG version knows — which are said but never claimed.
public struct MappedCriteria: Sendable, Hashable {
    /// WCAG 2.2 criteria by number, in WCAG's order, each once.
    public let criteria: [String]
    /// The rest, as named, in order, each once.
    public let outsideWCAG22: [String]

    /// Splits numbers ("1.4.3", "4.1.1") and unresolved references between the two.
    public init(_ named: some Sequence<String>) {
        var inside: Set<String> = []
        var outside: Set<String> = []
        for number in named {
            if WCAGCriterion.named(number) != nil { inside.insert(number) } else { outside.insert(number) }
        }
        criteria = inside.sorted(by: WCAGCriterion.precedes)
        outsideWCAG22 = outside.sorted(by: WCAGCriterion.precedes)
    }

    /// No criterion at all: an advisory rule.
    public static let none = MappedCriteria([String]())

    /// Both lists together, for merging what several sources name.
    var all: [String] { criteria + outsideWCAG22 }
}
