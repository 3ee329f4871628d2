import Foundation
import Paths

/// How the person ran Stepwise, so that a printed hint (`Resume with: …`) is a command that
/// works when pasted: `swift run stepwise` when it was started by `swift run` from a checkout,
/// the path typed when it was run by path, else `stepwise` (installed on the PATH). Every hint
/// goes through `ProgramPath.invocation`, here and in the modules below.
package enum Invocation {
    package static var command: String { ProgramPath.command }

    package static func describe(
        _ program: String, workingFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        ProgramPath.invocation(program, workingFolder: workingFolder, environment: environment)
    }

    /// A word as a shell reads it back: quoted only when it needs to be.
    package static func quoted(_ word: String) -> String { ProgramPath.shellWord(word) }
}
