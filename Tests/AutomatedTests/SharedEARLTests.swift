import Automated
import Foundation
import SharedFolder
import Testing

/// Where the three engines' real EARL is: `../shared/automated/earl`.
private enum SharedEARL {
    static let folder = SharedFolder.existing("automated/earl")
    static let isAvailable = folder != nil
    static let skipReason: Comment =
        "../shared/automated/earl is absent: the real EARL of axe-core, Alfa and QualWeb cannot be read, so these cases are skipped"

    /// Each file read once for all the tests (a second or so each in a debug build).
    private static let read: [String: Result<[AutomatedScan], AutomatedReadError>] = {
        var read: [String: Result<[AutomatedScan], AutomatedReadError>] = [:]
        for engine in ["axe-core", "alfa", "qualweb"] {
            guard let url = folder?.appendingPathComponent(engine + ".json"), let data = try? Data(contentsOf: url) else { continue }
            read[engine] = AutomatedResultsReader.read(bytes: [UInt8](data), file: url.lastPathComponent)
        }
        return read
    }()

    static func scans(_ engine: String) throws -> [AutomatedScan] {
        try #require(read[engine], "\(engine).json cannot be read").get()
    }

    static func counts(_ scans: [AutomatedScan]) -> [AutomatedOutcome: Int] {
        var counts: [AutomatedOutcome: Int] = [:]
        for scan in scans { for result in scan.results { counts[result.outcome, default: 0] += 1 } }
        return counts
    }
}

/// The real EARL of three ACT implementations over W3C's ACT test-case pages: three producers
/// that write EARL three ways, each read to one scan per page.
@Suite("Shared EARL of three engines", .enabled(if: SharedEARL.isAvailable, SharedEARL.skipReason))
struct SharedEARLTests {
    @Test("axe-core's EARL: a flat @graph of assertions; the engine read from its release's address")
    func axeCore() throws {
        let scans = try SharedEARL.scans("axe-core")
        let engine = AutomatedEngine(
            name: "axe-core", version: "4.8.2-canary.4a4e9b4", url: "https://github.com/dequelabs/axe-core/releases/tag/4.8.2-canary.4a4e9b4")
        #expect(Set(scans.map(\.engine)) == [engine])
        #expect(scans.allSatisfy { $0.format == .earl })
        // 1,408 assertions: 387 untested (no test run) left out; 1,021 on 718 pages, the same
        // rule and outcome on a page once.
        #expect(scans.count == 718)
        #expect(SharedEARL.counts(scans) == [.violation: 187, .pass: 376, .needsReview: 90, .inapplicable: 321])
        let page = try #require(scans.first { $0.result("autocomplete-valid", .pass) != nil })
        let result = try #require(page.result("autocomplete-valid", .pass))
        #expect(result.criteria == ["1.3.5"] && result.actRules == ["73f2c2"] && result.criteriaSource == .engine)
        #expect(result.helpURL == "https://dequeuniversity.com/rules/axe/4.8/autocomplete-valid?application=axeAPI")
        let contrast = try #require(scans.lazy.compactMap { $0.result("color-contrast", .violation) }.first)
        #expect(contrast.criteria == ["1.4.3"] && contrast.actRules == ["09o5cg", "afw4f7"])
    }

    @Test("axe-core's EARL: a test repeated without its isPartOf is the same JSON-LD node, with its criteria")
    func repeatedTest() throws {
        let scans = try SharedEARL.scans("axe-core")
        let svg = "https://wai-wcag-act-rules.netlify.app/content-assets/wcag-act-rules/testcases/b5c3f8/b584aa8aeb33814a0ecb63fd9ed4d97f2211f837.svg"
        let scan = try #require(scans.first { $0.page == svg })
        #expect(scan.result("html-has-lang", .inapplicable)?.criteria == ["3.1.1"])
    }

    @Test("Alfa's EARL: assertor, subjects and tests referred to by @id; XPath pointers")
    func alfa() throws {
        let scans = try SharedEARL.scans("alfa")
        #expect(Set(scans.map(\.engine)) == [AutomatedEngine(name: "Alfa", version: "0.118.0", url: "https://alfa.siteimprove.com")])
        #expect(scans.count == 777)
        #expect(SharedEARL.counts(scans) == [.violation: 217, .pass: 249, .needsReview: 75, .inapplicable: 236])
        let page = "https://www.w3.org/WAI/content-assets/wcag-act-rules/testcases/afw4f7/2845a8409b1c07caa856d1bfbf42ed244b0de9c2.html"
        let contrast = try #require(scans.first { $0.page == page }?.result("sia-r69", .violation))
        #expect(contrast.criteria == ["1.4.3", "1.4.6"] && contrast.criteriaSource == .engine && contrast.actRules.isEmpty)
        #expect(contrast.helpURL == "https://alfa.siteimprove.com/rules/sia-r69")
        #expect(contrast.nodes.map(\.target) == [["/html[1]/body[1]/p[1]/text()[1]"]])
        #expect(contrast.nodes.first?.message?.hasPrefix("The highest possible contrast of the text is 3.66:1") == true)
        // A rule that names only ARIA: advisory.
        #expect(scans.lazy.compactMap { $0.results.first { $0.rule == "sia-r19" } }.first?.isAdvisory == true)
    }

    @Test("Alfa's EARL: the two assertions without mode or assertor are the file's one assertor's, which is software")
    func alfaWithoutMode() throws {
        let scans = try SharedEARL.scans("alfa")
        let page = "https://www.w3.org/WAI/content-assets/wcag-act-rules/testcases/b5c3f8/58847c387d3b2cfa7e57c6ed613a8f31569cfd30.xml"
        let scan = try #require(scans.first { $0.page == page })
        #expect(scan.engine.name == "Alfa")
        #expect(scan.result("sia-r4", .needsReview)?.criteria == ["3.1.1"])
    }

    @Test("QualWeb's EARL: subjects holding their assertions and assertor; ACT rules as tests")
    func qualWeb() throws {
        let scans = try SharedEARL.scans("qualweb")
        let engine = AutomatedEngine(name: "QualWeb", version: "4.0.0 (core 0.9.2)", url: "http://www.qualweb.di.fc.ul.pt/")
        #expect(Set(scans.map(\.engine)) == [engine])
        #expect(scans.count == 904)
        // 1,068 assertions; 11 failed ones have elements that passed, which are passes.
        #expect(SharedEARL.counts(scans) == [.violation: 220, .pass: 270, .needsReview: 337, .inapplicable: 252])
        #expect(scans.first?.time == "2026-07-13 21:15:19")
        let captions = try #require(scans.lazy.compactMap { $0.results.first { $0.rule == "eac66b" } }.first)
        #expect(captions.criteria == ["1.2.2"] && captions.actRules == ["eac66b"] && captions.criteriaSource == .engine)
        // No WCAG reference: W3C's mapping speaks, and maps the rule to no criterion it decides.
        let role = try #require(scans.lazy.compactMap { $0.results.first { $0.rule == "674b10" } }.first)
        #expect(role.criteriaSource == .actRuleMapping && role.isAdvisory && role.help == "role attribute has valid value")
    }

    @Test("QualWeb's EARL: a failed assertion's passing element is a pass, its failing one the violation")
    func qualWebElements() throws {
        let page = "https://www.w3.org/WAI/content-assets/wcag-act-rules/testcases/afw4f7/308839f424ef1d9dbb5aab0cd9079827ecb00895.html"
        let scan = try #require(try SharedEARL.scans("qualweb").first { $0.page == page })
        let failed = try #require(scan.result("afw4f7", .violation))
        #expect(failed.criteria == ["1.4.3"])
        #expect(
            failed.nodes == [
                AutomatedNode(
                    html: nil, target: ["html > body:nth-child(2) > p:nth-child(2)"], message: "Element has contrast ratio lower than minimum.")
            ])
        #expect(scan.result("afw4f7", .pass)?.nodes.map(\.target) == [["html > body:nth-child(2) > p:nth-child(1)"]])
    }
}
