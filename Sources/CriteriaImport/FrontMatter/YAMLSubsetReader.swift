/// Reads the part of YAML that Jekyll front matter is written in: mappings and sequences by
/// indentation, `key: value` pairs, plain, quoted and block (`|`, `>`) scalars, and comments.
/// Every node keeps the 1-based line of the file it starts on.
///
/// It never stops at a mistake. Real entries indent keys out of their section, put tabs in
/// their indentation and text where a mapping belongs, so the reader keeps every word it
/// finds in the node nearest to where it stands and reports the line with a warning. Anchors,
/// tags, flow collections and multiple documents are not part of the subset: their text is
/// kept as plain text.
struct YAMLSubsetReader {
    /// Deeper nesting is read as text: no entry comes close, and it bounds the recursion
    /// however the input is shaped.
    static let maximumDepth = 64

    // The lines and the position in them are shared with the scalar readers, which live in
    // files of their own.
    var lines: [YAMLLine]
    var index = 0
    private let path: String
    private var depth = 0
    private var warnings: [ImportWarning] = []
    private var comments: [YAMLComment] = []

    private init(lines: [YAMLLine], path: String) {
        self.lines = lines
        self.path = path
    }

    /// Reads `lines`, whose numbers are their lines in the file at `path` (used in warnings).
    static func read(_ lines: [YAMLLine], path: String) -> YAMLDocument {
        var reader = YAMLSubsetReader(lines: lines, path: path)
        var root = reader.readNode(parentIndent: -1)
        // Only a top-level sequence or scalar can stop short of the end; what follows it is
        // kept beside it rather than dropped.
        while let line = reader.peekSignificant() {
            reader.warn(line.number, "the front matter goes on after its first block; both are kept")
            guard let next = reader.readNode(parentIndent: -1) else { break }
            root = root.map { Self.combine($0, with: next) } ?? next
        }
        let warnings = reader.warnings.enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }
        let comments = reader.comments.sorted { $0.line < $1.line }
        return YAMLDocument(root: root, comments: comments, warnings: warnings.map(\.element))
    }

    /// Reads `text` as front matter whose first line is line `firstLine` of a file at `path`.
    static func read(_ text: String, firstLine: Int = 1, path: String = "front matter") -> YAMLDocument {
        var texts = FrontMatterBlock.split(text)
        // A final line break ends the last line; it does not start another.
        if texts.count > 1, texts.last == "" { texts.removeLast() }
        let lines = texts.enumerated().map { YAMLLine(number: firstLine + $0.offset, text: $0.element) }
        return read(lines, path: path)
    }

    // MARK: Lines

    /// The next line to read structure from, after recording the comments and skipping the
    /// blank lines before it; nil at the end.
    private mutating func peekSignificant() -> YAMLLine? {
        while index < lines.count {
            let line = lines[index]
            if line.isSignificant { return line }
            if line.isComment { comments.append(YAMLComment(text: Self.commentText(line.content), line: line.number)) }
            index += 1
        }
        return nil
    }

    /// The line at hand if there is one, not skipping anything.
    var current: YAMLLine? { index < lines.count ? lines[index] : nil }

    /// Moves past the line at hand, warning when its indentation holds a tab.
    mutating func advance() {
        let line = lines[index]
        if line.indentHasTab { warnAboutTab(on: line.number) }
        index += 1
    }

    private mutating func warnAboutTab(on line: Int) {
        warn(line, "tab in the indentation; YAML allows only spaces, so it was read as \(YAMLLine.tabWidth) columns")
    }

    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(path: path, line: line, message: message))
    }

    mutating func record(comment text: Substring, line: Int) {
        comments.append(YAMLComment(text: Self.commentText(text), line: line))
    }

    /// The text after the `#` and the space that usually follows it; further indentation is
    /// kept, so commented-out YAML keeps its shape.
    private static func commentText(_ comment: Substring) -> String {
        var text = comment.dropFirst()
        if text.first == " " { text = text.dropFirst() }
        return String(text)
    }

    // MARK: Nodes

    /// Reads the node made of the lines indented more than `parentIndent`; nil when there are none.
    private mutating func readNode(parentIndent: Int) -> YAMLNode? {
        guard let line = peekSignificant(), line.indent > parentIndent else { return nil }
        guard depth < Self.maximumDepth else { return readTooDeep(parentIndent: parentIndent) }
        depth += 1
        defer { depth -= 1 }
        if line.isSequenceEntry { return readSequence(indent: line.indent, parentIndent: parentIndent) }
        return readMapping(indent: line.indent, parentIndent: parentIndent)
    }

    /// A mapping at `indent`. Lines indented differently, but still more than the parent, are
    /// read as its members too, with a warning: that is what their author meant far more often
    /// than not. A block of nothing but text is returned as that text.
    private mutating func readMapping(indent: Int, parentIndent: Int) -> YAMLNode {
        var members: [YAMLMember] = []
        var strayLines: [Int] = []
        let start = lines[index].number
        while let line = peekSignificant(), line.indent > parentIndent {
            if line.isSequenceEntry {
                // A dash left of the keys belongs to a list around this mapping, whose items
                // were indented unevenly; the list reads it.
                if line.indent < indent { break }
                warn(line.number, "a list item where `key: value` was expected; its text is kept")
                members.append(.stray(readSequence(indent: line.indent, parentIndent: parentIndent)))
                continue
            }
            if line.indent != indent {
                warn(
                    line.number,
                    "indented \(line.indent) columns where the lines around it have \(indent); read as one of them")
            }
            if let (key, rest) = line.keyAndRest {
                members.append(readPair(line, key: key, rest: rest, siblingIndent: indent))
            } else {
                advance()
                members.append(.stray(.scalar(readInlineScalar(line.content, on: line, parentIndent: parentIndent))))
                strayLines.append(line.number)
            }
        }
        // Text alone is a scalar written over several lines; text among keys is a mistake.
        if members.count == 1, case .stray(let node) = members[0] { return node }
        for line in strayLines {
            warn(line, "not a `key: value` line where the lines around it are; kept as text")
        }
        return .mapping(members, line: start)
    }

    /// A sequence whose dashes are at `indent`. It ends at a line that is not an entry and is
    /// indented no more than the dashes, so `key:` followed by `- item` at the key's own
    /// indentation reads as YAML reads it.
    private mutating func readSequence(indent: Int, parentIndent: Int) -> YAMLNode {
        var items: [YAMLNode] = []
        let start = lines[index].number
        while let line = peekSignificant(), line.indent > parentIndent {
            guard line.isSequenceEntry else {
                if line.indent <= indent { break }
                warn(line.number, "expected a `- ` list item; read as one")
                if let item = readNode(parentIndent: line.indent - 1) { items.append(item) }
                continue
            }
            if line.indent != indent {
                warn(
                    line.number,
                    "list item indented \(line.indent) columns where the items around it have \(indent); read as one of them"
                )
            }
            let (offset, rest) = line.sequenceEntryContent
            if rest.isEmpty || rest.first == "#" {
                advance()
                if !rest.isEmpty { record(comment: rest, line: line.number) }
                items.append(readNode(parentIndent: line.indent) ?? .scalar(YAMLScalar("", line: line.number)))
            } else {
                // The item's content is read as if the dash were indentation, so `- when: |`
                // is a mapping two columns in whose next keys line up under `when`.
                if line.indentHasTab { warnAboutTab(on: line.number) }
                lines[index] = YAMLLine(number: line.number, indent: line.indent + offset, content: rest)
                items.append(readNode(parentIndent: line.indent) ?? .scalar(YAMLScalar("", line: line.number)))
            }
        }
        return .sequence(items, line: start)
    }

    /// One `key: value` member; the line at hand is `line`, in a mapping whose keys are
    /// indented `siblingIndent` columns.
    private mutating func readPair(_ line: YAMLLine, key: String, rest: Substring, siblingIndent: Int) -> YAMLMember {
        advance()
        let keyStyle: YAMLScalar.Style =
            line.content.first == "\"" ? .doubleQuoted : line.content.first == "'" ? .singleQuoted : .plain
        let keyScalar = YAMLScalar(key, line: line.number, style: keyStyle)
        if rest.isEmpty || rest.first == "#" {
            if !rest.isEmpty { record(comment: rest, line: line.number) }
            return .pair(key: keyScalar, value: readNestedValue(keyIndent: line.indent))
        }
        if rest.first == "|" || rest.first == ">" {
            if let header = YAMLBlockScalarHeader(rest) {
                if let comment = header.comment { record(comment: comment, line: line.number) }
                return .pair(
                    key: keyScalar,
                    value: .scalar(readBlockScalar(header, parentIndent: line.indent, headerLine: line.number)))
            }
            warn(
                line.number,
                "`\(rest)` is not a block scalar header (`|` or `>`, then `+`/`-` or a digit); read as text")
        }
        let value = readInlineScalar(rest, on: line, parentIndent: line.indent)
        // Lines indented under a key that already has its value: YAML has no reading for them.
        // Under a key out of line with its siblings, a line no deeper than the siblings is one
        // of them; otherwise the lines are what the key holds besides its value.
        let nestedIndent = max(line.indent, siblingIndent)
        guard let next = peekSignificant(), next.indent > nestedIndent else {
            return .pair(key: keyScalar, value: .scalar(value))
        }
        warn(
            next.number,
            "indented under `\(key)` (line \(line.number)), which already has a value on its own line; both are kept")
        guard let nested = readNode(parentIndent: nestedIndent) else {
            return .pair(key: keyScalar, value: .scalar(value))
        }
        return .pair(key: keyScalar, value: Self.combine(.scalar(value), with: nested))
    }

    /// What follows a key that has nothing after its colon: the more-indented block, or a
    /// sequence at the key's own indentation, or nothing.
    private mutating func readNestedValue(keyIndent: Int) -> YAMLNode? {
        guard let next = peekSignificant() else { return nil }
        if next.indent > keyIndent { return readNode(parentIndent: keyIndent) }
        if next.indent == keyIndent && next.isSequenceEntry {
            return readSequence(indent: keyIndent, parentIndent: keyIndent - 1)
        }
        return nil
    }

    /// A scalar that starts on a line already read: quoted, block (for a stray `|` line) or plain.
    private mutating func readInlineScalar(_ text: Substring, on line: YAMLLine, parentIndent: Int) -> YAMLScalar {
        switch text.first {
        case "\"", "'":
            return readQuotedScalar(text, on: line, parentIndent: parentIndent)
        case "|", ">":
            if let header = YAMLBlockScalarHeader(text) {
                if let comment = header.comment { record(comment: comment, line: line.number) }
                return readBlockScalar(header, parentIndent: max(parentIndent, 0), headerLine: line.number)
            }
        case "[", "{":
            warn(line.number, "flow collections (`[…]`, `{…}`) are not read; kept as text")
        default:
            break
        }
        return readPlainScalar(text, on: line, parentIndent: parentIndent)
    }

    /// Too deep to be front matter anyone wrote: every line of the block, as one text.
    private mutating func readTooDeep(parentIndent: Int) -> YAMLNode {
        let first = lines[index].number
        warn(first, "nested more than \(Self.maximumDepth) levels deep; the block is kept as text")
        var words: [Substring] = []
        while let line = current, line.isBlank || line.indent > parentIndent {
            advance()
            if line.isSignificant { words.append(line.content) }
        }
        return .scalar(YAMLScalar(words.joined(separator: "\n"), line: first))
    }

    /// One node after another where YAML allows only one: both kept, in order, in the
    /// shape of the first.
    static func combine(_ first: YAMLNode, with next: YAMLNode) -> YAMLNode {
        switch (first, next) {
        case (.scalar(var text), .scalar(let more)):
            text.text += "\n" + more.text
            return .scalar(text)
        case (.scalar, .mapping(let members, _)):
            return .mapping([.stray(first)] + members, line: first.line)
        case (.scalar, .sequence(let items, _)):
            return .sequence([first] + items, line: first.line)
        case (.mapping(let members, let line), .mapping(let more, _)):
            return .mapping(members + more, line: line)
        case (.mapping(let members, let line), _):
            return .mapping(members + [.stray(next)], line: line)
        case (.sequence(let items, let line), .sequence(let more, _)):
            return .sequence(items + more, line: line)
        case (.sequence(let items, let line), _):
            return .sequence(items + [next], line: line)
        }
    }
}
