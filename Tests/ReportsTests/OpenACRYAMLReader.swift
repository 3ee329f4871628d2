/// Reads back the YAML the OpenACR export writes — block mappings and sequences, every string
/// double-quoted, `true`/`false` — so the tests can look at the document's structure rather
/// than at its text. It rejects anything else (a plain string, a raw control character, an
/// unknown escape), so output that only a lenient reader would accept fails the tests.
/// `scripts/check-openacr` reads the same output with PyYAML.
indirect enum OpenACRYAML: Equatable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case mapping([(String, OpenACRYAML)])
    case sequence([OpenACRYAML])

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    static func == (lhs: OpenACRYAML, rhs: OpenACRYAML) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.sequence(let a), .sequence(let b)): return a == b
        case (.mapping(let a), .mapping(let b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: return false
        }
    }

    var description: String {
        switch self {
        case .string(let text): return text.debugDescription
        case .bool(let value): return "\(value)"
        case .sequence(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    // MARK: Looking things up

    subscript(_ key: String) -> OpenACRYAML? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    var keys: [String] {
        guard case .mapping(let pairs) = self else { return [] }
        return pairs.map(\.0)
    }

    var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    var items: [OpenACRYAML] {
        guard case .sequence(let items) = self else { return [] }
        return items
    }

    // MARK: Reading

    static func read(_ document: String) throws -> OpenACRYAML {
        guard document.hasSuffix("\n") else { throw Unreadable(description: "the document does not end with a newline") }
        var lines = document.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines
        where line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            throw Unreadable(description: "a raw control character or line separator in: \(line.debugDescription)")
        }
        var index = 0
        let node = try block(&lines, &index, indent: 0)
        guard index == lines.count else { throw Unreadable(description: "unexpected line \(index + 1): \(lines[index])") }
        return node
    }

    private static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }

    private static func block(_ lines: inout [String], _ index: inout Int, indent: Int) throws -> OpenACRYAML {
        guard index < lines.count, Self.indent(of: lines[index]) == indent else { throw Unreadable(description: "an empty block") }
        if lines[index].dropFirst(indent).hasPrefix("- ") {
            var items: [OpenACRYAML] = []
            while index < lines.count, Self.indent(of: lines[index]) == indent, lines[index].dropFirst(indent).hasPrefix("- ") {
                let rest = String(lines[index].dropFirst(indent + 2))
                if rest.hasPrefix("\"") || rest == "true" || rest == "false" {
                    items.append(try scalar(rest))
                    index += 1
                } else {
                    // "- key: …" opens a mapping whose keys line up two columns in.
                    lines[index] = String(repeating: " ", count: indent + 2) + rest
                    items.append(try block(&lines, &index, indent: indent + 2))
                }
            }
            return .sequence(items)
        }
        var pairs: [(String, OpenACRYAML)] = []
        while index < lines.count, Self.indent(of: lines[index]) == indent, !lines[index].dropFirst(indent).hasPrefix("- ") {
            let line = String(lines[index].dropFirst(indent))
            let (key, rest) = try self.key(line)
            index += 1
            if rest.isEmpty {
                guard index < lines.count, Self.indent(of: lines[index]) > indent else { throw Unreadable(description: "\(key): has no value") }
                pairs.append((key, try block(&lines, &index, indent: Self.indent(of: lines[index]))))
            } else {
                pairs.append((key, try scalar(rest)))
            }
        }
        guard index == lines.count || Self.indent(of: lines[index]) < indent else {
            throw Unreadable(description: "line \(index + 1) is out of place: \(lines[index])")
        }
        return .mapping(pairs)
    }

    /// `name: rest` or `name:` with a plain key of letters, digits, `_` and `-`.
    private static func key(_ line: String) throws -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else { throw Unreadable(description: "no key in: \(line)") }
        let key = String(line[..<colon])
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
            throw Unreadable(description: "not a plain key: \(key)")
        }
        let rest = line[line.index(after: colon)...]
        if rest.isEmpty { return (key, "") }
        guard rest.hasPrefix(" "), rest.count > 1 else { throw Unreadable(description: "no space after the key in: \(line)") }
        return (key, String(rest.dropFirst()))
    }

    static func scalar(_ text: String) throws -> OpenACRYAML {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        return .string(try quoted(text))
    }

    /// A double-quoted scalar that is the whole of `text`, escapes resolved.
    static func quoted(_ text: String) throws -> String {
        var scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { throw Unreadable(description: "not double-quoted: \(text)") }
        scalars = Array(scalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var index = 0
        func hex(_ count: Int) throws -> Unicode.Scalar {
            guard index + count <= scalars.count, let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + count])), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw Unreadable(description: "a bad hex escape in: \(text)") }
            index += count
            return scalar
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { throw Unreadable(description: "an unescaped quote in: \(text)") }
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard index < scalars.count else { throw Unreadable(description: "a trailing backslash in: \(text)") }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "0": out.append("\0")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "v": out.append("\u{0B}")
            case "f": out.append("\u{0C}")
            case "r": out.append("\r")
            case "e": out.append("\u{1B}")
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "/": out.append("/")
            case " ": out.append(" ")
            case "N": out.append("\u{85}")
            case "_": out.append("\u{A0}")
            case "L": out.append("\u{2028}")
            case "P": out.append("\u{2029}")
            case "x": out.append(try hex(2))
            case "u": out.append(try hex(4))
            case "U": out.append(try hex(8))
            default: throw Unreadable(description: "an unknown escape \\\(escape) in: \(text)")
            }
        }
        return String(out)
    }
}
