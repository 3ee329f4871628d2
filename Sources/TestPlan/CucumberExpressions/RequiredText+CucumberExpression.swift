extension RequiredText {
    /// The plain text every step a Cucumber Expression matches contains: the runs of text
    /// between its parameters, optional parts and alternations, in order, escapes undone; and
    /// of each alternation (`belly/stomach`), one alternative's text.
    init(expression tree: ExpressionNode) {
        var groups: [[RequiredText]] = []
        for node in tree.nodes where node.kind == .alternation {
            let choice = RequiredText.anyOf(node.nodes.map { RequiredText(Self.textRuns(of: $0.nodes)) })
            if !choice.isEmpty { groups += choice.runs.isEmpty ? choice.alternatives : [[choice]] }
        }
        self.init(Self.textRuns(of: tree.nodes), alternatives: groups)
    }

    /// The runs of consecutive text nodes, each ended by any other node.
    private static func textRuns(of nodes: [ExpressionNode]) -> [String] {
        var runs: [String] = []
        var run = ""
        for node in nodes {
            if node.kind == .text {
                run += node.text
            } else if !run.isEmpty {
                runs.append(run)
                run = ""
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }
}
