/// The grammar-driven parser: reads tokens line by line and follows the automaton generated
/// from `gherkin.berp`, telling the AST builder where rules start and end.
///
/// Like the reference, it recovers from errors: an unexpected line is reported and skipped,
/// and parsing goes on until the end of the file or until more than ten errors are found.
struct Parser<Matcher: TokenMatcher> {
    private var matcher: Matcher
    private var builder: AstBuilder
    private var scanner: TokenScanner
    private var queue: [Token] = []
    private var queueHead = 0
    private(set) var errors: [ParseError] = []

    /// Thrown to stop once there are more errors than the reference collects.
    private struct TooManyErrors: Error {}

    init(matcher: Matcher, buffer: UnsafeBufferPointer<UInt8>, ids: IdGenerator, scenarioSink: ((GherkinDocument) -> Void)? = nil) {
        self.matcher = matcher
        self.builder = AstBuilder(ids: ids)
        self.builder.scenarioSink = scenarioSink
        self.scanner = TokenScanner(buffer)
    }

    /// Parses the whole source: the document, or the errors found.
    mutating func parse() -> Result<GherkinDocument, ParseErrors> {
        matcher.reset()
        builder.startRule(.gherkinDocument)
        do {
            var state = 0
            while true {
                var token = readToken()
                state = try matchToken(state, &token)
                if token.isEOF { break }
            }
            try endRule(.gherkinDocument)
        } catch {
            return .failure(ParseErrors(errors: errors))
        }
        if !errors.isEmpty { return .failure(ParseErrors(errors: errors)) }
        guard let document = builder.result else { return .failure(ParseErrors(errors: errors)) }
        return .success(document)
    }

    private mutating func readToken() -> Token {
        if queueHead < queue.count {
            defer {
                queueHead += 1
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
            }
            return queue[queueHead]
        }
        return scanner.read()
    }

    private mutating func addError(_ error: ParseError) throws(TooManyErrors) {
        let text = error.description
        guard !errors.contains(where: { $0.description == text }) else { return }
        errors.append(error)
        if errors.count > 10 { throw TooManyErrors() }
    }

    private mutating func endRule(_ rule: RuleType) throws(TooManyErrors) {
        do {
            try builder.endRule(rule)
        } catch {
            try addError(error)
        }
    }

    /// Asks the matcher whether the token is of this type; a matcher's error (an unknown
    /// language, a tag with whitespace) is recorded and counts as no match.
    private mutating func match(_ type: TokenType, _ token: inout Token) throws(TooManyErrors) -> Bool {
        if type != .eof && token.isEOF { return false }
        do {
            return try matcher.match(type, &token)
        } catch {
            try addError(error)
            return false
        }
    }

    private mutating func matchToken(_ stateNumber: Int, _ token: inout Token) throws(TooManyErrors) -> Int {
        let state = ParserStates.states[stateNumber]
        for transition in state.transitions {
            guard try match(transition.token, &token) else { continue }
            if let hint = transition.lookahead, !(try lookahead(ParserStates.lookaheads[hint])) { continue }
            for action in transition.actions {
                switch action {
                case .start(let rule): builder.startRule(rule)
                case .end(let rule): try endRule(rule)
                }
            }
            builder.build(token)
            return transition.next
        }
        let expected = state.expected.map { "#" + $0.rawValue }.joined(separator: ", ")
        if token.isEOF {
            try addError(ParseError(message: "unexpected end of file, expected: \(expected)", location: token.location))
        } else {
            let line = token.line!
            try addError(
                ParseError(
                    message: "expected: \(expected), got '\(line.strippedText)'",
                    location: Location(line: token.lineNumber, column: token.column ?? line.indent + 1)))
        }
        return stateNumber
    }

    /// Reads ahead past lines of the skipped kinds; true when the first other line is of
    /// the target kind. The lines read are queued for the parser to read again.
    private mutating func lookahead(_ hint: Lookahead) throws(TooManyErrors) -> Bool {
        var peeked: [Token] = []
        var found = false
        while true {
            var token = readToken()
            if try match(hint.until, &token) {
                peeked.append(token)
                found = true
                break
            }
            var skip = false
            for type in hint.skipping where try match(type, &token) {
                skip = true
                break
            }
            peeked.append(token)
            if !skip { break }
        }
        // Tokens already queued but not yet read stay ahead of the peeked ones.
        queue.append(contentsOf: peeked)
        return found
    }
}

/// The errors of a file that did not parse, in the order they were found.
public struct ParseErrors: Error, Sendable, Hashable {
    public var errors: [ParseError]
}
