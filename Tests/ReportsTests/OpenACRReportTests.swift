import Conformance
import TestPlan
import Testing

@testable import Reports

/// `stepwise export --format openacr`: GSA's OpenACR YAML, read back and looked at as a
/// document.
@Suite struct OpenACRReportTests {
    func document(_ report: Report) throws -> OpenACRYAML {
        try OpenACRYAML.read(OpenACRReport.render(report))
    }

    /// The (component, level, notes) of each component of a criterion.
    func components(_ document: OpenACRYAML, _ chapter: String, _ num: String) -> [(name: String, level: String, notes: String)] {
        let criterion = document["chapters"]?[chapter]?["criteria"]?.items.first { $0["num"]?.text == num }
        return (criterion?["components"]?.items ?? []).map {
            ($0["name"]?.text ?? "", $0["adherence"]?["level"]?.text ?? "", $0["adherence"]?["notes"]?.text ?? "")
        }
    }

    @Test(
        "a failed focus step makes exactly its criteria Partially Supports (one failing component), with the note and defect; passed checks Support")
    func levelsFollowTheChecks() throws {
        let doc = try document(OpenACRFixture.report(note: "no focus ring on Save"))
        let a = "success_criteria_level_a"
        let aa = "success_criteria_level_aa"
        #expect(components(doc, a, "2.1.1").map(\.level) == ["supports"])
        for num in ["2.4.7", "2.4.11"] {
            let focus = components(doc, aa, num)
            #expect(focus.map(\.name) == ["web"])
            #expect(focus.map(\.level) == ["partially-supports"])
            #expect(focus.first?.notes.contains("no focus ring on Save") == true, "\(focus)")
            #expect(focus.first?.notes.contains("A11Y-7") == true)
            #expect(focus.first?.notes.contains("Controls") == true, "the remarks name the component tested")
        }
        // Its only check failed.
        #expect(components(doc, a, "4.1.2").map(\.level) == ["partially-supports"])
        // Levels from nothing but the failed step's criteria: the other step's criterion is untouched.
        let failing = ["2.4.7", "2.4.11", "4.1.2"]
        for chapter in [a, aa] {
            for criterion in doc["chapters"]?[chapter]?["criteria"]?.items ?? [] {
                let num = criterion["num"]?.text ?? ""
                let levels = components(doc, chapter, num).map(\.level)
                #expect(levels.contains("partially-supports") || levels.contains("does-not-support") ? failing.contains(num) : true, "\(num)")
            }
        }
    }

    @Test(
        "a criterion no check covers is a gap: an empty level with its reason, named in the chapter notes, never Not Evaluated at A/AA; 4.1.1 is Not Applicable as removed from WCAG 2.2"
    )
    func uncoveredIsNeverSupported() throws {
        let doc = try document(OpenACRFixture.report())
        let uncovered = components(doc, "success_criteria_level_a", "1.1.1")
        #expect(uncovered.map(\.name) == ["web"])
        #expect(uncovered.map(\.level) == [""])
        #expect(uncovered.first?.notes.hasPrefix("Gap: no planned check evidences this criterion") == true)
        let chapterNotes = doc["chapters"]?["success_criteria_level_a"]?["notes"]?.text ?? ""
        #expect(chapterNotes.contains("1.1.1 (Web)"), "\(chapterNotes)")
        for chapter in ["success_criteria_level_a", "success_criteria_level_aa"] {
            for criterion in doc["chapters"]?[chapter]?["criteria"]?.items ?? [] {
                #expect(components(doc, chapter, criterion["num"]?.text ?? "").allSatisfy { $0.level != "not-evaluated" })
            }
        }
        let parsing = components(doc, "success_criteria_level_a", "4.1.1")
        #expect(parsing.map(\.level) == ["not-applicable"])
        #expect(parsing.first?.notes.contains("WCAG 2.2 removed 4.1.1") == true)
        // Only the web was tested: no level for software, documents or authoring tools.
        let names = Set(
            ["success_criteria_level_a", "success_criteria_level_aa"].flatMap { chapter in
                (doc["chapters"]?[chapter]?["criteria"]?.items ?? []).flatMap { $0["components"]?.items ?? [] }.compactMap { $0["name"]?.text }
            })
        #expect(names == ["web"])
        let supported = ["success_criteria_level_a", "success_criteria_level_aa"].flatMap { chapter in
            (doc["chapters"]?[chapter]?["criteria"]?.items ?? []).filter { $0["components"]?.items.first?["adherence"]?["level"]?.text == "supports" }
                .compactMap { $0["num"]?.text }
        }
        #expect(supported == ["2.1.1"])
        let notes = doc["notes"]?.text ?? ""
        #expect(notes.contains("The claim is incomplete"), "\(notes)")
        #expect(notes.contains("Not signed off"))
    }

    @Test("criteria and their order are the catalog's: every WCAG chapter lists the catalog's criteria in its order")
    func criteriaFollowTheCatalog() throws {
        let doc = try document(OpenACRFixture.report())
        let catalog = try #require(OpenACRCatalog.named("2.5-edition-wcag-2.2-en"))
        #expect(doc["catalog"]?.text == "2.5-edition-wcag-2.2-en")
        #expect(doc["chapters"]?.keys == catalog.chapters.map(\.id))
        for chapter in catalog.chapters.prefix(2) {
            #expect(doc["chapters"]?[chapter.id]?["criteria"]?.items.compactMap { $0["num"]?.text } == chapter.criteria.map(\.num))
        }
        #expect(catalog.chapters.map { $0.criteria.count } == [32, 24, 31])
    }

    @Test("--level: chapters above the target are disabled with a note; AAA brings Table 3 in, A leaves AA out")
    func levelsChangeChapters() throws {
        let aaDoc = try document(OpenACRFixture.report())
        #expect(aaDoc["chapters"]?["success_criteria_level_aaa"]?["disabled"] == .bool(true))
        #expect(aaDoc["chapters"]?["success_criteria_level_aaa"]?["criteria"] == nil)
        #expect(aaDoc["chapters"]?["success_criteria_level_aaa"]?["notes"]?.text?.contains("--level AAA") == true)
        #expect(aaDoc["chapters"]?["success_criteria_level_aa"]?["disabled"] == nil)

        var report = OpenACRFixture.report()
        report.conformance.target = .aaa
        let aaaDoc = try document(report)
        #expect(aaaDoc["chapters"]?["success_criteria_level_aaa"]?["disabled"] == nil)
        #expect(components(aaaDoc, "success_criteria_level_aaa", "1.4.6").map(\.level) == ["supports"])
        #expect(components(aaaDoc, "success_criteria_level_aaa", "2.4.13").map(\.level) == ["not-evaluated"])
        #expect(aaaDoc["notes"]?.text?.contains("Level AAA") == true)

        report.conformance.target = .a
        let aDoc = try document(report)
        #expect(aDoc["chapters"]?["success_criteria_level_aa"]?["disabled"] == .bool(true))
        #expect(aDoc["chapters"]?["success_criteria_level_aaa"]?["disabled"] == .bool(true))
        #expect(components(aDoc, "success_criteria_level_a", "4.1.2").map(\.level) == ["partially-supports"])
    }

    @Test("--product, --product-version and --catalog: the product as title, FPC derived, hardware and chapters 5 and 6 gaps until decided")
    func productAndCatalog() throws {
        let unnamed = try document(OpenACRFixture.report())
        // GSA's template adds "Accessibility Conformance Report" to the title: the title is the product.
        #expect(unnamed["title"]?.text == "Product under test")
        #expect(unnamed["product"] == .mapping([("name", .string("Product under test"))]))
        #expect(unnamed["notes"]?.text?.contains("not named") == true)

        var report = OpenACRFixture.report()
        report.conformance.productName = "Acme: \"Shop\" #1"
        report.conformance.productVersion = "2.10"
        report.conformance.openACRCatalog = "2.5-edition-wcag-2.2-508-en"
        let doc = try document(report)
        #expect(doc["title"]?.text == "Acme: \"Shop\" #1")
        #expect(doc["product"] == .mapping([("name", .string("Acme: \"Shop\" #1")), ("version", .string("2.10"))]))
        #expect(doc["catalog"]?.text == "2.5-edition-wcag-2.2-508-en")
        let catalog = try #require(OpenACRCatalog.named("2.5-edition-wcag-2.2-508-en"))
        #expect(doc["chapters"]?.keys == catalog.chapters.map(\.id))
        for chapter in ["functional_performance_criteria", "hardware", "software", "support_documentation_and_services"] {
            let criteria = doc["chapters"]?[chapter]?["criteria"]?.items ?? []
            #expect(criteria.compactMap { $0["num"]?.text } == catalog.chapters.first { $0.id == chapter }?.criteria.map(\.num))
            for criterion in criteria {
                let num = criterion["num"]?.text ?? ""
                #expect(components(doc, chapter, num).map(\.name) == ["none"], "\(num)")
                let expected: String
                switch (chapter, num) {
                // Each maps 4.1.2 (Partially Supports) or 2.4.7 (Partially Supports): a known barrier, beside gaps.
                case ("functional_performance_criteria", "302.1"), ("functional_performance_criteria", "302.2"),
                    ("functional_performance_criteria", "302.7"), ("functional_performance_criteria", "302.9"):
                    expected = "partially-supports"
                default: expected = ""
                }
                let entry = components(doc, chapter, num).first
                #expect(entry?.level == expected, "\(chapter) \(num)")
                if chapter == "software" || chapter == "support_documentation_and_services" {
                    #expect(entry?.notes.hasPrefix("Not established: no check in the test plan evidences this clause") == true)
                }
                if chapter == "hardware" {
                    // Never Not Applicable unsaid: a gap, with the decision that closes it.
                    #expect(entry?.notes.hasPrefix("Not established: this is a hardware requirement") == true)
                    #expect(entry?.notes.contains("stepwise decide --criterion \(num) --part any-platform") == true)
                }
            }
        }
        let withoutVision = components(doc, "functional_performance_criteria", "302.1").first?.notes ?? ""
        #expect(withoutVision.contains("Web: Partially Supports, because of "), "\(withoutVision)")
        #expect(withoutVision.contains("4.1.2 (Partially Supports)"), "\(withoutVision)")
        #expect(components(doc, "functional_performance_criteria", "302.6").first?.notes.hasPrefix("Not established") == true)
        // The WCAG tables are the same as in the WCAG edition.
        #expect(components(doc, "success_criteria_level_aa", "2.4.7").map(\.level) == ["partially-supports"])
    }

    @Test("a web and a native plan: one component each, web and software")
    func webAndApp() throws {
        let plan = OpenACRFixture.plan(tag: "", platforms: ["desktop", "ios"])
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-desktop", tester: "Ann", platform: "desktop", device: nil, build: nil)
        OpenACRFixture.record(ann, plan, platform: "desktop", note: "web ring")
        ann.finish()
        let bo = ReportFixtures.Ledger(id: "2026-11-22-bo-ios", tester: "Bo", platform: "ios", device: "iPhone 15", build: nil, startOffset: 500)
        let link = plan.first { $0.name == "Link keyboard" && $0.platform == "ios" }!
        bo.steps(link, ["passed"])
        bo.verdict(link, "passed")
        bo.finish()
        let report = ReportBuilder.build(plan: plan, sessions: [ann.session, bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
        let doc = try document(report)
        let focus = components(doc, "success_criteria_level_aa", "2.4.7")
        #expect(focus.map(\.name) == ["web", "software"])
        // Web: the one component fails. iOS: one passed, one not tested — a gap, with no level.
        #expect(focus.map(\.level) == ["partially-supports", ""])
        #expect(doc["chapters"]?["success_criteria_level_aa"]?["notes"]?.text?.contains("2.4.7 (Native app)") == true)
        let methods = doc["evaluation_methods_used"]?.text ?? ""
        #expect(methods.contains("Manual testing with Stepwise"))
        #expect(methods.contains("desktop") && methods.contains("iOS") && methods.contains("iPhone 15"), "\(methods)")
        #expect(methods.contains("Testers: Ann; Bo"), "\(methods)")
        #expect(doc["author"] == .mapping([("name", .string("Ann, Bo")), ("email", .string(""))]))
    }

    @Test("the author and date are the newest signed sign-off that holds; one that does not hold, or is not signed, is said so, never used")
    func signOffGivesAuthorAndDate() throws {
        func signOff(_ signer: String, _ time: String, problems: [String] = [], signed: Bool = true, checked: Bool = true) -> ReportSignOff {
            var made = ReportSignOff(
                id: signer, signer: signer, role: "QA lead", meaning: "reviewed", time: time, allowIncomplete: true, signed: signed,
                signatureNote: signed ? (checked ? "signature good (\(signer))" : "signature not checked: no --allowed-signers") : nil,
                problems: problems)
            made.signatureVerified = signed && checked
            return made
        }
        let unsigned = try document(OpenACRFixture.report(signOffs: [signOff("Eve", "2026-11-23T10:00:00.000Z", signed: false)]))
        #expect(unsigned["author"] == .mapping([("name", .string("Ann")), ("email", .string(""))]))
        #expect(
            unsigned["notes"]?.text?.contains("Not checked: a sign-off dated 2026-11-23 holds over unchanged results, but it is not signed") == true,
            "\(unsigned["notes"]?.text ?? "")")
        #expect(unsigned["notes"]?.text?.contains("the sign-off holds") == false)
        #expect(unsigned["notes"]?.text?.contains("Eve") == false, "an unproven signer is never named")
        // Signed in the CEO's name with a key nobody checked: not the author, not named.
        let unchecked = try document(OpenACRFixture.report(signOffs: [signOff("ceo@example.com", "2026-11-23T10:00:00.000Z", checked: false)]))
        #expect(unchecked["author"] == .mapping([("name", .string("Ann")), ("email", .string(""))]))
        #expect(unchecked["notes"]?.text?.contains("its signature was not checked") == true)
        #expect(unchecked["notes"]?.text?.contains("ceo@example.com") == false, "\(unchecked["notes"]?.text ?? "")")
        let held = try document(
            OpenACRFixture.report(signOffs: [
                signOff("Old <old@example.com>", "2026-11-20T10:00:00.000Z"),
                signOff("Dee Lee <dee@example.com>", "2026-11-23T10:00:00.000Z"),
                signOff("Broken", "2026-11-24T10:00:00.000Z", problems: ["ledger changed"]),
            ]))
        #expect(held["author"] == .mapping([("name", .string("Dee Lee")), ("email", .string("dee@example.com"))]))
        #expect(held["report_date"]?.text == "2026-11-23")
        let notes = held["notes"]?.text ?? ""
        // Notes are Markdown to GSA's renderer: the signer's address stays text, not an autolink.
        #expect(notes.contains("Signed off by Dee Lee \\<dee@example.com\\> (QA lead) on 2026-11-23"), "\(notes)")
        #expect(notes.contains("does not hold: ledger changed"), "\(notes)")

        let broken = try document(OpenACRFixture.report(signOffs: [signOff("Broken", "2026-11-24T10:00:00.000Z", problems: ["ledger changed"])]))
        #expect(broken["author"] == .mapping([("name", .string("Ann")), ("email", .string(""))]))
        #expect(broken["report_date"]?.text == "2026-11-22")
        #expect(broken["notes"]?.text?.contains("Not signed off on the current results") == true)
    }

    static let hostile = [
        "\"quoted\" and 'single' and \\backslash\\",
        "key: value # not a comment",
        "- leading dash", "* star", "& anchor", "! tag", "? question", "| pipe", "> fold", "%directive", "@at", "`tick",
        "line one\nline two\r\nthree\u{2028}four\u{2029}five\u{85}six",
        "\u{0}nul \u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F}\u{9F} controls",
        "\u{FEFF}bom \u{FFFE}\u{FFFF} non-characters, \u{A0}nbsp, tab\there",
        "emoji 😀👩🏽‍💻 and ü",
        "yes", "null", "~", "1.10", "0x1F", "", " ", "  padded  ", "{flow: [x]}", "trailing backslash \\",
    ]

    @Test("hostile notes, product names and testers come back exactly", arguments: hostile)
    func hostileTextRoundTrips(_ text: String) throws {
        #expect(try OpenACRYAML.quoted(YAMLDoubleQuoted.scalar(text)) == text)
        var report = OpenACRFixture.report(note: text)
        report.conformance.productName = text.isEmpty ? "x" : text
        let doc = try document(report)
        #expect(doc["product"]?["name"]?.text == (text.isEmpty ? "x" : text))
        let notes = components(doc, "success_criteria_level_aa", "2.4.7").first?.notes ?? ""
        // A remark is one line per failed check: line breaks in the note become spaces. Notes are
        // Markdown to GSA's renderer, so the note is there as Markdown prose, which reads back
        // as the note (control characters shown as U+FFFD, a tab as a space).
        let folded = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let prose = String(MarkdownText.prose("x" + folded).dropFirst())
        #expect(notes.contains(": " + prose + " (defect A11Y-7)") || text.trimmingCharacters(in: .whitespaces).isEmpty, "\(notes.debugDescription)")
        let shown = folded.unicodeScalars.map { $0 == "\t" ? " " : ($0.value < 0x20 || $0.value == 0x7F ? "\u{FFFD}" : String($0)) }.joined()
        #expect(Self.markdownText(prose) == shown, "\(prose.debugDescription)")
    }

    /// What a CommonMark reader shows of prose: a backslash before ASCII punctuation is dropped.
    static func markdownText(_ markdown: String) -> String {
        var out = ""
        var escaped = false
        for character in markdown {
            if !escaped && character == "\\" {
                escaped = true
                continue
            }
            if escaped && !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) { out.append("\\") }
            escaped = false
            out.append(character)
        }
        return out + (escaped ? "\\" : "")
    }

    @Test("the YAML writer nests mappings in sequences as GSA's files do")
    func yamlLayout() {
        let node = YAMLNode.mapping([
            ("a", .sequence([.mapping([("num", .string("1")), ("components", .sequence([.mapping([("name", .string("web"))])]))])])),
            ("empty", .sequence([])), ("flag", .bool(false)),
        ])
        #expect(
            node.document == """
                a:
                  - num: "1"
                    components:
                      - name: "web"
                empty: []
                flag: false

                """)
    }
}
