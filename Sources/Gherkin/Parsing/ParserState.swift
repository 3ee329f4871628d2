/// The parser's automaton, generated from `gherkin.berp` into `ParserStates.swift`.
enum ParserStates {}

/// The grammar's rules that become AST nodes (those marked `!` in `gherkin.berp`).
enum RuleType: Sendable {
    case gherkinDocument, feature, featureHeader, rule, ruleHeader, background
    case scenarioDefinition, scenario, examplesDefinition, examples, examplesTable
    case step, dataTable, docString, tags, description
}

/// Entering or leaving a rule on the way to a token.
enum RuleAction: Sendable {
    case start(RuleType)
    case end(RuleType)
}

/// A hint that settles which rule a tag line starts: skip lines of these kinds and
/// succeed when the next line is of the target kind.
struct Lookahead: Sendable {
    let skipping: [TokenType]
    let until: TokenType
}

/// One way out of a state: a line of this kind (and, when given, a lookahead that holds)
/// leaves and enters these rules and moves on to `next` (-1: the end of the document).
struct Transition: Sendable {
    let token: TokenType
    let lookahead: Int?
    let actions: [RuleAction]
    let next: Int

    init(_ token: TokenType, lookahead: Int?, actions: [RuleAction], next: Int) {
        self.token = token
        self.lookahead = lookahead
        self.actions = actions
        self.next = next
    }
}

/// A parser state: its transitions in the order they are tried.
struct ParserState: Sendable {
    let transitions: [Transition]
    /// The kinds of line this state accepts, in order, as an error message lists them.
    let expected: [TokenType]

    init(transitions: [Transition]) {
        self.transitions = transitions
        var expected: [TokenType] = []
        for transition in transitions where !expected.contains(transition.token) {
            expected.append(transition.token)
        }
        self.expected = expected
    }
}
