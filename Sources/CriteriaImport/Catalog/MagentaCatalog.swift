import Foundation
import JSON
import Paths

/// The MagentaA11y catalog, one entry per component: where it belongs (web or native, and the
/// site's category), its name, and its criteria as the site's Copy button gives them — read
/// from the site's own index, `content.json`, or from a checkout's Markdown documents.
public enum MagentaCatalog {
    public struct Entry: Sendable, Hashable {
        /// "web" or "native".
        public let family: String
        /// "component", "controls", "page-level", …: the site's grouping.
        public let category: String
        /// "button": the file name the component gets, within its family and category.
        public let name: String
        /// The criteria document's text.
        public let text: String

        public init(family: String, category: String, name: String, text: String) {
            self.family = family
            self.category = category
            self.name = name
            self.text = text
        }

        /// `native/controls/button`: where it goes, unique across the catalog even when a web
        /// and a native component share a name.
        public var place: String { "\(family)/\(category)/\(name)" }
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The entries of `content.json`: its `web` and `native` trees, each a list of groups whose
    /// `children` are components (`"type": "file"`, with `name` and `gherkin`), nested to any
    /// depth. Sorted by place, so the catalog is written in the same order every time.
    public static func entries(contentJSON bytes: [UInt8]) throws(Problem) -> [Entry] {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { buffer throws(JSONParser.Failure) in try JSONParser.parse(buffer) }
        } catch {
            throw Problem(description: "not JSON (\(error.reason))")
        }
        guard case .object(let root) = value else { throw Problem(description: "not a MagentaA11y content.json: not an object") }
        var entries: [Entry] = []
        for family in ["web", "native"] {
            guard case .array(let groups)? = root[family] else { continue }
            collect(groups, family: family, category: nil, into: &entries)
        }
        guard !entries.isEmpty else { throw Problem(description: "not a MagentaA11y content.json: no web or native components with criteria") }
        return entries.sorted { $0.place < $1.place }
    }

    private static func collect(_ nodes: [JSONValue], family: String, category: String?, into entries: inout [Entry]) {
        for node in nodes {
            guard case .object(let members) = node, case .string(let name)? = members["name"] else { continue }
            if case .string("file")? = members["type"] {
                guard case .string(let text)? = members["gherkin"], !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
                entries.append(Entry(family: family, category: category ?? "other", name: slug(name), text: text))
            } else if case .array(let children)? = members["children"] {
                collect(children, family: family, category: category ?? slug(name), into: &entries)
            }
        }
    }

    /// Lower-case letters, digits and single hyphens: safe as a file name everywhere.
    static func slug(_ text: String) -> String { FileNameSlug.make(text, fallback: "component") }
}

extension MagentaCatalog {
    /// The documents of a checkout (or a copy of its documentation folder): `web/` and
    /// `native/` folders, each holding one folder per category of `*.md` documents. Given the
    /// documents' paths relative to the folder that holds `web/` and `native/`, with their text.
    public static func entries(documents: [(relativePath: String, text: String)]) -> [Entry] {
        documents.compactMap { document in
            let parts = document.relativePath.split(separator: "/").map(String.init)
            guard parts.count >= 3, ["web", "native"].contains(parts[0]), parts.last!.hasSuffix(".md") else { return nil }
            let name = String(parts.last!.dropLast(3))
            // `_template.md` and the like are the site's scaffolding, not components.
            guard !name.hasPrefix("_"), name.lowercased() != "readme" else { return nil }
            return Entry(family: parts[0], category: slug(parts[1]), name: slug(name), text: document.text)
        }.sorted { $0.place < $1.place }
    }
}
