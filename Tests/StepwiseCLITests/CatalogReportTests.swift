import Foundation
import Testing

/// The HTML report of the whole bundled catalog after one short session, as a team's first
/// day leaves it: small enough to send and to read (features nobody tested folded one line
/// per folder, passed scenarios folded under their headings), and still hiding no failure.
@Suite("HTML report of the bundled catalog")
struct CatalogReportTests {
    /// The bundled features and steps in a temporary project.
    final class Catalog: TestProject {
        init() throws {
            try super.init(files: [:])
            for folder in ["features", "steps"] {
                try FileManager.default.copyItem(
                    atPath: CloseGapsCommandTests.repository.appendingPathComponent(folder).path, toPath: self.folder.path + "/" + folder)
            }
        }
    }

    @Test("one tester passes three scenarios on iOS and fails a fourth on two steps: the report is under 200 KB, with every failed step and note")
    func catalogReport() throws {
        let catalog = try Catalog()
        let notes = ["the icon was not announced", "contrast is 2.1:1 <against> the \"card\""]
        let session = run(
            ["run", catalog.features, "--platform", "ios", "--tester", "Ann", "--results", catalog.results, "--answers", "-", "--plain"],
            stdin: "P\nP\nP\nf \(notes[0])\nf \(notes[1])\n\nq\n")
        #expect(session.status == 0, "\(session.err)")
        let failed = try #require(
            session.out.split(separator: "\n").first { $0.hasPrefix("Scenario 4, ") && $0.contains(": failed.") }, "\(session.out.prefix(3000))")
        let name = String(failed.dropFirst("Scenario 4, ".count).prefix { $0 != ":" })
        let report = run(["export", "--format", "html", catalog.features, "--results", catalog.results])
        #expect(report.status == 0, "\(report.err)")
        let html = report.out
        #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes")

        // The failure is summed up under What needs attention and shown in full, both steps
        // with their notes, and its scenario's steps are not folded away.
        let escaped = notes.map { $0.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;") }
            .map { $0.replacingOccurrences(of: "\"", with: "&quot;") }
        let attention = try #require(
            html.components(separatedBy: "<h2 id=\"attention\">").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(attention.contains("<h3 id=\"state-failed\">Failed: 1 scenario</h3>"))
        for (step, note) in zip([1, 2], escaped) {
            #expect(attention.contains("<li>Step \(step), <q>"), "step \(step) under What needs attention")
            #expect(attention.contains("failed</span>: <span class=\"pre\">\(note)</span></li>"), "\(note)")
        }
        let heading = "\(name): <span class=\"state state-failed\">failed</span></h3>"
        let section = try #require(html.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(!section.contains("<details class=\"passed\">"), "a failure is never folded")
        #expect(section.components(separatedBy: "</th><td><span class=\"state state-failed\">failed</span></td>").count == 3, "both failed steps")
        for note in escaped { #expect(section.contains("<span class=\"pre\">\(note)</span>")) }
        // Three passes, folded under their headings; the conformance table keeps every criterion.
        #expect(html.components(separatedBy: "<details class=\"passed\"><summary>Passed by Ann, ").count == 4)
        #expect(html.components(separatedBy: "<tr><th scope=\"row\" id=\"sc-").count == 56, "55 criteria at A and AA")
        // The features nobody tested are one line per folder, each folder once.
        #expect(html.contains("<li id=\"untested-folder-1\">features/checklist/components/: "))
        #expect(!html.contains("<h2 id=\"g100\">"), "no section for an untested feature")
    }
}
