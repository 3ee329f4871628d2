/// A node of a Cucumber Expression's syntax tree. Text nodes carry their text; every other
/// kind carries child nodes. Offsets count Unicode scalars, as tokens do.
struct ExpressionNode: Sendable, Hashable {
    /// The kinds the reference distinguishes; `rawValue` is the reference's name for each.
    enum Kind: String, Sendable, Hashable {
        case expression = "EXPRESSION_NODE"
        case text = "TEXT_NODE"
        case optional = "OPTIONAL_NODE"
        case alternation = "ALTERNATION_NODE"
        case alternative = "ALTERNATIVE_NODE"
        case parameter = "PARAMETER_NODE"
    }

    let kind: Kind
    /// The text of a text node; nil for every other kind.
    let token: String?
    let nodes: [ExpressionNode]
    let start: Int
    let end: Int

    static func text(_ token: ExpressionToken) -> ExpressionNode {
        ExpressionNode(kind: .text, token: token.text, nodes: [], start: token.start, end: token.end)
    }

    static func branch(_ kind: Kind, _ nodes: [ExpressionNode], start: Int, end: Int) -> ExpressionNode {
        ExpressionNode(kind: kind, token: nil, nodes: nodes, start: start, end: end)
    }

    /// The text under this node, escapes removed: a parameter's name is the text of its children.
    var text: String {
        token ?? nodes.map(\.text).joined()
    }
}
