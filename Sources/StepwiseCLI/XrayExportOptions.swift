import Reports

/// What `stepwise export` reads only for `--format xray`: the Xray flavour, the Test Execution
/// and Test Plan keys, the project and the summary.
struct XrayExportOptions {
    static let flags = ["--xray", "--test-execution", "--test-plan", "--project", "--summary"]
    static let usage = "Xray: [--xray cloud|server] [--test-execution KEY] [--test-plan KEY] [--project KEY] [--summary TEXT]"

    /// The value given for each flag.
    var values: [String: String] = [:]

    /// The first Xray flag given, for refusing it with another format.
    var firstGiven: String? { Self.flags.first { values[$0] != nil } }

    /// The exporter's options; nil for a flavour other than cloud or server.
    var options: XrayReport.Options? {
        guard let flavour = XrayReport.Options.Flavour(rawValue: values["--xray"] ?? "cloud") else { return nil }
        return XrayReport.Options(
            flavour: flavour, testExecutionKey: values["--test-execution"], projectKey: values["--project"],
            testPlanKey: values["--test-plan"], summary: values["--summary"])
    }

    /// Why a report cannot be one Test Execution, if it cannot: Xray keeps one result per test
    /// in a Test Execution, which is one environment, so a scenario tested on two platforms
    /// would overwrite itself.
    static func refusal(_ report: Report) -> String? {
        let platforms = Set(report.scenarios.map(\.planned.platform))
        guard platforms.count > 1 else { return nil }
        let names = platforms.sorted().map { $0.isEmpty ? "any platform" : $0 }
        return "an Xray Test Execution holds one result per test, and this plan has scenarios on "
            + "\(names.joined(separator: ", ")): export each platform on its own with --platform P"
    }
}
