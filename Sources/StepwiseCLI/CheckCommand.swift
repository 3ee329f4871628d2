import Foundation
import Gherkin
import Workflows

/// `stepwise check PATH…`: every problem as `path:line:column: error: message`, then a
/// summary line. Exit 0 when every file parses, 1 when any has errors, 2 when a path is
/// missing, a folder holds no features, or a file is not UTF-8 text.
enum CheckCommand {
    static let table = OptionTable(
        command: "check", operands: "[PATH...]", options: [],
        notes: [
            "PATH: a .feature or .feature.md file, a MagentaA11y criteria document (.md), or a folder (default: features)",
            "searched for *.feature and *.feature.md",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        var paths: [String]
        switch table.read(arguments, output: output) {
        case .success(let parsed): paths = parsed.operands
        case .failure(let exit): return exit.status
        }
        if paths.isEmpty, FileManager.default.fileExists(atPath: PlanInputs.defaultFeatures) { paths = [PlanInputs.defaultFeatures] }
        guard !paths.isEmpty else {
            output.errorLine(
                "stepwise check: error: no paths given, and no \(PlanInputs.defaultFeatures) folder here; name the features to check\n\(usage)")
            return ExitStatus.usage
        }
        let files: [String]
        do {
            files = try FeatureFiles.expand(paths)
        } catch {
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var withErrors = 0
        var unreadable = 0
        for path in files {
            switch SourceLoader.load(path) {
            case .failure(.unreadable(let error)):
                output.errorLine(error.message)
                unreadable += 1
            case .failure(.noCriteria(let error)):
                output.line("\(path):\(error.line ?? 1):1: error: \(error.message)")
                withErrors += 1
            case .success(let loaded):
                for warning in loaded.warnings { output.errorLine(warning) }
                var diagnostics: [String] = []
                for source in loaded.sources { diagnostics += check(source: source.text, path: source.uri) }
                for diagnostic in diagnostics { output.line(diagnostic) }
                if !diagnostics.isEmpty { withErrors += 1 }
            }
        }
        var summary = "\(files.count) \(files.count == 1 ? "file" : "files"), \(withErrors) with errors"
        if unreadable > 0 { summary += ", \(unreadable) unreadable" }
        output.line(summary)
        output.flush()
        if unreadable > 0 { return ExitStatus.usage }
        return withErrors > 0 ? ExitStatus.problems : ExitStatus.success
    }

    /// The diagnostics for one source, in line order (the parser finds some late: a
    /// table's cell count is checked when the table ends).
    static func check(source: String, path: String) -> [String] {
        // Each scenario is dropped as soon as it ends: checking a file never holds it whole.
        switch GherkinParser.parse(source, uri: path, syntax: GherkinSyntax(path: path), eachScenario: { _ in }) {
        case .success: return []
        case .failure(let failure):
            let ordered = failure.errors.enumerated().sorted { lhs, rhs in
                let (l, r) = (lhs.element.location, rhs.element.location)
                if l.line != r.line { return l.line < r.line }
                if (l.column ?? 0) != (r.column ?? 0) { return (l.column ?? 0) < (r.column ?? 0) }
                return lhs.offset < rhs.offset
            }.map(\.element)
            return ordered.map { error in
                // The end of a file has no column; point at the start of the line after the last.
                "\(path):\(error.location.line):\(error.location.column ?? 1): error: \(error.message)"
            }
        }
    }
}
