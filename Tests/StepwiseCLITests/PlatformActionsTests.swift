import Foundation
import JSON
import Testing

/// An action whose checks are all for another platform is not a step to perform there: on iOS,
/// "When I press the ENTER key" before "Then the button should be activated on Android" is not
/// applicable, as its guidance says, so no pass is recorded for a key nobody pressed.
@Suite("Actions of another platform's checks")
struct PlatformActionsTests {
    private let feature = """
        @native
        Feature: Toggle

          Scenario: Keyboard
            When I press the "SPACEBAR" key
            Then the toggle should be activated on iOS and Android
            When I press the "ENTER" key
            Then the toggle should be activated on Android

        """

    /// Each step's text and whether it is applicable, on `platform`.
    private func steps(_ path: String, on platform: String) throws -> [(text: String, applicable: Bool)] {
        // The bundled step library, which knows pressing a key is an action.
        let library = ReadmeExamplesTests.packageRoot.appendingPathComponent("steps").path
        let out = run(["plan", path, "--steps", library, "--platform", platform, "--format", "json"]).out
        guard case .object(let plan) = try JSONParser.parse(out), case .array(let scenarios)? = plan["scenarios"],
            case .object(let scenario)? = scenarios.first, case .array(let steps)? = scenario["steps"]
        else { throw CancellationError() }
        return steps.compactMap { step in
            guard case .object(let members) = step, case .string(let text)? = members["text"], case .bool(let applicable)? = members["applicable"]
            else { return nil }
            return (text, applicable)
        }
    }

    @Test("on iOS the Enter action and its Android check are not applicable; on Android both are; Space stays everywhere")
    func enterOnIOS() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("features/platform-actions-toggle.feature", feature)
        let ios = try steps(path, on: "ios")
        #expect(ios.map(\.applicable) == [true, true, false, false], "\(ios)")
        let android = try steps(path, on: "android")
        #expect(android.map(\.applicable) == [true, true, true, true], "\(android)")
    }
}
