import Foundation
import SharedFolder
import Testing

/// The MagentaA11y corpus in `../shared`, when it is there. Tests that read it skip with a
/// clear message when it is absent.
enum Corpus {
    static let shared: URL? = SharedFolder.existing("magentaa11y").map { _ in SharedFolder.root }

    static let isAvailable = shared != nil
    static let skipReason: Comment = "../shared is absent: the MagentaA11y corpus cannot be read, so these cases are skipped"

    /// Files under a folder of `../shared` (recursively), sorted, as paths.
    static func files(under folder: String, suffix: String = ".md") -> [String] {
        guard let root = shared?.appendingPathComponent(folder),
            let walker = FileManager.default.enumerator(atPath: root.path)
        else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(suffix) { found.append(root.appendingPathComponent(relative).path) }
        }
        return found.sorted()
    }

    static func seed(_ prefix: String) -> String? {
        guard let folder = shared?.appendingPathComponent("seeds"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            let name = names.first(where: { $0.hasPrefix(prefix) })
        else { return nil }
        return folder.appendingPathComponent(name).path
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// Words as a reader sees them: runs of letters and digits, lower-cased. Markup (`-`, `*`,
/// `#`, numbering punctuation) and Gherkin's own layout fall away.
func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
}

/// Whether `needle` appears in `haystack` in order, allowing other words between them but
/// within a short window, so a line's words must stay together.
func appearsInOrder(_ needle: [String], in haystack: [String]) -> Bool {
    guard let first = needle.first else { return true }
    let window = needle.count * 2 + 12
    for start in haystack.indices where haystack[start] == first {
        var index = start
        var matched = 0
        while index < haystack.count, index - start < window, matched < needle.count {
            if haystack[index] == needle[matched] { matched += 1 }
            index += 1
        }
        if matched == needle.count { return true }
    }
    return false
}
