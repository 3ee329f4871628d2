/// A YAML document as the OpenACR export writes it: mappings with keys in the order given,
/// sequences, booleans and strings. Every string is written double-quoted
/// (`YAMLDoubleQuoted`), so no text — a tester's note with `: `, `#`, a leading `-`, a
/// newline, a control character — can change the document's structure or come back changed.
indirect enum YAMLNode: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case mapping([(key: String, value: YAMLNode)])
    case sequence([YAMLNode])

    /// The document's text in block style, two spaces an indent, ending with a newline.
    var document: String {
        var lines: [String] = []
        switch self {
        case .mapping(let pairs) where !pairs.isEmpty: Self.writeMapping(pairs, indent: "", into: &lines)
        case .sequence(let items) where !items.isEmpty: Self.writeSequence(items, indent: "", into: &lines)
        default: lines.append(inline ?? "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The node on one line: scalars, and empty collections as `{}` and `[]`; nil for a
    /// collection that needs lines of its own.
    private var inline: String? {
        switch self {
        case .string(let text): return YAMLDoubleQuoted.scalar(text)
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .mapping(let pairs): return pairs.isEmpty ? "{}" : nil
        case .sequence(let items): return items.isEmpty ? "[]" : nil
        }
    }

    private static func writeMapping(_ pairs: [(key: String, value: YAMLNode)], indent: String, into lines: inout [String]) {
        for (key, value) in pairs {
            let keyText = YAMLDoubleQuoted.key(key)
            if let inline = value.inline {
                lines.append(indent + keyText + ": " + inline)
                continue
            }
            lines.append(indent + keyText + ":")
            switch value {
            case .mapping(let inner): writeMapping(inner, indent: indent + "  ", into: &lines)
            case .sequence(let items): writeSequence(items, indent: indent + "  ", into: &lines)
            default: break
            }
        }
    }

    private static func writeSequence(_ items: [YAMLNode], indent: String, into lines: inout [String]) {
        for item in items {
            if let inline = item.inline {
                lines.append(indent + "- " + inline)
                continue
            }
            // The item's first line follows the dash; the rest line up under it.
            var inner: [String] = []
            switch item {
            case .mapping(let pairs): writeMapping(pairs, indent: indent + "  ", into: &inner)
            case .sequence(let nested): writeSequence(nested, indent: indent + "  ", into: &inner)
            default: break
            }
            guard let first = inner.first else { continue }
            lines.append(indent + "- " + first.dropFirst(indent.count + 2))
            lines.append(contentsOf: inner.dropFirst())
        }
    }
}
