import Foundation
import Testing

/// `stepwise coverage`: checks per criterion and product part, the gaps, and a gate for CI.
@Suite("stepwise coverage")
struct CoverageCommandTests {
    static let steps = """
        # Steps

        ## that I am on a page with {}
        Kind: setup
        Why no criteria: opening the page checks nothing.

        ## that I am on a screen with {}
        Kind: setup
        Why no criteria: opening the screen checks nothing.

        ## focus is visible
        Kind: check
        WCAG: 2.4.7
        Why these criteria: a focus ring that cannot be seen fails 2.4.7.

        ## the name is read
        Kind: check
        WCAG: 4.1.2
        Why these criteria: an unnamed control fails 4.1.2.

        """

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "features/web.feature",
            "@web\nFeature: Button\n  Scenario: Focus\n    Given that I am on a page with a button\n    Then focus is visible\n")
        try folder.write(
            "features/app.feature",
            "@native\nFeature: Switch\n  Scenario: Name\n    Given that I am on a screen with a switch\n    Then the name is read\n    And focus is visible\n"
        )
        try folder.write("steps/steps.md", Self.steps)
        return folder
    }

    @Test("counts each part's checks per criterion, names every gap, and excuses on native only what WCAG2ICT does")
    func table() throws {
        let folder = try project()
        let result = run(["coverage", folder.path + "/features", "--steps", folder.path + "/steps", "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["parts"] as? [String] == ["web", "native-app"])
        let criteria = try #require(object["criteria"] as? [[String: Any]])
        #expect(criteria.count == 55)
        func cell(_ number: String, _ part: String) -> [String: Any]? {
            (criteria.first { $0["number"] as? String == number }?["parts"] as? [String: Any])?[part] as? [String: Any]
        }
        // Desktop and mobile web each plan the web scenario; iOS and Android the native one.
        #expect(cell("2.4.7", "web")?["checks"] as? Int == 2)
        #expect(cell("2.4.7", "native-app")?["checks"] as? Int == 2)
        #expect(cell("4.1.2", "web")?["status"] as? String == "gap")
        #expect(cell("4.1.2", "native-app")?["status"] as? String == "covered")
        #expect(cell("2.4.1", "native-app")?["status"] as? String == "not-applicable")
        #expect((cell("2.4.1", "native-app")?["reason"] as? String)?.contains("WCAG2ICT") == true)
        #expect(cell("2.4.1", "web")?["status"] as? String == "gap")
        #expect(cell("1.4.3", "native-app")?["status"] as? String == "gap", "nothing else is excused")
        let gaps = try #require(object["gaps"] as? [[String: String]])
        #expect(gaps.contains(["criterion": "4.1.2", "part": "web"]))
        #expect(!gaps.contains(["criterion": "2.4.1", "part": "native-app"]))

        let text = run(["coverage", folder.path + "/features", "--steps", folder.path + "/steps"])
        #expect(text.out.contains("2.4.7 Focus Visible"), "\(text.out)")
        #expect(text.out.contains("Gaps ("), "\(text.out)")
        #expect(text.out.contains("* Not applicable to a native app: WCAG2ICT"), "\(text.out)")
    }

    @Test("--check exits 1 while an A or AA criterion has no check in a part tested; --level A looks at level A only")
    func check() throws {
        let folder = try project()
        let gate = run(["coverage", folder.path + "/features", "--steps", folder.path + "/steps", "--check"])
        #expect(gate.status == 1)
        #expect(gate.err.contains("check failed"), "\(gate.err)")
        let levelA = run(["coverage", folder.path + "/features", "--steps", folder.path + "/steps", "--level", "A", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(levelA.out.utf8)) as? [String: Any])
        #expect((object["criteria"] as? [[String: Any]])?.count == 31)
        #expect(run(["coverage", folder.path + "/features", "--level", "B"]).status == 2)
    }

    @Test("page- and screen-wide criteria are marked in the table and in JSON, per part")
    func pageWide() throws {
        let folder = try project()
        let base = ["coverage", folder.path + "/features", "--steps", folder.path + "/steps"]
        let text = run(base).out
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.hasPrefix("Criterion") }?.hasSuffix("Scope") == true, "\(text)")
        #expect(lines.first { $0.hasPrefix("1.4.3 ") }?.hasSuffix(" page-wide") == true, "\(text)")
        #expect(lines.first { $0.hasPrefix("2.4.1 ") }?.hasSuffix(" page-wide (Web)") == true, "WCAG2ICT: not an app's\n\(text)")
        #expect(lines.first { $0.hasPrefix("4.1.2 ") }?.contains("page-wide") == false, "\(text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run(base + ["--format", "json"]).out.utf8)) as? [String: Any])
        let criteria = try #require(object["criteria"] as? [[String: Any]])
        func entry(_ number: String) -> [String: Any]? { criteria.first { $0["number"] as? String == number } }
        func cell(_ number: String, _ part: String) -> [String: Any]? { (entry(number)?["parts"] as? [String: Any])?[part] as? [String: Any] }
        #expect(entry("2.4.1")?["pageWide"] as? Bool == true)
        #expect(cell("2.4.1", "web")?["pageWide"] as? Bool == true)
        #expect(cell("2.4.1", "native-app")?["pageWide"] as? Bool == false)
        #expect(entry("4.1.2")?["pageWide"] as? Bool == false)
    }

    @Test("the claims agree: native 2.4.1 is Not Applicable with WCAG2ICT's reason in the ACR, not a gap")
    func claimsAgree() throws {
        let folder = try project()
        try FileManager.default.createDirectory(atPath: folder.path + "/results", withIntermediateDirectories: true)
        let acr = run([
            "export", "--format", "openacr", "--steps", folder.path + "/steps", "--results", folder.path + "/results", folder.path + "/features",
        ])
        let entry = try #require(acr.out.components(separatedBy: "num: \"2.4.1\"").dropFirst().first?.components(separatedBy: "- num:").first)
        #expect(entry.contains("name: \"software\"") && entry.contains("level: \"not-applicable\""), "\(entry)")
        #expect(entry.contains("WCAG2ICT"), "\(entry)")
    }

    @Test("with no path, coverage reads features/ in the working folder, as its usage says")
    func defaultsToFeatures() throws {
        let folder = try project()
        let process = try ChildProcess(try BuiltBinary.stepwise(), ["coverage"], environment: [:], directory: folder.path)
        #expect(process.waitForExit(timeout: 60) == 0, "\(process.output)")
        #expect(process.output.hasPrefix("WCAG 2.2 coverage up to Level AA of 4 planned scenarios"), "\(process.output)")
    }

    @Test("how deep: the features behind each criterion in JSON and text, one-feature criteria named, --min-features fails below N")
    func depth() throws {
        let folder = try project()
        try folder.write(
            "features/link.feature", "@web\nFeature: Link\n  Scenario: Focus\n    Given that I am on a page with a link\n    Then focus is visible\n")
        let base = ["coverage", folder.path + "/features", "--steps", folder.path + "/steps"]
        let json = run(base + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let criteria = try #require(object["criteria"] as? [[String: Any]])
        func features(_ number: String, _ part: String) -> [String]? {
            ((criteria.first { $0["number"] as? String == number }?["parts"] as? [String: Any])?[part] as? [String: Any])?["features"] as? [String]
        }
        #expect(features("2.4.7", "web") == ["Link", "Button"], "in plan order")
        #expect(features("4.1.2", "native-app") == ["Switch"])
        #expect(features("1.1.1", "web") == [])
        let text = run(base)
        #expect(text.out.contains("checks/features"), "\(text.out)")
        #expect(text.out.contains("Checked by one feature only (2):\n  Native app: 2.4.7, 4.1.2"), "\(text.out)")
        // The gap check alone passes or fails as before; --min-features adds depth to it.
        let depth = run(base + ["--level", "A", "--wcag", "2.4.7", "--check", "--min-features", "2"])
        #expect(depth.err.contains("fewer than 2 features"), "\(depth.err)")
        #expect(run(base + ["--min-features", "0"]).status == 2)
    }
}
