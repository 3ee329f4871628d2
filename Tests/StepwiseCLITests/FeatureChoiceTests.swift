import Foundation
import Testing

@testable import Workflows

/// A session started on a whole folder asks the person at the keyboard which of its features
/// to test, by words and numbers, instead of opening "Scenario 1 of 219" of the catalog.
@Suite("Choosing features when a session starts on a folder")
struct FeatureChoiceTests {
    /// A person at a keyboard, whose answers are typed in advance; what was said is kept.
    final class PersonAtKeyboard: WorkflowConsole {
        var answers: [String]
        var said: [String] = []
        init(_ answers: [String]) { self.answers = answers }
        func notice(_ line: String) {}
        func say(_ line: String) { said.append(line) }
        func answer() -> String? { answers.isEmpty ? nil : answers.removeFirst() }
        var canAsk: Bool { true }
        var isPerson: Bool { true }
    }

    static func feature(_ name: String, scenarios: Int) -> String {
        "Feature: \(name)\n" + (1...scenarios).map { "  Scenario: S\($0)\n    Given a step\n" }.joined()
    }

    static func project() throws -> TestProject {
        try TestProject(files: [
            "features/controls/choice-button.feature": feature("Button", scenarios: 2),
            "features/controls/choice-icon-button.feature": feature("Icon button", scenarios: 1),
            "features/notifications/choice-modal.feature": feature("Modal dialog", scenarios: 3),
            "features/notifications/choice-alert.feature": feature("Alert", scenarios: 1),
        ])
    }

    static func start(_ project: TestProject, plan: [String], answers: [String]) -> (SessionSetup.Ready?, PersonAtKeyboard) {
        var options = SessionOptions()
        options.plan = plan + ["--platform", "ios"]
        options.tester = "Ann"
        let console = PersonAtKeyboard(answers + ["", "", ""])  // then no device, system or assistive technology
        switch SessionSetup.start(options, resultsFolder: project.results, usage: "", console: console) {
        case .success(let ready): return (ready, console)
        case .failure(let error):
            Issue.record("the session did not start: \(error.message); said: \(console.said)")
            return (nil, console)
        }
    }

    @Test("words narrow the list, a number chooses, and only that feature's scenarios are tested")
    func wordsThenNumber() throws {
        let project = try Self.project()
        let (ready, console) = Self.start(project, plan: [project.features], answers: ["BUTTON", "2"])
        #expect(console.said.first?.hasPrefix("7 scenarios in 4 features on iOS. Enter tests them all") == true)
        #expect(console.said.contains { $0.hasPrefix("  1. Button (") && $0.hasSuffix("choice-button.feature, 2 scenarios)") })
        #expect(console.said.contains { $0.contains("2. Icon button (") })
        #expect(ready?.scenarios.map(\.featureName) == ["Icon button"])
    }

    @Test("one match is taken at once; Enter tests the whole folder")
    func oneMatchAndEnter() throws {
        let project = try Self.project()
        #expect(Self.start(project, plan: [project.features], answers: ["modal"]).0?.scenarios.count == 3)
        #expect(Self.start(project, plan: [project.features], answers: [""]).0?.scenarios.count == 7)
    }

    @Test("a number off the list is said and asked again; words with no match are asked again")
    func wrongAnswersAskAgain() throws {
        let project = try Self.project()
        let (ready, console) = Self.start(project, plan: [project.features], answers: ["slider", "button", "9", "1,2"])
        #expect(console.said.contains { $0.hasPrefix("No feature's name or folder has \"slider\"") })
        #expect(console.said.contains("There is no 9 on the list; it goes from 1 to 2."))
        #expect(ready?.scenarios.count == 3)
    }

    @Test("q before choosing starts no session and writes nothing")
    func quitting() throws {
        let project = try Self.project()
        var options = SessionOptions()
        options.plan = [project.features, "--platform", "ios"]
        options.tester = "Ann"
        let result = SessionSetup.start(options, resultsFolder: project.results, usage: "", console: PersonAtKeyboard(["q"]))
        guard case .success(nil) = result else {
            Issue.record("expected no session, got \(result)")
            return
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: project.results))?.filter { $0.hasSuffix(".jsonl") }.isEmpty ?? true)
    }

    @Test("files named one by one, tags, or a script are a choice made: nothing is asked")
    func notAsked() throws {
        let project = try Self.project()
        let files = [project.features + "/controls/choice-button.feature", project.features + "/notifications/choice-modal.feature"]
        let (named, namedConsole) = Self.start(project, plan: files, answers: [])
        #expect(named?.scenarios.count == 5)
        #expect(!namedConsole.said.contains { $0.contains("Enter tests them all") })
        let (tagged, taggedConsole) = Self.start(project, plan: [project.features, "--name", "S1"], answers: [])
        #expect(tagged?.scenarios.count == 4)
        #expect(!taggedConsole.said.contains { $0.contains("Enter tests them all") })
    }

    @Test("matching ignores case and needs every word; numbers answer a list")
    func matching() {
        let features = [
            FeatureChoices.Feature(name: "Icon button", path: "features/a/eclair.feature", category: "a", scenarios: 1),
            FeatureChoices.Feature(name: "Menu button", path: "features/b/menu.feature", category: "b", scenarios: 2),
        ]
        #expect(features.filter { FeatureChoices.matches($0, "ECLAIR icon") }.map(\.name) == ["Icon button"])
        #expect(features.filter { FeatureChoices.matches($0, "button") }.count == 2)
        #expect(features.filter { FeatureChoices.matches($0, "icon menu") }.isEmpty)
        #expect(FeatureListAnswer("", to: features) == .chosen(features))
        #expect(FeatureListAnswer("2, 1 1", to: features) == .chosen([features[1], features[0]]))
        #expect(FeatureListAnswer("3", to: features) == .outOfRange(3))
        #expect(FeatureListAnswer("icon 1", to: features) == .search("icon 1"))
    }
}
