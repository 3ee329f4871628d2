/// A W3C ACT rule (Accessibility Conformance Testing: a test procedure with agreed test cases)
/// and the WCAG criteria W3C maps it to. Engines that implement ACT rules (Alfa, QualWeb,
/// axe-core) are compared on them, so an ACT rule id is the common name of what two engines
/// tested. The table is generated from W3C's data by scripts/generate-act-mapping.py.
public struct ACTRule: Sendable, Hashable {
    /// "afw4f7".
    public let id: String
    /// "Text has minimum contrast".
    public let name: String
    /// The WCAG 2.2 criteria a failure of the rule fails: its accessibility requirements "for
    /// conformance".
    public let criteria: [String]
    /// WCAG 2.2 criteria W3C lists as secondary: the rule is stricter or less strict than the
    /// criterion, so its outcome alone does not decide it.
    public let secondaryCriteria: [String]
    /// Criteria the rule names that WCAG 2.2 no longer has (4.1.1).
    public let criteriaOutsideWCAG22: [String]

    /// The rule with this id, or nil.
    public static func withID(_ id: String) -> ACTRule? { byID[id] }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The ACT rule id in the address of an ACT rule's page
    /// (https://www.w3.org/WAI/standards-guidelines/act/rules/afw4f7/,
    /// https://act-rules.github.io/rules/afw4f7), or nil for any other address.
    public static func id(inAddress address: String) -> String? {
        let parts = address.split(separator: "/", omittingEmptySubsequences: true)
        let actRulesSite = parts.count > 1 && parts[1].lowercased() == "act-rules.github.io"
        for index in parts.indices.dropLast() where parts[index] == "rules" {
            guard actRulesSite || (index > 0 && parts[index - 1] == "act") else { continue }
            let id = parts[index + 1].split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? ""
            guard id.utf8.count == 6, id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
            return id
        }
        return nil
    }
}
