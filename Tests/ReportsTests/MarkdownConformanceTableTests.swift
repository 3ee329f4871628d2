import Testing

@testable import Reports

@Suite("Markdown conformance table")
struct MarkdownConformanceTableTests {
    let markdown = MarkdownReport.render(ConformanceFixture.report())
    var lines: [Substring] { markdown.split(separator: "\n", omittingEmptySubsequences: false) }

    private func row(_ number: String) throws -> [String] {
        let line = try #require(lines.first { $0.hasPrefix("| [\(number) ") }, "no row for \(number)")
        return cells(line)
    }

    @Test("the conformance section comes first, after the title, with the statement above the table")
    func placement() throws {
        #expect(lines.first { $0.hasPrefix("## ") } == "## WCAG 2.2 conformance")
        let heading = try #require(lines.firstIndex(of: "## WCAG 2.2 conformance"))
        #expect(lines[heading + 2] == "Conformance target: WCAG 2.2 level AA, the 55 success criteria at levels A and AA, for Web and Native app.")
        #expect(
            lines[heading + 4].hasPrefix(
                "**The claim is incomplete: 99 gaps at Level A and AA, where the evaluation has not established the criterion — Web, 52 of 55 \\(no check: 1.1.1, 1.2.1"
            ))
        #expect(lines[heading + 6].hasPrefix("No sign-off that still holds approved these claims"))
        #expect(lines[heading + 8] == "| Criterion | Level | Web | Web remarks | Native app | Native app remarks |")
    }

    @Test("a sign-off that holds and approved exactly these claims is named above the table; one that approved others is not")
    func approval() throws {
        var report = ConformanceFixture.report()
        let hash = ConformanceTable(report, target: .aa).claims.sha256
        var approved = ReportSignOff(
            id: "s-1", signer: "Ann", role: "tester", meaning: "executed", time: "2026-11-22T10:00:00.000Z", allowIncomplete: true,
            signed: true, signatureNote: "signature good (Ann)", problems: [])
        approved.conformanceSHA256 = hash
        approved.signatureVerified = true
        var other = approved
        other.conformanceSHA256 = String(repeating: "0", count: 64)
        report.signOffs = [other]
        #expect(!MarkdownReport.render(report).contains("These claims are the ones approved"))
        // The same sign-off with its signature unchecked: holds, but names nobody as approver.
        var unchecked = approved
        unchecked.signatureVerified = false
        unchecked.signatureNote = "signature not checked: no --allowed-signers"
        report.signOffs = [unchecked]
        let unproven = MarkdownReport.render(report)
        #expect(!unproven.contains("These claims are the ones approved"))
        #expect(unproven.contains("its signature was not checked"), "\(unproven.prefix(1500))")
        report.signOffs = [approved]
        #expect(MarkdownReport.render(report).contains("These claims are the ones approved in sign-off s-1 by Ann \\(tester\\), meaning “executed”"))
        report.signOffs[0].problems = ["ledger changed since sign-off s-1"]
        #expect(!MarkdownReport.render(report).contains("These claims are the ones approved"))
    }

    @Test("a well-formed pipe table: every row has the header's cells, and the pipe in the note is escaped")
    func wellFormed() throws {
        let start = try #require(lines.firstIndex { $0.hasPrefix("| Criterion |") })
        let table = lines[start...].prefix { $0.hasPrefix("|") }
        #expect(table.count == 2 + 55)
        for line in table {
            #expect(cells(line).count == 6, "\(line)")
        }
        let focus = try row("2.4.7")
        #expect(focus[0] == "[2.4.7 Focus Visible](https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html)")
        #expect(focus[5].contains("no focus ring \\| see \\<b\\>here\\</b\\>"))
    }

    /// Cells: criterion, level, then the web's level and remarks, then the native app's.
    @Test("the failed focus step's criteria do not hold on iOS and link to the scenario's heading; passed ones support")
    func failedCriterion() throws {
        let heading = "### Keyboard focus (line 4, ios): failed"
        #expect(lines.contains { $0 == heading })
        for number in ["2.4.7", "2.4.11"] {
            let cells = try row(number)
            #expect(cells[1] == "AA")
            #expect(cells[4] == "Partially Supports")
            #expect(cells[5].contains("Failed: [Button on iOS: no focus ring"))
            #expect(cells[5].contains("](#keyboard-focus-line-4-ios-failed)."))
            #expect(!cells[5].contains("Then the focus"))
            #expect(cells[2] == "Supports")
            #expect(cells[3].contains("Scenarios: [Button on desktop](#button-on-desktop) (1 scenario)."))
        }
        #expect(try row("2.1.1")[2] == "Supports" && row("2.1.1")[4] == "Supports")
    }

    @Test("unmapped criteria and untested ones are gaps at A and AA, never Not Evaluated")
    func uncovered() throws {
        let alt = try row("1.1.1")
        #expect(alt[2] == "Gap: not established" && alt[4] == "Gap: not established")
        #expect(alt[3] == "Gap: no planned check evidences this criterion, so the evaluation has not established it.")
        let name = try row("4.1.2")
        #expect(
            name[3].contains(
                "Planned in Button on desktop \\(1 check: 1 without an outcome\\). 1 check without an outcome: 1 not tested. Gap: the claim is incomplete until every check has an outcome."
            ))
        #expect(name[5].contains("[Button on ios](#button-on-ios) (1 scenario)"))
    }

    @Test("heading anchors follow GitHub: lower case, punctuation and symbols dropped, spaces as hyphens, repeats numbered")
    func anchors() {
        #expect(MarkdownHeadingAnchors.slug("Alert \\<dialog\\> \\& \"friends\" on ios") == "alert-dialog--friends-on-ios")
        #expect(MarkdownHeadingAnchors.slug("Ünïcode 😀 snake\\_case (line 4, ios): failed") == "ünïcode--snake_case-line-4-ios-failed")
        var anchors = MarkdownHeadingAnchors()
        #expect(anchors.add("Sessions") == "sessions")
        #expect(anchors.add("Sessions") == "sessions-1")
        #expect(anchors.add("Sessions 1") == "sessions-1-1")
        #expect(anchors.add("Sessions") == "sessions-2")
    }
}
