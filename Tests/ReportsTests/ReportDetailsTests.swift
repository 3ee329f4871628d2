import JSON
import Testing

@testable import Reports

/// The `report` section of `stepwise.json`: what an ACR says about the product, the vendor,
/// the scope and the terms.
@Suite struct ReportDetailsTests {
    func read(_ text: String) throws -> Result<ReportDetails, ReportDetails.DetailsError> {
        ReportDetails.read(try JSONParser.parse(text))
    }

    @Test("every field is read, blanks count as not given")
    func fields() throws {
        let details = try read(
            """
            {"vendor": {"name": "Ann Lee", "company": "Shop Inc.", "email": "a11y@shop.example", "website": "https://shop.example"},
             "author": {"name": "", "email": ""},
             "product": {"name": "Shop", "version": "2.1", "description": "Buying things.", "url": "https://shop.example/"},
             "reportVersion": 3, "reportDate": "2026-02-28", "evaluationMethods": "Also axe DevTools.",
             "legalDisclaimer": "Given in good faith.", "license": "CC-BY-4.0", "feedback": "mailto:a11y@shop.example",
             "repository": "https://git.example/acr", "related": [{"url": "https://other.example/acr.yaml", "type": "primary"}],
             "notes": "", "scope": [
               {"title": "Home", "url": "https://shop.example/", "platforms": ["Desktop", "mobile-web"], "components": ["Button"]},
               {"title": "Checkout screen", "platforms": ["ios"]},
               {"title": "", "url": "", "description": "", "platforms": [], "components": []}]}
            """
        ).get()
        #expect(details.vendor.company == "Shop Inc." && details.vendor.website == "https://shop.example")
        #expect(details.author.isEmpty)
        #expect(details.productTitle == "Shop 2.1")
        #expect(details.productURL == "https://shop.example/")
        #expect(details.reportVersion == 3 && details.reportDate == "2026-02-28")
        #expect(details.notes == nil)
        #expect(details.related == [ReportDetails.RelatedReport(url: "https://other.example/acr.yaml", type: "primary")])
        #expect(details.scope.count == 2)
        #expect(details.scope[0].platforms == ["desktop", "mobile-web"] && details.scope[0].kind == "page")
        #expect(details.scope[1].kind == "screen" && details.scope[1].url == nil)
        #expect(details.missing.isEmpty)
    }

    @Test("the template is valid as it is and names what is still missing")
    func template() throws {
        let details = try ReportDetails.read(ReportDetails.template).get()
        #expect(details.scope.isEmpty && details.vendor.isEmpty && details.productName == nil)
        #expect(details.license == "CC-BY-4.0" && details.reportVersion == 1)
        #expect(details.missing.count == 5)
        let text = ReportDetails.settingsWithTemplate(["project": .string("Shop")])
        guard case .object(let members) = try JSONParser.parse(text) else {
            Issue.record("not an object")
            return
        }
        #expect(members["project"] == .string("Shop"))
        #expect(members["report"] == ReportDetails.template)
    }

    @Test(
        "mistakes are named by their place in the file",
        arguments: [
            (#"{"legalDisclamer": "x"}"#, "report: unknown key 'legalDisclamer'"),
            (#"{"vendor": {"email": "not an address"}}"#, "report.vendor.email must be an email address"),
            (#"{"scope": [{"title": "A"}, {"url": "javascript:alert(1)"}]}"#, "report.scope[1].url must be an http or https address"),
            (#"{"scope": [{"title": "A", "platforms": ["windows"]}]}"#, "report.scope[0].platforms: unknown platform 'windows'"),
            (#"{"scope": [{"description": "no name"}]}"#, "report.scope[0] needs a title"),
            (#"{"reportVersion": 0}"#, "report.reportVersion must be a whole number"),
            (#"{"reportDate": "2026-02-30"}"#, "report.reportDate must be a date as YYYY-MM-DD"),
            (#"{"license": "<b>MIT</b>"}"#, "report.license must be an SPDX licence id"),
            (#"{"feedback": "our tracker"}"#, "report.feedback must be an http, https or mailto: address"),
            (#"{"product": {"name": 7}}"#, "report.product.name must be a string"),
            (#"{"related": [{"url": "https://x.example", "type": "main"}]}"#, "report.related[0].type must be primary or secondary"),
            (#"[]"#, "report must be a JSON object"),
        ])
    func mistakes(text: String, message: String) throws {
        guard case .failure(let error) = try read(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}
