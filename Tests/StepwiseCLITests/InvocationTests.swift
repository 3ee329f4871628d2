import Foundation
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// The tool as people invoke it, run as the built binary: one-character and relative path
/// spellings, output that cannot be written, devices and FIFOs as output, endless input.
/// Each of these crashed, hung or replaced a device before.
@Suite("Invocations as people type them")
struct InvocationTests {
    private let feature = "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n\n  Scenario: Gestures\n    When I swipe\n"

    private func stepwise(_ arguments: [String], in directory: String, input: String? = nil) throws -> (status: Int32?, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        environment["NO_COLOR"] = "1"
        let process = try ChildProcess(try BuiltBinary.stepwise(), arguments, environment: environment, directory: directory)
        if let input { process.send(input) }
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    /// Runs a shell command line with `$SW` set to the built binary.
    private func shell(_ command: String, in directory: String) throws -> (status: Int32?, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["SW"] = try BuiltBinary.stepwise()
        environment["STEPWISE_RESULTS"] = nil
        let process = try ChildProcess("/bin/sh", ["-c", command], environment: environment, directory: directory)
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    @Test("one-character names: a file x.feature, the folder '.', a results folder R, a folder f holding a link")
    func oneCharacterPaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.feature", feature)
        try folder.write("features/toggle.feature", feature)
        try FileManager.default.createDirectory(atPath: folder.path + "/f", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/f/link.feature", withDestinationPath: folder.path + "/x.feature")
        for (arguments, directory) in [
            (["plan", "x.feature"], folder.path), (["plan", "."], folder.path + "/features"), (["plan", "f/link.feature"], folder.path),
            (["steps", "--undefined", "x.feature"], folder.path),
        ] {
            let result = try stepwise(arguments, in: directory)
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.output)")
            #expect(!result.output.contains("crashed"), "\(arguments): \(result.output)")
        }
        let ran = try stepwise(["run", "features", "--tester", "a", "--answers", "-", "--results", "R", "--plain"], in: folder.path, input: "p\np\n")
        #expect(ran.status == 0, "\(ran.output)")
        #expect(ran.output.contains("Session finished"))
        for arguments in [["status", "features", "--results", "R"], ["verify", "--results", "R"], ["results", "features", "--results", "R"]] {
            let result = try stepwise(arguments, in: folder.path)
            #expect(result.status == 0, "\(arguments): \(result.output)")
        }
    }

    @Test("output that cannot be written is one error line and exit 2, for every command")
    func fullOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        for command in [
            "plan features", "check features", "status features", "verify", "gherkin features/toggle.feature", "export --format csv features",
        ] {
            let result = try shell("\"$SW\" \(command) > /dev/full", in: folder.path)
            #expect(result.status == 2, "\(command): \(result.output)")
            #expect(result.output.contains("error: cannot write to standard output: No space left on device"), "\(command): \(result.output)")
            #expect(!result.output.contains("Fatal error"))
        }
    }

    @Test("export --out: /dev/null stays a device, a FIFO is written into, a link is followed and stays a link; /dev/full is exit 2")
    func exportTargets() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        let devNull = try shell(
            "\"$SW\" export --format markdown features --out /dev/null && test -c /dev/null && echo still-a-device", in: folder.path)
        #expect(devNull.status == 0 && devNull.output.contains("still-a-device"), "\(devNull.output)")
        let full = try shell("\"$SW\" export --format markdown features --out /dev/full", in: folder.path)
        #expect(full.status == 2 && full.output.contains("/dev/full: error: cannot write file"), "\(full.output)")
        let fifo = try shell(
            "mkfifo pipe && (cat pipe > read.md &) && \"$SW\" export --format markdown features --out pipe && sleep 0.2 && test -p pipe && grep -c 'Manual test results' read.md",
            in: folder.path)
        #expect(fifo.status == 0 && fifo.output.contains("1"), "\(fifo.output)")
        try folder.write("real.md", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.md", withDestinationPath: "real.md")
        let link = try shell(
            "\"$SW\" export --format markdown features --out link.md && test -L link.md && grep -c 'Manual test results' real.md", in: folder.path)
        #expect(link.status == 0 && link.output.contains("1"), "\(link.output)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("answers are read as each prompt needs one: a driver sees each prompt first; endless input is refused, not hoarded")
    func answersLineByLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        let session = try ChildProcess(
            try BuiltBinary.stepwise(), ["run", "features", "--tester", "a", "--answers", "-", "--plain"], environment: environment,
            directory: folder.path)
        #expect(session.waitFor("Step 1 of 1: When I press TAB"))
        #expect(session.waitFor("Verdict"))
        #expect(!session.output.contains("When I swipe"), "the second scenario was shown before the first was answered")
        session.send("p\n")
        #expect(session.waitFor("When I swipe"))
        session.send("p\n")
        #expect(session.waitForExit() == 0)

        let endless = try shell("timeout 20 \"$SW\" run features --tester a --answers /dev/zero --plain", in: folder.path)
        #expect(endless.status == 2, "\(endless.output)")
        #expect(endless.output.contains("/dev/zero: error: line 1 is longer than 65536 bytes"), "\(endless.output)")
        let yes = try shell("yes p | timeout 20 \"$SW\" run features --tester a --answers - --plain", in: folder.path)
        #expect(yes.status == 0, "\(yes.output)")
        #expect(yes.output.contains("Session finished: 2 of 2 scenarios"))
    }

    @Test("a scenario's results are found however its file is spelled and from wherever the command runs")
    func spellingsAndFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/linked", withDestinationPath: folder.path + "/features")
        let elsewhere = try TemporaryFolder()
        let ran = try stepwise(["run", "features", "--tester", "a", "--answers", "-", "--plain"], in: folder.path, input: "p\nf it broke\n")
        #expect(ran.status == 0, "\(ran.output)")
        let reference = try stepwise(["status", "features"], in: folder.path)
        #expect(reference.output.contains("features/toggle.feature on any platform: 1 passed, 1 failed"), "\(reference.output)")
        let spellings: [([String], String)] = [
            (["status", "./features/"], folder.path), (["status", folder.path + "/features"], folder.path),
            (["status", "features/toggle.feature"], folder.path), (["status", "linked"], folder.path),
            (["status", "../features", "--results", "../results"], folder.path + "/sub"),
            (["status", folder.path + "/features/", "--results", folder.path + "/results"], elsewhere.path),
            (["status", "toggle.feature", "--results", "../results"], folder.path + "/features"),
        ]
        for (arguments, directory) in spellings {
            let result = try stepwise(arguments, in: directory)
            #expect(result.status == 0, "\(arguments) in \(directory): \(result.output)")
            #expect(result.output == reference.output, "\(arguments) in \(directory)")
        }
        let exportHere = try stepwise(["export", "--format", "junit", "features"], in: folder.path)
        let exportThere = try stepwise(["export", "--format", "junit", "../features", "--results", "../results"], in: folder.path + "/sub")
        #expect(stripTimes(exportHere.output) == stripTimes(exportThere.output))
    }

    @Test("a failed step in a scenario left unfinished shows as failed (in progress) in status, results, --check and exports")
    func unfinishedFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n    Then focus moves\n")
        let ran = try stepwise(["run", "features", "--tester", "a", "--answers", "-", "--plain"], in: folder.path, input: "f focus stuck\nq\n")
        #expect(ran.status == 0, "\(ran.output)")
        let status = try stepwise(["status", "features", "--check"], in: folder.path)
        #expect(status.status == 1)
        #expect(status.output.contains("0 passed, 1 failed"), "\(status.output)")
        let results = try stepwise(["results", "features"], in: folder.path)
        #expect(results.output.contains("Keyboard on any platform: failed (in progress)"), "\(results.output)")
        let junit = try stepwise(["export", "--format", "junit", "features"], in: folder.path)
        #expect(junit.output.contains("failures=\"1\""), "\(junit.output)")
        // Finishing the scenario later gives it one verdict, not two.
        let resumed = try stepwise(["run", "--resume", "--answers", "-", "--plain"], in: folder.path, input: "p\n")
        #expect(resumed.status == 0, "\(resumed.output)")
        let after = try stepwise(["results", "features", "--format", "json"], in: folder.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [String: Any])
        let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["state"] as? String == "failed")
        #expect((scenario["history"] as? [Any])?.count == 1, "\(after.output)")
    }

    private func stripTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT[0-9:.]+Z?"#, with: "T", options: .regularExpression)
            .replacingOccurrences(of: #"time="[^"]*""#, with: "", options: .regularExpression)
    }

    @Test("a link loop, a link to nothing and a FIFO named as a feature are said, and --check fails; a linked folder is read")
    func unreadableCriteria() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/features/loop", withDestinationPath: folder.path + "/features")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/features/gone.feature", withDestinationPath: folder.path + "/nowhere")
        #expect(mkfifo(folder.path + "/features/pipe.feature", 0o644) == 0)
        let status = try stepwise(["status", "features", "--check"], in: folder.path)
        #expect(status.status == 1, "\(status.output)")
        #expect(status.output.contains("features/loop: error: not read: a symbolic link back to a folder already read"), "\(status.output)")
        #expect(status.output.contains("features/gone.feature: error: not read: a symbolic link to nothing"), "\(status.output)")
        #expect(status.output.contains("features/pipe.feature: error: not read: not a regular file"), "\(status.output)")
        #expect(status.output.contains("features/toggle.feature on any platform"), "the readable feature is still planned")
    }

    @Test(
        "a features folder that cannot be listed is said and --check fails",
        .enabled(if: getuid() != 0, "running as root, which can list any folder: the unreadable-folder case cannot be made here"))
    func unlistableFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        try folder.write("features/locked/more.feature", feature)
        #expect(chmod(folder.path + "/features/locked", 0) == 0)
        defer { chmod(folder.path + "/features/locked", 0o755) }
        let status = try stepwise(["status", "features", "--check"], in: folder.path)
        #expect(status.status == 1)
        #expect(status.output.contains("features/locked: error: not read: cannot list this folder"), "\(status.output)")
    }

    @Test("hints name the command as it was run: swift run's relative .build path, .build/debug, an absolute .build path, ./stepwise")
    func hintSpellings() {
        let noPath = ["PATH": "/nonexistent"]
        func hint(_ program: String, from folder: String = "/p") -> String {
            Invocation.describe(program, workingFolder: folder, environment: noPath)
        }
        // `swift run` starts the product by its path relative to the package.
        #expect(hint(".build/x86_64-unknown-linux-gnu/debug/stepwise") == "swift run stepwise")
        #expect(hint(".build/aarch64-unknown-linux-gnu/debug/stepwise") == "swift run stepwise")
        #expect(hint(".build/debug/stepwise") == "swift run stepwise")
        #expect(hint("./.build/release/stepwise") == "swift run -c release stepwise")
        #expect(hint("/x/.build/x86_64-unknown-linux-gnu/debug/stepwise", from: "/x") == "swift run stepwise")
        #expect(hint("/x/.build/x86_64-unknown-linux-gnu/debug/stepwise", from: "/x/") == "swift run stepwise")
        #expect(hint("/x/.build/x86_64-unknown-linux-gnu/debug/stepwise") == "swift run --package-path /x stepwise")
        #expect(hint("../x/.build/debug/stepwise", from: "/p/sub") == "swift run --package-path /p/x stepwise")
        #expect(hint("/my tools/.build/arm64-apple-macosx/release/stepwise") == "swift run --package-path '/my tools' -c release stepwise")
        // By path: as typed, quoted when the shell needs it.
        #expect(hint("./stepwise") == "./stepwise")
        #expect(hint("bin/stepwise") == "bin/stepwise")
        #expect(hint("/opt/my tools/stepwise") == "'/opt/my tools/stepwise'")
        #expect(hint("/opt/debug/stepwise") == "/opt/debug/stepwise", "a debug folder that is no build folder")
        // Found on PATH by its name.
        #expect(hint("stepwise") == "stepwise")
        #expect(hint("sw") == "sw")
    }

    @Test(
        "a path to the program PATH finds is its name; another one first on PATH keeps the path; another scratch folder is swift run beside Package.swift"
    )
    func hintsOnPath() throws {
        let folder = try TemporaryFolder()
        let installed = try folder.write("bin/stepwise", "#!/bin/sh\n")
        let other = try folder.write("other/stepwise", "#!/bin/sh\n")
        #expect(chmod(installed, 0o755) == 0 && chmod(other, 0o755) == 0)
        #expect(Invocation.describe(installed, workingFolder: "/p", environment: ["PATH": "/nonexistent:\(folder.path)/bin"]) == "stepwise")
        #expect(Invocation.describe("./bin/stepwise", workingFolder: folder.path, environment: ["PATH": "\(folder.path)/bin"]) == "stepwise")
        #expect(
            Invocation.describe(installed, workingFolder: "/p", environment: ["PATH": "\(folder.path)/other:\(folder.path)/bin"]) == installed,
            "another stepwise comes first on PATH: the name alone would run that one")
        #expect(Invocation.describe(installed, workingFolder: "/p", environment: [:]) == installed)
        try folder.write("package/Package.swift", "// swift-tools-version:6.0\n")
        let scratch = folder.path + "/package/.build-cli/x86_64-unknown-linux-gnu/debug/stepwise"
        #expect(Invocation.describe(scratch, workingFolder: folder.path + "/package", environment: [:]) == "swift run stepwise")
        let stray = folder.path + "/loose/.build-cli/debug/stepwise"
        #expect(Invocation.describe(stray, workingFolder: folder.path + "/loose", environment: [:]) == stray, "no Package.swift: no package to run")
    }

    @Test("the built tool's hints say how it was run: resume after .build/debug/stepwise, help after ./bin/stepwise, installed on PATH")
    func hintsFromTheTool() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        let binary = try BuiltBinary.stepwise()
        for link in [".build/debug/stepwise", "bin/stepwise"] {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: folder.path + "/" + link).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + link, withDestinationPath: binary)
        }
        let viaBuild = try shell(".build/debug/stepwise run features --tester a --answers - --plain", in: folder.path)
        #expect(viaBuild.status == 0, "\(viaBuild.output)")
        #expect(viaBuild.output.contains("Resume with: swift run stepwise run --resume "), "\(viaBuild.output)")
        let byPath = try shell("./bin/stepwise run --resume --answers - --plain", in: folder.path)
        #expect(byPath.output.contains("Resume with: ./bin/stepwise run --resume "), "\(byPath.output)")
        let mistyped = try shell("./bin/stepwise stauts", in: folder.path)
        #expect(mistyped.status == 2)
        #expect(mistyped.output.contains("did you mean 'status'?\nRun './bin/stepwise help' for every command."), "\(mistyped.output)")
        let help = try shell("./bin/stepwise help", in: folder.path)
        #expect(help.output.contains("Run './bin/stepwise help COMMAND' for a command's options."), "\(help.output)")
        for installed in ["PATH=\"$PWD/bin:$PATH\" stepwise help", "PATH=\"$PWD/bin:$PATH\" \"$PWD/bin/stepwise\" help"] {
            let result = try shell(installed, in: folder.path)
            #expect(result.output.contains("Run 'stepwise help COMMAND'"), "\(installed): \(result.output)")
        }
    }
}
