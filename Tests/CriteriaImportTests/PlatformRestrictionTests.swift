import CriteriaImport
import Testing

/// A step limited to one platform is recorded "not applicable" on the others by itself, so
/// the importer limits a step only where its words leave no doubt; a platform named any other
/// way keeps the step for every platform, with a warning at its line.
@Suite("Platform restrictions on imported steps")
struct PlatformRestrictionTests {
    private func imported(_ text: String, path: String) throws -> CriteriaImport {
        switch CriteriaImporter.importCriteria(text, path: path) {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    private func reading(_ text: String, _ kind: CriteriaPlatform = .native) -> PlatformReading {
        PlatformRestriction.reading(ofStep: text, of: kind)
    }

    /// Seed 001's front matter, as far as its screen-reader name.
    private static let seed001 = """
        ---
        layout: entry
        title:  "Alert / Modal Dialog"
        categories: notifications

        screenreader:
          name:  |
            The dialog describes its purpose or title if any (On launch with iOS. Often with first swipe on Android or intial focus is on CTA)
          role:  |
            May identify itself as a modal, dialog, drawer, sidebar, panel, popover, menu or alert
        ---
        """

    @Test("seed 001: a name check that mentions both platforms in passing stays on both, with a warning")
    func seed001() throws {
        let result = try imported(Self.seed001, path: "seeds/001.txt")
        let steps = try #require(result.features.first?.scenarios.first?.steps)
        #expect(steps.map(\.line) == [7, 8, 9, 10])
        #expect(steps.allSatisfy { $0.platforms == nil })
        #expect(
            result.warnings.map(\.description) == [
                "seeds/001.txt:8: warning: the step mentions iOS and Android but was not restricted to either "
                    + "(the words do not clearly limit it); kept for iOS and Android"
            ])
    }

    @Test(
        "words that leave no doubt limit the step",
        arguments: [
            ("On iOS, the rotor lists the links", DevicePlatform.ios),
            ("AND on Android, it should instruct \"double tap to activate\"", .android),
            ("iOS: a three-finger swipe moves to the next page", .ios),
            ("Android only: a two-finger swipe dismisses the menu", .android),
            ("(iOS) Focus moves to the next slide", .ios),
            ("Then any buttons or links within the alert should be activated on Android", .android),
            ("its role should be identified as \"button\" in iOS", .ios),
            ("a two-finger swipe anywhere should dismiss the menu (Android only)", .android),
            ("Focus moves to the next slide (iOS).", .ios),
        ])
    func unmistakable(text: String, platform: DevicePlatform) {
        #expect(reading(text) == .limited([platform]))
    }

    @Test(
        "a platform named in passing, beside another, or hedged limits nothing",
        arguments: [
            ("its role should be identified as a button in iOS and as a checkbox in Android", [DevicePlatform.ios, .android]),
            ("Focus moves to next item in picker (iOS) or next item in column (Android)", [.ios, .android]),
            ("Known issue: Links do not currently appear in iOS Rotor using SwiftUI", [.ios]),
            ("Focus moves, confined within the menu. Two finger swipe anywhere dismisses menu (Android only)", [.android]),
            ("Two finger swipe anywhere often dismisses menu (Android only)", [.android]),
            ("Usually identifies as a button on iOS", [.ios]),
            ("its role should be identified as \"switch\" on Android, it should instruct \"double tap to toggle\"", [.android]),
            ("Android users may notice a delay", [.android]),
        ])
    func unclear(text: String, mentioned: [DevicePlatform]) {
        #expect(reading(text) == .unclear(mentioned: mentioned))
    }

    @Test("every platform named together limits nothing and needs no warning")
    func together() {
        #expect(reading("the link should be activated on iOS and Android") == .everywhere)
        #expect(reading("When the user presses \"SPACEBAR\" on iOS or Android") == .everywhere)
        #expect(reading("Index should be announced in Android and iOS") == .everywhere)
        #expect(reading("the focus should move to the link") == .everywhere)
        #expect(reading("Focus moves to the button on mobile and desktop", .web) == .everywhere)
    }

    private static let document = """
        ## Gherkin

        ### #a11y - Native Accessibility Acceptance Criteria

        GIVEN THAT I am on a screen with a dropdown

        1. Scenario: Test keyboard actions

           - WHEN I press the "ENTER" key
              - THEN the dropdown should be selected and opened on Android

        2. Scenario: Test screen reader output on all devices

           - WHEN a screen reader reads the dropdown
              - THEN its name should clearly describe its purpose
                 - AND its role should be identified as a button in iOS and as "double tap to activate" in Android
        """

    @Test("in a criteria document: an unmistakable limit restricts its step; a mixed sentence does not, with a warning")
    func criteriaDocument() throws {
        let result = try imported(Self.document, path: "native/dropdown.md")
        let scenarios = try #require(result.features.first?.scenarios)
        #expect(scenarios[0].steps.map(\.platforms) == [nil, [.android]])
        #expect(scenarios[1].steps.map(\.platforms) == [nil, nil, nil])
        #expect(
            result.warnings.map(\.description) == [
                "native/dropdown.md:16: warning: the step mentions iOS and Android but was not restricted to either "
                    + "(the words do not clearly limit it); kept for iOS and Android"
            ])
    }

    @Test("a step in a group already for one platform names it without a warning")
    func groupForThePlatform() throws {
        let result = try imported(
            """
            ## Gherkin

            ### #a11y - Web Accessibility Acceptance Criteria

            GIVEN THAT I am on a page with a button

            1. Desktop screenreader
               - WHEN I use a desktop screenreader (NVDA, JAWS, VoiceOver)
                  - I HEAR its name
            """, path: "web/button.md")
        let scenario = try #require(result.features.first?.scenarios.first)
        #expect(scenario.tags.contains("@desktop"))
        #expect(scenario.steps.allSatisfy { $0.platforms == nil })
        #expect(result.warnings.isEmpty)
    }
}
