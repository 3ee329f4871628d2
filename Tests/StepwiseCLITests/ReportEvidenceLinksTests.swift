import Foundation
import Testing

/// Evidence links in reports written with --out work from the report's folder, and
/// --with-evidence puts the files beside the report so the two can be moved together.
@Suite("export --out: evidence links that survive moving the report")
struct ReportEvidenceLinksTests {
    /// A session on Android whose first step failed with a screenshot attached.
    func project() throws -> (folder: TemporaryFolder, results: String, features: String) {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", toggleFeature)
        try folder.write("shots/shot.png", "\u{89}PNG screenshot bytes")
        let results = folder.path + "/results"
        let session = run(
            ["run", folder.path + "/features", "--platform", "android", "--tester", "Bo", "--results", results, "--answers", "-", "--plain"],
            stdin: "e \(folder.path)/shots/shot.png\nf focus ring missing\nq\n")
        #expect(session.status == 0, "\(session.err)")
        return (folder, results, folder.path + "/features")
    }

    /// The evidence links of a Markdown report: the targets of `[name](target)`.
    func links(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
            .filter { $0.hasSuffix(".png") }
    }

    @Test("links in Markdown, JUnit, CSV and HTML lead from the report's folder to the evidence file")
    func relativeToTheReport() throws {
        let (folder, results, features) = try project()
        let out = folder.path + "/reports/weekly/report.md"
        #expect(run(["export", "--format", "markdown", "--results", results, "--out", out, features]).status == 0)
        let markdown = try String(contentsOfFile: out, encoding: .utf8)
        let found = links(markdown)
        #expect(!found.isEmpty, "\(markdown)")
        for link in found {
            #expect(link.hasPrefix("../../results/evidence/"), "\(link)")
            #expect(FileManager.default.contents(atPath: folder.path + "/reports/weekly/" + link) != nil, "\(link) leads nowhere")
        }
        for format in ["junit", "csv", "html"] {
            let file = folder.path + "/reports/report.\(format)"
            #expect(run(["export", "--format", format, "--results", results, "--out", file, features]).status == 0)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("../results/evidence/"), "\(format) does not link from its own folder")
        }
        // The HTML thumbnail links to the full-size file.
        let html = try String(contentsOfFile: folder.path + "/reports/report.html", encoding: .utf8)
        #expect(html.contains("<a href=\"../results/evidence/") && html.contains("full size</a>"))
    }

    @Test("--with-evidence copies the files beside the report, and the links still work after both are moved")
    func copiedBeside() throws {
        let (folder, results, features) = try project()
        let out = folder.path + "/share/report.md"
        let exported = run(["export", "--format", "markdown", "--results", results, "--out", out, "--with-evidence", features])
        #expect(exported.status == 0, "\(exported.err)")
        let found = links(try String(contentsOfFile: out, encoding: .utf8))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("report-evidence/") })
        try FileManager.default.moveItem(atPath: folder.path + "/share", toPath: folder.path + "/elsewhere")
        try FileManager.default.removeItem(atPath: results)
        for link in found {
            let bytes = FileManager.default.contents(atPath: folder.path + "/elsewhere/" + link)
            #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "\u{89}PNG screenshot bytes")
        }
    }

    @Test("a replaced evidence file is not copied, and the export says so")
    func replacedIsNotCopied() throws {
        let (folder, results, features) = try project()
        let stored = try #require(try FileManager.default.contentsOfDirectory(atPath: results + "/evidence").first)
        try "forged".write(toFile: results + "/evidence/" + stored, atomically: true, encoding: .utf8)
        let exported = run([
            "export", "--format", "markdown", "--results", results, "--out", folder.path + "/share/r.md", "--with-evidence", features,
        ])
        #expect(exported.err.contains("not copied: it does not match the SHA-256 its record holds"), "\(exported.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/share/r-evidence/" + stored))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/share/r-evidence")
        #expect(leftovers.isEmpty, "no partial copy: \(leftovers)")
    }

    @Test("--with-evidence needs --out")
    func needsOut() throws {
        let (_, results, features) = try project()
        let result = run(["export", "--format", "markdown", "--results", results, "--with-evidence", features])
        #expect(result.status == 2)
        #expect(result.err.contains("--with-evidence copies the evidence beside the report: give --out FILE"))
    }
}
