import Foundation
import Ledger
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// `e` in a session, with paths as terminals paste and drop them: each file its own evidence
/// record, copied into results/evidence; a folder or a missing file refused by name.
@Suite("stepwise run: e PATHS")
struct EvidencePathsTests {
    /// A session on Android's first step, with two files to attach (one with a space in its
    /// name) and a folder; `answers` are typed there.
    func session(_ answers: String) throws -> (folder: TemporaryFolder, out: String, evidence: [LedgerRecord]) {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", toggleFeature)
        try folder.write("shots/My Shot.png", "first")
        try folder.write("shots/two.txt", "second")
        let results = folder.path + "/results"
        let answers = answers.replacingOccurrences(of: "DIR", with: folder.path)
        let result = run(
            ["run", folder.path + "/features", "--platform", "android", "--tester", "Bo", "--results", results, "--answers", "-", "--plain"],
            stdin: answers)
        #expect(result.status == 0, "\(result.err)")
        let records = try SessionLedger.readFolder(results).flatMap(\.records)
        return (folder, result.out, records.filter { $0.type == RecordType.evidence })
    }

    /// The stored copy an evidence record names.
    func stored(_ record: LedgerRecord, in folder: TemporaryFolder) -> String? {
        FileManager.default.contents(atPath: folder.path + "/results/" + (record.string("path") ?? "")).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("several files at once, quoted and escaped: each its own record, in the order typed")
    func several() throws {
        let (folder, out, evidence) = try session(#"e 'DIR/shots/My Shot.png' DIR/shots/two.txt"# + "\n" + #"e DIR/shots/My\ Shot.png"# + "\n")
        #expect(evidence.map { $0.string("file") } == ["My Shot.png", "two.txt", "My Shot.png"])
        #expect(evidence.map { stored($0, in: folder) } == ["first", "second", "first"])
        #expect(evidence.allSatisfy { $0.int("step") == 0 })
        let first = try #require(evidence.first?.string("path"))
        #expect(out.contains("Evidence for step 1 saved as \(first) (My Shot.png).\nEvidence for step 1 saved as "))
        #expect(
            out.contains("> e DIR/shots/My\\ Shot.png\nEvidence for step 1 saved as \(first).\n".replacingOccurrences(of: "DIR", with: folder.path)))
    }

    @Test("a file:// URL with percent-encoding, a double-quoted path, and Finder's unquoted Copy as Pathname")
    func otherForms() throws {
        let (_, _, evidence) = try session("e file://DIR/shots/My%20Shot.png\ne \"DIR/shots/My Shot.png\"\ne DIR/shots/My Shot.png\n")
        #expect(evidence.map { $0.string("file") } == ["My Shot.png", "My Shot.png", "My Shot.png"])
    }

    @Test("a folder is refused as a folder; a missing file is named as understood; with several, none is attached")
    func refused() throws {
        let (folder, out, evidence) = try session("e DIR/shots\ne 'DIR/shots/No Such.png'\ne DIR/shots/two.txt DIR/nope.png\n")
        #expect(evidence.isEmpty)
        #expect(out.contains("> e DIR/shots\nDIR/shots is a folder; attach the files in it.\n".replacingOccurrences(of: "DIR", with: folder.path)))
        #expect(out.contains("No file at \(folder.path)/shots/No Such.png.\n"))
        #expect(out.contains("No file at \(folder.path)/nope.png.\nNothing attached; type e again with the files that exist.\n"))
    }

    @Test("an unclosed quote is one line, and nothing is attached")
    func unclosed() throws {
        let (_, out, evidence) = try session("e 'DIR/shots/My Shot.png\n")
        #expect(evidence.isEmpty)
        #expect(out.contains("The paths after 'e' open a quote (') that is not closed; nothing attached."))
    }

    @Test("a Windows path where no drive is mounted is said to be one", .enabled(if: !FileManager.default.fileExists(atPath: "/mnt/c")))
    func windowsPath() throws {
        let (_, out, evidence) = try session(#"e "C:\Users\me\shot.png""# + "\n")
        #expect(evidence.isEmpty)
        #expect(out.contains(#"C:\Users\me\shot.png is a Windows path, which this machine cannot open; copy the file here and attach the copy."#))
    }

    @Test("evidence given after a verdict belongs to the step just judged, and the confirmation says which step")
    func afterAVerdict() throws {
        // Step 1 passed; step 2 failed, then its screenshot; then step 3 is judged without any.
        let (folder, out, evidence) = try session("p\nf no visible focus ring\ne 'DIR/shots/My Shot.png'\np\n")
        defer { withExtendedLifetime(folder) {} }
        #expect(evidence.map { $0.int("step") } == [1])
        #expect(
            out.contains("> e 'DIR/shots/My Shot.png'\nEvidence for step 2 saved as ".replacingOccurrences(of: "DIR", with: folder.path)), "\(out)")
    }
}
