import Foundation
import Testing

/// The EN 301 549 checklist (`features/checklist/en301549`): checks for the clauses an app or a
/// web product can meet or fail beyond WCAG, guided on every platform, each naming the one clause
/// a failure of it violates, selectable by tags, and leaving every other feature's plan as it was.
@Suite("Bundled EN 301 549 checklist")
struct BundledEN301549FeaturesTests {
    static let repository = BundledFeaturesTests.repository
    static let folder = repository + "/features/checklist/en301549"
    static let steps = repository + "/steps"

    /// The clauses with checks, by platform family, as docs/auditing-and-the-acr.md lists them.
    /// Interoperability with assistive technology (11.5.2) and user preferences (11.6.2, 11.7)
    /// are software clauses: EN 301 549 answers for web content with chapter 9, which is WCAG.
    static let everywhere: Set<String> = [
        "5.2", "5.3",
        "6.1", "6.2.1.1", "6.2.1.2", "6.2.2.1", "6.2.2.2", "6.2.2.3", "6.2.2.4", "6.2.3", "6.2.4", "6.3", "6.4",
        "6.5.2", "6.5.3", "6.5.4", "6.5.5", "6.5.6",
        "7.1.1", "7.1.2", "7.1.3", "7.1.4", "7.1.5", "7.2.1", "7.2.2", "7.2.3", "7.3",
        "11.8.2", "11.8.3", "11.8.4", "11.8.5",
        "12.1.1", "12.1.2", "12.2.2", "12.2.3", "12.2.4",
    ]
    static let appsOnly: Set<String> = [
        "11.5.2.3", "11.5.2.5", "11.5.2.6", "11.5.2.7", "11.5.2.8", "11.5.2.9", "11.5.2.10", "11.5.2.11", "11.5.2.12", "11.5.2.13",
        "11.5.2.14", "11.5.2.15", "11.5.2.16", "11.5.2.17", "11.6.2", "11.7",
    ]

    /// The scenarios `plan --format json` gives for these arguments.
    static func scenarios(_ arguments: [String]) throws -> [[String: Any]] {
        let result = run(["plan"] + arguments + ["--steps", steps, "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((object["undefined"] as? [Any])?.isEmpty == true, "undefined steps: \(object["undefined"] ?? "")")
        #expect((object["ambiguous"] as? [Any])?.isEmpty == true, "ambiguous steps: \(object["ambiguous"] ?? "")")
        return try #require(object["scenarios"] as? [[String: Any]])
    }

    static func clauses(_ scenarios: [[String: Any]]) -> Set<String> {
        Set(scenarios.flatMap { $0["en301549"] as? [String] ?? [] })
    }

    @Test("plan shows every step guided on each platform", arguments: ["ios", "android", "desktop", "mobile-web"])
    func guided(_ platform: String) {
        let result = run(["plan", Self.folder, "--steps", Self.steps, "--platform", platform])
        #expect(result.status == 0, "\(result.err)")
        let footer = result.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(footer.hasPrefix("Guidance: ") && footer.contains(" steps guided (100%)"), "\(footer)")
        #expect(result.out.contains("; EN 301 549 5.2."), "the plan names the clauses a scenario evidences")
    }

    @Test("every check names exactly one clause and no WCAG criterion, and the checks cover the clauses the docs list, by family")
    func clausesCovered() throws {
        let scenarios = try Self.scenarios([Self.folder])
        for scenario in scenarios {
            let steps = scenario["steps"] as? [[String: Any]] ?? []
            #expect(steps.contains { $0["kind"] as? String == "check" }, "\(scenario["uri"] ?? "") \(scenario["name"] ?? "") checks nothing")
            for step in steps where step["kind"] as? String == "check" {
                // One clause: a failure names no clause when asked, so it charges all the check's.
                #expect(
                    (step["en301549"] as? [String])?.count == 1,
                    "\(scenario["uri"] ?? ""):\(step["line"] ?? "") names \(step["en301549"] ?? "no clause")")
                #expect((step["wcag"] as? [String])?.isEmpty == true, "\(scenario["uri"] ?? ""):\(step["line"] ?? "") names WCAG criteria")
                #expect(step["short"] != nil, "\(scenario["uri"] ?? ""):\(step["line"] ?? "") has no short form")
            }
        }
        let native = scenarios.filter { ["ios", "android"].contains($0["platform"] as? String ?? "") }
        let web = scenarios.filter { ["desktop", "mobile-web"].contains($0["platform"] as? String ?? "") }
        #expect(Self.clauses(native) == Self.everywhere.union(Self.appsOnly))
        #expect(Self.clauses(web) == Self.everywhere)
    }

    @Test("tags select the product's kinds: @video, @two-way-voice, @authoring, and @en- for each clause")
    func tags() throws {
        func chosen(_ expression: String) throws -> Set<String> {
            Self.clauses(try Self.scenarios([Self.repository + "/features", "--tags", expression]))
        }
        #expect(try chosen("@en301549 and @video") == Set(Self.everywhere.filter { $0.hasPrefix("7.") }))
        #expect(try chosen("@two-way-voice") == Set(Self.everywhere.filter { $0.hasPrefix("6.") }))
        #expect(try chosen("@authoring") == ["11.8.2", "11.8.3", "11.8.4", "11.8.5"])
        #expect(try chosen("@en-7.1.4") == ["7.1.4"])
        let general = try chosen("@en301549 and not @video and not @two-way-voice and not @authoring")
        #expect(general == Self.everywhere.union(Self.appsOnly).filter { !$0.hasPrefix("6.") && !$0.hasPrefix("7.") && !$0.hasPrefix("11.8.") })
        // And they are among the bundled features a whole run plans.
        #expect(try Self.scenarios([Self.repository + "/features", "--tags", "@en301549"]).count == Self.scenarios([Self.folder]).count)
    }

    @Test("no other bundled feature's plan names a clause: their JSON has no en301549 member")
    func othersUnchanged() throws {
        let result = run(["plan", Self.repository + "/features", Self.repository + "/examples", "--steps", Self.steps, "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let others = (object["scenarios"] as? [[String: Any]] ?? []).filter { !($0["uri"] as? String ?? "").contains("/en301549/") }
        #expect(others.count > 800)
        for scenario in others {
            #expect(scenario["en301549"] == nil, "\(scenario["uri"] ?? "") \(scenario["name"] ?? "")")
            for step in scenario["steps"] as? [[String: Any]] ?? [] {
                #expect(step["en301549"] == nil, "\(scenario["uri"] ?? ""):\(step["line"] ?? "")")
            }
        }
    }
}
