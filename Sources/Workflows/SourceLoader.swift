import CriteriaImport
import Foundation
import Gherkin

/// One Gherkin text a command works on: a `.feature` / `.feature.md` file as it is, or a
/// feature imported on the fly from a MagentaA11y criteria document.
package struct LoadedSource {
    /// The path as given, or `path#component-slug` when one document holds several components.
    package let uri: String
    package let text: String
    package let syntax: GherkinSyntax
}

/// Reads what commands are pointed at. Every command that takes features also takes criteria
/// documents (`*.md` that are not `*.feature.md`, and `*.txt`), importing them first.
package enum SourceLoader {
    package struct Loaded {
        package var sources: [LoadedSource]
        package var warnings: [String]
    }

    package enum Failure: Error {
        /// Not readable as text: the command cannot use it at all.
        case unreadable(UsageError)
        /// Text, but no criteria in it.
        case noCriteria(ImportError)
    }

    package static func isCriteriaDocument(_ path: String) -> Bool {
        (path.hasSuffix(".md") && !path.hasSuffix(".feature.md")) || path.hasSuffix(".txt")
    }

    package static func load(_ path: String) -> Result<Loaded, Failure> {
        let text: String
        switch FeatureFiles.read(path) {
        case .success(let value): text = value
        case .failure(let error): return .failure(.unreadable(error))
        }
        guard isCriteriaDocument(path) else {
            return .success(Loaded(sources: [LoadedSource(uri: path, text: text, syntax: GherkinSyntax(path: path))], warnings: []))
        }
        switch CriteriaImporter.importCriteria(text, path: path) {
        case .failure(let error):
            return .failure(.noCriteria(error))
        case .success(let result):
            let several = result.features.count > 1
            let sources = result.features.map { feature in
                LoadedSource(
                    uri: several ? path + "#" + feature.slug : path, text: FeatureWriter.write(feature), syntax: .plain)
            }
            return .success(Loaded(sources: sources, warnings: result.warnings.map(\.description)))
        }
    }
}
