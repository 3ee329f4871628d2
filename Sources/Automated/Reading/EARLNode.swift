import JSON

/// A JSON-LD node as an EARL reader needs it: every value of each member (arrays and `@list`s
/// unwrapped), gathered from every place the document describes the same `@id`. JSON-LD makes
/// those one node: Alfa describes each test once and refers to it by id, axe-core repeats a
/// test in every assertion, not always with all of its `isPartOf`.
struct EARLNode {
    let id: String?
    let members: [String: [JSONValue]]

    init(id: String?, members: [String: [JSONValue]]) {
        self.id = id
        self.members = members
    }

    /// The node an object describes, its values unwrapped.
    init(_ object: [String: JSONValue]) {
        var members: [String: [JSONValue]] = [:]
        for (key, value) in object where key != "@id" { members[key] = Self.unwrapped(value) }
        if case .string(let id)? = object["@id"] {
            self.init(id: id, members: members)
        } else {
            self.init(id: nil, members: members)
        }
    }

    /// An array's elements, a `@list`'s items, or the value alone.
    static func unwrapped(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .array(let items):
            return items.flatMap { item -> [JSONValue] in
                if case .object(let inner) = item, case .array(let list)? = inner["@list"] { return list }
                return [item]
            }
        case .object(let inner):
            if case .array(let list)? = inner["@list"] { return list }
            return [value]
        default: return [value]
        }
    }

    /// This node's values and another description's of the same node, each value once.
    func merged(with other: EARLNode) -> EARLNode {
        var members = self.members
        for (key, values) in other.members {
            var known = members[key] ?? []
            for value in values where !known.contains(value) { known.append(value) }
            members[key] = known
        }
        return EARLNode(id: id ?? other.id, members: members)
    }

    /// Every value of a term, however the file spells it.
    func values(_ term: EARLTerm) -> [JSONValue] { term.spellings.flatMap { members[$0] ?? [] } }

    /// The first value of a term as text: a string, a `@value`, an `@id`, a number.
    func text(_ term: EARLTerm) -> String? { values(term).lazy.compactMap(Self.text).first { !$0.isEmpty } }

    /// Every value of a term as text.
    func texts(_ term: EARLTerm) -> [String] { values(term).compactMap(Self.text) }

    /// Whether the node's `@type` names this class ("Assertion" matches `Assertion`,
    /// `earl:Assertion` and `http://www.w3.org/ns/earl#Assertion`).
    func hasType(_ name: String) -> Bool {
        (members["@type"] ?? []).contains { value in
            guard case .string(let type) = value else { return false }
            return Self.localName(type) == name
        }
    }

    static func localName(_ iri: String) -> Substring {
        let afterColon = iri.split(separator: ":").last ?? Substring(iri)
        return afterColon.split(separator: "#").last.map { $0.split(separator: "/").last ?? $0 } ?? afterColon
    }

    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .object(let inner):
            if case .string(let text)? = inner["@value"] { return text }
            if case .string(let id)? = inner["@id"] { return id }
            return nil
        default: return nil
        }
    }
}
