import Foundation
import Testing

/// The step library is the features' project's: the nearest `steps/` up from the features,
/// never the working folder's. A feature three folders down is guided from any folder, and a
/// project without steps is not guided by the steps of wherever the command runs.
@Suite("The step library comes from the features' project")
struct StepsFolderTests {
    static let steps = "## I press TAB\nKind: action\nWhy no criteria: the next step judges it.\n\nPress **Tab**.\n"
    static let feature = "Feature: Toggle\n  Scenario: Keyboard\n    When I press TAB\n"
    /// A library file that fails any plan that reads it.
    static let broken = "## I press {no such type}\n\nNothing.\n"

    func plan(_ arguments: [String], from folder: String) throws -> String {
        let process = try ChildProcess(try BuiltBinary.stepwise(), ["plan"] + arguments, environment: ["PATH": "/usr/bin:/bin"], directory: folder)
        process.closeInput()
        _ = process.waitForExit(timeout: 60)
        return process.output
    }

    @Test("a feature deep in a project is guided by the project's steps/, from its root, from a subfolder and from elsewhere")
    func deepFeatureFromAnywhere() throws {
        let folder = try TemporaryFolder()
        try folder.write("shop/stepwise.json", "{}")
        try folder.write("shop/steps/keys.md", Self.steps)
        try folder.write("shop/features/web/component/toggle.feature", Self.feature)
        try folder.write("elsewhere/steps/other.md", "## something else\nKind: action\nWhy no criteria: none.\n\nNothing.\n")
        // Read, it would fail the plan: the working folder's library is not even opened.
        try folder.write("elsewhere/steps/broken.md", Self.broken)
        let shop = folder.path + "/shop"
        for (arguments, here) in [
            (["features/web/component/toggle.feature"], shop),
            (["../../features/web/component/toggle.feature"], shop + "/features/web"),
            ([shop + "/features/web/component/toggle.feature"], folder.path + "/elsewhere"),
        ] {
            let out = try plan(arguments, from: here)
            #expect(out.contains("1 of 1 step guided"), "from \(here): \(out)")
        }
    }

    @Test("a project without steps/ is not guided by the working folder's")
    func noStepsNoGuidance() throws {
        let folder = try TemporaryFolder()
        try folder.write("bare/stepwise.json", "{}")
        try folder.write("bare/features/toggle.feature", Self.feature)
        try folder.write("here/steps/keys.md", Self.steps)
        try folder.write("here/steps/broken.md", Self.broken)
        let out = try plan([folder.path + "/bare/features/toggle.feature"], from: folder.path + "/here")
        #expect(!out.contains("1 of 1 step guided"), "\(out)")
        #expect(!out.contains("from steps"), "\(out)")
        #expect(!out.contains("error"), "\(out)")
    }
}
