/// Builds the AST as the parser enters and leaves rules, the way the reference's
/// `AstBuilder` does: each rule collects its tokens and finished children, and becomes an
/// AST value when it ends. Ids are taken from the shared generator at that moment, which
/// is what makes predictable ids match the reference.
struct AstBuilder {
    private final class Node {
        let rule: RuleType
        var tokens: [Token] = []
        var children: [(rule: RuleType, value: Value?)] = []
        /// A header's tags and a rule's id, made once: when scenarios are streamed they are
        /// needed before the feature or rule ends, and must not take a second id then.
        var madeTags: [Tag]?
        var madeID: String?
        /// Where a feature's or rule's own comments end (its header and background): each
        /// streamed scenario below it carries them.
        var headerCommentsEnd: Int?
        var commentsStart = 0
        /// A feature's or rule's background once it has ended, for streamed scenarios: looking
        /// it up among thousands of children for each one would be quadratic.
        var background: Background?
        init(_ rule: RuleType) { self.rule = rule }

        func token(_ type: TokenType) -> Token? { tokens.first { $0.matchedType == type } }
        func tokens(_ type: TokenType) -> [Token] { tokens.filter { $0.matchedType == type } }
        func single(_ rule: RuleType) -> Value? { children.first { $0.rule == rule }?.value }
        func all(_ rule: RuleType) -> [Value] { children.compactMap { $0.rule == rule ? $0.value : nil } }
    }

    private enum Value {
        case node(Node)
        case step(Step)
        case docString(DocString)
        case dataTable(DataTable)
        case background(Background)
        case scenario(Scenario)
        case examples(Examples)
        case rows([TableRow])
        case description(String)
        case rule(Rule)
        case feature(Feature)
        case document(GherkinDocument)
    }

    private var stack: [Node] = [Node(.gherkinDocument)]
    private var comments: [Comment] = []
    private let ids: IdGenerator
    /// When set, each scenario is handed here as it ends, in a document of its own — the
    /// feature's header and background, its rule's, and the comments about them — and is not
    /// kept: a long file is never held whole. The document the builder ends with then has no
    /// scenarios. Ids are taken as without it, but for the tags of a feature or rule and a
    /// rule's own id, which are taken before its first scenario rather than after its last.
    var scenarioSink: ((GherkinDocument) -> Void)?
    /// Comments up to here were handed out with a streamed scenario.
    private var streamedComments = 0

    init(ids: IdGenerator) {
        self.ids = ids
        stack = [Node(.gherkinDocument)]
    }

    mutating func startRule(_ rule: RuleType) {
        if scenarioSink != nil, let parent = stack.last, (parent.rule == .feature || parent.rule == .rule) && parent.headerCommentsEnd == nil,
            rule == .scenarioDefinition || rule == .rule
        {
            parent.headerCommentsEnd = comments.count
        }
        let node = Node(rule)
        node.commentsStart = comments.count
        stack.append(node)
    }

    mutating func endRule(_ rule: RuleType) throws(ParseError) {
        guard stack.count > 1 else { return }
        let node = stack.removeLast()
        let value = try transform(node)
        if case .background(let background)? = value { stack[stack.count - 1].background = background }
        if let sink = scenarioSink, case .scenario(let scenario)? = value {
            // Nothing is kept in its place either: a placeholder per scenario would still cost the
            // size of a value, a few hundred bytes, thousands of times.
            sink(streamed(scenario))
            return
        }
        stack[stack.count - 1].children.append((node.rule, value))
    }

    /// A scenario just ended, in a document with what surrounds it: the feature's header and
    /// background, its rule's if it has one, and the comments of those and of the scenario.
    private mutating func streamed(_ scenario: Scenario) -> GherkinDocument {
        let parents = stack.filter { $0.rule == .feature || $0.rule == .rule }
        var kept: [Comment] = []
        var covered = 0
        for parent in parents {
            let end = parent.headerCommentsEnd ?? comments.count
            let start = max(parent.commentsStart, covered)
            if start < end { kept += comments[start..<end] }
            covered = max(covered, end)
        }
        let recent = max(streamedComments, covered)
        if recent < comments.count { kept += comments[recent...] }
        streamedComments = comments.count
        var child = FeatureChild.scenario(scenario)
        if let ruleNode = parents.last, ruleNode.rule == .rule, case .node(let header)? = ruleNode.single(.ruleHeader),
            let line = header.token(.ruleLine)
        {
            var children: [RuleChild] = []
            if let background = ruleNode.background { children.append(.background(background)) }
            children.append(.scenario(scenario))
            let id = ruleNode.madeID ?? ids.nextID()
            ruleNode.madeID = id
            child = .rule(
                Rule(
                    id: id, location: line.location, tags: madeTags(header), keyword: line.matchedKeyword ?? "",
                    name: line.matchedText ?? "", description: description(header), children: children))
        }
        var feature: Feature?
        if let featureNode = parents.first, featureNode.rule == .feature, case .node(let header)? = featureNode.single(.featureHeader),
            let line = header.token(.featureLine)
        {
            var children: [FeatureChild] = []
            if let background = featureNode.background { children.append(.background(background)) }
            children.append(child)
            feature = Feature(
                location: line.location, tags: madeTags(header), language: line.matchedDialect, keyword: line.matchedKeyword,
                name: line.matchedText ?? "", description: description(header), children: children)
        }
        return GherkinDocument(uri: nil, feature: feature, comments: kept)
    }

    /// A header's tags, made (and given ids) once.
    private func madeTags(_ header: Node) -> [Tag] {
        if let made = header.madeTags { return made }
        let made = tags(header)
        header.madeTags = made
        return made
    }

    mutating func build(_ token: Token) {
        if token.matchedType == .comment {
            comments.append(Comment(location: token.location, text: token.matchedText ?? ""))
        } else if token.matchedType == .empty {
            // Nothing reads empty lines back; keeping them costs memory on long files.
            return
        } else {
            stack[stack.count - 1].tokens.append(token)
        }
    }

    var result: GherkinDocument? {
        guard case .document(let document)? = stack.last?.single(.gherkinDocument) else { return nil }
        return document
    }

    // MARK: - Turning rules into AST values

    /// The AST value a rule becomes when it ends; nil when it lacks the token it is made from.
    /// Ids are taken in the reference's order: a value's tags before the value itself.
    private func transform(_ node: Node) throws(ParseError) -> Value? {
        switch node.rule {
        case .step: return makeStep(node)
        case .docString: return makeDocString(node)
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first else { return nil }
            return .dataTable(DataTable(location: first.location, rows: rows))
        case .background: return makeBackground(node)
        case .scenarioDefinition: return makeScenario(node)
        case .examplesDefinition: return makeExamples(node)
        case .examplesTable: return .rows(try tableRows(node))
        case .description: return makeDescription(node)
        case .rule: return makeRule(node)
        case .feature: return makeFeature(node)
        case .gherkinDocument:
            var feature: Feature?
            if case .feature(let value)? = node.single(.feature) { feature = value }
            return .document(GherkinDocument(uri: nil, feature: feature, comments: comments))
        case .featureHeader, .ruleHeader, .scenario, .examples, .tags:
            return .node(node)
        }
    }

    private func makeStep(_ node: Node) -> Value? {
        guard let line = node.token(.stepLine) else { return nil }
        var dataTable: DataTable?
        if case .dataTable(let table)? = node.single(.dataTable) { dataTable = table }
        var docString: DocString?
        if case .docString(let doc)? = node.single(.docString) { docString = doc }
        return .step(
            Step(
                id: ids.nextID(), location: line.location, keyword: line.matchedKeyword ?? "",
                keywordType: line.matchedKeywordType, text: line.matchedText ?? "", dataTable: dataTable,
                docString: docString))
    }

    private func makeDocString(_ node: Node) -> Value? {
        guard let separator = node.token(.docStringSeparator) else { return nil }
        let mediaType = separator.matchedText.flatMap { $0.isEmpty ? nil : $0 }
        let content = node.tokens(.other).map { $0.matchedText ?? "" }.joined(separator: "\n")
        return .docString(
            DocString(
                location: separator.location, mediaType: mediaType, content: content,
                delimiter: separator.matchedKeyword ?? ""))
    }

    private func makeBackground(_ node: Node) -> Value? {
        guard let line = node.token(.backgroundLine) else { return nil }
        return .background(
            Background(
                id: ids.nextID(), location: line.location, keyword: line.matchedKeyword ?? "",
                name: line.matchedText ?? "", description: description(node), steps: steps(node)))
    }

    private func makeScenario(_ node: Node) -> Value? {
        let tags = tags(node)
        guard case .node(let scenario)? = node.single(.scenario), let line = scenario.token(.scenarioLine) else {
            return nil
        }
        let examples = scenario.all(.examplesDefinition).compactMap { value -> Examples? in
            if case .examples(let examples) = value { return examples }
            return nil
        }
        return .scenario(
            Scenario(
                id: ids.nextID(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
                name: line.matchedText ?? "", description: description(scenario), steps: steps(scenario),
                examples: examples))
    }

    private func makeExamples(_ node: Node) -> Value? {
        let tags = tags(node)
        guard case .node(let examples)? = node.single(.examples), let line = examples.token(.examplesLine) else {
            return nil
        }
        var rows: [TableRow] = []
        if case .rows(let table)? = examples.single(.examplesTable) { rows = table }
        return .examples(
            Examples(
                id: ids.nextID(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
                name: line.matchedText ?? "", description: description(examples), tableHeader: rows.first,
                tableBody: Array(rows.dropFirst())))
    }

    private func makeDescription(_ node: Node) -> Value {
        var lines = node.tokens(.other)
        // Trailing empty lines are not part of a description.
        while let last = lines.last, (last.matchedText ?? "").isEmpty { lines.removeLast() }
        return .description(lines.map { $0.matchedText ?? "" }.joined(separator: "\n"))
    }

    private func makeRule(_ node: Node) -> Value? {
        guard case .node(let header)? = node.single(.ruleHeader), let line = header.token(.ruleLine) else {
            return nil
        }
        let tags = madeTags(header)
        var children: [RuleChild] = []
        if case .background(let background)? = node.single(.background) { children.append(.background(background)) }
        for case .scenario(let scenario) in node.all(.scenarioDefinition) { children.append(.scenario(scenario)) }
        return .rule(
            Rule(
                id: node.madeID ?? ids.nextID(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
                name: line.matchedText ?? "", description: description(header), children: children))
    }

    private func makeFeature(_ node: Node) -> Value? {
        guard case .node(let header)? = node.single(.featureHeader) else { return nil }
        let tags = madeTags(header)
        guard let line = header.token(.featureLine) else { return nil }
        var children: [FeatureChild] = []
        if case .background(let background)? = node.single(.background) { children.append(.background(background)) }
        for case .scenario(let scenario) in node.all(.scenarioDefinition) { children.append(.scenario(scenario)) }
        for case .rule(let rule) in node.all(.rule) { children.append(.rule(rule)) }
        return .feature(
            Feature(
                location: line.location, tags: tags, language: line.matchedDialect,
                keyword: line.matchedKeyword, name: line.matchedText ?? "",
                description: description(header), children: children))
    }

    private func tags(_ node: Node) -> [Tag] {
        guard case .node(let tagsNode)? = node.single(.tags) else { return [] }
        var tags: [Tag] = []
        for token in tagsNode.tokens(.tagLine) {
            for item in token.matchedItems {
                tags.append(
                    Tag(location: Location(line: token.lineNumber, column: item.column), name: item.text, id: ids.nextID()))
            }
        }
        return tags
    }

    private func tableRows(_ node: Node) throws(ParseError) -> [TableRow] {
        let rows = node.tokens(.tableRow).map { token in
            TableRow(
                id: ids.nextID(), location: token.location,
                cells: token.matchedItems.map {
                    TableCell(location: Location(line: token.lineNumber, column: $0.column), value: $0.text)
                })
        }
        if let width = rows.first?.cells.count {
            for row in rows where row.cells.count != width {
                throw ParseError(message: "inconsistent cell count within the table", location: row.location)
            }
        }
        return rows
    }

    private func description(_ node: Node) -> String {
        if case .description(let text)? = node.single(.description) { return text }
        return ""
    }

    private func steps(_ node: Node) -> [Step] {
        node.all(.step).compactMap { value in
            if case .step(let step) = value { return step }
            return nil
        }
    }
}
