import Digest
import Foundation
import Gherkin

/// Names a planned scenario so that results recorded against it stay attached when lines
/// move or other scenarios change: the feature's path, the rule and scenario names, the
/// example row's values and the platform — not line numbers. Two scenarios alike in all of
/// these are told apart by their order.
public enum ScenarioIdentity {
    /// 16 hex digits of SHA-256 over the identifying parts.
    public static func id(uri: String, rule: String?, name: String, exampleValues: [String], platform: String, ordinal: Int) -> String {
        id(normalisedURI: normalisedPath(uri), rule: rule, name: name, exampleValues: exampleValues, platform: platform, ordinal: ordinal)
    }

    /// The same, for a path already normalised (`normalisedPath`): the planner works it out
    /// once per feature rather than once per scenario.
    public static func id(normalisedURI: String, rule: String?, name: String, exampleValues: [String], platform: String, ordinal: Int) -> String {
        let parts = [normalisedURI, rule ?? "", name, exampleValues.joined(separator: "\u{1F}"), platform, String(ordinal)]
        return String(SHA256.hash(parts.joined(separator: "\u{1E}")).prefix(16))
    }

    /// SHA-256 of the steps as performed: each step's type and text, its table and doc string.
    public static func contentHash(of pickle: Pickle) -> String {
        var hasher = SHA256()
        for step in pickle.steps {
            hasher.update("\(step.type.rawValue)\t\(step.text)\n")
            if let table = step.argument?.dataTable {
                for row in table.rows { hasher.update("|" + row.joined(separator: "\u{1F}") + "\n") }
            }
            if let doc = step.argument?.docString {
                hasher.update("\"\"\"\(doc.mediaType ?? "")\n\(doc.content)\n\"\"\"\n")
            }
        }
        return hasher.hexDigest()
    }

    /// A path written the same way however it was given: `./features/a.feature`,
    /// `features//a.feature` and `features/x/../a.feature` are one file. Names are in Unicode
    /// NFC, so `café.feature` with é as one code point or as e and a combining accent (as
    /// macOS tools and archivers rename it) is one feature, and its verdicts stay with it.
    public static func normalisedPath(_ given: String) -> String {
        let path = given.precomposedStringWithCanonicalMapping
        // Whether the file exists is asked by the name as given: the file system's spelling.
        guard !path.contains("#") || FileManager.default.fileExists(atPath: given) else {
            let (file, fragment) = path.split(separator: "#", maxSplits: 1).map(String.init).pairFirstRest
            return normalisedPath(file) + "#" + fragment
        }
        var parts: [String] = []
        let absolute = path.hasPrefix("/")
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append("..") }
            default: parts.append(String(component))
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}

extension Array where Element == String {
    fileprivate var pairFirstRest: (String, String) { (first ?? "", count > 1 ? self[1] : "") }
}
