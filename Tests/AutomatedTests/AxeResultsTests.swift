import Automated
import Testing

/// The committed axe-core results of the shop's fixture pages (made by running axe-core in
/// headless Chromium: scripts/make-axe-fixtures) read into the scans a person expects from
/// the pages' known faults.
@Suite struct AxeResultsTests {
    private func cartScan() throws -> AutomatedScan {
        let scans = try Fixtures.read("axe-shop-cart.json").get()
        try #require(scans.count == 1)
        return scans[0]
    }

    @Test("the cart page's result object is one scan by axe-core, of http://shop.example/cart, at the file's time")
    func scanOfTheCart() throws {
        let scan = try cartScan()
        #expect(scan.format == .axeResults)
        #expect(scan.engine == AutomatedEngine(name: "axe-core", version: "4.12.1"))
        #expect(scan.engine.description == "axe-core 4.12.1")
        #expect(scan.page == "http://shop.example/cart")
        let time = try #require(scan.time)
        #expect(time.count == 24 && time.hasSuffix("Z") && time.dropFirst(10).hasPrefix("T"), "ISO 8601 as axe writes it: \(time)")
        #expect(scan.results(.violation).map(\.rule) == ["color-contrast", "image-alt", "region"])
        #expect(scan.results(.needsReview).map(\.rule) == ["video-caption"])
        #expect(scan.results(.pass).count == 39)
        #expect(scan.results(.inapplicable).count == 48)
        // In axe-core's order: violations, passes, incomplete, inapplicable.
        #expect(
            scan.results.map(\.outcome) == Array(repeating: .violation, count: 3) + Array(repeating: .pass, count: 39) + [.needsReview]
                + Array(repeating: .inapplicable, count: 48))
    }

    @Test("the contrast violation fails 1.4.3 on one element, named by its markup, selector and axe's message")
    func contrastViolation() throws {
        let contrast = try #require(try cartScan().result("color-contrast", .violation))
        #expect(contrast.criteria == ["1.4.3"] && contrast.criteriaOutsideWCAG22.isEmpty && !contrast.isAdvisory)
        #expect(contrast.criteriaSource == .engine)
        #expect(contrast.actRules == ["09o5cg", "afw4f7"])
        #expect(contrast.impact == .serious)
        #expect(contrast.help == "Elements must meet minimum color contrast ratio thresholds")
        #expect(contrast.helpURL == "https://dequeuniversity.com/rules/axe/4.12/color-contrast?application=axeAPI")
        #expect(contrast.nodes.count == 1)
        #expect(contrast.nodes.first?.html == "<p class=\"promo\">Free shipping on orders over $50</p>")
        #expect(contrast.nodes.first?.target == [".promo"])
        let message = try #require(contrast.nodes.first?.message)
        #expect(message.hasPrefix("Fix any of the following:\n  Element has insufficient color contrast of 2.32"))
    }

    @Test("the image without alt fails 1.1.1; color-contrast also passes on the page's other text")
    func imageViolationAndPasses() throws {
        let scan = try cartScan()
        let image = try #require(scan.result("image-alt", .violation))
        #expect(image.criteria == ["1.1.1"] && image.impact == .critical && image.actRules == ["23a2a8"])
        #expect(image.nodes.map(\.html) == ["<img src=\"/img/shoe.png\" width=\"64\" height=\"40\">"])
        #expect(image.nodes.map(\.target) == [["img"]])
        let contrastPasses = try #require(scan.result("color-contrast", .pass))
        #expect(contrastPasses.nodes.count == 15 && contrastPasses.criteria == ["1.4.3"])
        // axe gives a rule's impact to its passes too when the rule failed elsewhere on the page.
        #expect(contrastPasses.impact == .serious && scan.result("document-title", .pass)?.impact == nil)
        #expect(contrastPasses.nodes.allSatisfy { $0.message == nil }, "axe gives passing elements no failure summary")
        #expect(scan.result("document-title", .pass)?.criteria == ["2.4.2"])
        #expect(scan.result("html-has-lang", .pass)?.criteria == ["3.1.1"])
        #expect(scan.result("link-name", .pass)?.criteria == ["2.4.4", "4.1.2"])
    }

    @Test("the video without captions is a check for a person, against 1.2.2, with axe's message")
    func videoNeedsReview() throws {
        let video = try #require(try cartScan().result("video-caption", .needsReview))
        #expect(video.criteria == ["1.2.2"] && video.impact == .critical && video.actRules == ["eac66b"])
        #expect(video.help == "<video> elements must have captions")
        #expect(video.nodes.map(\.target) == [["video"]])
        #expect(video.nodes.first?.html == "<video src=\"/media/lacing.webm\" controls=\"\" width=\"320\" height=\"180\"></video>")
        #expect(video.nodes.first?.message == "Fix all of the following:\n  Check that captions are available for the element")
    }

    @Test("the banner outside the landmarks is a best practice: kept, advisory, with no criterion")
    func bestPracticeIsAdvisory() throws {
        let region = try #require(try cartScan().result("region", .violation))
        #expect(region.isAdvisory && region.criteria.isEmpty && region.criteriaOutsideWCAG22.isEmpty)
        #expect(region.impact == .moderate)
        #expect(region.nodes.map(\.html) == ["<div class=\"banner\">Sale ends Sunday</div>"])
    }

    @Test("the CLI's array is one scan per page: the cart as read alone, and the clean home page")
    func cliArray() throws {
        let scans = try Fixtures.read("axe-shop-cli.json").get()
        #expect(scans.map(\.page) == ["http://shop.example/cart", "http://shop.example/"])
        #expect(scans.first == (try cartScan()))
        let home = scans[1]
        #expect(home.engine == AutomatedEngine(name: "axe-core", version: "4.12.1"))
        #expect(home.results(.violation).isEmpty && home.results(.needsReview).isEmpty)
        #expect(home.results(.pass).count == 29)
        #expect(home.result("image-alt", .pass)?.nodes.first?.html?.contains("alt=\"A blue trail running shoe\"") == true)
    }

    @Test("a UTF-8 byte order mark before the JSON is passed over")
    func byteOrderMark() throws {
        let plain = try Fixtures.read("axe-shop-cart.json").get()
        let marked = AutomatedResultsReader.read(bytes: [0xEF, 0xBB, 0xBF] + (try Fixtures.bytes("axe-shop-cart.json")), file: "bom.json")
        #expect(try marked.get() == plain)
    }
}
