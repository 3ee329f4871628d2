import Foundation
import StepwiseCLI
import Testing

private let feature = """
    @a11y @native
    Feature: Toggle

      Scenario: Keyboard
        # source: criteria/toggle.md:12 platforms: android
        When I press the "TAB" key 3 times
        Then the toggle changes
        And something nobody wrote guidance for

    """

private let steps = """
    # Keys

    ## I press the {string} key {int} times

    Press it.

    ### iOS
    Turn on Full Keyboard Access.

    ## the toggle changes

    Look at it.
    """

@Suite("stepwise plan and steps")
struct PlanCommandTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        try folder.write("steps/keys.md", steps)
        return folder
    }

    @Test("text: scenarios on platforms, guidance coverage, undefined steps; steps/ found beside the features")
    func text() throws {
        let folder = try project()
        let result = run(["plan", folder.path + "/features"])
        #expect(result.status == 0)
        #expect(result.out.contains("Plan: 1 feature, 1 scenario, 2 runs (scenario on platform), 6 steps to perform."))
        #expect(result.out.contains("  Scenario: Keyboard, line 4, on iOS and Android: 3 steps, 2 guided, 1 not applicable on iOS."))
        #expect(result.out.contains("Guidance: 4 of 6 steps guided (66%), from \(folder.path)/steps."))
        #expect(
            result.out.contains(
                "Undefined steps, 1: no definition guides them.\n  something nobody wrote guidance for\n    used at features/toggle.feature:8"))
        #expect(!result.out.contains("│") && !result.out.contains("─"))
    }

    @Test("json: ids, content hashes, applicability, definitions and typed arguments")
    func json() throws {
        let folder = try project()
        let result = run(["plan", folder.path + "/features/toggle.feature", "--format", "json", "--platform", "ios"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let scenarios = object["scenarios"] as! [[String: Any]]
        #expect(scenarios.count == 1)
        let scenario = scenarios[0]
        #expect(scenario["platform"] as? String == "ios")
        #expect((scenario["id"] as? String)?.count == 16)
        #expect((scenario["contentHash"] as? String)?.count == 64)
        #expect(scenario["line"] as? Int == 4)
        #expect(scenario["tags"] as? [String] == ["@a11y", "@native"])
        let step = (scenario["steps"] as! [[String: Any]])[0]
        #expect(step["keyword"] as? String == "When ")
        #expect(step["applicable"] as? Bool == false)
        #expect(step["reason"] as? String == "for Android only (criteria criteria/toggle.md:12)")
        let definition = step["definition"] as! [String: Any]
        #expect(definition["expression"] as? String == "I press the {string} key {int} times")
        #expect(definition["line"] as? Int == 3)
        let arguments = step["arguments"] as! [Any]
        #expect(arguments[0] as? String == "TAB")
        #expect(arguments[1] as? Int == 3)
        let undefined = object["undefined"] as! [[String: Any]]
        #expect(undefined.map { $0["text"] as? String } == ["something nobody wrote guidance for"])
        #expect((scenario["steps"] as! [[String: Any]])[2]["definition"] is NSNull)
    }

    @Test("selection by --tags, --name and PATH:LINE")
    func selection() throws {
        let folder = try project()
        let path = folder.path + "/features/toggle.feature"
        #expect(run(["plan", path, "--tags", "@web"]).out.hasPrefix("Plan: 0 features, 0 scenarios"))
        #expect(run(["plan", path, "--tags", "@native and not @web"]).out.hasPrefix("Plan: 1 feature, 1 scenario"))
        #expect(run(["plan", path, "--name", "^Key"]).out.hasPrefix("Plan: 1 feature, 1 scenario"))
        #expect(run(["plan", path + ":4"]).out.hasPrefix("Plan: 1 feature, 1 scenario"))
        #expect(run(["plan", path + ":2"]).out.hasPrefix("Plan: 1 feature, 1 scenario"))
        #expect(run(["plan", path + ":7"]).out.hasPrefix("Plan: 0 features"))
    }

    @Test("bad tag expression, bad platform, invalid steps file: one clear line, exit 2")
    func errors() throws {
        let folder = try project()
        let path = folder.path + "/features"
        let tags = run(["plan", path, "--tags", "@a and"])
        #expect(tags.status == 2)
        #expect(tags.err.hasPrefix("stepwise: error: bad tag expression: "))
        let platform = run(["plan", path, "--platform", "windows"])
        #expect(platform.status == 2)
        #expect(platform.err == "stepwise: error: unknown platform 'windows' (known: ios, android, desktop, mobile-web)\n")
        try folder.write("steps/broken.md", "## I press {nothing}\n")
        let broken = run(["plan", path])
        #expect(broken.status == 2)
        #expect(broken.err.hasPrefix("steps/broken.md:1: error: invalid expression 'I press {nothing}'"), "\(broken.err)")
        let missing = run(["plan", path, "--steps", folder.path + "/nope"])
        #expect(missing.status == 2)
        #expect(missing.err == "\(folder.path)/nope: error: no such steps folder\n")
    }

    @Test("an ambiguous step is a file:line error, exit 1")
    func ambiguous() throws {
        let folder = try project()
        try folder.write("steps/other.md", "## the toggle {word}\n")
        let result = run(["plan", folder.path + "/features"])
        #expect(result.status == 1)
        // Files in the plan are named from the project root, whatever spelling was given.
        #expect(
            result.err == "features/toggle.feature:7: error: ambiguous step 'the toggle changes': matched by steps/keys.md:10, steps/other.md:1\n")
        #expect(result.out.contains("Ambiguous steps, 1: more than one definition matches."))
    }

    @Test("steps --undefined prints a heading ready to paste, and exits 1 while any step lacks guidance")
    func undefinedSteps() throws {
        let folder = try project()
        let result = run(["steps", "--undefined", folder.path + "/features"])
        #expect(result.status == 1)
        #expect(
            result.out.contains(
                "\n## something nobody wrote guidance for\nKind: check\nShort: What to do, and what passes, in a sentence or two.\n\n<!-- used at features/toggle.feature:8; make the kind setup, action, condition or note if it checks nothing"
            ))
        try folder.write("steps/more.md", "## something nobody wrote guidance for\n\nNow someone did.\n")
        let done = run(["steps", "--undefined", folder.path + "/features"])
        #expect(done.status == 0)
        #expect(done.out == "Every step has guidance.\n")
    }

    @Test("guidance in subfolders of steps/ is read; READMEs and hidden folders are not")
    func subfolders() throws {
        let folder = try project()
        try folder.write("steps/web/extra/more.md", "## something nobody wrote guidance for\n\nNow someone did.\n")
        try folder.write("steps/web/README.md", "## the toggle changes\n\nThis folder holds web guidance.\n")
        try folder.write("steps/.drafts/draft.md", "## the toggle changes\n\nA draft that would make the step ambiguous.\n")
        let result = run(["plan", folder.path + "/features"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Guidance: 6 of 6 steps guided (100%), from \(folder.path)/steps."))
    }
}
