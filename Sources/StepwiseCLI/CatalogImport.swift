import CriteriaImport
import Foundation
import Paths
import Workflows

/// `stepwise import --catalog SOURCE`: refreshes a project's copy of the MagentaA11y catalog.
/// Each component's criteria are copied into the project (`criteria/<family>/<category>/<name>.md`),
/// so what the features come from is in the repository, and imported from that copy into
/// `features/<family>/<category>/`: a web and a native component of the same name are both
/// kept, each where a person looks for it. Running it again on the same source changes nothing.
enum CatalogImport {
    static func run(source: String, outFolder: String, criteriaFolder: String, force: Bool, output: CommandOutput) -> Int32 {
        let entries: [MagentaCatalog.Entry]
        switch load(source) {
        case .success(let found): entries = found
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        for entry in entries {
            let criteria = PathText.join(criteriaFolder, entry.place + ".md")
            // The copy follows the source: refreshing is what this command is for.
            switch AtomicFile.write(entry.text, to: criteria, force: true) {
            case .success: break
            case .failure(let error):
                output.errorLine(error.message)
                status = max(status, ExitStatus.problems)
                continue
            }
            let target = PathText.join(outFolder, entry.family + "/" + entry.category)
            let imported = ImportCommand.importFiles([criteria], outFolder: target, force: force, input: .text(""), output: output)
            status = max(status, imported)
        }
        output.line("\(entries.count) component\(entries.count == 1 ? "" : "s") from \(source).")
        output.flush()
        return status
    }

    /// The catalog's entries from a `content.json`, or from a folder holding (somewhere below
    /// it, as a checkout does) the `web/` and `native/` documentation folders.
    static func load(_ source: String) -> Result<[MagentaCatalog.Entry], UsageError> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
            return .failure(UsageError("\(source): error: no such file or folder"))
        }
        if !isFolder.boolValue {
            guard RegularFile.problem(source) == nil, let data = FileManager.default.contents(atPath: source) else {
                return .failure(UsageError("\(source): error: cannot read the catalog"))
            }
            do {
                return .success(try MagentaCatalog.entries(contentJSON: [UInt8](data)))
            } catch {
                return .failure(UsageError("\(source): error: \(error)"))
            }
        }
        guard let root = documentationRoot(source) else {
            return .failure(UsageError("\(source): error: no web/ or native/ folder of MagentaA11y documents in it"))
        }
        var documents: [(relativePath: String, text: String)] = []
        for file in FolderFiles.walk(root, named: { $0.hasSuffix(".md") }).files {
            let relative = String(file.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
            if case .success(let text) = FeatureFiles.read(file) { documents.append((relative, text)) }
        }
        let entries = MagentaCatalog.entries(documents: documents)
        return entries.isEmpty ? .failure(UsageError("\(source): error: no component documents under its web/ or native/ folder")) : .success(entries)
    }

    /// The folder holding `web/` or `native/`: the one given, or the first found below it
    /// (breadth first, a few levels down: a checkout keeps them under its content folder).
    static func documentationRoot(_ folder: String) -> String? {
        var level = [folder]
        for _ in 0..<5 {
            var next: [String] = []
            for candidate in level {
                var isFolder: ObjCBool = false
                for family in ["web", "native"]
                where FileManager.default.fileExists(atPath: PathText.join(candidate, family), isDirectory: &isFolder) && isFolder.boolValue {
                    return candidate
                }
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: candidate)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") && name != "node_modules" {
                    let path = PathText.join(candidate, name)
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { next.append(path) }
                }
            }
            level = next
        }
        return nil
    }
}
