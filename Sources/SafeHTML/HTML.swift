/// Markup that is safe by construction: a value of this type holds text escaped by
/// `HTMLEscaper`, markup written in Stepwise's own source (string literals), or markup someone
/// vouched for by name with `HTML.trusted(_:)` — never a `String` that slipped in unescaped.
///
///     let row: HTML = "<tr><th scope=\"row\">\(tester)</th><td>\(count)</td></tr>"
///
/// In such a literal, the literal's own characters are markup; an interpolated `String` is
/// escaped as text (`\(attribute: value)` as an attribute value), an interpolated `HTML` is
/// inserted as it is, and an `Int` is written in decimal. Nothing else can be interpolated,
/// so a value of any other type has to say how it is to be shown. Markup that was made some
/// other way (a style sheet, an SVG drawn from numbers) comes in only through `trusted`,
/// which is easy to find and to review.
package struct HTML: Sendable, Hashable, CustomStringConvertible {
    /// The markup, as it goes into the document.
    package private(set) var markup: String

    /// No markup at all.
    package init() { markup = "" }

    /// `text` shown as text: escaped, every markup character and hidden character made visible.
    package init(text: String) { markup = HTMLEscaper.text(text) }

    private init(markup: String) { self.markup = markup }

    /// Markup taken as it is, for what Stepwise itself wrote without a literal. Every use is a
    /// claim that `markup` holds nothing anyone else wrote; search for `.trusted(` to review them.
    package static func trusted(_ markup: String) -> HTML { HTML(markup: markup) }

    package var isEmpty: Bool { markup.isEmpty }

    package var description: String { markup }

    package static func + (left: HTML, right: HTML) -> HTML { HTML(markup: left.markup + right.markup) }

    package static func += (left: inout HTML, right: HTML) { left.markup += right.markup }
}

extension Sequence where Element == HTML {
    /// The pieces one after another, with `separator` between them.
    package func joined(separator: HTML = HTML()) -> HTML {
        .trusted(map(\.markup).joined(separator: separator.markup))
    }
}
