import Foundation
import Testing

/// `plan --close-gaps` on the bundled catalog, as the newcomer who tested one component runs
/// it: the scenarios it lists, once passed and taken into the ACR's selection, leave no gap
/// but those nothing checks; `run --close-gaps` tests exactly them; the ACR names the command.
@Suite("plan --close-gaps and run --close-gaps")
struct CloseGapsCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A temporary project holding the bundled features and steps.
    final class Bundled: TestProject {
        init() throws {
            try super.init(files: [:])
            for folder in ["features", "steps"] {
                try FileManager.default.copyItem(
                    atPath: CloseGapsCommandTests.repository.appendingPathComponent(folder).path, toPath: self.folder.path + "/" + folder)
            }
        }
    }

    @Test("after one component, the listed scenarios passed leave only the gaps nothing checks; the ACR ends its gap list with the command")
    func closesTheGaps() throws {
        let project = try Bundled()
        let button = project.features + "/web/component/button.feature"
        let selection = [button, "--platform", "desktop", "--results", project.results]
        #expect(
            run(["run", button, "--platform", "desktop", "--tester", "Ann", "--results", project.results, "--answers", "-"], stdin: "P\nP\n").status
                == 0)

        let acr = run(["export", "--format", "acr-markdown"] + selection)
        #expect(
            acr.out.contains("**Interim report, not yet a VPAT: 8 of 55 criteria settled in every product part; 47 gaps remain"),
            "\(acr.out.prefix(600))")
        #expect(acr.out.contains("The fewest scenarios that settle them: "), "the gap list ends with the command")
        #expect(acr.out.contains("plan --close-gaps "))

        let planned = run(["plan", "--close-gaps"] + selection)
        #expect(planned.status == 0, "\(planned.err)")
        let listed = planned.out.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(": settles ") }
        #expect(listed.count > 10 && listed.count < 60, "\(planned.out)")
        #expect(planned.out.hasPrefix("47 gaps (Web 47)."))

        // run --close-gaps plans exactly the listed scenarios; P passes each whole.
        let session = run(
            ["run", "--close-gaps"] + selection + ["--tester", "Bo", "--answers", "-"], stdin: String(repeating: "P\n", count: listed.count))
        #expect(session.status == 0, "\(session.err)")
        #expect(
            session.out.contains("Session finished: \(listed.count) of \(listed.count) scenarios, \(listed.count) passed."),
            "\(session.out.suffix(400))")

        // The ACR over the selection with the listed scenarios taken in has only the unreachable gaps left.
        let exportLine = try #require(planned.out.split(separator: "\n").first { $0.hasPrefix("Then make the ACR with them in its selection: ") })
        let places = exportLine.split(separator: " ").filter { $0.contains(".feature:") }.map(String.init)
        let unreachable = planned.out.split(separator: "\n").first { $0.hasPrefix("No scenario checks ") }.map(String.init) ?? ""
        let after = run(["export", "--format", "acr-markdown"] + selection + places)
        let gapCount = after.out.components(separatedBy: "The claim is incomplete: ").dropFirst().first?.prefix { $0 != " " }
        let unreachableCount = unreachable.components(separatedBy: "(Web)").count - 1
        if unreachableCount == 0 {
            #expect(after.out.contains("The claim is complete"), "\(after.out.prefix(800))")
        } else {
            #expect(gapCount == "\(unreachableCount)", "\(unreachable) / \(after.out.prefix(800))")
        }
        // Nothing left to close in that wider selection but what nothing checks.
        let again = run(["plan", "--close-gaps"] + selection + places)
        #expect(!again.out.contains(": settles "), "\(again.out)")
    }

    @Test("from a subfolder, the candidates are the project's features and the places it prints work from there")
    func fromASubfolder() throws {
        let project = try Bundled()
        let process = try ChildProcess(
            try BuiltBinary.stepwise(), ["plan", "--close-gaps", "web/component/button.feature", "--platform", "desktop"],
            environment: ["PATH": "/usr/bin:/bin"], directory: project.features)
        process.closeInput()
        #expect(process.waitForExit(timeout: 120) == 0, "\(process.output)")
        #expect(
            process.output.contains("(not in the selection): settles 1.1.1") || process.output.contains("settles 1.1.1"),
            "\(process.output.prefix(1500))")
        #expect(!process.output.contains("No scenario checks 1.1.1"), "the catalog was found: \(process.output.prefix(1500))")
        // The places to take into the ACR are paths that exist as written from that folder.
        let exportLine = try #require(process.output.split(separator: "\n").first { $0.hasPrefix("Then make the ACR with them in its selection: ") })
        for place in exportLine.split(separator: " ").filter({ $0.contains(".feature:") }) {
            let path = String(place.prefix { $0 != ":" })
            let resolved = path.hasPrefix("/") ? path : project.features + "/" + path
            #expect(FileManager.default.fileExists(atPath: resolved), "\(place)")
        }
    }
}
