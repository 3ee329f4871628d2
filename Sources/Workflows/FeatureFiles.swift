import Foundation
import Gherkin

/// Finding and reading Gherkin files on disk.
package enum FeatureFiles {
    /// Whether a file name is one Stepwise reads as Gherkin.
    package static func isFeature(_ path: String) -> Bool {
        path.hasSuffix(".feature") || path.hasSuffix(".feature.md")
    }

    /// The files named, with folders searched recursively for `*.feature` and
    /// `*.feature.md` (sorted, hidden folders skipped). A named file is taken whatever its
    /// extension. Throws for a path that does not exist or a folder without features.
    package static func expand(_ paths: [String]) throws(UsageError) -> [String] {
        try expandReporting(paths).files
    }

    /// The files, and `path: reason` for each folder or link below the paths that could not
    /// be read: what was not read is said, so a check cannot pass with criteria missing.
    package static func expandReporting(_ paths: [String]) throws(UsageError) -> FolderFiles.Found {
        var result = FolderFiles.Found()
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("\(path): error: no such file or directory")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = FolderFiles.walk(path, named: isFeature)
            guard !found.files.isEmpty else {
                if let first = found.unread.first {
                    throw UsageError("\(first.replacingOccurrences(of: ": ", with: ": error: ", options: .anchored))")
                }
                throw UsageError("\(path): error: no .feature or .feature.md files in this folder")
            }
            files += found.files
            result.unread += found.unread
        }
        result.files = files
        return result
    }

    /// A file's text, or a one-line reason it cannot be read as Gherkin.
    package static func read(_ path: String) -> Result<String, UsageError> {
        // The file's bytes, with the `Data` they were read into let go before they are decoded:
        // a large file is then held twice at most (bytes and text), not three times.
        let bytes: [UInt8]
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(UsageError("\(path): error: cannot read file"))
            }
            bytes = [UInt8](data)
        }
        switch SourceText.decode(bytes) {
        case .success(let text):
            return .success(text)
        case .failure(let problem):
            return .failure(UsageError("\(path):\(problem.line):\(problem.column): error: \(problem)"))
        }
    }
}
