import JSON

/// An assertion in an EARL document, with what encloses it: QualWeb nests a subject's
/// assertions in the subject, beside the subject's assertor; EARL also lets an assertor hold
/// its assertions (`assertedThat`). Those stand in for what the assertion itself does not say.
struct EARLFoundAssertion {
    let node: EARLNode
    /// Its JSON path (`@graph[12]`, `@graph[3].assertions[0]`), for messages.
    let path: String
    let enclosingSubject: JSONValue?
    let enclosingAssertor: JSONValue?
}

/// Finds every assertion in an EARL document, however deep: an object of `@type` Assertion,
/// or an untyped one with a result that has an outcome. Members are visited in key order, so
/// the assertions come in the same order on every read.
enum EARLAssertionFinder {
    static func assertions(in document: JSONValue) -> [EARLFoundAssertion] {
        var found: [EARLFoundAssertion] = []
        visit(document, path: "", subject: nil, assertor: nil, into: &found)
        return found
    }

    private static func visit(_ value: JSONValue, path: String, subject: JSONValue?, assertor: JSONValue?, into found: inout [EARLFoundAssertion]) {
        switch value {
        case .array(let items):
            for (index, item) in items.enumerated() {
                visit(item, path: path + "[\(index)]", subject: subject, assertor: assertor, into: &found)
            }
        case .object(let members):
            let node = EARLNode(members)
            if isAssertion(node) {
                found.append(EARLFoundAssertion(node: node, path: path, enclosingSubject: subject, enclosingAssertor: assertor))
                return
            }
            let encloses = !node.values(.assertions).isEmpty
            let subject = encloses ? value : subject
            var assertor = node.values(.assertor).first ?? assertor
            if !node.values(.assertedThat).isEmpty { assertor = value }
            for key in members.keys.sorted() where key != "@context" {
                visit(members[key]!, path: path.isEmpty ? key : path + "." + key, subject: subject, assertor: assertor, into: &found)
            }
        default:
            break
        }
    }

    private static func isAssertion(_ node: EARLNode) -> Bool {
        if node.hasType("Assertion") { return true }
        guard node.members["@type"] == nil else { return false }
        return node.values(.result).contains { result in
            guard case .object(let members) = result else { return false }
            return !EARLNode(members).values(.outcome).isEmpty
        }
    }
}
