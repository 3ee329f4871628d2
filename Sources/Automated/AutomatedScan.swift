/// One page's results from one engine: what becomes one automated session beside the manual
/// ones. A file can hold several (axe-core's CLI saves one per page; an EARL file holds every
/// page and engine it covers).
public struct AutomatedScan: Sendable, Hashable {
    /// The format the file was read as.
    public let format: AutomatedFormat
    public let engine: AutomatedEngine
    /// The page's URL, as the engine reported it.
    public let page: String
    /// When the engine ran, as the file gives it (axe-core's `timestamp`, ISO 8601; the
    /// earliest `date` of the page's EARL assertions); nil when the file gives none.
    public let time: String?
    /// The rules' results in the file's order: axe-core's violations, passes, incomplete and
    /// inapplicable; EARL assertions as they come.
    public let results: [AutomatedRuleResult]

    public init(format: AutomatedFormat, engine: AutomatedEngine, page: String, time: String?, results: [AutomatedRuleResult]) {
        self.format = format
        self.engine = engine
        self.page = page
        self.time = time
        self.results = results
    }

    /// The results with this outcome.
    public func results(_ outcome: AutomatedOutcome) -> [AutomatedRuleResult] { results.filter { $0.outcome == outcome } }
}
