import Foundation
import Testing

/// `café.feature` with é as one code point (NFC, U+00E9) and as e and a combining accent (NFD,
/// U+0065 U+0301) is one file to a person: macOS tools, archivers and some git setups turn one
/// into the other. The verdicts recorded against it must stay with it whichever spelling the
/// file system has today, not turn untested with results "no longer in the plan".
@Suite("Unicode file names: one feature in NFC or NFD")
struct UnicodeFileNamesTests {
    let folder: TemporaryFolder
    let results: String
    let nfc = "caf\u{E9}.feature"
    let nfd = "cafe\u{301}.feature"

    init() throws {
        folder = try TemporaryFolder()
        results = folder.path + "/results"
        try folder.write(
            "features/" + nfc, "Feature: Café\n\n  Scenario: Menu\n    When I open the menu\n\n  Scenario: Order\n    When I order a coffee\n")
    }

    /// Swift compares strings by canonical equivalence, so the two spellings are told apart
    /// by their bytes.
    func sameBytes(_ one: String, _ other: String) -> Bool { Array(one.utf8) == Array(other.utf8) }

    @Test("a session recorded on the NFC name keeps its verdicts after the file is renamed to NFD")
    func renamedToNFD() throws {
        #expect(!sameBytes(nfc, nfd))
        let ran = run(
            ["run", folder.path + "/features", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "p\nf the order was lost\n")
        #expect(ran.status == 0, "\(ran.err)")
        try FileManager.default.moveItem(atPath: folder.path + "/features/" + nfc, toPath: folder.path + "/features/" + nfd)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/features")
        #expect(names.count == 1 && names.allSatisfy { sameBytes($0, nfd) }, "the file system kept the NFD spelling")

        let status = run(["status", folder.path + "/features", "--results", results])
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out.contains("Total: 1 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested"), "\(status.out)")
        #expect(!status.out.contains("Not in this plan") && !status.err.contains("Not in this plan"), "\(status.out)\(status.err)")

        let results = run(["results", folder.path + "/features", "--results", self.results])
        #expect(results.status == 0, "\(results.err)")
        #expect(!results.out.contains("untested") && !results.out.contains("no longer in the plan"), "\(results.out)")

        // Selecting a scenario by its line works with the name as the file system spells it.
        let plan = run(["plan", folder.path + "/features/" + nfd + ":6", "--format", "json"])
        #expect(plan.status == 0, "\(plan.err)")
        #expect(plan.out.contains("\"name\":\"Order\"") && !plan.out.contains("\"name\":\"Menu\""), "\(plan.out)")

        // Resuming nothing and re-running the failure finds the scenario under its new name.
        let rerun = run(
            ["run", "--rerun", "failed", folder.path + "/features", "--tester", "Ann", "--results", self.results, "--answers", "-", "--plain"],
            stdin: "p\n")
        #expect(rerun.status == 0, "\(rerun.err)")
        #expect(rerun.out.contains("Order"), "\(rerun.out)")
    }

    @Test("the plan names the feature in NFC whichever spelling the file system has")
    func planNamesNFC() throws {
        try FileManager.default.moveItem(atPath: folder.path + "/features/" + nfc, toPath: folder.path + "/features/" + nfd)
        let plan = run(["plan", folder.path + "/features", "--format", "json"])
        #expect(plan.status == 0, "\(plan.err)")
        #expect(plan.out.utf8.contains(Array("features/caf\u{E9}.feature".utf8)), "\(plan.out)")
        #expect(!plan.out.utf8.contains(Array("features/cafe\u{301}.feature".utf8)), "\(plan.out)")
    }
}

extension String.UTF8View {
    /// Whether the bytes hold `needle` as a run of bytes (not by canonical equivalence).
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        let bytes = Array(self)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}
