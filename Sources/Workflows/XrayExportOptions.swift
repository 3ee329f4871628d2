import Foundation
import Paths
import Reports

/// What `stepwise export` reads only for `--format xray`: the Xray flavour, the kind of test,
/// the testers' Jira users, the Test Execution and Test Plan keys, the project and the summary.
package struct XrayExportOptions {
    package init() {}
    package static let flags = ["--xray", "--xray-test-type", "--xray-users", "--test-execution", "--test-plan", "--project", "--summary"]
    /// What each option's value is, as the help shows it.
    package static let placeholders = [
        "--xray": "cloud|server", "--xray-test-type": "cucumber|manual", "--xray-users": "FILE", "--test-execution": "KEY",
        "--test-plan": "KEY", "--project": "KEY", "--summary": "TEXT",
    ]
    package static let usage = """
        Xray: [--xray cloud|server] [--xray-test-type cucumber|manual] [--xray-users FILE]
                     [--test-execution KEY] [--test-plan KEY] [--project KEY] [--summary TEXT]
        """

    /// The value given for each flag.
    package var values: [String: String] = [:]

    /// The first Xray flag given, for refusing it with another format.
    package var firstGiven: String? { Self.flags.first { values[$0] != nil } }

    /// Why a flag's value is not one it takes, if one is not.
    package var valueProblem: String? {
        if XrayReport.Options.Flavour(rawValue: values["--xray"] ?? "cloud") == nil { return "--xray must be cloud or server" }
        if XrayReport.Options.TestType(rawValue: values["--xray-test-type"] ?? "cucumber") == nil {
            return "--xray-test-type must be cucumber or manual"
        }
        return nil
    }

    /// The exporter's options, with the users file read: one line saying what is wrong with
    /// the file if it cannot be used. Flag values are checked first (`valueProblem`).
    package func options() -> Result<XrayReport.Options, UsageError> {
        var options = XrayReport.Options(
            flavour: XrayReport.Options.Flavour(rawValue: values["--xray"] ?? "cloud") ?? .cloud,
            testType: XrayReport.Options.TestType(rawValue: values["--xray-test-type"] ?? "cucumber") ?? .cucumber,
            testExecutionKey: values["--test-execution"], projectKey: values["--project"],
            testPlanKey: values["--test-plan"], summary: values["--summary"])
        if let path = values["--xray-users"] {
            switch Self.users(path) {
            case .success(let users): options.users = users
            case .failure(let error): return .failure(error)
            }
        }
        return .success(options)
    }

    private static func users(_ path: String) -> Result<[String: String], UsageError> {
        switch RegularFile.problem(path) {
        case .missing: return .failure(UsageError("\(path): error: no such file; --xray-users names a JSON file of testers' Jira users"))
        case .notRegular: return .failure(UsageError("\(path): error: not a regular file; --xray-users names a JSON file of testers' Jira users"))
        case nil: break
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(UsageError("\(path): error: cannot read the file as UTF-8 text"))
        }
        return XrayUserMap.parse(text).mapError { UsageError("\(path):\($0.line):\($0.column): error: \($0.message)") }
    }

    /// Why this report cannot be written for Xray with these options, if it cannot, in one line.
    package static func refusal(_ report: Report, options: XrayReport.Options, usersFile: String?) -> String? {
        // Xray keeps one result per test in a Test Execution, which is one environment, so a
        // scenario tested on two platforms would overwrite itself.
        let platforms = Set(report.scenarios.map(\.planned.platform))
        if platforms.count > 1 {
            let names = platforms.sorted().map { $0.isEmpty ? "any platform" : $0 }
            return "an Xray Test Execution holds one result per test, and this plan has scenarios on "
                + "\(names.joined(separator: ", ")): export each platform on its own with --platform P"
        }
        if let problem = XrayReport.projectProblem(report, options: options) { return problem }
        // A tester the file leaves out would reach Xray as a name Jira does not know: every
        // such tester is named at once, so the file is fixed in one go.
        if let users = options.users, let usersFile {
            let unmapped = XrayReport.testers(report).filter { users[$0] == nil }
            if !unmapped.isEmpty {
                let names = unmapped.map { "\"\($0)\"" }.joined(separator: ", ")
                return "\(usersFile) gives no Jira user for \(unmapped.count == 1 ? "the tester" : "the testers") \(names): "
                    + "add each name as recorded with its account id (Cloud) or user name (Server)"
            }
        }
        return nil
    }
}
