import Foundation
import StepwiseCLI
import Testing

private let criteria = """
    ## Gherkin

    ### #a11y - Native Accessibility Acceptance Criteria

    How to test a toggle

    GIVEN THAT I am on a screen with a toggle

    1. Scenario: Test keyboard actions

       - WHEN I press "SPACE"
          - THEN the toggle changes state

    Full information: https://www.magentaa11y.com/#/native-criteria/controls/segmented-control
    """

@Suite("stepwise import")
struct ImportCommandTests {
    @Test("without --out the feature is printed; warnings go to standard error as file:line")
    func printsFeature() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("toggle.md", criteria)
        let result = run(["import", path])
        #expect(result.status == 0)
        #expect(result.out.contains("Feature: Toggle\n"))
        // Printed features belong to the working folder's project, which the temporary folder
        // is not in: the document is named as given, with a warning (see the tests below).
        #expect(result.out.contains("    # source: \(path):11\n    When I press \"SPACE\"\n"))
        #expect(
            result.err.hasPrefix(
                "\(path):14: warning: the Full information link (https://www.magentaa11y.com/#/native-criteria/controls/segmented-control) does not look like it is for 'Toggle'\n"
            ))
    }

    @Test("--out writes one file per component, atomically, and never over other content without --force")
    func writesFiles() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("toggle.md", criteria)
        let out = folder.path + "/features"
        let first = run(["import", path, "--out", out])
        #expect(first.status == 0)
        #expect(first.out == "\(out)/toggle.feature: written\n")
        let written = try String(contentsOfFile: out + "/toggle.feature", encoding: .utf8)
        // `features` is created in the temporary folder, which makes that the project.
        #expect(written.hasPrefix("# Imported by Stepwise from toggle.md:"))
        #expect(run(["import", path, "--out", out]).out == "\(out)/toggle.feature: unchanged\n")

        try "edited by hand\n".write(toFile: out + "/toggle.feature", atomically: true, encoding: .utf8)
        let refused = run(["import", path, "--out", out])
        #expect(refused.status == 1)
        #expect(refused.err.contains("\(out)/toggle.feature: error: exists with other content; not overwritten (use --force)"))
        #expect(try String(contentsOfFile: out + "/toggle.feature", encoding: .utf8) == "edited by hand\n")

        #expect(run(["import", path, "--out", out, "--force"]).status == 0)
        #expect(try String(contentsOfFile: out + "/toggle.feature", encoding: .utf8) == written)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(leftovers == ["toggle.feature"])
    }

    @Test(
        "features name their document by its path in the project, however it is spelled",
        arguments: ["criteria/toggle.md", "criteria/../criteria/toggle.md", "criteria/./toggle.md"])
    func projectRelativeSource(spelling: String) throws {
        let project = try TemporaryFolder()
        try project.write("criteria/toggle.md", criteria)
        let out = project.path + "/features"  // not there yet: it makes the folder holding it the project
        let result = run(["import", project.path + "/" + spelling, "--out", out])
        #expect(result.status == 0)
        #expect(!result.err.contains("outside the project"))
        let written = try String(contentsOfFile: out + "/toggle.feature", encoding: .utf8)
        #expect(written.hasPrefix("# Imported by Stepwise from criteria/toggle.md:3\n"))
        #expect(written.contains("    # source: criteria/toggle.md:11\n    When I press \"SPACE\"\n"))
        #expect(!written.contains("../") && !written.contains(project.path))
        // The same bytes once `features` exists, as the project's files are named from then on.
        #expect(run(["import", project.path + "/" + spelling, "--out", out]).out == "\(out)/toggle.feature: unchanged\n")
    }

    @Test("a document outside the project is named as given, with a warning saying how to fix it")
    func sourceOutsideProject() throws {
        let project = try TemporaryFolder()
        try project.write(".git/HEAD", "ref: refs/heads/main\n")
        let elsewhere = try TemporaryFolder()
        let path = try elsewhere.write("toggle.md", criteria)
        let out = project.path + "/tests/a11y"
        let result = run(["import", path, "--out", out])
        #expect(result.status == 0)
        let root = try #require(realpath(project.path, nil))
        defer { free(root) }
        #expect(
            result.err.hasSuffix(
                "\(path): warning: the document is outside the project (\(String(cString: root))), so the features name it "
                    + "as given, a path others may not have; copy it into the project (for example into criteria/) "
                    + "and import it from there\n"))
        let written = try String(contentsOfFile: out + "/toggle.feature", encoding: .utf8)
        #expect(written.hasPrefix("# Imported by Stepwise from \(path):3\n"))
        #expect(written.contains("    # source: \(path):11\n"))
    }

    @Test("criteria from standard input")
    func standardInput() {
        let result = run(["import", "-"], stdin: criteria)
        #expect(result.status == 0)
        #expect(result.out.contains("# source: <stdin>:11"))
    }

    @Test("a document without criteria is refused with exit 1")
    func refused() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("notes.md", "## General Notes\n\n- Use native controls\n")
        let result = run(["import", path])
        #expect(result.status == 1)
        #expect(result.err == "\(path): error: no acceptance criteria found\n")
        #expect(result.out.isEmpty)
    }

    @Test("check and gherkin read criteria documents directly")
    func onTheFly() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("toggle.md", criteria)
        let checked = run(["check", path])
        #expect(checked.status == 0)
        #expect(checked.out == "1 file, 0 with errors\n")
        let messages = run(["gherkin", "--no-source", "--no-ast", "--predictable-ids", path])
        #expect(messages.status == 0)
        #expect(messages.out.contains("\"name\":\"Test keyboard actions\""))
        #expect(messages.out.contains("\"uri\":\"\(path)\""))
        let notes = try folder.write("notes.md", "Just notes.\n")
        let bad = run(["check", notes])
        #expect(bad.status == 1)
        #expect(bad.out.hasPrefix("\(notes):1:1: error: no acceptance criteria found\n"))
    }
}
