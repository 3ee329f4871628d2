/// One element a rule result is about, as the engine named it: what a person reviewing the
/// result looks for on the page, and what "N elements" in a remark counts.
public struct AutomatedNode: Sendable, Hashable {
    /// The element's markup as the engine saw it (axe-core's `html`); nil when the engine
    /// gives none (EARL pointers name an element without its markup).
    public let html: String?
    /// Where the element is: one selector per document, the outermost first (axe-core's
    /// `target`: CSS selectors, with a path into shadow DOM written as its selectors joined by
    /// " >>> "; an EARL pointer: a CSS selector or, from Alfa, an XPath).
    public let target: [String]
    /// What the engine said of this element: axe-core's `failureSummary` ("Fix any of the
    /// following: …"), an EARL result's description or info.
    public let message: String?

    public init(html: String?, target: [String], message: String?) {
        self.html = html
        self.target = target
        self.message = message
    }
}
