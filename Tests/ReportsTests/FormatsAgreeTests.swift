import Conformance
import Foundation
import JSON
import SafeHTML
import Testing

@testable import Reports

/// One count: every format that states conformance — the HTML and Markdown reports, the ACR
/// and its Markdown twin, OpenACR and EARL — gives the same level for each criterion and
/// product part, and the same count of gaps, for one two-platform, two-tester session
/// (`ConformanceFixture`: Ann on iOS, Bo on desktop). Each format is read back as its reader
/// would read it, not compared with the table it was made from.
@Suite struct FormatsAgreeTests {
    let report: Report = {
        var report = ConformanceFixture.report()
        report.conformance.productName = "Shop"
        return report
    }()
    var table: ConformanceTable { ConformanceTable(report, target: .aa) }

    /// The level of every criterion and part, as the table has it: "2.4.7 Native app" → "Does Not Support".
    var expected: [String: String] {
        var levels: [String: String] = [:]
        for row in table.rows {
            for cell in row.cells { levels["\(row.criterion.number) \(cell.part.title)"] = cell.level.title }
        }
        return levels
    }

    @Test("the fixture has two testers, two platforms, and levels of every kind that matters")
    func fixture() {
        #expect(Set(report.sessions.map(\.tester)) == ["Ann", "Bo"])
        #expect(table.parts.map(\.title) == ["Web", "Native app"])
        #expect(expected["2.4.7 Native app"] == "Partially Supports")
        #expect(expected["2.4.7 Web"] == "Supports")
        #expect(expected["4.1.2 Web"] == ConformanceLevel.gap.title)
    }

    @Test("HTML report: each row's level per part")
    func html() {
        let page = HTMLReport.render(report)
        for row in table.rows {
            let cells = Self.htmlRow(page, criterion: row.criterion.number, name: row.criterion.name)
            let levels = cells.compactMap { cell -> String? in
                guard let start = cell.range(of: "class=\"level level-") else { return nil }
                let after = cell[start.upperBound...]
                guard let close = after.range(of: "\">"), let end = after.range(of: "</span>") else { return nil }
                return String(after[close.upperBound..<end.lowerBound])
            }
            #expect(levels == table.parts.map { expected["\(row.criterion.number) \($0.title)"]! }, "\(row.criterion.number)")
        }
    }

    @Test("Markdown report and ACR Markdown: each row's level per part")
    func markdown() {
        let report = MarkdownReport.render(report)
        let acr = ACRMarkdownReport.render(self.report)
        for row in table.rows {
            // Read as a Markdown reader shows it: backslash escapes taken off.
            let link = "[\(row.criterion.number) "
            let reportRow = Self.unescaped(report.split(separator: "\n").first { $0.hasPrefix("| " + link) }.map(String.init) ?? "")
            let cells = reportRow.components(separatedBy: " | ")
            // criterion | level | (level | remarks) per part
            let levels = table.parts.indices.map { cells.count > 2 + $0 * 2 ? cells[2 + $0 * 2] : "" }
            #expect(levels == table.parts.map { expected["\(row.criterion.number) \($0.title)"]! }, "\(reportRow)")

            let acrRow = Self.unescaped(acr.split(separator: "\n").first { $0.hasPrefix("| " + link) }.map(String.init) ?? "")
            let acrLevels = acrRow.components(separatedBy: " | ").dropFirst().first?.components(separatedBy: "<br>") ?? []
            #expect(
                acrLevels == table.parts.map { "\($0.title): " + Self.acrWords(expected["\(row.criterion.number) \($0.title)"]!) },
                "\(acrRow)")
        }
    }

    @Test("ACR page: each row's level per part")
    func acr() {
        let page = ACRReport.render(report)
        for row in table.rows {
            let cells = Self.htmlRow(page, criterion: row.criterion.number, name: row.criterion.name)
            let levels: [String] =
                cells.first.map { cell in
                    cell.components(separatedBy: "<p>").dropFirst().map { paragraph -> String in
                        let part = paragraph.prefix { $0 != ":" }
                        let level: String = paragraph.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</span>").first ?? ""
                        return "\(part): \(level)"
                    }
                } ?? []
            #expect(
                levels == table.parts.map { "\($0.title): " + Self.acrWords(expected["\(row.criterion.number) \($0.title)"]!) },
                "\(row.criterion.number): \(cells.first ?? "")")
        }
    }

    @Test("OpenACR: each criterion's level per component (web, software)")
    func openACR() throws {
        let document = try OpenACRYAML.read(OpenACRReport.render(report))
        let ids = ["success_criteria_level_a", "success_criteria_level_aa"]
        for row in table.rows {
            let entry = ids.compactMap { document["chapters"]?[$0]?["criteria"]?.items.first { $0["num"]?.text == row.criterion.number } }.first
            let levels = (entry?["components"]?.items ?? []).map { component -> String in
                let name = component["name"]?.text ?? ""
                let level = component["adherence"]?["level"]?.text ?? ""
                let part = name == "web" ? "Web" : "Native app"
                return "\(part): " + (level.isEmpty ? ConformanceLevel.gap.title : ConformanceLevel(rawValue: level)?.title ?? level)
            }
            #expect(levels == table.parts.map { "\($0.title): " + expected["\(row.criterion.number) \($0.title)"]! }, "\(row.criterion.number)")
        }
    }

    @Test("EARL: the scope assertion of each criterion follows the parts' levels; every criterion has one")
    func earl() throws {
        guard case .object(let document) = try JSONParser.parse(EARLReport.render(report)),
            case .array(let assertions)? = document["auditSample"]
        else {
            Issue.record("no auditSample")
            return
        }
        var outcomes: [String: String] = [:]
        for assertion in assertions {
            guard case .object(let fields) = assertion, case .string(let subject)? = fields["subject"], subject == "_:product",
                case .object(let test)? = fields["test"], case .string(let title)? = test["title"],
                case .object(let result)? = fields["result"], case .string(let outcome)? = result["outcome"]
            else { continue }
            outcomes[String(title.prefix { $0 != " " })] = outcome
        }
        #expect(outcomes.count == table.rows.count)
        for row in table.rows {
            let levels = table.parts.map { expected["\(row.criterion.number) \($0.title)"]! }
            let outcome = outcomes[row.criterion.number]
            if levels.contains("Does Not Support") || levels.contains("Partially Supports") {
                #expect(outcome == "earl:failed", "\(row.criterion.number)")
            } else if levels.allSatisfy({ $0 == "Supports" || $0 == "Not Applicable" }) && levels.contains("Supports") {
                #expect(outcome == "earl:passed", "\(row.criterion.number)")
            } else {
                #expect(outcome != "earl:passed" && outcome != "earl:failed", "\(row.criterion.number): \(outcome ?? "none")")
            }
        }
    }

    @Test("the gaps are counted the same in every format's statement")
    func gapCount() throws {
        let gaps = table.claims.gaps.count
        #expect(gaps > 0)
        let sentence = "The claim is incomplete: \(gaps) gaps at Level A and AA"
        #expect(HTMLReport.render(report).contains(sentence))
        #expect(MarkdownReport.render(report).contains(sentence))
        #expect(ACRReport.render(report).contains(sentence))
        #expect(ACRMarkdownReport.render(report).contains(sentence))
        let openACR = try OpenACRYAML.read(OpenACRReport.render(report))
        #expect(openACR["notes"]?.text?.contains(sentence) == true)
    }

    static func unescaped(_ line: String) -> String {
        var out = ""
        var escaping = false
        for character in line {
            if !escaping, character == "\\" {
                escaping = true
                continue
            }
            if escaping, !(character.isASCII && character.isPunctuation || character.isSymbol) { out.append("\\") }
            escaping = false
            out.append(character)
        }
        return out
    }

    /// The ACR writes a gap as "Not established (gap)"; other levels as the table does.
    static func acrWords(_ level: String) -> String {
        level == ConformanceLevel.gap.title ? "Not established (gap)" : level
    }

    /// The `<td>` cells of the table row whose header cell names the criterion.
    static func htmlRow(_ page: String, criterion: String, name: String) -> [String] {
        let rows = page.components(separatedBy: "<tr>")
        guard let row = rows.first(where: { $0.contains(">\(criterion) \(HTMLEscaper.text(name))</a>") && $0.contains("<th scope=\"row\"") })
        else { return [] }
        return row.components(separatedBy: "<td").dropFirst().map { $0.components(separatedBy: "</td>").first ?? "" }
    }
}
