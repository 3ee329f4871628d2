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
        var buffer: [UInt8] = []
        return id(
            normalisedURI: normalisedURI, rule: rule, name: name, exampleValues: exampleValues, platform: platform, ordinal: ordinal, buffer: &buffer)
    }

    /// The same, its parts joined in a buffer the caller keeps: the planner names every
    /// scenario, and joining strings for each cost more than the hashing.
    public static func id(
        normalisedURI: String, rule: String?, name: String, exampleValues: [String], platform: String, ordinal: Int, page: String? = nil,
        buffer: inout [UInt8]
    ) -> String {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: normalisedURI.utf8)
        buffer.append(0x1E)
        buffer.append(contentsOf: (rule ?? "").utf8)
        buffer.append(0x1E)
        buffer.append(contentsOf: name.utf8)
        buffer.append(0x1E)
        for (index, value) in exampleValues.enumerated() {
            if index > 0 { buffer.append(0x1F) }
            buffer.append(contentsOf: value.utf8)
        }
        buffer.append(0x1E)
        buffer.append(contentsOf: platform.utf8)
        buffer.append(0x1E)
        buffer.append(contentsOf: String(ordinal).utf8)
        // A page is named only where there is one: scenarios no page lists keep the ids
        // they always had.
        if let page {
            buffer.append(0x1E)
            buffer.append(contentsOf: "page ".utf8)
            buffer.append(contentsOf: page.utf8)
        }
        return buffer.withUnsafeBytes { message in
            String(unsafeUninitializedCapacity: 64) { hex in
                SHA256.hexDigest(of: message, into: UnsafeMutableRawBufferPointer(hex))
                return 16
            }
        }
    }

    /// SHA-256 of the steps as performed: each step's type and text, its table and doc string.
    public static func contentHash(of pickle: Pickle) -> String {
        var buffer: [UInt8] = []
        return contentHash(of: pickle, buffer: &buffer)
    }

    /// The same, made in a buffer the caller keeps: the planner hashes every scenario, and
    /// making each piece of text as a string of its own cost more than the hashing.
    public static func contentHash(of pickle: Pickle, buffer: inout [UInt8]) -> String {
        buffer.removeAll(keepingCapacity: true)
        for step in pickle.steps {
            buffer.append(contentsOf: step.type.rawValue.utf8)
            buffer.append(UInt8(ascii: "\t"))
            buffer.append(contentsOf: step.text.utf8)
            buffer.append(UInt8(ascii: "\n"))
            if let table = step.argument?.dataTable {
                for row in table.rows {
                    buffer.append(UInt8(ascii: "|"))
                    for (index, cell) in row.enumerated() {
                        if index > 0 { buffer.append(0x1F) }
                        buffer.append(contentsOf: cell.utf8)
                    }
                    buffer.append(UInt8(ascii: "\n"))
                }
            }
            if let doc = step.argument?.docString {
                buffer.append(contentsOf: "\"\"\"".utf8)
                buffer.append(contentsOf: (doc.mediaType ?? "").utf8)
                buffer.append(UInt8(ascii: "\n"))
                buffer.append(contentsOf: doc.content.utf8)
                buffer.append(contentsOf: "\n\"\"\"\n".utf8)
            }
        }
        return SHA256.hash(buffer)
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
