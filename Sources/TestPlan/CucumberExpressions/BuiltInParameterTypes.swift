/// The parameter types every registry starts with, with the reference's patterns.
///
/// The float pattern is the one of the JavaScript and Python implementations: an optional
/// sign, digits, an optional `.` followed by digits, and an optional exponent written with a
/// capital `E` (`1.5E+3`; `1e3` is not a float). Java's locale-dependent variant adds
/// thousands separators; we follow the locale-independent one so a plan reads the same on
/// every machine.
enum BuiltInParameterTypes {
    static let integerPatterns = [#"-?\d+"#, #"\d+"#]
    static let floatPattern = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
    static let wordPattern = #"[^\s]+"#
    static let doubleQuotedPattern = #""([^"\\]*(\\.[^"\\]*)*)""#
    static let singleQuotedPattern = #"'([^'\\]*(\\.[^'\\]*)*)'"#
    static let anonymousPattern = ".*"

    /// In the order the Java reference registers them.
    static let all: [ParameterType] = [
        integer("biginteger", bits: nil),
        ParameterType(name: "bigdecimal", regularExpressions: [floatPattern]) { values in
            first(values) { .decimal(NumberText.asciiDigits($0)) }
        },
        integer("byte", bits: 8),
        integer("short", bits: 16),
        integer("int", bits: 32, preferred: true),
        integer("long", bits: 64),
        floatingPoint("float"),
        floatingPoint("double", preferred: true),
        ParameterType(name: "word", regularExpressions: [wordPattern]) { values in first(values) { .string($0) } },
        ParameterType(name: "string", regularExpressions: [doubleQuotedPattern, singleQuotedPattern]) { values in
            // One inner group per quote style; the one that took part holds the content.
            let content = values.compactMap { $0 }.first
            return content.map { .string(unescapeQuotes($0)) } ?? .null
        },
        ParameterType(name: "", regularExpressions: [anonymousPattern], preferForRegularExpressionMatch: true) { values in
            first(values) { .string($0) }
        },
    ]

    /// Only the two quotes are unescaped, as in the reference: `\\` stays two characters.
    static func unescapeQuotes(_ text: String) -> String {
        text.replacingOccurrences(of: #"\""#, with: #"""#).replacingOccurrences(of: #"\'"#, with: "'")
    }

    /// A whole-number type; `bits` nil means unbounded (`{biginteger}`, kept as text).
    private static func integer(_ name: String, bits: Int?, preferred: Bool = false) -> ParameterType {
        ParameterType(name: name, regularExpressions: integerPatterns, preferForRegularExpressionMatch: preferred) { values in
            first(values) { text in
                guard let bits else { return .decimal(NumberText.asciiDigits(text)) }
                let limit = bits == 64 ? Int.max : (1 << (bits - 1)) - 1
                let lowest = bits == 64 ? Int.min : -limit - 1
                guard let number = NumberText.integer(text), number >= lowest, number <= limit else {
                    return .unconvertible("ParameterType {\(name)} failed to transform [\(text)]: not a whole number from \(lowest) to \(limit)")
                }
                return .int(number)
            }
        }
    }

    private static func floatingPoint(_ name: String, preferred: Bool = false) -> ParameterType {
        ParameterType(name: name, regularExpressions: [floatPattern], preferForRegularExpressionMatch: preferred) { values in
            first(values) { text in
                NumberText.double(text).map(ArgumentValue.double)
                    ?? .unconvertible("ParameterType {\(name)} failed to transform [\(text)]: not a number")
            }
        }
    }

    /// Converts the first value, or gives `.null` for a group that did not take part.
    private static func first(_ values: [String?], _ convert: (String) -> ArgumentValue) -> ArgumentValue {
        guard let text = values.first, let text else { return .null }
        return convert(text)
    }
}
