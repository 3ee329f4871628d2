import Testing

@testable import CriteriaImport

/// The YAML subset reader on small inputs: each construct the entries use, the line every node
/// keeps, and malformed input that must give warnings, never a crash or a lost word.
@Suite("FrontMatter: YAML subset reader")
struct FrontMatterYAMLTests {
    private func read(_ text: String, firstLine: Int = 1) -> YAMLDocument {
        YAMLSubsetReader.read(text, firstLine: firstLine, path: "entry.md")
    }

    private func warningLines(_ document: YAMLDocument) -> [Int] { document.warnings.map(\.line) }

    @Test("nested mappings keep the line of every key and value")
    func nesting() throws {
        let document = read(
            """
            layout: entry
            keyboard:
              tab: Focus moves
              space:
                ios: Activates
            """, firstLine: 2)
        let root = try #require(document.root)
        #expect(root.pairs.map(\.key.text) == ["layout", "keyboard"])
        #expect(root.pairs.map(\.key.line) == [2, 3])
        let keyboard = try #require(root["keyboard"])
        #expect(keyboard.pairs.map(\.key.text) == ["tab", "space"])
        #expect(keyboard["tab"]?.scalar == YAMLScalar("Focus moves", line: 4))
        #expect(keyboard["space"]?["ios"]?.scalar == YAMLScalar("Activates", line: 6))
        #expect(document.warnings.isEmpty)
    }

    @Test("a literal block scalar keeps its line breaks and starts at its first text line")
    func literal() throws {
        let document = read(
            """
            name:  |
                First line
                  indented more

                after a blank line
            next: x
            """)
        let name = try #require(document.root?["name"]?.scalar)
        #expect(name.text == "First line\n  indented more\n\nafter a blank line\n")
        #expect(name.line == 2)
        #expect(name.style == .literal)
        #expect(name.oneLine == "First line indented more after a blank line")
        #expect(document.root?["next"]?.scalar?.line == 6)
    }

    @Test("a folded block scalar folds lines into spaces, keeping blank lines and indented lines")
    func folded() throws {
        let document = read(
            """
            text: >
              one
              two

              three
                indented
              four
            """)
        #expect(document.root?["text"]?.scalar?.text == "one two\nthree\n  indented\nfour\n")
    }

    @Test(
        "chomping and indentation indicators",
        arguments: [
            ("a: |-\n  x\n\n", "x"),
            ("a: |+\n  x\n\n", "x\n\n"),
            ("a: |\n  x\n\n", "x\n"),
            ("a: |2\n    x\n  y\n", "  x\ny\n"),
            ("a: >-2\n    x\n  y\n", "  x\ny"),
            ("a: |\nb: c", ""),
        ])
    func blockHeaders(source: String, text: String) throws {
        let document = read(source)
        #expect(document.root?["a"]?.scalar?.text == text)
        #expect(document.warnings.isEmpty)
    }

    @Test("a block scalar's lines are text: a # inside is not a comment, and it ends at a line indented less")
    func blockEnds() throws {
        let document = read(
            """
            a: |
              keep # this
              # and this
            # a comment
            b: c
            """)
        #expect(document.root?["a"]?.scalar?.text == "keep # this\n# and this\n")
        #expect(document.comments == [YAMLComment(text: "a comment", line: 4)])
        #expect(document.root?["b"]?.scalar?.text == "c")
    }

    @Test("a sequence of mappings: `- when: |` items whose keys line up under `when`")
    func sequenceOfMappings() throws {
        let document = read(
            """
            gherkin-keyboard:
              - when:  |
                  the tab key
                result: |
                  focus is visible
              - then: the spacebar
            wcag: []
            """)
        let items = try #require(document.root?["gherkin-keyboard"]?.items)
        #expect(items.count == 2)
        #expect(items[0].pairs.map(\.key.text) == ["when", "result"])
        #expect(items[0].pairs.map(\.key.line) == [2, 4])
        #expect(items[0]["when"]?.scalar == YAMLScalar("the tab key\n", line: 3, style: .literal))
        #expect(items[0]["result"]?.scalar?.line == 5)
        #expect(items[1]["then"]?.scalar == YAMLScalar("the spacebar", line: 6))
        // `[]` is a flow collection, which the subset does not read: kept as text, with a warning.
        #expect(document.root?["wcag"]?.scalar?.text == "[]")
        #expect(warningLines(document) == [7])
    }

    @Test("a sequence may sit at its key's own indentation")
    func compactSequence() throws {
        let document = read("list:\n- a\n- b: c\nnext: d")
        let items = try #require(document.root?["list"]?.items)
        #expect(items.count == 2)
        #expect(items[0].scalar?.text == "a")
        #expect(items[1]["b"]?.scalar?.text == "c")
        #expect(document.root?["next"]?.scalar?.text == "d")
    }

    @Test("quoted scalars: escapes, colons and quotes inside, quoted keys, folding over lines")
    func quoted() throws {
        let document = read(
            #"""
            title:  "Alert / Modal: Dialog" # the name
            single: 'it''s here'
            escaped: "tab\there \"quoted\" \u00e9"
            "quoted key": value
            long: "first
              second

              third"
            """#)
        let root = try #require(document.root)
        #expect(root["title"]?.scalar == YAMLScalar("Alert / Modal: Dialog", line: 1, style: .doubleQuoted))
        #expect(root["single"]?.scalar?.text == "it's here")
        #expect(root["escaped"]?.scalar?.text == "tab\there \"quoted\" é")
        #expect(root["quoted key"]?.scalar?.text == "value")
        #expect(root["long"]?.scalar?.text == "first second\nthird")
        #expect(document.comments == [YAMLComment(text: "the name", line: 1)])
        #expect(document.warnings.isEmpty)
    }

    @Test("a plain scalar continues on more-indented lines; a # needs a space before it to start a comment")
    func plain() throws {
        let document = read(
            """
            doubletap:
                Activates the link,
                focus moves # to the target
            url: https://example.com/#top
            """)
        #expect(document.root?["doubletap"]?.scalar == YAMLScalar("Activates the link, focus moves", line: 2))
        #expect(document.root?["url"]?.scalar?.text == "https://example.com/#top")
        #expect(document.comments.map(\.line) == [3])
    }

    @Test("a key keeps its words up to the colon that a space follows")
    func keys() throws {
        let document = read("tab, arrow keys or Ctl+tab: |\n  moves\nhttp://x: y\n- not a key: z")
        #expect(document.root?.pairs.first?.key.text == "tab, arrow keys or Ctl+tab")
        #expect(document.root?["http://x"]?.scalar?.text == "y")
    }

    @Test("a tab in the indentation is read as four columns, with a warning; a tab after a colon is only space")
    func tabs() throws {
        let document = read("screenreader: \t\n  name: |\n\tFocus moves\n\tstate: x")
        let screenreader = try #require(document.root?["screenreader"])
        // The tab at the end of line 1 is not a value: `screenreader` holds the mapping below.
        #expect(screenreader["name"]?.scalar == YAMLScalar("Focus moves\nstate: x\n", line: 3, style: .literal))
        #expect(document.warnings.map(\.line) == [3, 4])
        #expect(document.warnings.allSatisfy { $0.message.contains("tab in the indentation") })
        let first = try #require(document.warnings.first)
        #expect(first.description == "entry.md:3: warning: " + first.message)
    }

    @Test("comments on their own line and after values are kept with their lines")
    func comments() {
        let document = read("# top\na: b # after\n\n  # indented\nc: |  # header\n  d")
        #expect(
            document.comments == [
                YAMLComment(text: "top", line: 1), YAMLComment(text: "after", line: 2),
                YAMLComment(text: "indented", line: 4), YAMLComment(text: "header", line: 5),
            ])
        #expect(document.root?["c"]?.scalar?.text == "d\n")
    }

    @Test("a key indented out of line with its siblings is read as one of them, with a warning")
    func misalignedKey() throws {
        let document = read("keyboard:\n    tab: |\n      x\n  space: y\n   enter: z")
        #expect(document.root?["keyboard"]?.pairs.map(\.key.text) == ["tab", "space", "enter"])
        #expect(warningLines(document) == [4, 5])
    }

    @Test("text among keys is kept as a stray member, with a warning")
    func strayText() throws {
        let document = read("keyboard:\n  tab: x\n  a line without a key\n  space: y")
        let members = try #require(document.root?["keyboard"]?.members)
        #expect(members.count == 3)
        #expect(members[1] == .stray(.scalar(YAMLScalar("a line without a key", line: 3))))
        #expect(warningLines(document) == [3])
    }

    @Test("a value on the key's line and keys indented under it: both kept, with a warning")
    func valueAndNestedKeys() throws {
        let document = read("screenreader: Focus moves\n  name: |\n    Purpose")
        let members = try #require(document.root?["screenreader"]?.members)
        #expect(members.first == .stray(.scalar(YAMLScalar("Focus moves", line: 1))))
        #expect(document.root?["screenreader"]?["name"]?.scalar?.text == "Purpose\n")
        #expect(warningLines(document) == [2])
    }

    @Test(
        "malformed lines give warnings at their lines and keep their words",
        arguments: [
            ("a: \"never closed\nb: c", [1]),
            ("a: \"bad \\q escape\"", [1]),
            ("a: \"closed\" then more", [1]),
            ("a: |x\n  text", [1]),
            ("a: {b: c}", [1]),
            ("keyboard:\n  tab: x\n  - item", [3]),
            ("- a\nb: c", [2]),
            ("a:\n  - x\n   - y", [3]),
        ])
    func malformed(source: String, lines: [Int]) throws {
        let document = read(source)
        #expect(warningLines(document) == lines)
        #expect(Self.allWords(of: document) == Self.words(of: source))
    }

    @Test("nesting deeper than the limit is kept as text, with a warning")
    func tooDeep() throws {
        let depth = YAMLSubsetReader.maximumDepth + 10
        let source = (0..<depth).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " end"
        let document = read(source)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.message.contains("nested more than") == true)
        #expect(Self.allWords(of: document) == Self.words(of: source))
    }

    @Test("whatever the input, reading ends and keeps every word", arguments: 0..<200)
    func arbitraryInput(seed: Int) {
        let source = Self.scrambled(seed: UInt64(seed))
        let document = read(source)
        // Nodes YAML has no room for are kept beside the one before them, so their words may
        // move, but none is lost and none is made up.
        #expect(Self.allWords(of: document).sorted() == Self.words(of: source).sorted(), "input:\n\(source)")
    }

    @Test("nothing but blank lines and comments has no root")
    func empty() {
        let document = read("\n# only a comment\n   \n")
        #expect(document.root == nil)
        #expect(document.warnings.isEmpty)
    }

    // MARK: Helpers

    /// Letters and digits, in order: what must survive reading, whatever the syntax around it.
    static func words(of text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The words of every scalar and every comment, in line order.
    static func allWords(of document: YAMLDocument) -> [String] {
        var pieces = (document.root?.scalars ?? []).map { ($0.line, $0.text) }
        pieces += document.comments.map { ($0.line, $0.text) }
        return pieces.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .flatMap { words(of: $0.element.1) }
    }

    /// Front matter made from pieces of the real thing, shuffled by a fixed generator so that
    /// every run tries the same inputs. Block headers carry no digit and quotes no backslash,
    /// whose characters are syntax rather than words.
    static func scrambled(seed: UInt64) -> String {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let indents = ["", "  ", "    ", "      ", "\t", " ", "  \t"]
        let bodies = [
            "keyboard:", "tab: |", "name:  |", "Focus moves to the button", "- when:  |", "- then: swipe", "result: >-",
            "# comment here", "\"quoted: text\"", "'single''s'", "- ", "key: value # note", "group: |+", "text: \"open",
            "close\" tail", "[flow, list]", "a#b c", "-", "|", ">", "k: 'x' y", "? odd", ": colon first",
        ]
        let count = 1 + next(14)
        return (0..<count).map { _ in indents[next(indents.count)] + bodies[next(bodies.count)] }.joined(
            separator: "\n")
    }
}
