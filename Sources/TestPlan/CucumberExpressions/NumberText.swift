/// Reading the numbers built-in parameter types match. Their patterns use `\d`, which matches
/// any Unicode decimal digit (Arabic-Indic, Devanagari, full-width …) as it does in the
/// reference, so digits are read by their Unicode value rather than only as ASCII.
enum NumberText {
    /// `text` with every decimal digit replaced by its ASCII equivalent.
    static func asciiDigits(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let digit = decimalValue(of: scalar) {
                result.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(digit)))
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// An optionally negative whole number, or nil when `text` is not one or does not fit `Int`.
    static func integer(_ text: String) -> Int? {
        var scalars = Substring(text).unicodeScalars[...]
        let negative = scalars.first == "-"
        if negative { scalars = scalars.dropFirst() }
        guard !scalars.isEmpty else { return nil }
        // Accumulated negatively so that Int.min, whose magnitude Int cannot hold, still reads.
        var value = 0
        for scalar in scalars {
            guard let digit = decimalValue(of: scalar) else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = shifted.subtractingReportingOverflow(digit)
            if overflowA || overflowB { return nil }
            value = next
        }
        if negative { return value }
        let (positive, overflow) = value.multipliedReportingOverflow(by: -1)
        return overflow ? nil : positive
    }

    /// A floating-point number such as `-3.5`, `.5`, `+1.5E+3`; nil when `text` is not one.
    static func double(_ text: String) -> Double? {
        Double(asciiDigits(text))
    }

    private static func decimalValue(of scalar: Unicode.Scalar) -> Int? {
        // Decimal digits (general category Nd) always have a value from 0 through 9.
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
