import JSON

/// JSON text indented two spaces a level, with object keys sorted as `JSONValue` writes them:
/// an EARL file is read by auditors as well as by tools, and the same report always gives the
/// same bytes. Strings are escaped as `JSONValue` escapes them (`ReportSink.json`), so escaping
/// is the same as in every other export.
public enum IndentedJSON {
    public static func text(_ value: JSONValue) -> String {
        let out = ReportSink(capacity: 1 << 16)
        write(value, to: out)
        return out.text
    }

    /// The text, ending with a line break, written into `out`.
    static func write(_ value: JSONValue, to out: ReportSink) {
        write(value, indent: 0, to: out)
        out.append(byte: UInt8(ascii: "\n"))
    }

    private static func write(_ value: JSONValue, indent: Int, to out: ReportSink) {
        let inner = indent + 2
        switch value {
        case .array(let items) where !items.isEmpty:
            out.append("[\n")
            for (index, item) in items.enumerated() {
                spaces(inner, to: out)
                write(item, indent: inner, to: out)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            spaces(indent, to: out)
            out.append(byte: UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            out.append("{\n")
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                spaces(inner, to: out)
                out.json(key)
                out.append(": ")
                write(members[key]!, indent: inner, to: out)
                out.append(index == keys.count - 1 ? "\n" : ",\n")
            }
            spaces(indent, to: out)
            out.append(byte: UInt8(ascii: "}"))
        case .string(let text):
            out.json(text)
        case .int(let number):
            out.append(number)
        default:
            out.appendArray { value.write(to: &$0) }
        }
    }

    private static func spaces(_ count: Int, to out: ReportSink) {
        let target = out.room(count)
        target.initialize(repeating: UInt8(ascii: " "), count: count)
        out.advance(count)
    }
}
