import Reports

/// The pages of the evaluation's sample (report.scope in stepwise.json) that an engine's scan
/// can be: named with `--page` by title or address, or found by the address the engine scanned.
/// A scan of a scope page counts as that page in claims, beside the components tested on it.
struct ScanPages {
    let scope: [ReportDetails.ScopeItem]

    /// The page `--page` names (nil when it is not given), for files holding `scans` pages'
    /// scans: it names the page of one.
    func title(named wanted: String?, scans: Int) -> Result<String?, UsageError> {
        guard let wanted else { return .success(nil) }
        guard scans == 1 else {
            return .failure(
                UsageError(
                    "stepwise scan-results: error: --page names the page of one scan; these files hold \(scans) pages' results, each named by its address",
                    option: "--page"))
        }
        return title(named: wanted).map { $0 }
    }

    /// The title of the scope page `name` names (its title in any case, or its address).
    func title(named name: String) -> Result<String, UsageError> {
        if let page = scope.first(where: { $0.title.caseInsensitiveCompare(name) == .orderedSame || $0.url == name }) {
            return .success(page.title)
        }
        let pages = scope.filter { $0.url != nil }.map(\.title)
        return .failure(
            UsageError(
                pages.isEmpty
                    ? "stepwise scan-results: error: --page \(name): stepwise.json's report.scope lists no pages; without --page a scan is named by its address"
                    : "stepwise scan-results: error: --page \(name) is not a page of report.scope; its pages are: " + pages.joined(separator: ", "),
                option: "--page"))
    }

    /// The title of the scope page at `address`, compared without a trailing slash; nil when
    /// no page of the scope has it.
    func title(ofAddress address: String) -> String? {
        func bare(_ url: String) -> Substring { url.hasSuffix("/") ? url.dropLast() : Substring(url) }
        return scope.first { $0.url.map { bare($0) == bare(address) } ?? false }?.title
    }
}
