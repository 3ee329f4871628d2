import Foundation
import Paths

/// How the person ran Stepwise, so that a printed hint (`Resume with: …`) is a command that
/// works when pasted: `swift run stepwise` when it was started by `swift run` from a checkout,
/// the path typed when it was run by path, else `stepwise` (installed on the PATH).
enum Invocation {
    static let command: String = describe(CommandLine.arguments.first ?? "stepwise", workingFolder: FileManager.default.currentDirectoryPath)

    static func describe(_ program: String, workingFolder: String) -> String {
        guard program.contains("/") else { return "stepwise" }
        // `swift run` starts `<package>/.build/<triple>/<configuration>/stepwise` by its full path.
        if let build = program.range(of: "/.build/") {
            let package = String(program[..<build.lowerBound])
            if package == workingFolder { return "swift run stepwise" }
            return "swift run --package-path \(quoted(package)) stepwise"
        }
        return quoted(program)
    }

    /// A word as a shell reads it back: quoted only when it needs to be.
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@=,".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
