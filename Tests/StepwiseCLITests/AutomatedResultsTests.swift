import Foundation
import SharedFolder
import Testing

/// Automated results beside a manual session, end to end through the commands: axe-core's
/// results for a cart page (a color-contrast and an image-alt violation, passes, a video it
/// could not decide) recorded with `scan-results` beside a manual web session; `verify` holds
/// and catches an edited outcome; 1.4.3 and 1.1.1 fail on the cart page with the rule and the
/// page in their remarks; a criterion with only the engine's passes is no Supports; the
/// undecided result is a check to review in `status` and the ACR until `run --review` judges
/// it; EARL asserts the engine's results in earl:automatic mode; bad files are refused whole.
@Suite("Automated results beside the manual session")
struct AutomatedResultsTests {
    static let feature = """
        @web @cart
        Feature: Cart

          Scenario: Contrast and images
            Given that I am on a page with the cart
            Then the text of the cart should have enough contrast
            And the images of the cart should have text alternatives

        """
    static let steps = """
        # Steps

        ## that I am on a page with {}
        Kind: setup
        Why no criteria: opening the page checks nothing.

        Open the page.

        ## the text of {} should have enough contrast
        Kind: check
        WCAG: 1.4.3
        Why these criteria: text must be readable.

        Measure the contrast.

        ## the images of {} should have text alternatives
        Kind: check
        WCAG: 1.1.1
        Why these criteria: images need a text alternative.

        Read the alternatives.

        """

    /// axe-core 4.12.1's results for the cart fixture page, made in headless Chromium.
    static let cartResults = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AutomatedTests/Fixtures/axe-shop-cart.json").path
    static let cartURL = "http://shop.example/cart"

    final class Project: TestProject {
        init(settings: String? = nil) throws {
            var files = ["features/cart.feature": AutomatedResultsTests.feature, "steps/steps.md": AutomatedResultsTests.steps]
            if let settings { files["stepwise.json"] = settings }
            try super.init(files: files)
        }

        @discardableResult
        func manualSession(_ answers: String = "p\np\np\n") -> (status: Int32, out: String, err: String) {
            run(
                ["run", features, "--steps", steps, "--platform", "desktop", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
                stdin: answers)
        }

        func scan(_ files: [String], _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
            run(["scan-results"] + files + ["--results", results, "--recorded-by", "Ann"] + extra)
        }

        func export(_ format: String) -> (status: Int32, out: String, err: String) {
            run(["export", "--format", format, "--steps", steps, "--platform", "desktop", "--results", results, features])
        }

        func status(_ extra: [String] = []) -> (status: Int32, out: String, err: String) {
            run(["status", features, "--steps", steps, "--platform", "desktop", "--results", results] + extra)
        }

        var ledgers: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: results)) ?? []).filter { $0.hasSuffix(".jsonl") }.sorted()
        }
    }

    func entry(_ openacr: String, _ number: String) throws -> OpenACREntry {
        try #require(OpenACREntry(openacr, number), "no entry for \(number)")
    }

    @Test(
        "recorded beside a manual session: verify holds; 1.4.3 and 1.1.1 fail on the cart page with the rule in the remarks; an engine's pass alone is no Supports; the undecided video is a check to review until judged"
    )
    func automatedBesideManual() throws {
        let project = try Project()
        #expect(project.manualSession().status == 0)
        let recorded = project.scan([Self.cartResults])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(
            recorded.out.contains("Recorded axe-core 4.12.1 on \(Self.cartURL), desktop: 2 violations, 1 check to review (1 element)"),
            "\(recorded.out)")
        #expect(recorded.out.contains("1 automated session recorded in"), "\(recorded.out)")

        let verify = run(["verify", "--results", project.results])
        #expect(verify.status == 0, "\(verify.out)\(verify.err)")
        #expect(verify.out.contains("ok, automated: axe-core 4.12.1 on \(Self.cartURL) ("), "\(verify.out)")
        #expect(verify.out.contains("2 sessions, 0 with problems"), "\(verify.out)")

        var acr = project.export("openacr").out
        for (number, rule) in [("1.4.3", "color-contrast"), ("1.1.1", "image-alt")] {
            let web = try entry(acr, number)
            #expect(["partially-supports", "does-not-support"].contains(web.level), "\(number): \(web.level)")
            #expect(web.notes.contains("axe-core 4.12.1, \(rule), 1 element on \(Self.cartURL)"), "\(web.notes)")
        }
        // document-title passed in axe and nothing manual checks 2.4.2: no Supports.
        let title = try entry(acr, "2.4.2")
        #expect(title.level != "supports", "\(title.level)")
        #expect(title.notes.contains("axe-core 4.12.1 passed document-title"), "\(title.notes)")
        // The video axe could not decide: a check to review.
        var captions = try entry(acr, "1.2.2")
        #expect(captions.level != "supports")
        #expect(
            captions.notes.contains("1 to review, as the engine could not decide: axe-core 4.12.1, video-caption, 1 element on \(Self.cartURL)"),
            "\(captions.notes)")
        #expect(acr.contains("Automated testing: axe-core 4.12.1 (1 page on desktop)"), "evaluation methods name the engine from the ledger")

        var status = project.status()
        #expect(
            status.out.contains("Automated: \(Self.cartURL) on desktop (axe-core 4.12.1): 2 violations, 1 check to review (1 element)"),
            "\(status.out)")
        #expect(status.out.contains("Checks to review: 1 the engines could not decide (1 element); judge them with: "), "\(status.out)")
        let json = project.status(["--format", "json"]).out
        #expect(json.contains("\"automated\":{\"pages\":[{"), "\(json)")
        #expect(json.contains("\"toReview\":1"), "\(json)")

        // The shortest way to a complete claim sends the undecided video to a person, not to a scenario.
        let gaps = run(["plan", "--close-gaps", project.features, "--steps", project.steps, "--platform", "desktop", "--results", project.results])
        #expect(gaps.out.contains("An engine's results wait for a person on 1.2.2 (Web): judge them with "), "\(gaps.out)")

        let earl = project.export("earl")
        #expect(earl.status == 0, "\(earl.err)")
        #expect(earl.out.contains("\"mode\": \"earl:automatic\""), "\(earl.out.prefix(300))")
        #expect(earl.out.contains("\"dct:hasVersion\": \"4.12.1\""))
        // The same finding in the same words in every format that states conformance.
        for format in ["html", "markdown", "acr", "acr-markdown", "openacr", "earl"] {
            let out = project.export(format).out
            #expect(out.contains("axe-core 4.12.1, color-contrast, 1 element on \(Self.cartURL)"), "\(format)")
            #expect(out.contains("Automated testing: axe-core 4.12.1") || ["html", "markdown", "earl"].contains(format), "\(format)")
        }
        let html = project.export("html").out
        #expect(html.contains("<h2 id=\"automated\">Automated results</h2>"))
        #expect(html.contains("color-contrast") && html.contains("image-alt"))

        // A person judges the video: it fails; the claim counts it, and nothing is left to review.
        let review = run(
            ["run", "--review", "--tester", "Bo", "--results", project.results, "--answers", "-", "--plain"], stdin: "f the video has no captions\n")
        #expect(review.status == 0, "\(review.err)")
        #expect(review.out.contains("Check 1 of 1: video-caption on \(Self.cartURL) (axe-core 4.12.1 could not decide)"), "\(review.out)")
        #expect(review.out.contains("Selector: video"), "\(review.out)")
        #expect(review.out.contains("Saved: failed against WCAG 1.2.2."), "\(review.out)")
        acr = project.export("openacr").out
        captions = try entry(acr, "1.2.2")
        #expect(captions.level == "partially-supports", "\(captions.level)")
        #expect(captions.notes.contains("failed, “the video has no captions” (Bo)"), "\(captions.notes)")
        status = project.status()
        #expect(!status.out.contains("Checks to review"), "\(status.out)")
        #expect(status.out.contains("0 checks to review, 1 reviewed"), "\(status.out)")
        #expect(run(["verify", "--results", project.results]).status == 0)
        let nothing = run(["run", "--review", "--tester", "Bo", "--results", project.results, "--answers", "-"], stdin: "")
        #expect(nothing.out.contains("Nothing to review"), "\(nothing.out)")
    }

    @Test(
        "signed like any session, by the person who recorded it: verify with the allowed signers names them",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen"), "ssh-keygen is not installed"))
    func signedByWhoRecordedIt() throws {
        let project = try Project()
        let key = project.folder.path + "/ann_key"
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
        keygen.arguments = ["-q", "-t", "ed25519", "-N", "", "-C", "ann", "-f", key]
        try keygen.run()
        keygen.waitUntilExit()
        let recorded = project.scan([Self.cartResults], ["--sign-with", key])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(recorded.out.contains("  Signed: "), "\(recorded.out)")
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed = try project.folder.write("allowed_signers", "Ann namespaces=\"stepwise-session@v1\" \(publicKey)\n")
        let verify = run(["verify", "--results", project.results, "--allowed-signers", allowed, "--require-signatures"])
        #expect(verify.status == 0, "\(verify.out)\(verify.err)")
        #expect(verify.out.contains("signed by Ann, signature good"), "\(verify.out)")
        // Someone else's key, in Ann's name, does not verify.
        let other = try project.folder.write("other_signers", "Bo namespaces=\"stepwise-session@v1\" \(publicKey)\n")
        #expect(run(["verify", "--results", project.results, "--allowed-signers", other]).status == 1)
    }

    @Test("a review quit part way is no guided session to resume: run --resume passes it by, and names it when asked for it")
    func reviewIsNotResumed() throws {
        let project = try Project()
        #expect(project.scan([Self.cartResults]).status == 0)
        let review = run(["run", "--review", "--tester", "Bo", "--results", project.results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(review.status == 0, "\(review.err)")
        #expect(review.out.contains("Saved. 0 judged; the rest stay to review."), "\(review.out)")
        let resumed = run(["run", "--resume", "--results", project.results, "--answers", "-"], stdin: "q\n")
        #expect(resumed.status == 2)
        #expect(resumed.err.contains("no unfinished session"), "\(resumed.err)")
        let id = try #require(project.ledgers.first { $0.contains("-bo-") }).replacingOccurrences(of: ".jsonl", with: "")
        let named = run(["run", "--resume", id, "--results", project.results, "--answers", "-"], stdin: "q\n")
        #expect(named.err.contains("is a review of engines' results: run --review goes on with what is left to judge"), "\(named.err)")
        #expect(project.status().out.contains("Checks to review: 1"))
    }

    @Test("a sign-off binds the engines' results: a later scan of the page without the violation changes the claims it approved")
    func signOffBindsAutomatedResults() throws {
        let project = try Project()
        #expect(project.manualSession().status == 0)
        #expect(project.scan([Self.cartResults]).status == 0)
        let signed = run([
            "signoff", "--signer", "Dee", "--role", "auditor", "--meaning", "approved", "--allow-incomplete", "--steps", project.steps,
            "--platform", "desktop", "--results", project.results, project.features,
        ])
        #expect(signed.status == 0, "\(signed.err)")
        #expect(run(["verify", "--results", project.results]).status == 0)
        // The page fixed and scanned again: color-contrast passes now.
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.cartResults))
        var results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var violations = try #require(results["violations"] as? [[String: Any]])
        let contrast = violations.removeFirst()
        results["violations"] = violations
        results["passes"] = ((results["passes"] as? [[String: Any]]) ?? []) + [contrast]
        results["timestamp"] = "2026-11-29T09:00:00.000Z"
        let fixed = project.folder.path + "/cart-fixed.json"
        try JSONSerialization.data(withJSONObject: results).write(to: URL(fileURLWithPath: fixed))
        #expect(project.scan([fixed]).status == 0)
        let verify = run(["verify", "--results", project.results])
        #expect(verify.out.contains("1.4.3 (Web): Partially Supports when signed"), "\(verify.out)")
    }

    @Test("an edited outcome, a replaced results file and a removed violation are caught by verify")
    func editsAreCaught() throws {
        let project = try Project()
        #expect(project.scan([Self.cartResults]).status == 0)
        let ledger = try #require(project.ledgers.first)
        let path = project.results + "/" + ledger
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"outcome\":\"violation\",\"rule\":\"color-contrast\"", with: "\"outcome\":\"pass\",\"rule\":\"color-contrast\"")
        #expect(text.contains("\"outcome\":\"pass\",\"rule\":\"color-contrast\""), "the forgery must have been made")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let evidence = try #require(try FileManager.default.contentsOfDirectory(atPath: project.results + "/evidence").first)
        try "{}".write(toFile: project.results + "/evidence/" + evidence, atomically: true, encoding: .utf8)
        let verify = run(["verify", "--results", project.results])
        #expect(verify.status == 1)
        #expect(verify.out.contains(": edited") || verify.out.contains("does not match"), "\(verify.out)")
        #expect(verify.out.contains("evidence changed"), "\(verify.out)")
    }

    @Test(
        "a file of unknown shape, an empty one or one without a page URL is refused with what is missing, and nothing is recorded, not even the good file beside it"
    )
    func badFilesAreRefusedWhole() throws {
        let project = try Project()
        let empty = try project.folder.write("empty.json", "")
        let unknown = try project.folder.write("unknown.json", "{\"hello\": 1}")
        var noURL = try String(contentsOfFile: Self.cartResults, encoding: .utf8)
        noURL = noURL.replacingOccurrences(of: "\"url\": \"\(Self.cartURL)\"", with: "\"url\": \"\"")
        let pageless = try project.folder.write("pageless.json", noURL)
        for bad in [empty, unknown, pageless] {
            let refused = project.scan([Self.cartResults, bad])
            #expect(refused.status == 1, "\(bad): \(refused.out)")
            #expect(refused.err.contains("\(bad)") && refused.err.contains("error:"), "\(refused.err)")
            #expect(refused.err.contains("nothing was recorded"), "\(refused.err)")
            #expect(project.ledgers.isEmpty, "\(project.ledgers)")
        }
        #expect(project.scan([empty]).err.contains("empty"))
        #expect(project.scan([pageless]).err.contains("names no page"), "\(project.scan([pageless]).err)")
        #expect(run(["scan-results", Self.cartResults, "--platform", "ios", "--results", project.results]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: project.results + "/evidence"), "no evidence was kept for a refused run")
    }

    @Test("the same file twice is said and recorded once; a forged huge node list is bounded in the ledger")
    func duplicatesAndHugeFiles() throws {
        let project = try Project()
        #expect(project.scan([Self.cartResults]).status == 0)
        let again = project.scan([Self.cartResults])
        #expect(again.status == 0)
        #expect(again.err.contains("was recorded already"), "\(again.err)")
        #expect(again.out.contains("0 automated sessions recorded"), "\(again.out)")
        #expect(project.ledgers.count == 1)

        let node = "{\"html\":\"<div>" + String(repeating: "x", count: 2_100) + "</div>\",\"target\":[\"div\"],\"failureSummary\":\"too low\"}"
        let nodes = Array(repeating: node, count: 2_000).joined(separator: ",")
        let huge = """
            {"testEngine":{"name":"axe-core","version":"4.12.1"},"url":"http://shop.example/huge","timestamp":"2026-11-28T12:00:00.000Z",
            "violations":[{"id":"color-contrast","impact":"serious","tags":["wcag2aa","wcag143"],"help":"Contrast","helpUrl":"https://dequeuniversity.com/rules/axe/4.12/color-contrast","nodes":[\(nodes)]}],
            "passes":[],"incomplete":[],"inapplicable":[]}
            """
        let file = try project.folder.write("huge.json", huge)
        let recorded = project.scan([file])
        #expect(recorded.status == 0, "\(recorded.err)")
        let hugeLedger = project.ledgers.first {
            (try? String(contentsOfFile: project.results + "/" + $0, encoding: .utf8))?.contains("shop.example/huge") == true
        }
        let ledger = try #require(hugeLedger)
        let size = try FileManager.default.attributesOfItem(atPath: project.results + "/" + ledger)[.size] as? Int ?? 0
        #expect(size < 150_000, "the ledger holds \(size) bytes for a 4 MB node list")
        let status = project.status()
        #expect(status.out.contains("Automated: http://shop.example/huge on desktop (axe-core 4.12.1): 1 violation"), "\(status.out)")
        let acr = project.export("openacr").out
        let contrast = try entry(acr, "1.4.3")
        #expect(contrast.notes.contains("color-contrast, 2000 elements on http://shop.example/huge"), "\(contrast.notes)")
    }

    @Test("--page names a page of report.scope; a scan of a scope page's address is that page; an unknown page is refused")
    func pagesOfTheSample() throws {
        let settings = """
            {"report": {"scope": [{"title": "Cart", "url": "http://shop.example/cart"}, {"title": "Home", "url": "http://shop.example/"}]}}
            """
        let project = try Project(settings: settings)
        let unknown = project.scan([Self.cartResults], ["--page", "Basket"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("--page Basket is not a page of report.scope; its pages are: Cart, Home"), "\(unknown.err)")
        let recorded = project.scan([Self.cartResults])
        #expect(recorded.out.contains("Recorded axe-core 4.12.1 on \(Self.cartURL) (Cart), desktop"), "\(recorded.out)")
        #expect(project.manualSession().status == 0)
        let acr = project.export("openacr").out
        let contrast = try entry(acr, "1.4.3")
        #expect(contrast.notes.contains("color-contrast, 1 element on Cart (\(Self.cartURL))"), "\(contrast.notes)")
    }

    @Test(
        "all three engines' EARL files import, each page a session of its own",
        .enabled(
            if: SharedFolder.existing("automated/earl") != nil,
            "../shared/automated/earl is absent: the engines' EARL files cannot be read, so this is skipped"))
    func enginesEARLImports() throws {
        let project = try Project()
        for engine in ["axe-core", "alfa", "qualweb"] {
            let file = try #require(SharedFolder.existing("automated/earl/\(engine).json")).path
            let recorded = project.scan([file])
            #expect(recorded.status == 0, "\(engine): \(recorded.err.prefix(500))")
            #expect(recorded.out.contains("automated sessions recorded"), "\(engine): \(recorded.out.suffix(300))")
        }
        let verify = run(["verify", "--results", project.results])
        #expect(verify.status == 0, "\(verify.out.suffix(500))")
        #expect(verify.out.contains("with problems"))
    }
}
