import Foundation
import Gherkin
import Testing

@testable import CriteriaImport

/// The Jekyll entry reader on small inline entries: how each criteria key becomes a scenario,
/// where each step points back to, and what it warns about.
@Suite("FrontMatter: Jekyll entry reader")
struct FrontMatterEntryTests {
    private func imported(_ text: String, path: String = "entry.md") throws -> CriteriaImport {
        switch JekyllEntryReader.read(text, path: path) {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    private func feature(_ text: String, path: String = "entry.md") throws -> ImportedFeature {
        try #require(try imported(text, path: path).features.first)
    }

    private func steps(_ scenario: ImportedScenario) -> [String] {
        scenario.steps.map { "\($0.line) \($0.keyword.rawValue) \($0.text)" }
    }

    @Test("a native entry: one scenario per criteria map, a When and a Then per pair, at their lines")
    func nativeEntry() throws {
        let result = try imported(Entries.native)
        #expect(result.warnings.isEmpty)
        let feature = try #require(result.features.first)
        #expect(result.features.count == 1)
        #expect(feature.component == "Alert / Modal Dialog")
        #expect(feature.slug == "alert-modal-dialog")
        #expect(feature.platform == .native)
        #expect(feature.sourceLine == 6)
        #expect(feature.description == ["How to test alert / modal dialog"])
        #expect(feature.background.isEmpty)
        #expect(
            feature.scenarios.map(\.name) == [
                "Test keyboard actions", "Test mobile screen reader gestures",
                "Test screen reader output on all devices",
                "Test device OS settings",
            ])
        #expect(
            feature.scenarios.map(\.tags) == [
                ["@keyboard"], ["@gestures"], ["@screenreader"], ["@settings", "@text-resize"],
            ])
        #expect(feature.scenarios.map(\.line) == [6, 12, 17, 21])
        #expect(
            steps(feature.scenarios[0]) == [
                "7 When I use tab or arrow keys", "8 Then Focus visibly moves, confined within the dialog",
                "9 When I use enter", "10 Then Any buttons or links are activated on Android",
            ])
        // A block scalar over two lines is one step, starting on its first line.
        #expect(
            steps(feature.scenarios[1]) == [
                "13 When I use doubletap",
                "14 Then This typically activates most elements (alternative custom actions may be implemented)",
            ])
        #expect(
            steps(feature.scenarios[2]) == [
                "18 When I check the screen reader output for name", "19 Then The dialog describes its purpose",
            ])
        #expect(
            steps(feature.scenarios[3]) == [
                "22 When I change the device setting for text resize",
                "23 Then Text can resize up to 200% without losing information",
            ])
    }

    @Test("a platform named in an expected result limits both steps of its pair")
    func platformRestriction() throws {
        let keyboard = try feature(Entries.native).scenarios[0].steps
        #expect(keyboard.map(\.platforms) == [nil, nil, [.android], [.android]])
    }

    @Test("a web entry: the gherkin lists read as the web criteria phrase them")
    func webEntry() throws {
        let result = try imported(Entries.web)
        #expect(result.warnings.isEmpty)
        let feature = try #require(result.features.first)
        #expect(feature.platform == .web)
        #expect(feature.description == ["How to code and test accessible buttons for the Web", "How to test button"])
        #expect(
            feature.scenarios.map(\.name) == [
                "Test keyboard actions", "Keyboard for mobile & desktop", "Mobile screenreader",
            ])
        #expect(
            feature.scenarios.map(\.tags) == [
                ["@keyboard"], ["@keyboard"], ["@screenreader", "@gestures", "@mobile-web"],
            ])
        #expect(
            steps(feature.scenarios[1]) == [
                "10 When I use the tab key to move focus to a button",
                "12 Then I SEE focus is strongly visually indicated",
                "14 Then when I use the spacebar and/or enter key to activate the button",
                "16 And I SEE the intended action occurs",
            ])
        #expect(
            steps(feature.scenarios[2]) == [
                "19 When I swipe to focus on a button",
                "21 Then when I doubletap with the button in focus",
                "23 And I HEAR the intended action occurs",
            ])
    }

    @Test(
        "the collection folder decides native or web before the keys do",
        arguments: [
            ("magentaa11y/v1/_checklist-web/button.md", CriteriaPlatform.web, Entries.native),
            ("magentaa11y/v1/_checklist-native/button.md", CriteriaPlatform.native, Entries.web),
            ("seeds/001.txt", CriteriaPlatform.native, Entries.native),
            ("seeds/002.txt", CriteriaPlatform.web, Entries.web),
        ])
    func platform(path: String, platform: CriteriaPlatform, entry: String) throws {
        #expect(try feature(entry, path: path).platform == platform)
    }

    @Test("text where a map was expected is one Then step, with a warning at its line")
    func scalarInsteadOfMap() throws {
        let result = try imported("---\ntitle: Toast\nscreenreader: Focus moves to the toast\n  and stays there\n---\n")
        let scenario = try #require(result.features.first?.scenarios.first)
        #expect(steps(scenario) == ["3 Then Focus moves to the toast and stays there"])
        #expect(
            result.warnings.map(\.description) == [
                "entry.md:3: warning: `screenreader` holds text where `action: expected result` pairs were expected; imported as one step"
            ])
    }

    @Test("a key written outside its section is read as part of the section above, with a warning")
    func keyOutOfSection() throws {
        let result = try imported(
            """
            ---
            title: Timer
            screenreader:
              name:  |
                Purpose is clear
              
            group: |
                Group elements that help make the announcement logical
            settings:
              text resize: |
                Text can resize
            ---
            """)
        let feature = try #require(result.features.first)
        #expect(
            steps(feature.scenarios[0]) == [
                "4 When I check the screen reader output for name", "5 Then Purpose is clear",
                "7 When I check the screen reader output for group",
                "8 Then Group elements that help make the announcement logical",
            ])
        #expect(feature.scenarios.count == 2)
        #expect(result.warnings.map(\.line) == [7])
        #expect(
            result.warnings.first?.message.contains("`group` is not indented under `screenreader` (line 3)") == true)
    }

    @Test("a key whose place is unclear keeps its words as `*` steps, with a warning")
    func unclearKey() throws {
        let result = try imported(
            """
            ---
            permalink: /x
            owner: someone
            title: Link
            gherkin-keyboard:
              - when: the tab key
            notes:
              first: one
              second: two
            ---
            """)
        let scenario = try #require(result.features.first?.scenarios.first)
        #expect(steps(scenario) == ["6 When I use the tab key", "7 * notes", "8 * first: one", "9 * second: two"])
        #expect(result.warnings.map(\.line) == [3, 7])
        #expect(result.warnings[0].message.contains("`owner` is not a key Stepwise reads"))
    }

    @Test("an action without an expected result is kept as a When step, with a warning")
    func emptyValue() throws {
        let result = try imported("---\nkeyboard:\n  tab:\n  space: |\n  enter: Activates\ntitle: Link\n---")
        let scenario = try #require(result.features.first?.scenarios.first)
        #expect(
            steps(scenario) == ["3 When I use tab", "4 When I use space", "5 When I use enter", "5 Then Activates"])
        #expect(result.warnings.map(\.line) == [3, 4])
        #expect(result.warnings.allSatisfy { $0.message.contains("has no expected result") })
    }

    @Test("keys that are conditions read as conditions, keeping their words")
    func conditions() throws {
        let scenarios = try feature(
            """
            ---
            keyboard:
              if close button present: |
                Focus returns
            mobile:
              When no interactive element is in the snackbar: |
                The snackbar is announced
            ---
            """
        ).scenarios
        #expect(scenarios[0].steps.first?.text == "I use the keyboard if close button present")
        #expect(scenarios[1].steps.first?.text == "no interactive element is in the snackbar")
        #expect(scenarios[1].steps.first?.keyword == .when)
    }

    @Test("list items that are neither when, then nor result keep their key, with a warning")
    func otherListKeys() throws {
        let result = try imported(
            """
            ---
            gherkin-keyboard:
              - or:  |
                  the tab key
                result: |
                  focus returns
              - just text
            gherkin-mobile:
              - then: |
                  when animation is focused
                result: |
                  I HEAR an alternative
            title: Tab group
            ---
            """)
        let feature = try #require(result.features.first)
        #expect(
            steps(feature.scenarios[0]) == [
                "4 * or when I use the tab key", "6 Then I SEE focus returns", "7 * just text",
            ])
        #expect(steps(feature.scenarios[1]) == ["10 Then when animation is focused", "12 And I HEAR an alternative"])
        #expect(result.warnings.map(\.line) == [3, 7])
    }

    @Test("comments inside a section are kept among its steps")
    func comments() throws {
        let scenario = try #require(
            try feature(
                "---\nkeyboard:\n  # the usual keys\n  tab: |\n    Moves\n# gherkin-keyboard:\n#   - when: x\n---"
            )
            .scenarios.first)
        #expect(
            scenario.items == [
                .comment(text: "the usual keys", line: 3),
                .step(ImportedStep(keyword: .when, text: "I use tab", line: 4)),
                .step(ImportedStep(keyword: .then, text: "Moves", line: 5)),
                .comment(text: "gherkin-keyboard:", line: 6),
                .comment(text: "  - when: x", line: 7),
            ])
    }

    @Test("tabs: one after a section key is only space; one in the indentation is read, with a warning")
    func tabs() throws {
        let result = try imported("---\nscreenreader: \t\n  name:  |\n\tPurpose is clear\ntitle: Link\n---")
        let scenario = try #require(result.features.first?.scenarios.first)
        #expect(steps(scenario) == ["3 When I check the screen reader output for name", "4 Then Purpose is clear"])
        #expect(result.warnings.map(\.line) == [4])
    }

    @Test("an entry with no criteria keys is refused at line 1")
    func noCriteria() {
        let text = "---\nlayout: entry\ntitle: Nothing here\n---\n## Body\nkeyboard: tab\n"
        #expect(!JekyllEntryReader.looksLikeEntry(text))
        #expect(
            JekyllEntryReader.read(text, path: "x.md")
                == .failure(ImportError(path: "x.md", line: 1, message: "no acceptance criteria found")))
    }

    @Test("criteria keys that hold nothing are no criteria either")
    func emptySections() {
        let text = "---\nkeyboard:\nmobile: |\n---\n"
        #expect(JekyllEntryReader.looksLikeEntry(text))
        #expect(
            JekyllEntryReader.read(text, path: "x.md")
                == .failure(ImportError(path: "x.md", line: 1, message: "no acceptance criteria found")))
    }

    @Test(
        "only text that starts with front matter holding criteria looks like an entry",
        arguments: [
            ("---\nkeyboard:\n  tab: moves\n---\n", true),
            ("---  \r\nmobile:\r\n  swipe: moves\r\n---\r\n", true),
            ("\u{FEFF}---\ngherkin-mobile:\n  - when: swipe\n", true),
            ("# Button\n---\nkeyboard:\n  tab: moves\n---\n", false),
            ("---\ntitle: Button\n---\nkeyboard:\n  tab: moves\n", false),
            ("## Gherkin\n\nWHEN I use the tab key I SEE focus\n", false),
            ("", false),
        ])
    func looksLikeEntry(text: String, expected: Bool) {
        #expect(JekyllEntryReader.looksLikeEntry(text) == expected)
    }

    @Test("a front matter that is never closed is read to the end, with a warning at line 1")
    func unclosed() throws {
        let result = try imported("---\ntitle: Link\nkeyboard:\n  tab: moves\n")
        #expect(result.features.first?.scenarios.first?.steps.count == 2)
        #expect(result.warnings.map(\.line) == [1])
    }

    @Test("Windows line endings give the same lines")
    func crlf() throws {
        let unix = try feature(Entries.native)
        let windows = try feature(Entries.native.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(windows == unix)
    }

    @Test("no title: the component is named after the file, with a warning")
    func noTitle() throws {
        let result = try imported("---\nkeyboard:\n  tab: moves\n---", path: "v1/_checklist-native/date-time-picker.md")
        #expect(result.features.first?.component == "Date time picker")
        #expect(result.warnings.map(\.line) == [1])
    }

    @Test("the written feature parses, and each step's source comment names its line")
    func writtenFeatureParses() throws {
        for entry in [Entries.native, Entries.web] {
            let feature = try feature(entry, path: "criteria/entry.md")
            let written = FeatureWriter.write(feature)
            let document: GherkinDocument
            switch GherkinParser.parse(written, uri: "entry.feature") {
            case .success(let parsed): document = parsed
            case .failure(let errors): throw errors
            }
            let references = SourceReference.references(in: document)
            let parsedSteps =
                document.feature?.children.flatMap { child -> [Step] in
                    if case .scenario(let scenario) = child { return scenario.steps }
                    return []
                } ?? []
            let imported = feature.scenarios.flatMap(\.steps)
            #expect(parsedSteps.map(\.text) == imported.map(\.text))
            #expect(parsedSteps.map { references[$0.location.line]?.line } == imported.map(\.line))
        }
    }
}

/// Small entries in the shape of the real ones: a native entry with the four criteria maps
/// and a body, and a web entry with a map, both gherkin lists and `wcag`.
private enum Entries {
    static let native = """
        ---
        layout: entry
        title:  "alert / Modal Dialog"
        categories: notifications

        keyboard:
          tab or arrow keys: |
            Focus visibly moves, confined within the dialog
          enter: |
            Any buttons or links are activated on Android

        mobile:
          doubletap: |
            This typically activates most elements
            (alternative custom actions may be implemented)

        screenreader:
          name:  |
            The dialog describes its purpose

        settings:
          text resize: |
            Text can resize up to 200% without losing information
        ---

        ## Native Element
        keyboard: not criteria, this is the body
        """

    static let web = """
        ---
        layout: entry
        title:  "Button"
        description: "How to code and test accessible buttons for the Web"
        keyboard:
          tab: |
            Focus visibly moves to the button.
        gherkin-keyboard:
          - when:  |
              the tab key to move focus to a button
            result: |
              focus is strongly visually indicated
          - then:  |
              the spacebar and/or enter key to activate the button
            result: |
              the intended action occurs
        gherkin-mobile:
          - when:  |
              swipe to focus on a button
          - then:  |
              doubletap with the button in focus
            result: |
              the intended action occurs
        wcag:
          - name: Perceivable
            list:
              - criteria: Is easy to identify as interactive
        ---
        """
}
