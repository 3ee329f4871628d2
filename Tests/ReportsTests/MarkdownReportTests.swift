import Foundation
import Testing

@testable import Reports

/// The cells of a Markdown table row, split at pipes that are not escaped.
func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
        if escaped {
            current.append(character)
            escaped = false
        } else if character == "\\" {
            current.append(character)
            escaped = true
        } else if character == "|" {
            cells.append(current)
            current = ""
        } else {
            current.append(character)
        }
    }
    cells.append(current)
    // A row starts and ends with a pipe.
    return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
}

@Suite("Markdown")
struct MarkdownReportTests {
    let report = ReportFixtures.report()

    @Test("totals, a count table per feature and platform, a scenario table per group")
    func structure() {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.hasPrefix("# Manual test results\n"))
        #expect(
            markdown.contains(
                "**12 planned scenarios:** 2 passed, 1 failed, 1 blocked, 1 skipped, 1 not applicable, 5 untested, 1 stale, 1 conflict."))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let headers = lines.filter { $0.hasPrefix("## ") }
        #expect(headers.count == 5)  // conformance, two groups, sessions, sign-offs
        #expect(headers.first == "## WCAG 2.2 conformance")
        // Every row of a table has as many cells as its header, whatever the text held.
        var width: Int?
        for line in lines {
            guard line.hasPrefix("|") else {
                width = nil
                continue
            }
            let count = cells(line).count
            if let width { #expect(count == width, "\(line)") } else { width = count }
        }
    }

    @Test("tester text cannot inject markup, HTML, mentions or line breaks")
    func hostileText() {
        let markdown = MarkdownReport.render(report)
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("\\<script\\>"))
        #expect(!markdown.contains("\u{0}") && !markdown.contains("\u{1}") && !markdown.contains("\r"))
        #expect(markdown.contains("\\]\\]\\>"))
        #expect(markdown.contains("😀"))
        let failure = markdown.split(separator: "\n").first { $0.hasPrefix("- Step 3 failed: ") }
        #expect(failure?.contains("<br>second line") == true)
        #expect(markdown.contains("- Note: general remark<br>over two lines"))
        #expect(markdown.contains("- Defect: JIRA-42 \\<b\\>"))
        #expect(markdown.contains("\\@SUM"))
    }

    @Test("findings for scenarios with something to say; evidence as a link")
    func findings() {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("- Step 1 blocked: Given I open the app — -2+3 \\<no device\\>"))
        #expect(markdown.contains("- Conflict: Ann \"QA\" \\<ann\\@example.com\\>: passed; Cy: failed"))
        #expect(markdown.contains("- Stale: this verdict was given to older steps"))
        #expect(markdown.contains("- Evidence: [shot \\<1\\>.png](results/evidence/"))
        #expect(!markdown.contains("Step 2 not applicable"), "automatic not-applicable steps are not findings")
        #expect(
            markdown.contains("- Dee \\<lead\\> (QA \\| lead): =approved, at 2026-11-22T13:00:00.000Z, not signed; does not hold: ledger changed."))
    }

    @Test("a failure retested to a pass is listed under the pass with what it found and a link to its screenshot")
    func earlierAttemptEvidence() throws {
        let markdown = MarkdownReport.render(try RetestFixture.report())
        let lines = markdown.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("### ") && $0.contains("formula") })
        #expect(lines[heading].hasSuffix(", ios): passed"))
        let label = try #require(lines.firstIndex { $0.hasPrefix("- " + RetestFixture.label) })
        #expect(label > heading)
        #expect(
            Array(lines[(label + 1)...].prefix(3)) == [
                "  - Step 2 failed: \(RetestFixture.failureNote)", "  - Defect: \(RetestFixture.defect)",
                "  - Evidence on step 2: [\(RetestFixture.screenshotName)](\(MarkdownText.destination(RetestFixture.screenshotPath)))",
            ])
    }

    @Test("MarkdownText escapes what starts markup and keeps the rest")
    func escaping() {
        #expect(MarkdownText.inline("a*b_c`d[e](f)<g>&h|i~j!k@l$m#n\\o") == "a\\*b\\_c\\`d\\[e\\]\\(f\\)\\<g\\>\\&h\\|i\\~j\\!k\\@l\\$m\\#n\\\\o")
        #expect(MarkdownText.inline("plain text, 1.5 - ok: yes 😀") == "plain text, 1.5 - ok: yes 😀")
        #expect(MarkdownText.inline("one\r\ntwo\nthree\rfour") == "one<br>two<br>three<br>four")
        #expect(MarkdownText.inline("a\u{0}b\tc") == "a\u{FFFD}b c")
        #expect(MarkdownText.destination("results dir/evidence/a (1).png") == "results%20dir/evidence/a%20%281%29.png")
    }

    @Test("a bidirectional control is shown as its code point (escaped, so it reads [U+202E]), not obeyed")
    func bidiControls() {
        #expect(MarkdownText.inline("focus \u{202E}deliaf\u{202C} ok") == "focus \\[U+202E\\]deliaf\\[U+202C\\] ok")
        #expect(
            MarkdownText.inline("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}")
                == "\\[U+2066\\]\\[U+2069\\]\\[U+200E\\]\\[U+200F\\]\\[U+061C\\]")
        #expect(MarkdownText.inline("עברית \u{0627}") == "עברית \u{0627}")
    }
}
