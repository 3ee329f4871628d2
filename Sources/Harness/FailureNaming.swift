import Foundation

/// What a failure names before its note: `f 2.4.4, 4.1.2: the link says only "Read more"` —
/// the WCAG criteria it breaks, comma- or space-separated, then a colon — and `across` where
/// the tester knows it holds across the product (`f 1.4.3 across: grey text on every page`).
/// A note whose words before a colon are anything else ("Focus: lost after Save") is all note.
struct FailureNaming: Equatable {
    var note: String
    var breaks: [String] = []
    var acrossProduct = false

    /// The words a tester types to say a failure holds across the product.
    static let acrossWords: Set<String> = ["across", "everywhere"]

    static func read(_ text: String) -> Result<FailureNaming, CommandProblem> {
        guard let colon = text.firstIndex(of: ":") else { return .success(FailureNaming(note: text)) }
        let words = text[..<colon].split { $0 == "," || $0.isWhitespace }.map(String.init)
        var naming = FailureNaming(note: "")
        for word in words {
            if acrossWords.contains(word.lowercased()) {
                naming.acrossProduct = true
            } else if isCriterionNumber(word) {
                if !naming.breaks.contains(word) { naming.breaks.append(word) }
            } else {
                return .success(FailureNaming(note: text))
            }
        }
        guard !words.isEmpty else { return .success(FailureNaming(note: text)) }
        let note = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !note.isEmpty else {
            return .failure(CommandProblem("'f' needs a note after the colon saying what went wrong, as in: f 2.4.4: the link says only Read more"))
        }
        naming.note = note
        return .success(naming)
    }

    /// "2.4.4": three whole numbers joined by dots, as WCAG numbers its success criteria.
    static func isCriterionNumber(_ word: String) -> Bool {
        let pieces = word.split(separator: ".", omittingEmptySubsequences: false)
        return pieces.count == 3 && pieces.allSatisfy { !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
