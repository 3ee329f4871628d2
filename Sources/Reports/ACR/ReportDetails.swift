/// What an Accessibility Conformance Report says about itself that no test result can tell:
/// who makes the product and who wrote the report, what the product is, what was evaluated
/// (the pages or app screens in scope), how, and on what terms the report is given. Kept in
/// the `report` section of `stepwise.json` (`ReportDetails.read`), started with
/// `stepwise init-report`; `stepwise export --product/--product-version` override the product.
/// Every conformance export (ACR, OpenACR, EARL, the HTML and Markdown tables) uses it.
public struct ReportDetails: Sendable, Equatable {
    /// A person or organisation as OpenACR's `contact` has them; every field optional.
    public struct Contact: Sendable, Equatable {
        public var name: String?
        public var company: String?
        public var address: String?
        public var email: String?
        public var phone: String?
        public var website: String?

        public init(
            name: String? = nil, company: String? = nil, address: String? = nil, email: String? = nil, phone: String? = nil, website: String? = nil
        ) {
            self.name = name
            self.company = company
            self.address = address
            self.email = email
            self.phone = phone
            self.website = website
        }

        public var isEmpty: Bool { [name, company, address, email, phone, website].allSatisfy { $0 == nil } }
    }

    /// One page (with its URL) or app screen that the evaluation covered.
    public struct ScopeItem: Sendable, Equatable {
        public var title: String
        /// The page's address; nil for an app screen.
        public var url: String?
        public var description: String?
        /// The platforms it was evaluated on (`desktop`, `ios`, …); empty: every planned one.
        public var platforms: [String]
        /// The components (feature names) tested on it; empty: not said.
        public var components: [String]

        public init(title: String, url: String? = nil, description: String? = nil, platforms: [String] = [], components: [String] = []) {
            self.title = title
            self.url = url
            self.description = description
            self.platforms = platforms
            self.components = components
        }

        /// "page" when it has an address, else "screen".
        public var kind: String { url == nil ? "screen" : "page" }
    }

    /// Another ACR this one relates to (OpenACR's `related_openacrs`).
    public struct RelatedReport: Sendable, Equatable {
        public var url: String
        /// `primary` or `secondary`.
        public var type: String
    }

    public var vendor = Contact()
    /// Who wrote the report; when not given, the signer of the sign-off that holds.
    public var author = Contact()
    public var productName: String?
    public var productVersion: String?
    public var productDescription: String?
    /// The address of the product's website, the evaluation's scope as a whole.
    public var productURL: String?
    /// This report's own version number (OpenACR `version`), raised each time it is reissued.
    public var reportVersion: Int?
    /// The day the report was first issued (YYYY-MM-DD); later exports are its last modification.
    public var reportDate: String?
    /// What the evaluators did beyond the guided manual tests Stepwise records (automated
    /// tools, code review); put before the methods Stepwise states itself.
    public var evaluationMethods: String?
    public var legalDisclaimer: String?
    /// An SPDX licence id for the report (OpenACR assumes CC-BY-4.0 when none is given).
    public var license: String?
    /// Where to report accessibility problems or errors in this report.
    public var feedback: String?
    /// Where the report's source lives.
    public var repository: String?
    public var related: [RelatedReport] = []
    /// Anything else the report should say, before Stepwise's own notes.
    public var notes: String?
    public var scope: [ScopeItem] = []

    public init() {}

    /// The product's name and version as a heading gives them: "Shop 2.1".
    public var productTitle: String? {
        guard let productName else { return nil }
        return productName + (productVersion.map { " " + $0 } ?? "")
    }

    /// The things an ACR is not much use without, said as a warning when missing.
    public var missing: [String] {
        var missing: [String] = []
        if productName == nil { missing.append("the product's name (report.product.name or --product)") }
        if productDescription == nil { missing.append("a product description (report.product.description)") }
        if vendor.isEmpty { missing.append("the vendor (report.vendor)") }
        if scope.isEmpty { missing.append("the scope, the pages or screens evaluated (report.scope)") }
        if feedback == nil && vendor.email == nil { missing.append("where to send feedback (report.feedback or report.vendor.email)") }
        return missing
    }
}
