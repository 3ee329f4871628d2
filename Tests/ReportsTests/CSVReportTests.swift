import Foundation
import Testing

@testable import Reports

/// Reads RFC 4180 CSV: records end with CRLF, quoted fields may hold anything, `""` is a quote.
/// Strict, so that output a spreadsheet would misread fails here.
private func records(_ text: String) throws -> [[String]] {
    struct Malformed: Error { let offset: Int }
    let bytes = Array(text.utf8)
    var records: [[String]] = []
    var record: [String] = []
    var field: [UInt8] = []
    var index = 0
    var quoted = false
    var fieldStart = true
    while index < bytes.count {
        let byte = bytes[index]
        if quoted {
            if byte == UInt8(ascii: "\"") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                    field.append(byte)
                    index += 2
                    continue
                }
                quoted = false
                index += 1
                guard index == bytes.count || bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x0D else { throw Malformed(offset: index) }
                continue
            }
            field.append(byte)
            index += 1
            continue
        }
        switch byte {
        case UInt8(ascii: "\"") where fieldStart:
            quoted = true
            fieldStart = false
        case UInt8(ascii: "\""), 0x0A:
            throw Malformed(offset: index)
        case UInt8(ascii: ","):
            record.append(String(decoding: field, as: UTF8.self))
            field = []
            fieldStart = true
        case 0x0D:
            guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else { throw Malformed(offset: index) }
            record.append(String(decoding: field, as: UTF8.self))
            records.append(record)
            record = []
            field = []
            fieldStart = true
            index += 1
        default:
            field.append(byte)
            fieldStart = false
        }
        index += 1
    }
    guard record.isEmpty, field.isEmpty, !quoted else { throw Malformed(offset: index) }
    return records
}

/// `text` with the control characters CSV export replaces made U+FFFD.
private func cleaned(_ text: String) -> String {
    text.unicodeScalars.map { ($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value)) ? "\u{FFFD}" : String($0) }.joined()
}

@Suite("CSV")
struct CSVReportTests {
    let report = ReportFixtures.report()

    @Test("a header, then one row per step of every planned scenario, all the same width")
    func shape() throws {
        let rows = try records(CSVReport.render(report))
        #expect(rows.first == CSVReport.header)
        #expect(rows.count == 1 + report.scenarios.reduce(0) { $0 + $1.steps.count })
        #expect(rows.allSatisfy { $0.count == CSVReport.header.count })
    }

    @Test("no cell starts with a formula character; the formulas are there, neutralised")
    func formulas() throws {
        let rows = try records(CSVReport.render(report))
        for row in rows {
            for cell in row {
                #expect(!(cell.first.map { "=+-@\t\r".contains($0) } ?? false), "cell starts a formula: \(cell)")
            }
        }
        let cells = rows.flatMap { $0 }
        #expect(cells.contains("'=1+1"))
        #expect(cells.contains("'" + cleaned(ReportFixtures.formulaScenario)))
        #expect(cells.contains("'-2+3 <no device>"))
        #expect(cells.contains("'@SUM(1) skipped"))
        #expect(cells.contains("'\tTAB first"))
    }

    @Test("hostile text survives quoting, with control characters replaced")
    func hostileText() throws {
        let rows = try records(CSVReport.render(report))
        let column = try #require(CSVReport.header.firstIndex(of: "note or reason"))
        let failed = try #require(rows.first { $0[column].contains("second line") })
        #expect(failed[column] == cleaned(ReportFixtures.hostileNote))
        let result = try #require(CSVReport.header.firstIndex(of: "step result"))
        #expect(failed[result] == "failed")
    }

    @Test("step results, not-run steps, defects once, evidence on its step")
    func content() throws {
        let rows = try records(CSVReport.render(report))
        func column(_ name: String) -> Int { CSVReport.header.firstIndex(of: name)! }
        let formula = rows.filter { $0[column("scenario")] == "'" + cleaned(ReportFixtures.formulaScenario) && $0[column("platform")] == "ios" }
        #expect(formula.map { $0[column("step result")] } == ["passed", "passed", "failed"])
        #expect(formula.map { $0[column("defects")] } == ["JIRA-42 <b>", "", ""])
        #expect(formula[1][column("evidence")].hasPrefix("results/evidence/"))
        #expect(formula[0][column("notes")] == cleaned(ReportFixtures.hostileNote) + "\ngeneral remark\nover two lines")
        let untested = rows.filter { $0[column("scenario result")] == "untested" }
        #expect(!untested.isEmpty && untested.allSatisfy { $0[column("step result")] == "not run" })
        #expect(rows.contains { $0[column("scenario result")] == "conflict" })
        #expect(rows.contains { $0[column("stale")] == "yes" })
    }

    @Test("a failure retested to a pass keeps the failure and its screenshot's path in the earlier attempts column")
    func earlierAttemptEvidence() throws {
        let rows = try records(CSVReport.render(try RetestFixture.report()))
        #expect(rows.first?.last == "earlier attempts")
        #expect(rows.allSatisfy { $0.count == CSVReport.header.count })
        func column(_ name: String) -> Int { CSVReport.header.firstIndex(of: name)! }
        let earlierColumn = try #require(CSVReport.header.firstIndex(of: "earlier attempts"))
        let formula = rows.filter { $0[column("scenario")] == "'" + cleaned(ReportFixtures.formulaScenario) && $0[column("platform")] == "ios" }
        #expect(formula.map { $0[column("step result")] } == ["passed", "passed", "passed"])
        #expect(formula.map { $0[column("session")] } == Array(repeating: RetestFixture.passingSession, count: 3))
        let earlier = formula.map { $0[earlierColumn] }
        #expect(earlier.dropFirst().allSatisfy { $0.isEmpty }, "once, on the first row")
        let lines = earlier[0].split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(RetestFixture.label) == true)
        #expect(
            Array(lines.dropFirst()) == [
                "Step 2 failed: \(RetestFixture.failureNote)", "Defect: \(RetestFixture.defect)",
                "Evidence on step 2: \(RetestFixture.screenshotPath)",
            ])
    }

    @Test("CSVField quotes by RFC 4180 and neutralises formulas")
    func field() {
        #expect(CSVField.cell("plain") == "plain")
        #expect(CSVField.cell("a,b") == "\"a,b\"")
        #expect(CSVField.cell("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVField.cell("two\nlines") == "\"two\nlines\"")
        #expect(CSVField.cell("=1+1") == "'=1+1")
        #expect(CSVField.cell("+1") == "'+1")
        #expect(CSVField.cell("-1") == "'-1")
        #expect(CSVField.cell("@A1") == "'@A1")
        #expect(CSVField.cell("\tx") == "'\tx")
        #expect(CSVField.cell("\rx") == "\"'\rx\"")
        #expect(CSVField.cell("=HYPERLINK(\"x\",\"y\")") == "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"")
        #expect(CSVField.cell("a\u{0}b\u{7F}") == "a\u{FFFD}b\u{FFFD}")
        #expect(CSVField.cell("1 = 1") == "1 = 1")
        #expect(CSVField.cell("") == "")
    }

    @Test("a bidirectional control in a cell is shown as its code point, so the spreadsheet does not reorder it")
    func bidiControls() {
        #expect(CSVField.cell("focus \u{202E}deliaf\u{202C} ok") == "focus [U+202E]deliaf[U+202C] ok")
        #expect(CSVField.cell("\u{2066}a\u{2069}\u{200E}\u{200F}\u{061C}") == "[U+2066]a[U+2069][U+200E][U+200F][U+061C]")
        // Shown before quoting: the cell starts with `[`, so it is text, and its quotes are still doubled.
        #expect(CSVField.cell("\u{202E}=1+1, \"x\"") == "\"[U+202E]=1+1, \"\"x\"\"\"")
        #expect(CSVField.cell("עברית \u{0627}") == "עברית \u{0627}")
    }
}
