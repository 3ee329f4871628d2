import Foundation

/// The `Full information:` line of a MagentaA11y criteria document. Real documents write it
/// as a Markdown link whose text or target is the address, an autolink `<…>`, or a bare
/// address — and some links are relative or point at another component.
struct FullInformationLink {
    /// The line as written, after the label.
    let text: String
    /// The best absolute address found, if any.
    let url: String?
    /// Why the link needed a guess, if it did.
    let problem: String?

    static let site = "https://www.magentaa11y.com"

    static func read(_ line: String) -> FullInformationLink? {
        let (_, content) = GherkinSectionReader.bulletContent(line)
        let label = "full information"
        guard content.lowercased().hasPrefix(label) else { return nil }
        let rest = content.dropFirst(label.count).drop { $0 == ":" || $0 == " " }
        let candidates = addresses(in: String(rest))
        if let absolute = candidates.first(where: { $0.hasPrefix("http://") || $0.hasPrefix("https://") }) {
            return FullInformationLink(text: String(rest), url: absolute, problem: nil)
        }
        if let relative = candidates.first(where: { $0.hasPrefix("/") }) {
            let url = site + (relative.hasPrefix("/#") ? relative : "/#" + relative)
            return FullInformationLink(text: String(rest), url: url, problem: "the Full information link is relative; read as \(url)")
        }
        return FullInformationLink(
            text: String(rest), url: nil,
            problem: rest.isEmpty ? "the Full information line has no link" : "the Full information line has no address: '\(rest)'")
    }

    /// Addresses in `[text](target)`, `<address>` and bare text, in the order written.
    private static func addresses(in text: String) -> [String] {
        var found: [String] = []
        let separators = CharacterSet(charactersIn: "[]()<> \t")
        for piece in text.components(separatedBy: separators) where !piece.isEmpty {
            if piece.hasPrefix("http://") || piece.hasPrefix("https://") || piece.hasPrefix("/") || piece.hasPrefix("www.") {
                found.append(piece.hasPrefix("www.") ? "https://" + piece : piece)
            }
        }
        return found
    }

    /// Whether the address is about the component: its last segment shares a word of four
    /// letters or more with the component's slug ("help-hint-error" for "Hint, help, or error").
    func matches(slug: String) -> Bool {
        guard let url else { return true }
        let last = url.split(separator: "/").last.map { String($0).lowercased() } ?? ""
        let target = last.split(separator: "#").last.map(String.init) ?? last
        let targetWords = Set(target.split(separator: "-").filter { $0.count >= 4 })
        let slugWords = Set(slug.split(separator: "-").filter { $0.count >= 4 })
        if targetWords.isEmpty || slugWords.isEmpty { return target == slug }
        return !targetWords.isDisjoint(with: slugWords)
    }
}
