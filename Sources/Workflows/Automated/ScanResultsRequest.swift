/// What `stepwise scan-results` is asked to record: the files, the platform the pages were
/// scanned on, the page of the sample when one file holds one page, who recorded them, the key
/// to sign with.
package struct ScanResultsRequest {
    package var files: [String] = []
    /// "desktop" (the default) or "mobile-web".
    package var platform: String?
    /// `--page NAME|URL`: a page of report.scope, by its title or its address.
    package var page: String?
    package var results: String?
    /// The person recording the results, who signs them; nil: `git config user.name`.
    package var recordedBy: String?
    package var signWith: String?

    package init() {}

    /// The platforms an engine's scan of a web page can be recorded on.
    package static let platforms = ["desktop", "mobile-web"]
}
