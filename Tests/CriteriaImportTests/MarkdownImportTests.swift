import CriteriaImport
import Gherkin
import Testing

/// Imports a document that must import; fails the test otherwise.
private func imported(_ text: String, path: String = "criteria.md") throws -> CriteriaImport {
    switch CriteriaImporter.importCriteria(text, path: path) {
    case .success(let result): return result
    case .failure(let error): throw error
    }
}

private func onlyFeature(_ text: String, path: String = "criteria.md") throws -> ImportedFeature {
    let result = try imported(text, path: path)
    try #require(result.features.count == 1)
    return result.features[0]
}

/// "Keyword text" for each step of each scenario.
private func steps(_ scenario: ImportedScenario) -> [String] {
    scenario.steps.map { "\($0.keyword.rawValue) \($0.text)" }
}

private let nativeDocument = """
    ## General Notes

    How to test an alert dialog

    ## Condensed

    ### #a11y - Native Accessibility Acceptance Criteria

    How to test an alert dialog

    1. Test keyboard only

       - Tab: Focus moves

    ## Gherkin

    ### #a11y - Native Accessibility Acceptance Criteria

    How to test an alert dialog

    GIVEN THAT I am on a screen with an alert dialog

    1. Scenario: Test keyboard actions

       - WHEN I press the "TAB" key
          - THEN the focus should move
       - WHEN I press the "ENTER" key
          - THEN any buttons should be activated on Android

    2. Scenario: Test screen reader output on all devices

       - WHEN a screen reader reads the alert dialog
          - THEN its name should be clear
             - AND state-related functionality is not applicable (n/a)

    Full information: [https://www.magentaa11y.com/#/native-criteria/notifications/alert-dialog](https://www.magentaa11y.com/#/native-criteria/notifications/alert-dialog)

    ## iOS Developer Notes

    - Not criteria
    """

@Suite("Importing criteria documents")
struct CriteriaDocumentTests {
    @Test("native criteria: component, tags, background, one scenario per numbered group")
    func native() throws {
        let feature = try onlyFeature(nativeDocument, path: "docs/native/alert-dialog.md")
        #expect(feature.component == "Alert dialog")
        #expect(feature.slug == "alert-dialog")
        #expect(feature.platform == .native)
        #expect(feature.tags == ["@a11y", "@native", "@alert-dialog"])
        #expect(feature.background == [.step(ImportedStep(keyword: .given, text: "that I am on a screen with an alert dialog", line: 21))])
        #expect(feature.scenarios.map(\.name) == ["Test keyboard actions", "Test screen reader output on all devices"])
        #expect(feature.scenarios.map(\.tags) == [["@keyboard"], ["@screenreader"]])
        #expect(
            steps(feature.scenarios[0]) == [
                "When I press the \"TAB\" key", "Then the focus should move",
                "When I press the \"ENTER\" key", "Then any buttons should be activated on Android",
            ])
        #expect(
            steps(feature.scenarios[1]) == [
                "When a screen reader reads the alert dialog", "Then its name should be clear",
                "And state-related functionality is not applicable (n/a)",
            ])
    }

    @Test("the description holds the How to test line, the link and the condensed checklist")
    func description() throws {
        let feature = try onlyFeature(nativeDocument)
        #expect(feature.description.contains("How to test an alert dialog"))
        #expect(feature.description.contains("Full information: https://www.magentaa11y.com/#/native-criteria/notifications/alert-dialog"))
        #expect(feature.description.contains("Condensed checklist:"))
        #expect(feature.description.contains { $0.contains("Tab: Focus moves") })
        #expect(!feature.description.contains { $0.contains("Not criteria") })
    }

    @Test("a step limited to one platform is marked; both platforms limit nothing")
    func platforms() throws {
        let feature = try onlyFeature(nativeDocument)
        #expect(feature.scenarios[0].steps.map(\.platforms) == [nil, nil, nil, [.android]])
        #expect(PlatformRestriction.platforms(inStep: "activated on iOS and Android", of: .native) == nil)
        #expect(PlatformRestriction.platforms(inStep: "a two-finger swipe dismisses it (Android only)", of: .native) == [.android])
        #expect(PlatformRestriction.platforms(inStep: "identified as a button in iOS", of: .native) == [.ios])
        #expect(PlatformRestriction.platforms(inStep: "as a button in iOS and as a button in Android", of: .native) == nil)
        #expect(PlatformRestriction.platforms(inStep: "Android users may notice", of: .native) == nil)
    }

    @Test("every step records its source line, which survives in the written feature")
    func sourceLines() throws {
        let feature = try onlyFeature(nativeDocument, path: "docs/alert.md")
        let text = FeatureWriter.write(feature)
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "alert.feature", ids: ids) else {
            Issue.record("the written feature does not parse:\n\(text)")
            return
        }
        let references = SourceReference.references(in: document)
        let written = feature.background.count + feature.scenarios.reduce(0) { $0 + $1.steps.count }
        #expect(references.count == written)
        let lines = Set(references.values.map(\.line))
        #expect(lines == Set([21, 25, 26, 27, 28, 32, 33, 34]))
        #expect(references.values.allSatisfy { $0.path == "docs/alert.md" })
        #expect(references.values.contains { $0.platforms == [.android] })
        #expect(text.hasPrefix("# Imported by Stepwise from docs/alert.md:"))
        #expect(text.contains("Apache-2.0"))
    }

    @Test("web criteria: I SEE on one line, nested I HEAR, THEN when … I HEAR, a dangling AND")
    func web() throws {
        let feature = try onlyFeature(
            """
            ## Gherkin

            ### #a11y - Web Accessibility Acceptance Criteria

            How to test a button

            GIVEN THAT I am on a page with a button

            1. Keyboard for mobile & desktop

               - WHEN I use the tab key to move focus to a button I SEE focus is strongly visually indicated
               - THEN when I use the spacebar and/or enter key to activate the button I SEE the intended action occurs

            2. Desktop screenreader

               - WHEN I use a desktop screenreader (NVDA, JAWS, VoiceOver) AND
               - I use the tab key to move focus to a button
                  - I HEAR Its purpose is clear
                  - I HEAR It expresses its state if applicable (pressed, expanded)

            3. Mobile screenreader

               - WHEN I use a mobile screenreader (Talkback, VoiceOver) AND I swipe to focus on a button
                  - I HEAR Its purpose is clear

            Full information: [https://www.magentaa11y.com/#/web-criteria/component/button](/web-criteria/component/button)
            """)
        #expect(feature.platform == .web)
        #expect(feature.background.count == 1)
        #expect(feature.scenarios.map(\.tags) == [["@keyboard"], ["@screenreader", "@desktop"], ["@screenreader", "@mobile-web"]])
        #expect(
            steps(feature.scenarios[0]) == [
                "When I use the tab key to move focus to a button", "Then I SEE focus is strongly visually indicated",
                "Then when I use the spacebar and/or enter key to activate the button", "And I SEE the intended action occurs",
            ])
        #expect(
            steps(feature.scenarios[1]) == [
                "When I use a desktop screenreader (NVDA, JAWS, VoiceOver)", "And I use the tab key to move focus to a button",
                "Then I HEAR Its purpose is clear", "And I HEAR It expresses its state if applicable (pressed, expanded)",
            ])
        #expect(
            steps(feature.scenarios[2]) == [
                "When I use a mobile screenreader (Talkback, VoiceOver)", "And I swipe to focus on a button",
                "Then I HEAR Its purpose is clear",
            ])
        // Both lines of a split step point at the line they came from.
        #expect(feature.scenarios[0].steps.map(\.line) == [11, 11, 12, 12])
    }

    @Test("OR, BUT, IF, EXCEPT FOR, KNOWN ISSUE and doubled or mixed-case keywords keep every word")
    func otherLines() throws {
        let feature = try onlyFeature(
            """
            ## Gherkin

            ### #a11y - Web Accessibility Acceptance Criteria

            GIVEN THAT I am on a page with a heading

            1. Keyboard for mobile & desktop

               - WHEN when I use the tab key I HEAR nothing happens
               - OR I use the arrow keys
               - When i press escape
                  - then the menu closes
                  - BUT focus stays on the page
                  - IF the menu has a close button, it is read
                  - EXCEPT FOR links, which keep focus
                  - KNOWN ISSUE: VoiceOver reads the heading twice
                  - and: it works
            """)
        #expect(feature.component == "Heading")
        #expect(
            steps(feature.scenarios[0]) == [
                "When when I use the tab key", "Then I HEAR nothing happens",
                "* OR I use the arrow keys",
                "When i press escape", "Then the menu closes", "But focus stays on the page",
                "* IF the menu has a close button, it is read", "* EXCEPT FOR links, which keep focus",
                "* KNOWN ISSUE: VoiceOver reads the heading twice", "And it works",
            ])
    }

    @Test("indentation of any depth, blank lines between bullets, empty bullets, wrapped lines, trailing spaces")
    func layout() throws {
        let feature = try onlyFeature(
            "## Gherkin\n\n### #a11y - Native Accessibility Acceptance Criteria\n\nGIVEN THAT I am on a screen with a chip   \n\n"
                + "1. Scenario: Test keyboard actions\n\n"
                + "    - WHEN I press the \"TAB\" key   \n\n"
                + "        - THEN focus moves\n"
                + "          to the chip and\n"
                + "          its label is read\n\n"
                + "            - AND the chip is highlighted\n"
                + "      -\n"
                + "         - WHEN I press \"SPACE\"\n"
                + "\t\t- THEN the chip toggles\n")
        #expect(
            steps(feature.scenarios[0]) == [
                "When I press the \"TAB\" key", "Then focus moves to the chip and its label is read",
                "And the chip is highlighted", "When I press \"SPACE\"", "Then the chip toggles",
            ])
    }

    @Test("an HTML comment in the section becomes Gherkin comments, headings and bullets included")
    func htmlComment() throws {
        let feature = try onlyFeature(
            """
            ## Gherkin

            ### #a11y - Native Accessibility Acceptance Criteria

            GIVEN THAT I am on a screen with a toggle

            1. Scenario: Test keyboard actions

               - WHEN I press "SPACE"
                  - THEN the toggle changes state
            <!--
            ### Old criteria
               - WHEN I press "ENTER"
            -->
            2. Scenario: Test gestures
               - WHEN I double-tap
                  - THEN the toggle changes state
            """)
        #expect(feature.scenarios.count == 2)
        #expect(
            feature.scenarios[0].items.suffix(3) == [
                .comment(text: "", line: 11), .comment(text: "### Old criteria", line: 12),
                .comment(text: "- WHEN I press \"ENTER\"", line: 13),
            ])
        let text = FeatureWriter.write(feature)
        #expect(text.contains("    # ### Old criteria\n"))
        guard case .success = GherkinParser.parse(text, uri: "t.feature") else {
            Issue.record("does not parse:\n\(text)")
            return
        }
    }

    @Test("curly quotes are kept; a wrong or bare Full information link is kept and warned about")
    func links() throws {
        let result = try imported(
            """
            ## Gherkin

            ### #a11y - Native Accessibility Acceptance Criteria

            How to test a modal

            GIVEN THAT I am on a screen with a modal

            1. Scenario: Test keyboard actions
               - WHEN I press “ESCAPE”
                  - THEN the modal closes

            Full information: https://www.magentaa11y.com/#/native-criteria/controls/segmented-control
            """, path: "modal.md")
        let feature = try #require(result.features.first)
        #expect(steps(feature.scenarios[0]) == ["When I press “ESCAPE”", "Then the modal closes"])
        #expect(
            result.warnings.map(\.description) == [
                "modal.md:13: warning: the Full information link (https://www.magentaa11y.com/#/native-criteria/controls/segmented-control) does not look like it is for 'Modal'"
            ])
        let bare = try imported(
            "## Gherkin\n\nGIVEN THAT I am on a page with a link\n\n1. Keyboard\n   - WHEN I press tab I SEE focus\n\nFull information:\n",
            path: "web/link.md")
        #expect(bare.warnings.map(\.description) == ["web/link.md:8: warning: the Full information line has no link"])
        #expect(bare.features[0].platform == .web)
    }

    @Test("a criteria line Gherkin would misread is kept as description text")
    func safeDescription() throws {
        let feature = ImportedFeature(
            component: "X", slug: "x", platform: .web, sourcePath: "x.md", sourceLine: 1,
            description: ["### Heading", "@mention", "Scenario: not one", "  # indented"], background: [],
            scenarios: [ImportedScenario(name: "S", tags: ["@s"], line: 2, items: [.step(ImportedStep(keyword: .when, text: "a", line: 3))])])
        let text = FeatureWriter.write(feature)
        guard case .success(let document) = GherkinParser.parse(text, uri: "x.feature") else {
            Issue.record("does not parse:\n\(text)")
            return
        }
        #expect(document.feature?.description == "  Heading\n  - @mention\n  - Scenario: not one\n    indented")
    }
}

@Suite("Importing copied criteria")
struct CopiedCriteriaTests {
    @Test("* bullets, 3/5/7-space nesting, trailing backslash breaks, several components split by ---")
    func copied() throws {
        let result = try imported(
            """
            ### #a11y - Web Accessibility Acceptance Criteria\\
            \\
            How to test a checkbox\\
            \\
            GIVEN THAT I am on a page with a checkbox\\

            1. Keyboard for mobile & desktop

               * WHEN I use the tab key to move focus to a checkbox I SEE focus is strongly visually indicated
               * THEN when I use the spacebar I SEE the checkbox is checked
                 * I HEAR its state
                   * I HEAR its name

            ---

            ### #a11y - Web Accessibility Acceptance Criteria

            How to test a link

            GIVEN THAT I am on a page with a link

            1. Keyboard for mobile & desktop

               * WHEN I use the tab key I SEE focus
            """, path: "pasted.txt")
        #expect(result.features.map(\.component) == ["Checkbox", "Link"])
        #expect(result.features.map(\.platform) == [.web, .web])
        #expect(result.features[0].background == [.step(ImportedStep(keyword: .given, text: "that I am on a page with a checkbox", line: 5))])
        #expect(
            steps(result.features[0].scenarios[0]) == [
                "When I use the tab key to move focus to a checkbox", "Then I SEE focus is strongly visually indicated",
                "Then when I use the spacebar", "And I SEE the checkbox is checked", "And I HEAR its state",
                "And I HEAR its name",
            ])
        #expect(steps(result.features[1].scenarios[0]) == ["When I use the tab key", "Then I SEE focus"])
    }
}

@Suite("Refusing what is not criteria")
struct RefusalTests {
    @Test("developer notes, a guide whose example sits in a code fence, an empty file")
    func refused() {
        let notes = "## General Notes\n\n- Use native controls\n- Keep focus order logical\n\n## iOS Developer Notes\n\n- Set accessibilityLabel\n"
        let guide =
            "# Guide\n\n- `## Gherkin`\n\n```md\n## Gherkin\n\nGIVEN THAT I am on a page with a button\n\n1. Keyboard\n   - WHEN I press tab I SEE focus\n```\n"
        for text in [notes, guide, "", "Just prose.\n"] {
            guard case .failure(let error) = CriteriaImporter.importCriteria(text, path: "doc.md") else {
                Issue.record("imported: \(text)")
                continue
            }
            #expect(error.description == "doc.md: error: no acceptance criteria found")
        }
    }

    @Test("slugs: words and digits joined by single hyphens")
    func slugs() {
        #expect(Slug.make("Alert / Modal Dialog") == "alert-modal-dialog")
        #expect(Slug.make("Hint, help, or error") == "hint-help-or-error")
        #expect(Slug.make("Single page application (SPA)") == "single-page-application-spa")
        #expect(Slug.make("Button's label") == "buttons-label")
    }
}

@Suite("Importing unusual layouts")
struct UnusualLayoutTests {
    @Test("groups written as headings are scenarios")
    func headingGroups() throws {
        let result = try imported(
            """
            ## Gherkin

            GIVEN THAT I am on a page with a tab panel

            ### 1. Keyboard for mobile & desktop
            - WHEN I use the arrow keys I SEE the next tab is selected

            #### Scenario: Desktop screenreader
            - WHEN I use a desktop screenreader I HEAR the tab's name
            """, path: "web/tabs.md")
        let feature = try #require(result.features.first)
        #expect(feature.scenarios.map(\.name) == ["Keyboard for mobile & desktop", "Desktop screenreader"])
        #expect(feature.scenarios[1].tags == ["@screenreader", "@desktop"])
    }

    @Test("steps outside any numbered group go into a scenario of their own, with a warning")
    func noGroups() throws {
        let result = try imported(
            """
            ## Gherkin

            GIVEN THAT I am on a page with a link

            - WHEN I use the tab key I SEE focus moves to the link
            - THEN when I press enter I SEE the link opens
            """, path: "web/link.md")
        let feature = try #require(result.features.first)
        #expect(feature.background.count == 1)
        #expect(feature.scenarios.map(\.name) == ["Criteria"])
        #expect(steps(feature.scenarios[0]).count == 4)
        #expect(
            result.warnings.map(\.description) == [
                "web/link.md:5: warning: criteria outside a numbered group; put in a scenario named 'Criteria'"
            ])
    }
}
