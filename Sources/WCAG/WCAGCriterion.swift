/// A WCAG 2.2 success criterion: what a step's check evidences, and what a failure of it
/// violates.
public struct WCAGCriterion: Sendable, Hashable {
    public enum Level: String, Sendable, Comparable {
        case a = "A", aa = "AA", aaa = "AAA"

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue.count < rhs.rawValue.count }
    }

    /// "2.4.7".
    public let number: String
    /// "focus-visible": the criterion's id in W3C's documents and URLs.
    public let slug: String
    /// "Focus Visible", W3C's handle.
    public let name: String
    public let level: Level

    /// The criterion with this number, or nil when WCAG 2.2 has none.
    public static func named(_ number: String) -> WCAGCriterion? { byNumber[number] }

    private static let byNumber = Dictionary(all.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    private static let rank: [String: Int] = {
        var rank: [String: Int] = [:]
        for (index, criterion) in all.enumerated() where rank[criterion.number] == nil { rank[criterion.number] = index }
        return rank
    }()

    /// Orders criteria numbers as WCAG does: 1.4.10 after 1.4.9.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // The criteria of WCAG 2.2 by their place in `all` (in number order): sorting a large
        // plan's criteria compares them millions of times, and splitting strings each time
        // was a tenth of planning.
        if let left = rank[lhs], let right = rank[rhs] { return left < right }
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        return left.lexicographicallyPrecedes(right)
    }
}
