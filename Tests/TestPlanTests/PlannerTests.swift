import Gherkin
import TestPlan
import Testing

private func source(_ text: String, uri: String = "features/a.feature") throws -> PlanSource {
    let ids = IdGenerator()
    let document = try GherkinParser.parse(text, uri: uri, ids: ids).get()
    return PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri))
}

private let library: StepLibrary = {
    let text = "## I press the {string} key\n\nPress it.\n\n### Android\nUse a keyboard.\n\n## the focus moves\n\n## the focus {}\n"
    return StepLibrary(definitions: (try? StepLibraryReader.read(text, file: "steps/k.md").get()) ?? [])
}()

private let native = """
    @a11y @native
    Feature: Toggle

      @keyboard
      Scenario: Keyboard
        # source: criteria/toggle.md:12
        When I press the "TAB" key
        # source: criteria/toggle.md:13 platforms: android
        Then the toggle changes on Android
        And the focus moves

      @gestures @android
      Scenario: Gestures only on Android
        When I press the "ENTER" key

      Scenario Outline: Rows <n>
        When I press the "<key>" key

        Examples: first
          | n | key |
          | 1 | A   |
          | 2 | B   |

    """

@Suite("Planning")
struct PlannerTests {
    @Test("@native runs on iOS and Android; a platform tag limits a scenario; a step for one platform is not applicable on the other")
    func platforms() throws {
        let plan = Planner.plan([try source(native)], library: library, selection: PlanSelection())
        #expect(
            plan.scenarios.map { "\($0.name)@\($0.platform)" } == [
                "Keyboard@ios", "Keyboard@android", "Gestures only on Android@android",
                "Rows 1@ios", "Rows 1@android", "Rows 2@ios", "Rows 2@android",
            ])
        let keyboardIOS = plan.scenarios[0]
        #expect(keyboardIOS.steps.map(\.applicable) == [true, false, true])
        #expect(keyboardIOS.steps[1].reason == "for Android only (criteria criteria/toggle.md:13)")
        #expect(plan.scenarios[1].steps.map(\.applicable) == [true, true, true])
        #expect(keyboardIOS.steps[0].guidance == "Press it.")
        #expect(plan.scenarios[1].steps[0].guidance == "Press it.\n\nUse a keyboard.")
        #expect(keyboardIOS.steps[0].arguments.map(\.value) == [.string("TAB")])
    }

    @Test("platform tags in any case plan exactly as lower-case ones, steps for one platform included")
    func tagCase() throws {
        // Without source comments, so the platform of "on Android" comes from the step's words.
        let lower = native.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("toggle.md:13") }.joined(separator: "\n")
        #expect(!lower.contains("platforms: android"))
        let upper = lower.replacingOccurrences(of: "@native", with: "@Native").replacingOccurrences(of: "@android", with: "@ANDROID")
        func shape(_ text: String) throws -> [String] {
            Planner.plan([try source(text)], library: library, selection: PlanSelection()).scenarios.map { scenario in
                "\(scenario.name)@\(scenario.platform): " + scenario.steps.map { $0.applicable ? "yes" : "no" }.joined(separator: ",")
            }
        }
        let planned = try shape(lower)
        #expect(planned.contains("Keyboard@ios: yes,no,yes"))
        #expect(try shape(upper) == planned)
    }

    @Test("a step that names platforms only in passing is tested on every platform, not skipped on iOS")
    func platformsInPassing() throws {
        // Seed 001's name check, without source comments, so the step's words decide.
        let text = """
            @a11y @native
            Feature: Alert / Modal Dialog
              Scenario: Screen reader
                When I check the screen reader output for name
                Then The dialog describes its purpose or title if any (On launch with iOS. Often with first swipe on Android or intial focus is on CTA)
                And KNOWN ISSUE: Links do not currently appear in iOS Rotor using SwiftUI
                And the focus moves on Android

            """
        let plan = Planner.plan([try source(text)], library: library, selection: PlanSelection())
        #expect(plan.scenarios.map(\.platform) == ["ios", "android"])
        #expect(plan.scenarios[0].steps.map(\.applicable) == [true, true, true, false])
        #expect(plan.scenarios[1].steps.map(\.applicable) == [true, true, true, true])
    }

    @Test("web scenarios run on desktop and mobile web; untagged ones on one unnamed platform; --platform only narrows")
    func otherPlatforms() throws {
        let web = try source(
            "@web\nFeature: W\n  Scenario: S\n    When I press the \"TAB\" key\n  @desktop\n  Scenario: D\n    When I press the \"TAB\" key\n")
        let plain = try source("Feature: P\n  Scenario: S\n    When I press the \"TAB\" key on Android\n", uri: "features/p.feature")
        let plan = Planner.plan([web, plain], library: library, selection: PlanSelection())
        #expect(plan.scenarios.map { "\($0.name)@\($0.platform)" } == ["S@desktop", "S@mobile-web", "D@desktop", "S@"])
        // Without a platform kind, a step naming a platform is still applicable everywhere.
        #expect(plan.scenarios[3].steps[0].applicable)
        let chosen = Planner.plan([web], library: library, selection: PlanSelection(platforms: ["mobile-web"]))
        #expect(chosen.scenarios.map { "\($0.name)@\($0.platform)" } == ["S@mobile-web"])
        // One plan across web and native: each feature on its own family's platforms only, and
        // a feature of neither family on every platform named.
        let native = try source("@native\nFeature: N\n  Scenario: A\n    When I press the \"TAB\" key\n", uri: "features/n.feature")
        let both = Planner.plan([web, native, plain], library: library, selection: PlanSelection(platforms: ["desktop", "mobile-web", "ios"]))
        #expect(
            both.scenarios.map { "\($0.name)@\($0.platform)" }
                == ["S@desktop", "S@mobile-web", "D@desktop", "A@ios", "S@desktop", "S@mobile-web", "S@ios"])
        #expect(Planner.plan([web], library: library, selection: PlanSelection(platforms: ["ios"])).scenarios.isEmpty)
        #expect(try PlatformChoice.parse("ios, android").get() == ["ios", "android"])
        guard case .failure(let error) = PlatformChoice.parse("ios,windows") else {
            Issue.record("accepted windows")
            return
        }
        #expect(error.message == "unknown platform 'windows' (known: ios, android, desktop, mobile-web)")
    }

    @Test("selection by tag expression, name and line")
    func selection() throws {
        let features = [try source(native)]
        let byTag = Planner.plan(features, library: library, selection: PlanSelection(tags: try TagExpression.parse("@keyboard or @gestures")))
        #expect(Set(byTag.scenarios.map(\.name)) == ["Keyboard", "Gestures only on Android"])
        let notKeyboard = Planner.plan(
            features, library: library, selection: PlanSelection(tags: try TagExpression.parse("not @keyboard and @native")))
        #expect(Set(notKeyboard.scenarios.map(\.name)) == ["Gestures only on Android", "Rows 1", "Rows 2"])
        let byName = Planner.plan(features, library: library, selection: PlanSelection(name: try NameFilter("^Rows [2-9]")))
        #expect(Set(byName.scenarios.map(\.name)) == ["Rows 2"])
        func names(lines: Set<Int>, path: String = "./features/a.feature") -> Set<String> {
            Set(
                Planner.plan(features, library: library, selection: PlanSelection(lines: [ScenarioIdentity.normalisedPath(path): lines])).scenarios
                    .map(\.name))
        }
        #expect(names(lines: [5]) == ["Keyboard"])
        #expect(names(lines: [21]) == ["Rows 1"])
        #expect(names(lines: [19]) == ["Rows 1", "Rows 2"])
        #expect(names(lines: [16]) == ["Rows 1", "Rows 2"])
        #expect(names(lines: [2]).count == 4)
        #expect(LineSelector.split("features/a.feature:5:21").lines == [5, 21])
        #expect(LineSelector.split("features/a.feature").lines == [])
    }

    @Test("ids survive moved lines and edits elsewhere; content hashes change with the steps")
    func identity() throws {
        let before = Planner.plan([try source(native)], library: library, selection: PlanSelection())
        let moved = native.replacingOccurrences(of: "  @keyboard\n", with: "\n\n  # a note\n  @keyboard\n")
            .replacingOccurrences(of: "When I press the \"ENTER\" key", with: "When I press the \"SPACE\" key")
        let after = Planner.plan([try source(moved, uri: "./features/../features/a.feature")], library: library, selection: PlanSelection())
        #expect(before.scenarios.map(\.id) == after.scenarios.map(\.id))
        #expect(Set(before.scenarios.map(\.id)).count == before.scenarios.count)
        #expect(before.scenarios[0].contentHash == after.scenarios[0].contentHash)
        #expect(before.scenarios[2].contentHash != after.scenarios[2].contentHash)
        #expect(before.scenarios[0].contentHash == before.scenarios[1].contentHash)
        #expect(before.scenarios[0].contentHash.count == 64)
        #expect(before.scenarios[0].id.count == 16)
    }

    @Test("undefined and ambiguous steps are listed once each, with every place they are used")
    func unguided() throws {
        let text = "@native\nFeature: F\n  Scenario: A\n    When I swipe\n    Then the focus moves\n  Scenario: B\n    When I swipe\n"
        let ambiguousLibrary = StepLibrary(
            definitions: (try? StepLibraryReader.read("## the focus moves\n\n## the focus {word}\n", file: "s.md").get()) ?? [])
        let plan = Planner.plan([try source(text)], library: ambiguousLibrary, selection: PlanSelection())
        #expect(plan.undefined.map(\.text) == ["I swipe"])
        #expect(plan.undefined[0].places == ["features/a.feature:4", "features/a.feature:7"])
        #expect(plan.ambiguous.map(\.text) == ["the focus moves"])
        #expect(plan.ambiguous[0].definitions == ["s.md:1", "s.md:3"])
    }
}
