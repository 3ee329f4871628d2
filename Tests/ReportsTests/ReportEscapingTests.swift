import Foundation
import SafeHTML
import TestPlan
import Testing

@testable import Reports

/// The HTML report shows a hidden character as the terminal does: the one escaper's list of
/// characters shown by code point holds every control `TerminalText` shows (bar the white space
/// HTML shows as such) and every bidirectional control `BidiControls` names, in its notation.
@Suite("The report's escaping and the terminal's agree")
struct ReportEscapingTests {
    @Test("every control and bidirectional control the terminal shows, the HTML shows, as [U+XXXX]")
    func sameCharactersShown() {
        let candidates = (0x0...0x2FFF).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0xFDD0)!, Unicode.Scalar(0xFFFE)!]
        for scalar in candidates where !["\t", "\n", "\r"].contains(scalar) {
            let terminalShows = TerminalText.isControl(scalar) || BidiControls.contains(scalar)
            let text = String(Character(scalar))
            let escaped = HTMLEscaper.text(text)
            if terminalShows {
                #expect(escaped == BidiControls.codePoint(scalar), "U+\(String(scalar.value, radix: 16))")
            } else if !"&<>\"'".unicodeScalars.contains(scalar) && !(0xFDD0...0xFDEF).contains(scalar.value) && scalar.value & 0xFFFE != 0xFFFE {
                #expect(escaped == text, "U+\(String(scalar.value, radix: 16)) is changed though nothing hides in it")
            }
        }
    }

    @Test("a hostile feature name, tester and note are text in the HTML report: no markup, no hidden character, no forged attribute")
    func hostileValuesInTheReport() {
        let hostile = "<script>alert(1)</script> \" onfocus=\"x\" 'q' \u{202E}kcab\u{202C} \u{1B}[2K\nnext line"
        let session = HTMLFixtures.session("s-1", tester: hostile)
        let scenario = HTMLFixtures.scenario(
            HTMLFixtures.planned("Keyboard", feature: hostile, line: 3), state: .failed,
            current: [HTMLFixtures.attempt(.failed, tester: hostile, time: "2026-11-22T09:14:03.512Z", session: "s-1")],
            steps: [HTMLFixtures.step("When ", "I press Tab", line: 4, verdict: .failed, note: hostile)],
            notes: [ReportNote(text: hostile, step: 0, time: "2026-11-22T09:13:00.000Z")], session: session)
        let page = HTMLReport.render(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [scenario], sessions: [session], signOffs: []))
        for raw in ["<script>alert(1)", "\u{202E}", "\u{1B}", "\" onfocus=\"x\"", "'q'"] {
            #expect(!page.contains(raw), "\(raw.debugDescription) reached the report raw")
        }
        // In text a line break stays one (the report shows notes with their lines), and it
        // ends no element.
        let shown = "&lt;script&gt;alert(1)&lt;/script&gt; &quot; onfocus=&quot;x&quot; &#39;q&#39; [U+202E]kcab[U+202C] [U+001B][2K\nnext line"
        #expect(page.contains("<h2 id=\"g1\">\(shown) on iOS</h2>"), "the feature's name")
        #expect(page.contains("<td data-label=\"Tester\">\(shown)</td><td data-label=\"Platform\">iOS</td>"), "the tester, in the sessions table")
        #expect(page.contains("<span class=\"pre\">\(shown)</span>"), "the note")
    }
}
