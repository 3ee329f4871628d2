import Foundation
import JSON
import Ledger
import SafeHTML
import Testing

@testable import BrowserFace
@testable import Workflows

/// A team that gives each tester their own features: `plan --assign`, the `team` section of
/// stepwise.json, `run` and the browser planning a tester's share by their name, and
/// `status --by-tester` against it.
@Suite("Team assignments")
struct TeamAssignmentTests {
    /// Three components: the features `plan --assign` deals.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try Self.components(folder)
        return folder
    }

    private static func components(_ folder: TemporaryFolder) throws {
        try folder.write(
            "features/team-assign-toggle.feature",
            "Feature: Toggle\n\n  Scenario: One\n    When I press TAB\n  Scenario: Two\n    When I press TAB\n    Then focus moves\n")
        try folder.write(
            "features/team-assign-switch.feature",
            "Feature: Switch\n\n  Scenario: Three\n    When I swipe\n  Scenario: Four\n    When I swipe\n    Then I hear it\n    And it is read once\n"
        )
        try folder.write("features/more/team-assign-slider.feature", "Feature: Slider\n\n  Scenario: Drag\n    When I swipe\n")
    }

    /// The project with Ann Lee's and Bo's shares in its settings, and two more features:
    /// one Ann also has (by a glob), one nobody has.
    private func team() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try Self.writeTeam(folder)
        return folder
    }

    static func writeTeam(_ folder: TemporaryFolder) throws {
        try components(folder)
        try folder.write("features/team-assign-tabs.feature", "Feature: Tabs\n\n  Scenario: Switch tabs\n    When I press TAB\n")
        try folder.write("features/extra/team-assign-menu.feature", "Feature: Menu\n\n  Scenario: Open\n    When I press TAB\n")
        try folder.write(
            "stepwise.json",
            """
            {
              "defectURL": "https://tracker.example/browse/{id}",
              "team": {
                "Ann Lee": ["features/team-assign-toggle.feature", "features/team-assign-switch.feature", "features/team-assign-t*.feature"],
                "Bo": ["features/more"]
              }
            }

            """)
    }

    /// The settings' text, or "" when there are none.
    private func settings(_ folder: TemporaryFolder) -> String {
        (try? String(contentsOfFile: folder.path + "/stepwise.json", encoding: .utf8)) ?? ""
    }

    @Test("plan --assign: each share's size and what is nobody's; --save writes the team into stepwise.json, keeping every other setting")
    func assign() throws {
        let folder = try project()
        let features = folder.path + "/features"
        try folder.write("stepwise.json", #"{"defectURL": "https://tracker.example/browse/{id}"}"#)
        let before = settings(folder)
        let shown = run(["plan", features, "--assign", "Ann Lee=\(features)/team-assign-toggle.feature"])
        #expect(shown.status == 0, "\(shown.err)")
        #expect(
            shown.out.hasPrefix(
                """
                Ann Lee: 1 feature, 2 scenarios, 2 runs (scenario on platform), 3 steps to perform.
                  features/team-assign-toggle.feature
                Assigned to nobody: 2 features, 3 scenarios, 3 runs (scenario on platform), 5 steps to perform.
                  features/more/team-assign-slider.feature
                  features/team-assign-switch.feature
                Not saved: add --save to write the team to
                """), "\(shown.out)")
        #expect(shown.err.contains("stepwise plan: warning: 2 planned features are assigned to nobody"), "\(shown.err)")
        #expect(settings(folder) == before, "nothing is written without --save")
        // A name alone is dealt what nobody else has; --save writes the section.
        let saved = run(["plan", features, "--assign", "Ann Lee=\(features)/team-assign-toggle.feature", "--assign", "bo", "--save"])
        #expect(saved.status == 0, "\(saved.err)")
        #expect(saved.out.contains("\nbo: 2 features, 3 scenarios, 3 runs (scenario on platform), 5 steps to perform.\n"), "\(saved.out)")
        #expect(saved.out.hasSuffix("stepwise.json: team saved (2 testers).\n"), "\(saved.out)")
        #expect(saved.err.isEmpty, "\(saved.err)")
        let written = try JSONParser.parse(settings(folder))
        #expect(
            written
                == .object([
                    "defectURL": .string("https://tracker.example/browse/{id}"),
                    "team": .object([
                        "Ann Lee": .array([.string("features/team-assign-toggle.feature")]),
                        "bo": .array([.string("features/more/team-assign-slider.feature"), .string("features/team-assign-switch.feature")]),
                    ]),
                ]))
        let again = run(["plan", features, "--assign", "Ann Lee=\(features)/team-assign-toggle.feature", "--save"])
        #expect(again.out.hasSuffix("stepwise.json: the team (2 testers) is saved already.\n"), "\(again.out)")
    }

    @Test("plan --assign refuses a feature for two testers, a path that is not there, and --save without --assign; nothing is written")
    func assignRefused() throws {
        let folder = try project()
        let features = folder.path + "/features"
        let twice = run(["plan", features, "--assign", "Ann=\(features)/team-assign-toggle.feature", "--assign", "Bo=\(features)", "--save"])
        #expect(twice.status == 2)
        #expect(
            twice.err
                == "stepwise plan: error: --assign Bo=\(features): features/team-assign-toggle.feature is given to both Ann and Bo; give each feature to one tester\n",
            "\(twice.err)")
        let missing = run(["plan", features, "--assign", "Ann=\(features)/nope.feature", "--save"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("--assign Ann=\(features)/nope.feature: \(features)/nope.feature: no such file or folder"), "\(missing.err)")
        #expect(run(["plan", features, "--save"]).status == 2)
        #expect(run(["plan", features, "--assign", "=features"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/stepwise.json"))
        // --tester needs a team, and plans a share of the project's features, not of other paths.
        #expect(run(["plan", features, "--tester", "Ann"]).err.contains("stepwise.json has no team section; make one with plan --assign"))
        #expect(run(["plan", features + "/more", "--tester", "Ann"]).err.contains("--tester plans a tester's share of the project's features"))
    }

    @Test("a team section that cannot be used is file:line:column: error, pointing at the name or path at fault")
    func sectionErrors() throws {
        let folder = try project()
        let features = folder.path + "/features"
        let file = folder.path + "/stepwise.json"
        let cases: [(String, String)] = [
            (#"{"team": ["Ann"]}"#, "1:10: error: team must give each tester's name and the features they test"),
            ("{\n  \"team\": {\n    \"Ann\": \"features/x.feature\"\n  }\n}\n", "3:12: error: Ann's features must be a list of paths"),
            ("{\"team\": {\n  \"Ann\": [\"features/more\"],\n  \" ann \": [\"features/more\"]}}", "3:3: error: “ ann ” is the same tester as “Ann”"),
            (#"{"team": {"Ann": []}}"#, "1:18: error: Ann's list of features is empty"),
            (#"{"team": {"Ann": ["../features"]}}"#, "1:19: error: “../features” is not inside the project"),
            (
                "{\"team\": {\n  \"Ann\": [\"features/more/team-assign-slider.feature\"],\n  \"Bo\": [\"features/team-assign-toggle.feature\", \"features/more\"]}}",
                "3:49: error: features/more/team-assign-slider.feature is given to both Ann and Bo; give each feature to one tester"
            ),
            ("{\"team\": {\n  \"Ann\": [\"features/nope.feature\"]}}", "2:11: error: features/nope.feature: no such file or folder"),
            (#"{"team": {"Ann": ["features/*/nope*.feature"]}}"#, "1:19: error: features/*/nope*.feature matches no .feature or .feature.md file"),
        ]
        for (text, expected) in cases {
            try folder.write("stepwise.json", text)
            let planned = run(["plan", features, "--tester", "Ann"])
            #expect(planned.status == 2, "\(text)")
            #expect(planned.err.hasPrefix("\(file):\(expected)"), "\(text): \(planned.err)")
            #expect(planned.out.isEmpty)
        }
        // A share that is well made plans.
        try folder.write("stepwise.json", #"{"team": {"Ann": ["features/*/team-assign-s*.feature"]}}"#)
        let planned = run(["plan", features, "--tester", "ANN"])
        #expect(planned.out.hasPrefix("Ann's assignment: 1 feature, from stepwise.json's team.\nPlan: 1 feature, 1 scenario,"), "\(planned.out)")
    }

    @Test("run plans the tester's share by their name, as typed; a path given is tested as given, and said; a tester with no share tests them all")
    func runTakesTheShare() throws {
        let folder = try team()
        let features = folder.path + "/features"
        let results = folder.path + "/results"
        let ann = run(["run", features, "--tester", " ann  lee", "--results", results, "--answers", "-", "--plain"], stdin: "P\nq\n")
        #expect(ann.status == 0, "\(ann.err)")
        #expect(ann.out.contains("\nAnn Lee's assignment: 3 features, from stepwise.json's team.\n5 scenarios to test."), "\(ann.out)")
        let uris = Set(
            try SessionLedger.readFolder(results).flatMap(\.records).filter { $0.type == RecordType.scenarioResult }.compactMap { $0.string("uri") })
        #expect(uris == ["features/team-assign-toggle.feature"], "\(uris)")
        // Resumed, the session plans the same share again.
        let resumed = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(resumed.status == 0 && resumed.out.contains("Resuming session"), "\(resumed.out)\(resumed.err)")
        #expect(!resumed.out.contains("no longer in the plan") && !resumed.err.contains("no longer in the plan"))
        let named = run(["run", features + "/extra", "--tester", "Ann Lee", "--results", results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(named.out.contains("\nTesting the features named, not only Ann Lee's assignment (3 features).\n1 scenario to test."), "\(named.out)")
        let own = run(
            ["run", features + "/team-assign-tabs.feature", "--tester", "Ann Lee", "--results", results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(!own.out.contains("assignment"), "\(own.out)")
        let stranger = run(["run", features, "--tester", "Zed", "--results", results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(
            stranger.out.contains("\nZed has no share in stepwise.json's team: every feature in \(features) is planned.\n7 scenarios to test."),
            "\(stranger.out)")
    }

    @Test("at a keyboard, a share is a choice of features made already: only a tester without one is asked which to test")
    func noFeatureQuestionForAShare() throws {
        let folder = try team()
        func start(_ tester: String, answers: [String]) -> (SessionSetup.Ready?, FeatureChoiceTests.PersonAtKeyboard) {
            var options = SessionOptions()
            options.plan = [folder.path + "/features"]
            options.tester = tester
            let console = FeatureChoiceTests.PersonAtKeyboard(answers + ["", "", ""])  // no device, system or assistive technology
            guard case .success(let ready) = SessionSetup.start(options, resultsFolder: folder.path + "/results", usage: "", console: console) else {
                Issue.record("the session did not start: \(console.said)")
                return (nil, console)
            }
            return (ready, console)
        }
        let (ann, asked) = start("Ann Lee", answers: [])
        #expect(ann?.scenarios.count == 5)
        #expect(!asked.said.contains { $0.contains("Enter tests them all") }, "\(asked.said)")
        let (zed, choosing) = start("Zed", answers: ["menu"])
        #expect(choosing.said.first?.hasPrefix("7 scenarios in 5 features") == true, "\(choosing.said)")
        #expect(zed?.scenarios.map(\.featureName) == ["Menu"])
    }

    @Test("run with no path in the project's folder, and with the features' absolute path from another folder, plans the share")
    func runFromAnywhere() throws {
        let folder = try team()
        for (arguments, directory) in [([String](), folder.path), ([folder.path + "/features"], NSTemporaryDirectory())] {
            let process = try ChildProcess(
                try BuiltBinary.stepwise(),
                ["run"] + arguments + ["--tester", "Bo", "--results", folder.path + "/results", "--answers", "-", "--plain"],
                environment: ProcessInfo.processInfo.environment, directory: directory)
            #expect(process.send("P\n"))
            process.closeInput()
            #expect(process.waitForExit() == 0, "\(process.output)")
            #expect(process.output.contains("\nBo's assignment: 1 feature, from stepwise.json's team.\n1 scenario to test."), "\(process.output)")
        }
        let tested = try SessionLedger.readFolder(folder.path + "/results").flatMap(\.records).filter { $0.type == RecordType.scenarioResult }
        #expect(tested.count == 2 && tested.allSatisfy { $0.string("uri") == "features/more/team-assign-slider.feature" })
    }

    @Test("status --by-tester: each share's progress with who recorded it and what is not started, testers without a share, and what is nobody's")
    func statusByTester() throws {
        let folder = try team()
        let features = folder.path + "/features"
        let results = folder.path + "/results"
        let plan = try RecordedSessions.plan([features])
        func id(_ name: String) -> (String, String) {
            let scenario = plan.first { $0.name == name }!
            return (scenario.id, scenario.hash)
        }
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "ann lee", platform: "",
            [(id("One").0, id("One").1, "passed"), (id("Two").0, id("Two").1, "failed")])
        try RecordedSessions.write(folder: results, session: "s2", tester: "Bo", platform: "", [(id("Three").0, id("Three").1, "passed")])
        try RecordedSessions.write(folder: results, session: "s3", tester: "Cy", platform: "", [(id("Open").0, id("Open").1, "passed")])
        let expected = """
            By tester:
            Ann Lee (3 features assigned): 5 scenarios, 2 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 2 untested, 0 stale, 0 conflicts
              Recorded by: Ann Lee 2 scenarios, Bo 1 scenario
              Not started (1 feature): features/team-assign-tabs.feature
            Bo (1 feature assigned): 1 scenario, 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 0 stale, 0 conflicts
              Not started.
            Cy (no assignment): 1 scenario, 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts
            Assigned to nobody (1 feature): 1 scenario, 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts

            """
        let status = run(["status", features, "--results", results, "--by-tester"])
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out.hasSuffix(expected), "\(status.out)")
        // serve's Status page says the same of each share.
        let app = WebApp(settings: .init(paths: [features], steps: nil, resultsFolder: results), access: WebAccess(port: 8080, beyondLoopback: false))
        let page = StatusPage.table(app).markup
        for line in expected.split(separator: "\n").dropFirst() {
            #expect(page.contains("<li>\(HTMLEscaper.text(String(line)))</li>"), "the Status page lacks '\(line)': \(page)")
        }
        // From a folder inside the project, by a relative path: the same figures.
        let process = try ChildProcess(
            try BuiltBinary.stepwise(), ["status", "../features", "--results", "../results", "--by-tester"],
            environment: ProcessInfo.processInfo.environment, directory: PathOf.folder(try folder.write("notes/.keep", "")))
        process.closeInput()
        #expect(process.waitForExit() == 0)
        #expect(process.output.hasSuffix(expected), "\(process.output)")
        // A team section that cannot be used stops the view that needs it, with where.
        try folder.write("stepwise.json", #"{"team": {"Ann": ["features/nope"]}}"#)
        let broken = run(["status", features, "--results", results, "--by-tester"])
        #expect(broken.status == 2)
        #expect(broken.err.hasPrefix(folder.path + "/stepwise.json:1:19: error: features/nope: no such file or folder"), "\(broken.err)")
    }
}

/// The browser's start form takes a tester's share as `run` does: through the same workflow.
@Suite("Team assignments in the browser", .serialized)
struct TeamAssignmentServeTests {
    @Test("the start form, with no component chosen, plans the share of the tester it names, and the session page says so")
    func startFormTakesTheShare() throws {
        let project = try TestProject(files: [:])
        try TeamAssignmentTests.writeTeam(project.folder)
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client, tester: "ann lee")
        let page = try client.get("/session/\(id)")
        #expect(
            page.text.contains("<p>Ann Lee&#39;s assignment: 3 features, from stepwise.json&#39;s team.</p><p>5 scenarios to test.</p>"),
            "\(page.text)")
        let started = try #require(try SessionLedger.readFolder(project.results).first?.records.first)
        guard case .array(let scenarios)? = started.payload["scenarios"] else {
            Issue.record("no scenarios recorded: \(started.payload)")
            return
        }
        #expect(scenarios.count == 5, "Ann Lee's three features hold five scenarios: \(scenarios)")
    }
}

/// The folder a file is in.
private enum PathOf {
    static func folder(_ file: String) -> String { (file as NSString).deletingLastPathComponent }
}
