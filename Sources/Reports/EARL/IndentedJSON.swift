import JSON

/// JSON text indented two spaces a level, with object keys sorted as `JSONValue` writes them:
/// an EARL file is read by auditors as well as by tools, and the same report always gives the
/// same bytes. Strings and numbers are written by `JSONValue`, so escaping is the same as in
/// every other export.
enum IndentedJSON {
    static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", to: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, to out: inout String) {
        let inner = indent + "  "
        switch value {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, to: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += inner + JSONValue.string(key).text + ": "
                write(members[key]!, indent: inner, to: &out)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        default:
            out += value.text
        }
    }
}
