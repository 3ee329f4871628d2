/// A format `export` writes: what it is called on the command line, what it is for, and the
/// file and media type it is downloaded as from the browser.
package enum ExportFormat: String, CaseIterable, Sendable {
    case junit
    case cucumberJSON = "cucumber-json"
    case messages
    case html
    case markdown
    case csv
    case xray
    case acr
    case acrMarkdown = "acr-markdown"
    case openacr
    case earl

    /// Every format's name, in the order help lists them.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// What the format is, as the general help and the browser's Reports page say it.
    package var words: String {
        switch self {
        case .junit: "JUnit XML, for CI servers and test-management tools"
        case .cucumberJSON: "Cucumber JSON"
        case .messages: "Cucumber Messages (NDJSON)"
        case .html: "a report page, with the WCAG conformance table"
        case .markdown: "the report in Markdown, with the WCAG conformance table"
        case .csv: "one row per step, for spreadsheets"
        case .xray: "Xray JSON, to import the results into Jira"
        case .acr: "the Accessibility Conformance Report (ACR) in the VPAT 2.5 layout, as an HTML page"
        case .acrMarkdown: "the ACR in Markdown"
        case .openacr: "the ACR as OpenACR (GSA's YAML form of a VPAT)"
        case .earl: "the conformance results as EARL (JSON-LD), for the W3C WCAG-EM Report Tool"
        }
    }

    /// The file a download is saved as.
    package var fileName: String {
        switch self {
        case .junit: "stepwise-junit.xml"
        case .cucumberJSON: "stepwise-cucumber.json"
        case .messages: "stepwise-messages.ndjson"
        case .html: "stepwise-report.html"
        case .markdown: "stepwise-report.md"
        case .csv: "stepwise-results.csv"
        case .xray: "stepwise-xray.json"
        case .acr: "stepwise-acr.html"
        case .acrMarkdown: "stepwise-acr.md"
        case .openacr: "stepwise-openacr.yaml"
        case .earl: "stepwise-earl.jsonld"
        }
    }

    /// The media type a download is served as.
    package var mediaType: String {
        switch self {
        case .junit: "application/xml; charset=utf-8"
        case .cucumberJSON, .xray: "application/json; charset=utf-8"
        case .messages: "application/x-ndjson; charset=utf-8"
        case .html, .acr: "text/html; charset=utf-8"
        case .markdown, .acrMarkdown: "text/markdown; charset=utf-8"
        case .csv: "text/csv; charset=utf-8"
        case .openacr: "application/yaml; charset=utf-8"
        case .earl: "application/ld+json; charset=utf-8"
        }
    }

    /// A page a browser can show as it is.
    package var isPage: Bool { self == .html || self == .acr }

    /// The conformance reports, whose author is told what the report does not yet give.
    package var isConformanceReport: Bool { [.acr, .acrMarkdown, .openacr, .earl].contains(self) }

    /// Formats whose report shows or embeds evidence, so its files are read.
    var readsEvidence: Bool { [.html, .cucumberJSON, .messages, .xray].contains(self) }

    /// Formats that need the feature files' text (outlines' rows, sources).
    var needsSources: Bool { [.cucumberJSON, .messages, .xray].contains(self) }
}
