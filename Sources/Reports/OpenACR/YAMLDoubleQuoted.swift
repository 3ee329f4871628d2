/// YAML double-quoted scalars: the one style in which any text can be written back exactly.
/// Plain scalars turn `yes`, `1.10`, `~`, `- x` or `a: b` into something else, and single-
/// quoted or block scalars cannot carry control characters. Inside double quotes only `"`,
/// `\` and characters YAML does not allow raw in a stream need escapes; line breaks are
/// escaped too, because a raw one inside the quotes would be folded into a space.
enum YAMLDoubleQuoted {
    static func scalar(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\0": out += "\\0"
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0B}": out += "\\v"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case "\u{85}": out += "\\N"
            case "\u{A0}": out += "\\_"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if printable(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    out += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out += "\\U" + hex(scalar.value, digits: 8)
                }
            }
        }
        return out + "\""
    }

    /// A mapping key: plain when it is a word of letters, digits, `_` and `-` that YAML
    /// cannot read as anything but that string (the OpenACR field names), quoted otherwise.
    static func key(_ text: String) -> String {
        let plain =
            text.first.map { $0.isASCII && $0.isLetter } == true
            && text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || $0 == "-" }
            && !["y", "n", "yes", "no", "on", "off", "true", "false", "null"].contains(text.lowercased())
        return plain ? text : scalar(text)
    }

    /// YAML 1.1's printable set (what PyYAML and other readers accept raw), less the byte
    /// order mark, which a reader may drop.
    private static func printable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return true
        case 0xE000...0xFFFD: return scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
