import Conformance
import Digest
import Foundation
import Testing
import WCAG

@testable import Reports

/// Every export format of every fixture report, compared with the SHA-256 of what it was when
/// `ExportDigests.txt` was written: a change made for speed must change no byte of any export.
/// A change meant to alter an export rewrites the list (`STEPWISE_EXPORT_DIGESTS_WRITE=1`), and
/// the reviewer sees which outputs it touched. To see how an output differs, write every file to
/// a folder (`STEPWISE_EXPORT_GOLDEN_WRITE=DIR`) before and after, or compare with a folder
/// written before (`STEPWISE_EXPORT_GOLDEN_CHECK=DIR`).
@Suite("Export golden files")
struct ExportGoldenTests {
    /// The fixture reports, with the options that reach the most code.
    static func reports() throws -> [(String, Report)] {
        var list: [(String, Report)] = []
        list.append(("fixtures", ReportFixtures.report()))
        list.append(("fixtures-earlier", ReportFixtures.report(earlierAttempts: true)))
        list.append(("fixtures-plain", ReportFixtures.report(withSources: false, withEvidenceBytes: false)))
        var linked = ReportFixtures.report(earlierAttempts: true)
        linked.defectLinks = DefectLinks(template: "https://tracker.example/browse/{id}?x=<1>&y")
        linked.conformance.productName = "Shop <b>"
        linked.conformance.productVersion = "2.1 & \"x\""
        linked.conformance.details.productDescription = "A shop\nwith two lines"
        linked.conformance.details.productURL = "https://shop.example/"
        linked.conformance.details.vendor = .init(name: "Vendor", company: "V & Co", email: "v@example.com")
        linked.conformance.details.scope = [
            .init(title: "Home", url: "https://shop.example/home", description: "the home page", platforms: ["ios"]),
            .init(title: "Checkout screen", components: [ReportFixtures.featureName]),
        ]
        linked.decisions = [
            AuditorDecision(
                clause: .wcag(WCAGCriterion.named("2.1.1")!), part: .nativeApp, level: .partiallySupports, reason: "the picker <traps> focus",
                auditor: "Dee",
                time: "2026-11-22T11:00:00.000Z")
        ]
        list.append(("fixtures-linked", linked))
        list.append(("retest", try RetestFixture.report()))
        list.append(("retest-plain", try RetestFixture.report(withEvidenceBytes: false)))
        // Made by hand, with steps the plan does not have: only formats that read the report's
        // steps alone take it.
        list.append(("hostile", HTMLFixtures.hostileReport()))
        var conformance = ConformanceFixture.report()
        conformance.conformance.productName = "Shop"
        conformance.conformance.target = .aaa
        list.append(("conformance", conformance))
        list.append(("openacr", OpenACRFixture.report(note: "no focus ring: <b>\u{7}\u{202E}</b>\nsecond")))
        list.append(("empty", Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [], sessions: [])))
        return list
    }

    static let stepsAlone: Set<String> = ["junit", "junit-xray", "markdown", "csv", "html"]

    /// Each format's text, by name.
    static func renders(_ report: Report) -> [(String, () -> String)] {
        var out: [(String, () -> String)] = [
            ("junit", { JUnitReport.render(report) }),
            ("junit-xray", { JUnitReport.render(report, options: .init(xrayProperties: true)) }),
            ("cucumber-json", { CucumberJSONReport.render(report) }),
            ("messages", { MessagesReport.render(report) }),
            ("markdown", { MarkdownReport.render(report) }),
            ("csv", { CSVReport.render(report) }),
            ("html", { HTMLReport.render(report) }),
            ("acr", { ACRReport.render(report) }),
            ("acr-markdown", { ACRMarkdownReport.render(report) }),
            ("openacr", { OpenACRReport.render(report) }),
            ("earl", { EARLReport.render(report) }),
        ]
        for flavour in XrayReport.Options.Flavour.allCases {
            for type in XrayReport.Options.TestType.allCases {
                let options = XrayReport.Options(
                    flavour: flavour, testType: type, testExecutionKey: "EX-1", projectKey: "DEMO", testPlanKey: "PL-2", summary: "Run <1>",
                    users: ["Bo": "id-bo"])
                out.append(("xray-\(flavour.rawValue)-\(type.rawValue)", { XrayReport.render(report, options: options) }))
            }
        }
        return out
    }

    static let digestsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportDigests.txt")

    @Test("every format of every fixture is byte for byte what it was when the digests were written")
    func golden() throws {
        let environment = ProcessInfo.processInfo.environment
        let write = environment["STEPWISE_EXPORT_GOLDEN_WRITE"]
        let check = environment["STEPWISE_EXPORT_GOLDEN_CHECK"]
        var digests: [String] = []
        for (name, report) in try Self.reports() {
            for (format, render) in Self.renders(report) where name != "hostile" || Self.stepsAlone.contains(format) {
                let text = render()
                let file = "\(name).\(format)"
                digests.append(file + " " + SHA256.hash(Array(text.utf8)))
                if let write {
                    try FileManager.default.createDirectory(atPath: write, withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: URL(fileURLWithPath: write + "/" + file))
                }
                if let check {
                    let before = try Data(contentsOf: URL(fileURLWithPath: check + "/" + file))
                    #expect(before == Data(text.utf8), "\(file) differs")
                }
            }
        }
        let listed = digests.joined(separator: "\n") + "\n"
        if environment["STEPWISE_EXPORT_DIGESTS_WRITE"] != nil {
            try Data(listed.utf8).write(to: Self.digestsFile)
        }
        let recorded = try String(contentsOf: Self.digestsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(digests.count == recorded.count, "\(digests.count) outputs, \(recorded.count) digests recorded")
        for (made, before) in zip(digests, recorded) where made != before {
            Issue.record("\(made.split(separator: " ")[0]) is not what it was (\(before))")
        }
    }
}
