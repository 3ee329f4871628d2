import CriteriaImport
import Foundation
import Gherkin
import Workflows

/// `stepwise import FILE…|- [--out DIR] [--force]`: MagentaA11y criteria to Gherkin.
///
/// Without `--out` the features go to standard output; with it, each component is written to
/// `DIR/<component-slug>.feature` — atomically, and never over a different file unless
/// `--force` is given. Warnings go to standard error as `file:line: warning: …`. The features
/// name their document by its path in the project (see `ImportSourcePath`).
enum ImportCommand {
    static let table = OptionTable(
        command: "import", operands: "FILE...|-",
        options: [
            CommandOption("--out", .value("DIR")), CommandOption("--force"),
            CommandOption(
                "--catalog", .value("content.json|CHECKOUT"),
                help: [
                    "the whole MagentaA11y catalog, from the site's content.json or a checkout's web/ and native/",
                    "documents: each component's criteria copied to DIR/<web|native>/<category>/<name>.md",
                    "(--criteria, default criteria) and imported to <out>/<web|native>/<category>/ (default features)",
                ]),
            CommandOption("--criteria", .value("DIR")),
        ],
        forms: ["stepwise import --catalog content.json|CHECKOUT [--out DIR] [--criteria DIR]"])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput, input: CommandInput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        let files = parsed.operands
        let outFolder = parsed.value("--out")
        let catalog = parsed.value("--catalog")
        let criteriaFolder = parsed.value("--criteria")
        let force = parsed.has("--force")
        if let catalog {
            guard files.isEmpty else {
                output.errorLine("stepwise import: error: --catalog imports the whole catalog; give no files beside it\n\(usage)")
                return ExitStatus.usage
            }
            return CatalogImport.run(
                source: catalog, outFolder: outFolder ?? "features", criteriaFolder: criteriaFolder ?? "criteria", force: force, output: output)
        }
        guard !files.isEmpty else {
            output.errorLine("stepwise import: error: no files given\n\(usage)")
            return ExitStatus.usage
        }
        let status = importFiles(files, outFolder: outFolder, force: force, input: input, output: output)
        output.flush()
        return status
    }

    /// Imports each document, printing the features or writing them to `outFolder`; the exit
    /// status for what happened.
    static func importFiles(_ files: [String], outFolder: String?, force: Bool, input: CommandInput, output: CommandOutput) -> Int32 {
        var status = ExitStatus.success
        let projectRoot = ImportSourcePath.projectRoot(outFolder: outFolder)
        var written: [String: String] = [:]  // slug → source, to catch two components with one name
        var printed = 0
        for path in files {
            let text: String
            switch readInput(path, input: input) {
            case .success(let value): text = value
            case .failure(let error):
                output.errorLine(error.message)
                status = ExitStatus.problems
                continue
            }
            let uri = path == "-" ? "<stdin>" : path
            switch CriteriaImporter.importCriteria(text, path: uri) {
            case .failure(let error):
                output.errorLine(error.description)
                status = ExitStatus.problems
            case .success(let result):
                for warning in result.warnings { output.errorLine(warning.description) }
                var recorded = ImportSourcePath.Recorded(path: uri)
                if path != "-" {
                    recorded = ImportSourcePath.record(path, projectRoot: projectRoot)
                    if let warning = recorded.warning { output.errorLine(warning) }
                }
                for var feature in result.features {
                    feature.sourcePath = recorded.path
                    let gherkin = FeatureWriter.write(feature)
                    guard let outFolder else {
                        if printed > 0 { output.line("") }
                        output.line(String(gherkin.dropLast()))
                        printed += 1
                        continue
                    }
                    if let other = written[feature.slug] {
                        output.errorLine("\(uri): error: component '\(feature.slug)' was already imported from \(other); not written twice")
                        status = ExitStatus.problems
                        continue
                    }
                    written[feature.slug] = uri
                    let target = (outFolder as NSString).appendingPathComponent(feature.slug + ".feature")
                    switch AtomicFile.write(gherkin, to: target, force: force) {
                    case .success(let note): output.line("\(target): \(note)")
                    case .failure(let error):
                        output.errorLine(error.message)
                        status = ExitStatus.problems
                    }
                }
            }
        }
        return status
    }

    private static func readInput(_ path: String, input: CommandInput) -> Result<String, UsageError> {
        if path == "-" {
            switch SourceText.decode([UInt8](input.readAll())) {
            case .success(let text): return .success(text)
            case .failure(let problem):
                return .failure(UsageError("<stdin>:\(problem.line):\(problem.column): error: \(problem)"))
            }
        }
        return FeatureFiles.read(path)
    }
}
