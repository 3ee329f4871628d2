/// How a literal of `HTML` is put together: the literal's own text is markup, for it is part of
/// Stepwise's source; what is interpolated is escaped unless it is `HTML` already.
extension HTML: ExpressibleByStringInterpolation {
    package init(stringLiteral literal: String) { self = .trusted(literal) }

    package init(stringInterpolation: StringInterpolation) { self = .trusted(stringInterpolation.markup) }

    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// The literal's own text: markup written in the source.
        package mutating func appendLiteral(_ literal: String) { markup += literal }

        /// Text, escaped for element content (also safe in a quoted attribute).
        package mutating func appendInterpolation(_ text: String) { markup += HTMLEscaper.text(text) }

        /// A quoted attribute's value, escaped with its line breaks kept as references.
        package mutating func appendInterpolation(attribute value: String) { markup += HTMLEscaper.attribute(value) }

        /// Markup already made safe.
        package mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        /// A number, in decimal.
        package mutating func appendInterpolation(_ number: Int) { markup += String(number) }
    }
}
