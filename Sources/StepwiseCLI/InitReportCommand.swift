import Foundation
import JSON
import Paths
import Reports
import Workflows

/// `stepwise init-report`: adds a blank `report` section — vendor, author, product, scope,
/// evaluation methods, legal disclaimer, licence, feedback, repository — to the project's
/// `stepwise.json` (the nearest one up from the working folder, else a new one here), keeping
/// every other setting. A blank field counts as not given, so the file is valid at once and
/// `stepwise export --format acr` says which essentials are still missing.
enum InitReportCommand {
    static let table = OptionTable(
        command: "init-report", operands: nil, options: [],
        notes: [
            "adds a blank \"report\" section to stepwise.json (the nearest one up from here, else ./stepwise.json);",
            "an existing section is never overwritten",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if case .failure(let exit) = table.read(arguments, output: output) { return exit.status }
        let path = nearestSettings() ?? ProjectConfig.fileName
        var members: [String: JSONValue] = [:]
        if FileManager.default.fileExists(atPath: path) {
            // Read as the other commands read it: a broken file is named, not overwritten.
            if case .failure(let error) = ProjectConfig.read(path) {
                output.errorLine(error.message)
                return ExitStatus.usage
            }
            guard let data = FileManager.default.contents(atPath: path),
                case .object(let existing)? = try? [UInt8](data).withUnsafeBufferPointer({ buffer throws(JSONParser.Failure) in
                    try JSONParser.parse(buffer)
                })
            else {
                output.errorLine("\(path): error: cannot read the project settings")
                return ExitStatus.usage
            }
            guard existing["report"] == nil else {
                output.errorLine("\(path): error: already has a \"report\" section; edit it there")
                return ExitStatus.usage
            }
            members = existing
        }
        switch AtomicFile.write(ReportDetails.settingsWithTemplate(members), to: path, force: true) {
        case .success:
            output.line("\(path): added a blank \"report\" section; fill in the vendor, product, scope and terms")
            output.line("What each field takes:")
            for line in ReportFieldGuide.lines { output.line("  " + line) }
            return ExitStatus.success
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
    }

    private static func nearestSettings() -> String? {
        var current = FileManager.default.currentDirectoryPath
        while true {
            let path = PathText.join(current, ProjectConfig.fileName)
            if FileManager.default.fileExists(atPath: path) { return path }
            let up = PathText.parent(current)
            if up == current { return nil }
            current = up
        }
    }
}
