import Foundation
import Testing

/// End to end, as a tester and an auditor run it: a failure that names the criteria it breaks
/// is charged to those alone in every export, `across` makes it Does Not Support, and a
/// tester's reason for not applicable reaches the remarks.
@Suite("Named failures through the command line")
struct NamedFailureClaimsTests {
    typealias Project = TrueClaimsTests.Project

    /// The OpenACR level of `number`, and its notes.
    func entry(_ openacr: String, _ number: String) throws -> OpenACREntry {
        try #require(OpenACREntry(openacr, number), "no entry for \(number)")
    }

    @Test("f 2.4.7: NOTE fails 2.4.7 only; 2.1.1, which the same check evidences, is met; the not-applicable reason is in the remarks")
    func namedFailureChargesOnlyWhatItBreaks() throws {
        let project = try Project()
        let session = project.session("p\np\nf 2.4.7: no focus ring on the switch\np\nx no keyboard on this screen's switch\n")
        #expect(session.status == 0, "\(session.err)")
        #expect(session.out.contains("Step 3: failed against 2.4.7, no focus ring on the switch."), "\(session.out)")
        let ledger = try #require(try FileManager.default.contentsOfDirectory(atPath: project.results).first { $0.hasSuffix(".jsonl") })
        let text = try String(contentsOfFile: project.results + "/" + ledger, encoding: .utf8)
        #expect(text.contains("\"breaks\":[\"2.4.7\"]"))

        let openacr = project.export("openacr")
        #expect(openacr.status == 0, "\(openacr.err)")
        let focus = try entry(openacr.out, "2.4.7")
        #expect(focus.level == "partially-supports")
        #expect(focus.notes.contains("no focus ring on the switch"))
        let keyboard = try entry(openacr.out, "2.1.1")
        #expect(keyboard.level == "supports", "the failure named 2.4.7 only: \(keyboard)")
        #expect(!keyboard.notes.contains("no focus ring"))
        let name = try entry(openacr.out, "4.1.2")
        #expect(name.level == "not-applicable")
        #expect(name.notes.contains("Not applicable, as testers found: no keyboard on this screen's switch (Ann)."), "\(name.notes)")

        // EARL says the same: 2.1.1 passed, 2.4.7 failed.
        let earl = project.export("earl")
        let assertions = earl.out.components(separatedBy: "\"@type\": \"Assertion\"")
        let keyboardAssertion = try #require(assertions.first { $0.contains("WCAG:keyboard\"") && $0.contains("earl:manual") })
        #expect(keyboardAssertion.contains("earl:passed"), "\(keyboardAssertion)")
        let focusAssertion = try #require(assertions.first { $0.contains("WCAG:focus-visible\"") && $0.contains("earl:manual") })
        #expect(focusAssertion.contains("earl:failed"))
    }

    @Test("f 2.4.7 across: NOTE makes 2.4.7 Does Not Support on one failure, and the remarks say why")
    func acrossTheProduct() throws {
        let project = try Project()
        #expect(project.session("p\np\nf 2.4.7 across: no focus ring anywhere in the app\np\np\n").status == 0)
        let focus = try entry(project.export("openacr").out, "2.4.7")
        #expect(focus.level == "does-not-support")
        #expect(focus.notes.contains("a tester recorded that a failure holds across the product"), "\(focus.notes)")
        #expect(focus.notes.contains("holds across the product"))
        // The Markdown ACR's row says the same (its summary table always has a "Does Not Support" column).
        let markdown = project.export("acr-markdown")
        let row = markdown.out.split(separator: "\n").first { $0.hasPrefix("| [2.4.7 ") }
        #expect(row?.contains("Native app: Does Not Support") == true, "\(row ?? "no 2.4.7 row")")
    }

    @Test("a failure with the rest of the scenario blocked is Partially Supports with its incomplete count, never a gap")
    func failureBesideBlockedIsNotAGap() throws {
        let project = try Project()
        // The focus check fails for both its criteria; the rest is blocked, so 2.1.1's other check has no outcome.
        #expect(project.session("p\np\nf no focus ring\nb the switch froze\n").status == 0)
        let openacr = project.export("openacr").out
        let keyboard = try entry(openacr, "2.1.1")
        #expect(keyboard.level == "partially-supports", "\(keyboard)")
        #expect(keyboard.notes.contains("Incomplete: 1 check without an outcome: 1 blocked: the switch froze."), "\(keyboard.notes)")
        #expect(!keyboard.notes.contains("Gap"))
        // 4.1.2 has no failure and no outcome: a gap, as before.
        #expect(try entry(openacr, "4.1.2").level == "")
    }
}
