import Automated
import Testing

/// EARL written three ways, small enough to read here, so that what the shared files show is
/// tested without them too.
@Suite struct EARLShapeTests {
    /// One assertion as axe-core's reporter writes it: subject, test and assertor's address inline.
    private static func flat(_ outcome: String, page: String = "https://shop.example/cart", mode: String = "earl:automatic") -> String {
        """
        {"@type": "Assertion", "mode": "\(mode)",
         "subject": {"@type": ["earl:TestSubject", "sch:WebPage"], "source": "\(page)"},
         "assertedBy": "https://github.com/dequelabs/axe-core/releases/tag/v4.10.2",
         "result": {"@type": "TestResult", "outcome": "\(outcome)"},
         "test": {"@type": "TestCase", "title": "image-alt", "@id": "https://dequeuniversity.com/rules/axe/4.10/image-alt?application=axeAPI",
                  "isPartOf": ["WCAG2:non-text-content"]}}
        """
    }

    @Test("a flat @graph: one scan per page, the engine from its release address, outcomes mapped")
    func flatGraph() throws {
        let document = """
            {"@context": {"@vocab": "http://www.w3.org/ns/earl#"}, "@graph": [
            \(Self.flat("earl:failed")), \(Self.flat("earl:passed", page: "https://shop.example/")),
            \(Self.flat("earl:cantTell", page: "https://shop.example/")), \(Self.flat("earl:inapplicable", page: "https://shop.example/help")),
            \(Self.flat("earl:untested", page: "https://shop.example/help"))]}
            """
        let scans = try read(document).get()
        #expect(scans.map(\.page) == ["https://shop.example/cart", "https://shop.example/", "https://shop.example/help"])
        #expect(scans.map { $0.results.map(\.outcome) } == [[.violation], [.pass, .needsReview], [.inapplicable]])
        let engine = scans[0].engine
        #expect(engine == AutomatedEngine(name: "axe-core", version: "4.10.2", url: "https://github.com/dequelabs/axe-core/releases/tag/v4.10.2"))
        let image = scans[0].results[0]
        #expect(image.rule == "image-alt" && image.criteria == ["1.1.1"] && image.actRules == ["23a2a8"] && image.nodes.isEmpty)
    }

    @Test("nodes by @id: the assertor, subject and test described once and referred to; a group pointer is several elements")
    func referencedNodes() throws {
        let document = """
            {"@graph": [
              {"@id": "Engine", "@type": ["Assertor", "earl:Software"], "name": "Alfa", "release": {"@type": "Version", "revision": "0.118.0"}},
              {"@id": "https://shop.example/cart", "@type": "TestSubject", "url": "https://shop.example/cart"},
              {"@id": "https://alfa.siteimprove.com/rules/sia-r41", "@type": ["TestCriterion", "TestCase"],
               "isPartOf": [{"@id": "WCAG2:link-purpose-link-only", "title": "Link Purpose (Link Only)"}, {"@id": "./"}]},
              {"@type": "Assertion", "earl:assertedBy": "Engine", "earl:mode": "earl:automatic",
               "subject": {"@id": "https://shop.example/cart"}, "test": {"@id": "https://alfa.siteimprove.com/rules/sia-r41"},
               "result": {"@type": "TestResult", "outcome": "earl:cantTell", "info": "Same name, different targets?",
                          "earl:pointer": {"@type": ["ptr:Pointer", "ptr:PointersGroup"], "ptr:groupPointer": {"@list": [
                             {"@type": "ptr:XPathPointer", "ptr:expression": "/html[1]/body[1]/a[1]"},
                             {"@type": "ptr:XPathPointer", "ptr:expression": "/html[1]/body[1]/a[2]"}]}}}},
              {"@type": "Assertion", "subject": {"@id": "https://shop.example/cart"}, "test": {"@id": "https://alfa.siteimprove.com/rules/sia-r41"},
               "result": {"@type": "TestResult", "outcome": "earl:passed"}}]}
            """
        let scan = try #require(try read(document).get().first)
        #expect(scan.engine == AutomatedEngine(name: "Alfa", version: "0.118.0"))
        let links = try #require(scan.result("sia-r41", .needsReview))
        #expect(links.criteria == ["2.4.9"] && links.helpURL == "https://alfa.siteimprove.com/rules/sia-r41")
        #expect(links.nodes.map(\.target) == [["/html[1]/body[1]/a[1]"], ["/html[1]/body[1]/a[2]"]])
        #expect(links.nodes.allSatisfy { $0.message == "Same name, different targets?" })
        // The last assertion states neither assertor nor mode: the file's one assertor made it, and it is software.
        #expect(scan.result("sia-r41", .pass)?.criteria == ["2.4.9"])
    }

    @Test("subjects holding their assertions and assertor; an ACT rule test without references takes W3C's mapping")
    func nestedAssertions() throws {
        let document = """
            {"@context": "https://act-rules.github.io/earl-context.json", "@graph": [
              {"@type": "TestSubject", "source": "https://shop.example/cart",
               "assertor": {"@id": "QualWeb", "@type": "Software", "title": "QualWeb", "hasVersion": "4.0.0", "homepage": "http://www.qualweb.di.fc.ul.pt/"},
               "assertions": [
                 {"@type": "Assertion", "mode": "earl:automatic",
                  "test": {"@id": "https://www.w3.org/WAI/standards-guidelines/act/rules/23a2a8/", "@type": "TestCase",
                           "title": "Image has non-empty accessible name", "isPartOf": []},
                  "result": {"@type": "TestResult", "outcome": "earl:failed", "description": "The image has no name.", "date": "2026-07-13 21:15:19",
                             "source": [{"result": {"pointer": "main > img", "outcome": "earl:failed"}},
                                        {"result": {"pointer": "header > img", "outcome": "earl:passed"}}]}}]}]}
            """
        let scan = try #require(try read(document).get().first)
        #expect(scan.engine == AutomatedEngine(name: "QualWeb", version: "4.0.0", url: "http://www.qualweb.di.fc.ul.pt/"))
        #expect(scan.time == "2026-07-13 21:15:19")
        let failed = try #require(scan.result("23a2a8", .violation))
        #expect(failed.criteria == ["1.1.1"] && failed.criteriaSource == .actRuleMapping && failed.actRules == ["23a2a8"])
        #expect(failed.nodes == [AutomatedNode(html: nil, target: ["main > img"], message: "The image has no name.")])
        #expect(scan.result("23a2a8", .pass)?.nodes.map(\.target) == [["header > img"]])
    }

    @Test("an assertor holding its assertions (assertedThat); no mode is automatic from software")
    func assertorHoldingAssertions() throws {
        let document = """
            {"@type": ["earl:Assertor", "earl:Software"], "@id": "https://example.org/checker", "doap:name": "Checker", "dct:hasVersion": "2.0",
             "assertedThat": [{"@type": "Assertion", "subject": {"source": "https://shop.example/"},
                               "test": {"@id": "https://example.org/checker/rules/title", "isPartOf": "https://www.w3.org/TR/WCAG22/#page-titled"},
                               "result": {"outcome": {"@id": "http://www.w3.org/ns/earl#passed"}}}]}
            """
        let scan = try #require(try read(document).get().first)
        #expect(scan.engine == AutomatedEngine(name: "Checker", version: "2.0", url: "https://example.org/checker"))
        #expect(scan.results.map(\.rule) == ["title"] && scan.results.first?.criteria == ["2.4.2"])
    }

    @Test("a person's assertions, or ones of no stated mode by an assertor not known to be software, refuse the file")
    func notAutomatic() {
        let manual =
            "{\"@graph\": [\(Self.flat("earl:failed")), \(Self.flat("earl:passed", mode: "earl:manual")), \(Self.flat("earl:failed", mode: "earl:manual"))]}"
        #expect(
            refusal(manual, file: "mixed.json")
                == "mixed.json: error: 2 assertions are earl:manual, not earl:automatic: only results an engine decided alone are read as automated results"
        )
        let unstated = Self.flat("earl:failed").replacingOccurrences(of: "\"mode\": \"earl:automatic\",", with: "")
        #expect(
            refusal(unstated)
                == "results.json: error: 1 assertion states no mode and the assertor is not said to be software (earl:Software): only results an engine decided alone are read as automated results"
        )
        // A person's assertion is refused for being one, even with nothing else said.
        #expect(
            refusal("[{\"@type\": \"Assertion\", \"mode\": \"earl:manual\", \"result\": {\"outcome\": \"earl:failed\"}}]")?.contains(
                "1 assertion is earl:manual") == true)
    }

    @Test("what EARL leaves out is refused with what is missing")
    func missingParts() {
        #expect(
            refusal("{\"@graph\": []}")
                == "results.json: error: no results: the EARL has no assertion (an object of @type Assertion with a result and its outcome)")
        let untested = "{\"@graph\": [\(Self.flat("earl:untested")), \(Self.flat("earl:untested"))]}"
        #expect(refusal(untested) == "results.json: error: no results: all 2 assertions are earl:untested: the engine ran no test")
        let noPage = Self.flat("earl:failed").replacingOccurrences(of: "\"source\": \"https://shop.example/cart\"", with: "\"title\": \"Cart\"")
        #expect(refusal("{\"@graph\": [\(noPage)]}")?.hasPrefix("results.json: error: the assertion at @graph[0] names no page") == true)
        let noEngine = Self.flat("earl:failed").replacingOccurrences(
            of: "\"assertedBy\": \"https://github.com/dequelabs/axe-core/releases/tag/v4.10.2\",", with: "")
        #expect(refusal("[\(noEngine)]")?.hasPrefix("results.json: error: the assertion at [0] names no engine") == true)
        let noVersion =
            "{\"@graph\": [\(Self.flat("earl:failed").replacingOccurrences(of: "\"https://github.com/dequelabs/axe-core/releases/tag/v4.10.2\"", with: "{\"@id\": \"_:a\", \"name\": \"Checker\"}"))]}"
        #expect(refusal(noVersion) == "results.json: error: the assertion at @graph[0]: the engine \"Checker\" is named without its version")
        let badOutcome = "{\"@graph\": [\(Self.flat("earl:broken"))]}"
        #expect(
            refusal(badOutcome)?.contains("expected an EARL outcome (earl:passed, failed, cantTell, inapplicable or untested), not \"earl:broken\"")
                == true)
    }
}
