/// A clause of EN 301 549 V3.2.1 that is the standard's own rather than a restatement of WCAG:
/// what a check evidences beyond WCAG 2.2 (its step definition's `EN 301 549:` line), and a row
/// of the EN 301 549 chapters of the VPAT 2.5 International Edition.
///
/// The clauses that restate WCAG — chapter 9 for the web, 10.1 to 10.4 for documents, 11.1 to
/// 11.4 for software (as WCAG2ICT reads WCAG for them) — are not here: a check evidences them
/// through its WCAG criteria, and a report derives their rows from those.
public struct EN301549Clause: Sendable, Hashable {
    /// "7.1.1".
    public let number: String
    /// "Captioning playback": GSA's handle for the clause in its OpenACR catalog.
    public let name: String
    /// The chapter the clause is in: 4 (functional performance) to 13 (relay and emergency
    /// services).
    public let chapter: Int

    public init(number: String, name: String, chapter: Int) {
        self.number = number
        self.name = name
        self.chapter = chapter
    }

    /// The clause with this number, or nil when the standard has none of its own by it.
    public static func named(_ number: String) -> EN301549Clause? { byNumber[number] }

    private static let byNumber = Dictionary(all.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })

    /// Whether the clause only heads others ("7.1 Caption processing technology" heads 7.1.1 to
    /// 7.1.5): a product meets or fails the clauses under it, not the heading.
    public var isHeading: Bool { Self.headings.contains(number) }

    /// Whether the clause says nothing a product can meet or fail: "11.0 General
    /// (informative)", "6.6 … (advisory only)".
    public var isInformative: Bool { name.hasSuffix("(informative)") || name.hasSuffix("(advisory only)") }

    /// Whether a check can evidence the clause: a requirement, neither a heading nor informative.
    public var isRequirement: Bool { !isHeading && !isInformative }

    /// The clauses another clause is numbered under ("7.1" for "7.1.1"); "6.2", though 6.2.1 is
    /// not itself listed, for "6.2.1.1".
    private static let headings: Set<String> = {
        var found: Set<String> = []
        for clause in all {
            var parts = clause.number.split(separator: ".")
            while parts.count > 1 {
                parts.removeLast()
                found.insert(parts.joined(separator: "."))
            }
        }
        return found
    }()

    /// Orders clause numbers as the standard does: 11.5.2.10 after 11.5.2.9.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        return left.lexicographicallyPrecedes(right)
    }
}
