import SafeHTML

/// A wide table in a box that scrolls sideways on its own, so that at 320 CSS pixels the page
/// itself never does (WCAG 1.4.10 Reflow allows a data table to need two dimensions; the rest
/// of the page must not). The box is a named region and takes keyboard focus, because a part
/// of a page that scrolls must be reachable without a mouse (axe: scrollable-region-focusable).
enum HTMLScrollRegion {
    /// `labelledBy` is the id of the table's caption, which names the region too.
    static func html(_ table: HTML, labelledBy captionID: String) -> HTML {
        "<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(attribute: captionID)\" tabindex=\"0\">\n\(table)</div>\n"
    }
}
