import JSON
import TestPlan

/// A page or app screen of the report's scope (`ReportDetails.scope`) as an entry of the EARL
/// sample: the WCAG-EM Report Tool lists the sample as web pages, each with a title and, in
/// its description, the page's address. The tested components ("Button on iOS") name the
/// pages they were tested on with `isPartOf`, and their addresses with `source`.
struct EARLScopePage {
    /// `_:page-2`: the second entry of the scope list, so the same details give the same ids.
    let id: String
    let item: ReportDetails.ScopeItem
    /// The item's title, unless another sample entry or the website has that title: then
    /// "Checkout (page 2)". The tool attaches an assertion to the first sample entry whose
    /// title is the assertion subject's, so no two may share one.
    let title: String
    /// The item's address, when it is an http or https one.
    let url: String?

    /// The pages of the scope, in its order. `taken` holds the titles already in use: the
    /// website's and the tested components'.
    static func gather(_ scope: [ReportDetails.ScopeItem], taken: Set<String>) -> [EARLScopePage] {
        var used = taken
        return scope.enumerated().map { index, item in
            var title = item.title
            if used.contains(title) { title += " (\(item.kind) \(index + 1))" }
            used.insert(title)
            return EARLScopePage(id: "_:page-\(index + 1)", item: item, title: title, url: address(item.url))
        }
    }

    /// Whether this page or screen lists the subject's component, and its platform when it
    /// names platforms (naming none, it covers every planned platform).
    func lists(_ subject: EARLSubject) -> Bool {
        // A subject planned on a page is that page's alone.
        if let page = subject.page { return item.title.caseInsensitiveCompare(page) == .orderedSame }
        let component = subject.featureName.lowercased()
        guard item.components.contains(where: { $0.lowercased() == component }) else { return false }
        return item.platforms.isEmpty || item.platforms.contains(subject.platform)
    }

    /// The sample entry. Its description starts with the address, as the tool's own sample
    /// entries have it ("URL or description"): the tool takes the first address in a title
    /// or description as the entry's identity and links to it.
    func node(testedHere subjects: [EARLSubject]) -> JSONValue {
        var text =
            url.map { $0 + (item.description.map { " (\($0))" } ?? "") }
            ?? (item.url == nil ? "App screen" : "Page") + (item.description.map { ": " + $0 } ?? "")
        text += "."
        if !subjects.isEmpty {
            text += " Tested here: " + ConformanceRemarks.list(subjects.map(\.title)) + "."
        } else if !item.components.isEmpty {
            text += " Components listed for it, not tested in this report: " + ConformanceRemarks.list(item.components) + "."
        }
        var node: [String: JSONValue] = [
            "@id": .string(id),
            "@type": .array([.string("TestSubject"), .string("Webpage")]),
            "title": .string(title),
            "description": .string(text),
        ]
        if let url { node["source"] = .string(url) }
        return .object(node)
    }

    /// `text` when it is an http or https address: only such a value may become an IRI of the
    /// document (`source`), where anything else could be read as a relative IRI or a keyword.
    static func address(_ text: String?) -> String? {
        guard let text, let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https", text[colon...].hasPrefix("://"), text.count > scheme.count + 3 else { return nil }
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || "<>\"{}|\\^`".unicodeScalars.contains($0) }) else { return nil }
        return text
    }
}
