import Foundation
import StepwiseCLI
import Testing

private let valid = """
    Feature: Sign in
      Scenario: Good password
        Given a registered user
        When she signs in
        Then she sees her dashboard

    """

@Suite("stepwise check")
struct CheckCommandTests {
    @Test("a valid file passes with a summary")
    func validFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("sign_in.feature", valid)
        let result = run(["check", file])
        #expect(result.status == 0)
        #expect(result.out == "1 file, 0 with errors\n")
        #expect(result.err.isEmpty)
    }

    @Test("every problem is reported as path:line:column: error: message, exit 1")
    func errorsAreListed() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/good.feature", valid)
        let bad = try folder.write("b/bad.feature", "Feature: x\n  Scenario: y\n    Given z\n    | a | b |\n    | c |\nnonsense\n")
        try folder.write("c/doc.feature.md", "# Feature: Markdown\n\n## Scenario: s\n\n- Given a step\n")
        let result = run(["check", folder.path])
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(bad):5:5: error: inconsistent cell count within the table",
                "\(bad):6:1: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'nonsense'",
                "3 files, 1 with errors",
            ])
    }

    @Test("the end of the file is reported on the line after the last")
    func unexpectedEndOfFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("open.feature", "Feature: x\n  Scenario: y\n    Given z\n      \"\"\"\n      text\n")
        let result = run(["check", file])
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("\(file):6:1: error: unexpected end of file, expected: #DocStringSeparator, #Other\n"))
    }

    @Test("a missing path is one clear line and exit 2")
    func missingPath() throws {
        let folder = try TemporaryFolder()
        let result = run(["check", folder.path + "/nope.feature"])
        #expect(result.status == 2)
        #expect(result.err == "\(folder.path)/nope.feature: error: no such file or directory\n")
        #expect(result.out.isEmpty)
    }

    @Test("a folder without features is one clear line and exit 2")
    func emptyFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "hello")
        try folder.write(".hidden/skipped.feature", valid)
        let result = run(["check", folder.path])
        #expect(result.status == 2)
        #expect(result.err == "\(folder.path): error: no .feature or .feature.md files in this folder\n")
    }

    @Test("a binary file is refused with exit 2, the others still checked")
    func binaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.feature", valid)
        let binary = try folder.write("image.feature", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
        let result = run(["check", folder.path])
        #expect(result.status == 2)
        #expect(result.err == "\(binary):1:1: error: invalid UTF-8, Gherkin files must be UTF-8 text\n")
        #expect(result.out == "2 files, 0 with errors, 1 unreadable\n")
        let nul = try folder.write("nul.feature", bytes: Array("Feature: x\n".utf8) + [0x00])
        let second = run(["check", nul])
        #expect(second.status == 2)
        #expect(second.err == "\(nul):2:1: error: binary file (NUL byte), not Gherkin text\n")
    }

    @Test("invalid UTF-8 is located by line and column, exit 2")
    func invalidUTF8() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("latin1.feature", bytes: Array("Feature: x\n  Scenario: caf".utf8) + [0xE9, 0x0A])
        let result = run(["check", file])
        #expect(result.status == 2)
        #expect(result.err == "\(file):2:16: error: invalid UTF-8, Gherkin files must be UTF-8 text\n")
    }

    @Test("UTF-16 text (little or big endian, as Windows tools save it) is named as such, exit 2")
    func utf16() throws {
        let folder = try TemporaryFolder()
        for (name, bom) in [("le.feature", [UInt8]([0xFF, 0xFE])), ("be.feature", [0xFE, 0xFF])] {
            let units = Array("Feature: x\n".utf16)
            let body = units.flatMap { unit -> [UInt8] in
                let low = UInt8(unit & 0xFF)
                let high = UInt8(unit >> 8)
                return name == "le.feature" ? [low, high] : [high, low]
            }
            let file = try folder.write(name, bytes: bom + body)
            let result = run(["check", file])
            #expect(result.status == 2)
            #expect(result.err == "\(file):1:1: error: UTF-16 text; save the file as UTF-8\n")
        }
    }

    @Test("a byte-order mark is accepted")
    func byteOrderMark() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("bom.feature", bytes: [0xEF, 0xBB, 0xBF] + Array(valid.utf8))
        #expect(run(["check", file]).status == 0)
    }

    @Test("no paths where there is no features folder, or an unknown option, is a usage error; with one, check reads it")
    func usage() throws {
        let empty = try TemporaryFolder()
        let none = try ChildProcess(try BuiltBinary.stepwise(), ["check"], environment: ProcessInfo.processInfo.environment, directory: empty.path)
        none.closeInput()
        #expect(none.waitForExit(timeout: 60) == 2)
        #expect(none.output.contains("no paths given, and no features folder here"), "\(none.output)")
        _ = try empty.write("features/ok.feature", "Feature: F\n  Scenario: S\n    Given a step\n")
        let here = try ChildProcess(try BuiltBinary.stepwise(), ["check"], environment: ProcessInfo.processInfo.environment, directory: empty.path)
        here.closeInput()
        #expect(here.waitForExit(timeout: 60) == 0, "\(here.output)")
        #expect(run(["check", "--frobnicate"]).status == 2)
        #expect(run(["frobnicate"]).status == 2)
        #expect(run(["check", "--help"]).status == 0)
    }
}
