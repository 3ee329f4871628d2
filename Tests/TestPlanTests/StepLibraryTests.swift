import TestPlan
import Testing

private let keyboard = """
    # Keyboard

    What this file covers: not guidance.

    ## I press the {string} key

    Press the key once.

    ### iOS
    Turn on Full Keyboard Access first.

    ### Android
    Any Bluetooth keyboard works.

    ### Web
    Use the browser window.

    ## `the focus should visibly move to the {word}`

    Look for the focus ring.

    ```markdown
    ## not a heading inside a fence
    ```

    ## /^I wait (\\d+) seconds?$/

    Count.
    """

@Suite("Step library files")
struct StepLibraryTests {
    @Test("each ## heading is a definition; backticks and /regex/ headings; guidance with platform sections")
    func reads() throws {
        let definitions = try StepLibraryReader.read(keyboard, file: "steps/keyboard.md").get()
        #expect(definitions.map(\.source) == ["I press the {string} key", "the focus should visibly move to the {word}", "^I wait (\\d+) seconds?$"])
        #expect(definitions.map(\.line) == [5, 18, 26])
        #expect(definitions.map(\.isRegularExpression) == [false, false, true])
        let press = definitions[0].guidance
        #expect(press.general == "Press the key once.")
        #expect(press.text(for: "ios") == "Press the key once.\n\nTurn on Full Keyboard Access first.")
        #expect(press.text(for: "android") == "Press the key once.\n\nAny Bluetooth keyboard works.")
        #expect(press.text(for: "desktop") == "Press the key once.\n\nUse the browser window.")
        #expect(press.text(for: "mobile-web") == "Press the key once.\n\nUse the browser window.")
        #expect(press.text(for: nil).contains("iOS:\nTurn on Full Keyboard Access first."))
        #expect(definitions[1].guidance.general.contains("## not a heading inside a fence"))
    }

    @Test("a library written with CRLF line endings (as editors on Windows save it) reads exactly as with LF")
    func crlf() throws {
        let lf = try StepLibraryReader.read(keyboard, file: "steps/keyboard.md").get()
        let crlf = try StepLibraryReader.read(keyboard.replacingOccurrences(of: "\n", with: "\r\n"), file: "steps/keyboard.md").get()
        #expect(!lf.isEmpty)
        #expect(crlf.map(\.source) == lf.map(\.source))
        #expect(crlf.map(\.line) == lf.map(\.line))
        #expect(crlf.map(\.guidance) == lf.map(\.guidance))
        #expect(!crlf.contains { $0.guidance.general.contains("\r") || $0.guidance.sections.values.contains { $0.contains("\r") } })
    }

    @Test("headings are read as Markdown renders them: closing #s, up to three spaces, a tab; other lines are guidance")
    func headingForms() throws {
        let text = """
            ## I press TAB ##
            Press Tab.
             ### iOS ###
            With Full Keyboard Access.
            #### Tip
            Look at the ring.
               ##\tI swipe right
            Swipe.
                ## indented four spaces is code, not a heading
            ##no space is not a heading
            ## I say "5" #
            ## I type C#
            """
        let definitions = try StepLibraryReader.read(text, file: "steps/forms.md").get()
        #expect(definitions.map(\.source) == ["I press TAB", "I swipe right", "I say \"5\"", "I type C#"])
        #expect(definitions[0].guidance.general == "Press Tab.")
        #expect(definitions[0].guidance.sections["ios"] == "With Full Keyboard Access.\n#### Tip\nLook at the ring.")
        #expect(definitions[1].guidance.general.hasSuffix("##no space is not a heading"))
        guard case .failure(let empty) = StepLibraryReader.read("## ##\ntext\n", file: "steps/e.md") else {
            Issue.record("an empty heading (only closing #s) was accepted")
            return
        }
        #expect(empty.errors.map(\.description) == ["steps/e.md:1: error: empty step heading"])
    }

    @Test("matching: arguments, undefined, ambiguous")
    func matching() throws {
        let library = try StepLibrary.make(try StepLibraryReader.read(keyboard, file: "k.md").get()).get()
        guard case .defined(let definition, let arguments) = library.match("I press the \"TAB\" key") else {
            Issue.record("not matched")
            return
        }
        #expect(definition.line == 5)
        #expect(arguments.map(\.value) == [.string("TAB")])
        guard case .defined(_, let seconds) = library.match("I wait 3 seconds") else {
            Issue.record("regex not matched")
            return
        }
        #expect(seconds.map(\.value) == [.int(3)])
        guard case .undefined = library.match("I press TAB") else {
            Issue.record("should be undefined")
            return
        }
        let twice = try StepLibrary(definitions: StepLibraryReader.read("## I press {}\n\n## I press the {string} key\n", file: "x.md").get())
        guard case .ambiguous(let found) = twice.match("I press the \"TAB\" key") else {
            Issue.record("should be ambiguous")
            return
        }
        #expect(found.map(\.place) == ["x.md:1", "x.md:3"])
    }

    @Test("an invalid expression and a duplicate heading are file:line errors")
    func errors() {
        guard case .failure(let invalid) = StepLibraryReader.read("intro\n\n## I press {unknown} key\n\ntext\n", file: "steps/a.md") else {
            Issue.record("accepted an invalid expression")
            return
        }
        #expect(
            invalid.errors.map(\.description) == [
                "steps/a.md:3: error: invalid expression 'I press {unknown} key' (column 9): Undefined parameter type 'unknown'. Please register a ParameterType for 'unknown'"
            ])
        let definitions = (try? StepLibraryReader.read("## I swipe\n\n## I swipe\n", file: "steps/b.md").get()) ?? []
        guard case .failure(let duplicate) = StepLibrary.make(definitions) else {
            Issue.record("accepted a duplicate")
            return
        }
        #expect(duplicate.errors.map(\.description) == ["steps/b.md:3: error: duplicate step definition 'I swipe' (first at steps/b.md:1)"])
    }

    @Test("a suggested heading escapes reserved characters and makes quoted text and numbers parameters")
    func suggestion() {
        #expect(StepHeading.suggest(for: "I press the \"TAB\" key 3 times (n/a)") == "I press the {string} key {int} times \\(n\\/a\\)")
        #expect(StepHeading.suggest(for: "text resizes to 200%") == "text resizes to {int}%")
    }

    @Test(
        "a suggested heading pasted into a library defines the step it was made from, whatever the step's text",
        arguments: [
            "I press #", "I press the # key", "I type C#", "# is the hash key", "- a list item?", "*starred*", "a ## b ##",
            "I press \"TAB\" 3 times", "the path is a/b (or c\\d) {x}", "spaced  out", "ends with a tab\t#",
        ])
    func suggestionRoundTrip(text: String) throws {
        let heading = "## " + StepHeading.suggest(for: text)
        let definitions = try StepLibraryReader.read(heading + "\nGuidance.\n", file: "steps/new.md").get()
        let library = try StepLibrary.make(definitions).get()
        guard case .defined = library.match(text) else {
            Issue.record("'\(heading)' does not define '\(text)'")
            return
        }
    }
}
