import WCAG

/// Reads a reference to a WCAG success criterion, in the ways EARL writes them, as its number.
enum WCAGReference {
    /// The criterion's number (or, for a WCAG reference this table cannot resolve, the
    /// reference itself, so that it is said rather than lost); nil when the reference is not to
    /// WCAG at all.
    static func criterion(_ reference: String) -> String? {
        guard let anchor = anchor(reference) else { return nil }
        if isNumber(anchor) { return anchor }
        if let number = numbersByID[anchor] ?? WCAGEarlierIDs.numbers[anchor] { return number }
        return reference
    }

    /// What follows the WCAG prefix ("WCAG2:", "wcag20:") or the "#" of a WCAG address
    /// (https://www.w3.org/TR/WCAG21/#reflow); nil for anything else.
    private static func anchor(_ reference: String) -> String? {
        if let hash = reference.firstIndex(of: "#") {
            // Only the recommendation itself (/TR/WCAG21/), not its techniques (/TR/WCAG20-TECHS/).
            let parts = reference[..<hash].lowercased().split(separator: "/")
            guard let tr = parts.firstIndex(of: "tr"), tr + 1 < parts.count, isWCAGName(parts[tr + 1]) else { return nil }
            let anchor = reference[reference.index(after: hash)...]
            return anchor.isEmpty ? nil : String(anchor)
        }
        guard let colon = reference.firstIndex(of: ":"), isWCAGName(reference[..<colon].lowercased()[...]) else { return nil }
        let anchor = reference[reference.index(after: colon)...]
        return anchor.isEmpty ? nil : String(anchor)
    }

    /// "wcag", "wcag2", "wcag21": a prefix or folder that names WCAG itself.
    private static func isWCAGName(_ name: Substring) -> Bool {
        name.hasPrefix("wcag") && name.dropFirst(4).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether an anchor is a criterion's number ("1.3.1") rather than its id.
    private static func isNumber(_ anchor: String) -> Bool {
        let parts = anchor.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private static let numbersByID = Dictionary(WCAGCriterion.all.map { ($0.slug, $0.number) }, uniquingKeysWith: { first, _ in first })
}
