import Foundation
import Testing

/// README.md's console examples, run as a newcomer would run them on a fresh copy of the
/// project, and compared with what README says they print.
///
/// Each ```` ```console ```` block holds commands (`$ …`) and their output. `swift run stepwise`
/// in a command is the built binary. Before a block, `<!-- readme-setup: COMMAND -->` lines
/// run first (to make the sessions, keys or broken files an example needs), in the same
/// folder, where `stepwise` is the built binary too. In the printed output, `…` stands for
/// any text: alone on a line, for any number of lines; within a line, for any part of it.
/// Session ids, times and hashes differ from run to run and are compared by their shape. A
/// `run` example stops at its first prompt, so its output need only begin as README shows.
@Suite("README's console examples")
struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let line: Int
        let setup: [String]
        let commands: [(command: String, output: [String])]
        var testDescription: String { "README.md:\(line)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples: [Example] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var setup: [String] = []
        var inBlock = false
        var blockLine = 0
        var commands: [(String, [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if inBlock {
                if line.hasPrefix("```") {
                    examples.append(Example(line: blockLine, setup: setup, commands: commands))
                    setup = []
                    commands = []
                    inBlock = false
                } else if line.hasPrefix("$ ") {
                    commands.append((String(line.dropFirst(2)), []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].1.append(line)
                }
            } else if line.hasPrefix("<!-- readme-setup: "), line.hasSuffix(" -->") {
                setup.append(String(line.dropFirst("<!-- readme-setup: ".count).dropLast(" -->".count)))
            } else if line == "```console" {
                inBlock = true
                blockLine = index + 1
            }
        }
        return examples.filter { !$0.commands.isEmpty }
    }()

    @Test("README has console examples to check")
    func thereAreExamples() {
        #expect(Self.examples.count >= 8, "README.md's console examples were not found")
    }

    @Test("each example prints what README shows, on a fresh copy of the project", arguments: examples)
    func example(_ example: Example) throws {
        let folder = try TemporaryFolder()
        for name in ["features", "examples", "steps", "criteria"] {
            let source = Self.packageRoot.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: source) {
                try FileManager.default.copyItem(atPath: source, toPath: folder.path + "/" + name)
            }
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/home", withIntermediateDirectories: true)
        let binary = try BuiltBinary.stepwise()
        let binFolder = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: binFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: binFolder + "/stepwise", withDestinationPath: binary)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path + "/home"
        environment["STEPWISE_RESULTS"] = nil
        environment["NO_COLOR"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        for command in example.setup {
            let result = try Self.shell(command, environment: environment, in: folder.path)
            #expect(result.status == 0, "setup '\(command)' failed: \(result.output)")
        }
        for (command, expected) in example.commands {
            let line = command.replacingOccurrences(of: "swift run stepwise", with: "stepwise")
            let result = try Self.shell(line, environment: environment, in: folder.path)
            #expect(result.status != nil, "\(command) did not finish")
            let actual = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = actual.last == "" ? Array(actual.dropLast()) : actual
            let prefixOnly = line.hasPrefix("stepwise run ")
            #expect(
                Self.matches(expected, lines, prefixOnly: prefixOnly),
                "README.md:\(example.line): '\(command)' printed:\n\(lines.joined(separator: "\n"))\nREADME shows:\n\(expected.joined(separator: "\n"))")
        }
    }

    static func shell(_ command: String, environment: [String: String], in directory: String) throws -> (status: Int32?, output: String) {
        let process = try ChildProcess("/bin/sh", ["-c", command], environment: environment, directory: directory)
        process.closeInput()
        return (process.waitForExit(timeout: 60), process.output)
    }

    /// Whether actual lines are what README shows, with `…` wildcards and volatile values
    /// compared by shape.
    static func matches(_ expected: [String], _ actual: [String], prefixOnly: Bool) -> Bool {
        func lineMatches(_ pattern: String, _ line: String) -> Bool {
            let pieces = normalised(pattern).components(separatedBy: "…")
            let text = normalised(line)
            guard pieces.count > 1 else { return pieces[0] == text }
            guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]) else { return false }
            var rest = text.dropFirst(pieces[0].count)
            for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.count >= pieces[pieces.count - 1].count
        }
        func match(_ e: ArraySlice<String>, _ a: ArraySlice<String>) -> Bool {
            guard let first = e.first else { return a.isEmpty || prefixOnly }
            if first == "…" {
                let rest = e.dropFirst()
                for start in a.startIndex...a.endIndex where match(rest, a[start...]) { return true }
                return false
            }
            guard let line = a.first, lineMatches(first, line) else { return false }
            return match(e.dropFirst(), a.dropFirst())
        }
        return match(expected[...], actual[...])
    }

    /// Values that differ from run to run, by their shape: session and sign-off ids, times,
    /// hashes; trailing spaces dropped.
    static func normalised(_ line: String) -> String {
        var text = line
        while text.hasSuffix(" ") { text.removeLast() }
        let shapes: [(String, String)] = [
            (#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"#, "<time>"),
            (#"\d{8}-\d{6}(-[a-z0-9]+)*"#, "<id>"),
            (#"\b[0-9a-f]{16,64}\b"#, "<hash>"),
        ]
        for (pattern, replacement) in shapes {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
