import JSON

/// Every node an EARL document describes, by `@id`, so that a reference (`"assertedBy":
/// "Alfa"`, `"test": {"@id": "https://alfa.siteimprove.com/rules/sia-r2"}`) finds what the
/// document says of it, wherever it says it.
struct EARLGraph {
    private var nodes: [String: EARLNode] = [:]

    /// Indexes a document: each object with an `@id` and something more, at any depth; the
    /// `@context` is a dictionary of terms, not data, and is passed by.
    init(_ document: JSONValue) {
        index(document)
    }

    private mutating func index(_ value: JSONValue) {
        switch value {
        case .array(let items):
            for item in items { index(item) }
        case .object(let members):
            if case .string(let id)? = members["@id"], members.count > 1 {
                let node = EARLNode(members)
                nodes[id] = nodes[id].map { $0.merged(with: node) } ?? node
            }
            for (key, member) in members where key != "@context" { index(member) }
        default:
            break
        }
    }

    /// The node a value stands for: a reference by `@id` (a string, or an object with an
    /// `@id`) with all the document says of it; an object without `@id` as it is.
    func node(_ value: JSONValue) -> EARLNode? {
        switch value {
        case .string(let id):
            return nodes[id] ?? EARLNode(id: id, members: [:])
        case .object(let members):
            let own = EARLNode(members)
            guard let id = own.id, let described = nodes[id] else { return own }
            return own.merged(with: described)
        default:
            return nil
        }
    }

    /// Every node of one of these types, in the order of their ids.
    func nodes(ofType names: [String]) -> [EARLNode] {
        nodes.keys.sorted().compactMap { id in
            let node = nodes[id]!
            return names.contains(where: node.hasType) ? node : nil
        }
    }
}
