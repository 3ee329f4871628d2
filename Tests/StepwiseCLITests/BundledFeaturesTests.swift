import Conformance
import CriteriaImport
import Foundation
import Gherkin
import StepwiseCLI
import Testing

/// What the repository bundles for everyone who clones it: `features/` imported from the
/// MagentaA11y documents in `criteria/`, and the `steps/` library. Nothing in them may name a
/// file only the maintainers have (`../shared/seeds/…`), and importing `criteria/` again must
/// give `features/` byte for byte, so the committed features are what README's command makes.
@Suite("Bundled features")
struct BundledFeaturesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The files below a folder of the repository whose names end with `suffix`, as paths
    /// from the repository root, sorted.
    static func files(_ folder: String, suffix: String) -> [String] {
        let root = repository + "/" + folder
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: repository + "/" + path, encoding: .utf8)
    }

    /// The words of a line that look like paths leaving the repository: with a `../`, or
    /// naming the `shared/` folder beside it. Web addresses are not paths.
    static func outsidePaths(_ line: String) -> [String] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" || $0 == "`" }).map(String.init)
            .filter { !$0.contains("://") }
            .filter { $0.contains("../") || $0.hasPrefix("shared/") || $0.contains("/shared/") || $0 == ".." }
    }

    @Test("the outside-path check finds what it is for")
    func outsidePathCheck() {
        #expect(Self.outsidePaths("# source: ../shared/seeds/000_1f43f2b2bcabc93b.txt:58") == ["../shared/seeds/000_1f43f2b2bcabc93b.txt:58"])
        #expect(Self.outsidePaths("# Imported by Stepwise from shared/seeds/x.txt:6") == ["shared/seeds/x.txt:6"])
        #expect(Self.outsidePaths("see (/work/shared/x.md)") == ["/work/shared/x.md"])
        #expect(Self.outsidePaths("# source: criteria/link.md:42 platforms: android").isEmpty)
        #expect(Self.outsidePaths("Full information: https://example.com/../shared/x").isEmpty)
    }

    @Test("no bundled feature or step library names a path outside the repository")
    func nothingOutside() throws {
        let bundled = Self.files("features", suffix: ".feature") + Self.files("examples", suffix: ".feature") + Self.files("steps", suffix: ".md")
        #expect(bundled.count >= 4 + 4)
        for file in bundled {
            for (index, line) in try Self.text(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = Self.outsidePaths(String(line))
                #expect(found.isEmpty, "\(file):\(index + 1) names a path outside the repository: \(found.joined(separator: ", "))")
            }
        }
    }

    @Test("every criteria line an imported feature names is in the repository")
    func sourcesInRepository() throws {
        // The WCAG checklist (features/checklist) is written here, not imported: it cites the
        // W3C and Section 508 documents it draws on instead (see the next test).
        let features =
            Self.files("features", suffix: ".feature").filter { !$0.hasPrefix("features/checklist/") }
            + Self.files("examples", suffix: ".feature")
        #expect(features.count >= 4)
        for file in features {
            let text = try Self.text(file)
            let document = try GherkinParser.parse(text, uri: file).get()
            var named = SourceReference.references(in: document).values.map { ($0.path, $0.line) }
            let header = try #require(
                text.split(separator: "\n").first.flatMap {
                    SourceReference(comment: "# source: " + $0.dropFirst("# Imported by Stepwise from ".count))
                })
            named.append((header.path, header.line))
            #expect(named.count > 1, "\(file) has no source comments")
            for (path, line) in named {
                #expect(path.hasPrefix("criteria/"), "\(file) names \(path), not a document in criteria/")
                guard let source = try? Self.text(path) else {
                    Issue.record("\(file) names \(path), which is not in the repository")
                    continue
                }
                #expect(line <= source.split(separator: "\n", omittingEmptySubsequences: false).count, "\(file) names \(path):\(line), past its end")
            }
        }
    }

    @Test("coverage --check passes on the bundled features: every A and AA criterion has a real check on the web and in native apps")
    func fullCoverage() throws {
        let result = run([
            "coverage", Self.repository + "/features", "--steps", Self.repository + "/steps", "--level", "AA", "--check", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((object["gaps"] as? [Any])?.isEmpty == true, "\(object["gaps"] ?? "")")
        #expect(object["parts"] as? [String] == ["web", "native-app"])
        // Only WCAG2ICT's five are excused, and only on native apps.
        let excused = (object["criteria"] as? [[String: Any]] ?? []).flatMap { criterion -> [String] in
            let parts = criterion["parts"] as? [String: [String: Any]] ?? [:]
            return parts.filter { $0.value["status"] as? String == "not-applicable" }.map { "\(criterion["number"] ?? "") \($0.key)" }
        }
        #expect(Set(excused) == ["2.4.1 native-app", "2.4.5 native-app", "3.2.3 native-app", "3.2.4 native-app", "3.2.6 native-app"])
    }

    @Test("every page- or screen-wide criterion is checked by at least 2 features in each part it applies to, and coverage marks exactly those")
    func pageWideDepth() throws {
        let result = run(["coverage", Self.repository + "/features", "--steps", Self.repository + "/steps", "--level", "AA", "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        var cells: [String: [String: Any]] = [:]
        for criterion in object["criteria"] as? [[String: Any]] ?? [] {
            for (part, cell) in criterion["parts"] as? [String: [String: Any]] ?? [:] { cells["\(criterion["number"] ?? "") \(part)"] = cell }
        }
        var expected: Set<String> = []
        var shallow: [String] = []
        for entry in PageWideCriteria.all {
            for part in [ProductPart.web, .nativeApp] where entry.applies(in: part) {
                let key = entry.number + " " + part.rawValue
                expected.insert(key)
                let features = cells[key]?["features"] as? [String] ?? []
                if features.count < 2 { shallow.append("\(key): \(features)") }
            }
        }
        #expect(expected.count > 40, "the list has web and native entries")
        #expect(shallow.isEmpty, "page-wide criteria checked by fewer than 2 features: \(shallow)")
        let marked = Set(cells.filter { $0.value["pageWide"] as? Bool == true }.keys)
        #expect(marked == expected, "coverage marks \(marked.symmetricDifference(expected).sorted()) otherwise than PageWideCriteria")
    }

    @Test("every checklist feature cites its sources and is tagged @checklist with its platform family")
    func checklistCitesSources() throws {
        let checklist = Self.files("features", suffix: ".feature").filter { $0.hasPrefix("features/checklist/") }
        for file in checklist {
            let text = try Self.text(file)
            let document = try GherkinParser.parse(text, uri: file).get()
            let tags = Set(document.feature?.tags.map(\.name) ?? [])
            // The EN 301 549 checklist checks what WCAG does not ask: it cites the standard instead.
            if file.hasPrefix("features/checklist/en301549/") {
                #expect(text.contains("EN 301 549 V3.2.1"), "\(file) does not cite the EN 301 549 version it draws on")
                #expect(tags.contains("@en301549"), "\(file) is not tagged @en301549")
            } else {
                #expect(text.contains("Understanding"), "\(file) does not cite the WCAG 2.2 Understanding document it draws on")
            }
            #expect(tags.contains("@checklist"), "\(file) is not tagged @checklist")
            #expect(tags.contains("@web") || tags.contains("@native"), "\(file) names no platform family")
        }
    }

    @Test("importing criteria/ as README says gives the tour's examples/ byte for byte")
    func regenerated() throws {
        // The tour's documents at the top of criteria/; the catalog's below it, by family and category.
        let documents = Self.files("criteria", suffix: ".md").filter { !$0.dropFirst("criteria/".count).contains("/") }
        #expect(documents.count >= 4)
        // README's `stepwise import criteria/*.md --out features --force`, run in-process in a
        // copy of the project, so the repository is only read. The features name their documents
        // by their path in the project, so the copy gives the same bytes as the repository.
        let project = try TemporaryFolder()
        // A project is known by its features folder (or .git), as the repository is.
        try project.write("features/.keep", "")
        for document in documents {
            try project.write(document, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/" + document))))
        }
        let result = run(["import"] + documents.map { project.path + "/" + $0 } + ["--out", project.path + "/examples", "--force"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("outside the project"), "\(result.err)")
        let committed = Self.files("examples", suffix: ".feature").map { String($0.dropFirst("examples/".count)) }.filter { !$0.contains("/") }
        let made = try FileManager.default.contentsOfDirectory(atPath: project.path + "/examples").sorted()
        #expect(made == committed, "the features criteria/ gives are not the features committed")
        // The tour's features are not in features/, so the main command plans each component once.
        #expect(Self.files("features", suffix: ".feature").allSatisfy { $0.dropFirst("features/".count).contains("/") })
        for name in made where committed.contains(name) {
            let fresh = try Data(contentsOf: URL(fileURLWithPath: project.path + "/examples/" + name))
            let bundled = try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/examples/" + name))
            #expect(fresh == bundled, "examples/\(name) differs from what importing criteria/ gives; regenerate it as README says")
        }
    }

    @Test("the catalog in features/native and features/web is what importing its criteria copies gives, byte for byte")
    func catalogRegenerated() throws {
        let documents = Self.files("criteria", suffix: ".md").filter { $0.hasPrefix("criteria/native/") || $0.hasPrefix("criteria/web/") }
        #expect(documents.count == 93)
        let project = try TemporaryFolder()
        try project.write("features/.keep", "")
        for document in documents {
            try project.write(document, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/" + document))))
        }
        // Each copy imported into the folder of its family and category, as import --catalog does.
        for document in documents {
            let place = String(document.dropFirst("criteria/".count).dropLast(3))
            let folder = String(place[..<place.lastIndex(of: "/")!])
            let result = run(["import", project.path + "/" + document, "--out", project.path + "/features/" + folder, "--force"])
            #expect(result.status == 0, "\(document): \(result.err)")
        }
        let committed = Self.files("features", suffix: ".feature").filter { $0.hasPrefix("features/native/") || $0.hasPrefix("features/web/") }
        #expect(committed.count >= 93)
        for path in committed {
            let fresh = try Data(contentsOf: URL(fileURLWithPath: project.path + "/" + path))
            let bundled = try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/" + path))
            #expect(fresh == bundled, "\(path) differs from what importing its criteria copy gives")
        }
    }

    @Test("README's import examples name criteria documents that are in the repository")
    func readmeExamples() throws {
        let readme = try Self.text("README.md")
        var named: [String] = []
        for line in readme.split(separator: "\n") where line.contains("stepwise import ") {
            named += line.split(whereSeparator: { $0 == " " || $0 == "`" }).filter { $0.hasPrefix("criteria/") }.map(String.init)
        }
        #expect(!named.isEmpty, "README shows no `stepwise import criteria/…`")
        for path in named {
            if path.hasSuffix("/*.md") {
                #expect(!Self.files(String(path.dropLast("/*.md".count)), suffix: ".md").isEmpty, "README's \(path) matches nothing")
            } else {
                #expect(FileManager.default.fileExists(atPath: Self.repository + "/" + path), "README names \(path), which is not in the repository")
            }
        }
    }

    @Test(
        "every bundled step is guided by exactly one definition, on every platform; every check evidences a WCAG 2.2 criterion or an EN 301 549 clause, no other step any"
    )
    func guidedAndMapped() throws {
        let features = Self.repository + "/features"
        let json = run(["plan", features, "--steps", Self.repository + "/steps", "--format", "json"])
        #expect(json.status == 0, "\(json.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["undefined"] as? [Any])?.isEmpty == true, "undefined steps: \(object["undefined"] ?? "")")
        #expect((object["ambiguous"] as? [Any])?.isEmpty == true, "ambiguous steps: \(object["ambiguous"] ?? "")")
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(!scenarios.isEmpty)
        var kinds: [String: Int] = [:]
        for scenario in scenarios {
            // A scenario with nothing to judge is the criteria's "N/A" placeholder: setup and a note.
            let steps = scenario["steps"] as? [[String: Any]] ?? []
            if !steps.contains(where: { $0["kind"] as? String == "check" }) {
                #expect(
                    steps.contains { $0["kind"] as? String == "note" }, "\(scenario["uri"] ?? "") \(scenario["name"] ?? "") has no check and no note")
            }
            for step in scenario["steps"] as? [[String: Any]] ?? [] {
                let wcag = step["wcag"] as? [String] ?? []
                let clauses = step["en301549"] as? [String] ?? []
                let kind = step["kind"] as? String ?? ""
                kinds[kind, default: 0] += 1
                if kind == "check" {
                    #expect(
                        !wcag.isEmpty || !clauses.isEmpty,
                        "\(scenario["uri"] ?? ""):\(step["line"] ?? "") \(step["text"] ?? "") evidences no WCAG criterion and no EN 301 549 clause")
                } else {
                    #expect(
                        wcag.isEmpty && clauses.isEmpty,
                        "\(scenario["uri"] ?? ""):\(step["line"] ?? "") \(step["text"] ?? "") is a \(kind) step, yet names \(wcag + clauses)")
                }
            }
        }
        #expect(Set(kinds.keys).isSuperset(of: ["check", "setup", "action"]), "\(kinds)")
        // And --wcag selects by it: every scenario planned for 2.4.7 lists it.
        let selected = try RecordedSessions.plan([features, "--steps", Self.repository + "/steps", "--wcag", "2.4.7"])
        #expect(!selected.isEmpty && selected.count < scenarios.count)
        // Tags a person uses: component, platform family, kind of check, WCAG level.
        for expression in [
            "@alert-dialog", "@native", "@keyboard", "@screenreader or @gestures", "@wcag-a", "@keyboard and @wcag-aa", "@en301549", "@en-7.1.4",
        ] {
            let chosen = try RecordedSessions.plan([features, "--steps", Self.repository + "/steps", "--tags", expression])
            #expect(!chosen.isEmpty && chosen.count <= scenarios.count, "\(expression) selects nothing")
        }
    }
}
