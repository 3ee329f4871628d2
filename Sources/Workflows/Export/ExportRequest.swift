/// What to export: the format, the plan selection and results it is made from, and the
/// settings each format takes. The command line fills it from its arguments; the browser from
/// its server's plan and a download link.
package struct ExportRequest {
    package var format: ExportFormat
    /// The plan selection and `--results DIR`, as `plan` takes them.
    package var selection: [String]
    /// Only these sessions' results (`--session`); nil for every session.
    package var sessions: Set<String>?
    /// Sign-offs' signatures are checked against this allowed-signers file when given.
    package var allowedSigners: String?
    /// Where a defect id links to (`{id}` in it); nil for the project's setting.
    package var defectURL: String?
    package var xray = XrayExportOptions()
    package var conformance = ConformanceExportOptions()
    /// JUnit only: Xray's test properties on each test case.
    package var xrayProperties = false
    /// The file the report is written to: evidence links are made relative to its folder.
    package var out: String?
    /// With `out`, the evidence is copied beside the report.
    package var withEvidence = false
    /// Without `out`: the address evidence links lead to (the browser's `/evidence`).
    package var evidenceLinks: String?

    package init(format: ExportFormat, selection: [String]) {
        self.format = format
        self.selection = selection
    }
}
