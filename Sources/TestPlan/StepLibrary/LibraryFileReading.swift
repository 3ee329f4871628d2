/// The reading of one step library file, a line at a time: the definitions finished so far,
/// the one still open, and every problem found.
struct LibraryFileReading {
    let file: String
    private(set) var definitions: [StepDefinition] = []
    private(set) var errors: [StepLibraryError] = []
    private var open: OpenDefinition?
    private var inFence = false

    init(file: String) {
        self.file = file
    }

    mutating func take(_ line: String, number: Int) {
        let trimmed = LineWhitespace.trimmed(line)
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
        // Only a line starting with `#` after at most three spaces can be a heading: the
        // rest are not handed to the heading reader at all.
        let heading = inFence || !trimmed.hasPrefix("#") ? nil : MarkdownHeading.atx(line)
        if let heading, heading.level == 2 {
            finishDefinition()
            open = OpenDefinition(line: number, heading: heading.text)
            return
        }
        if let heading, heading.level == 1 {
            // A new top-level title ends the definition before it.
            finishDefinition()
            return
        }
        guard open != nil else { return }
        if let heading, heading.level == 3 {
            let name = heading.text.lowercased()
            if StepGuidance.platformSections.contains(name) {
                let section = name == "mobile-web" ? "mobile web" : name
                open!.section = section
                open!.sections[section, default: []] += []
                return
            }
        }
        if !inFence, let short = ShortFormLine.read(trimmed) {
            takeShort(short, section: open!.section, number: number)
        } else if let section = open!.section {
            open!.sections[section, default: []].append(line)
        } else if inFence || !takeField(trimmed, number: number) {
            open!.general.append(line)
        }
    }

    /// Reads a `Kind:`, `WCAG when …:`, `WCAG:`, `EN 301 549:` or reason line of the open definition; false
    /// when the line is none of these, and so guidance.
    private mutating func takeField(_ trimmed: String, number: Int) -> Bool {
        if let kindText = StepKind.line(trimmed) {
            takeKind(kindText, number: number)
        } else if let contextual = ContextualCriteria.read(trimmed) {
            takeContextualCriteria(contextual, number: number)
        } else if let listed = WCAGLine.read(trimmed) {
            open!.firstCriteriaLine = open!.firstCriteriaLine ?? number
            // What the check evidences: for plans and conformance reports, not spoken.
            switch WCAGLine.criteria(listed) {
            case .success(let numbers): open!.wcag = Array(Set(open!.wcag + numbers)).sorted(by: WCAGCriterion.precedes)
            case .failure(let problem): errors.append(StepLibraryError(file: file, line: number, message: problem.description))
            }
        } else if let listed = EN301549Line.read(trimmed) {
            open!.firstCriteriaLine = open!.firstCriteriaLine ?? number
            switch EN301549Line.clauses(listed) {
            case .success(let clauses): open!.en301549 = Array(Set(open!.en301549 + clauses)).sorted(by: EN301549Clause.precedes)
            case .failure(let problem): errors.append(StepLibraryError(file: file, line: number, message: problem.description))
            }
        } else if open!.why == nil, !open!.wcag.isEmpty || !open!.en301549.isEmpty || open!.kind != nil,
            trimmed.hasPrefix(StepLibraryReader.reasonPrefix) || trimmed.hasPrefix(StepLibraryReader.noCriteriaPrefix)
        {
            // Why the criteria were chosen: for whoever reviews the mapping, not for the tester.
            open!.why = trimmed
        } else {
            return false
        }
        return true
    }

    /// A `Short:` line: the definition's, or a platform subsection's. Spoken at every step it
    /// guides, so an empty one, or a second that would silently replace the first, is an error.
    private mutating func takeShort(_ text: String, section: String?, number: Int) {
        let place = section.map { " in the \(StepGuidance.title($0)) subsection" } ?? ""
        let earlier = if let section { open!.shortSections[section] } else { open!.short }
        if text.isEmpty {
            errors.append(StepLibraryError(file: file, line: number, message: "an empty Short: line\(place); say what to do and what passes"))
        } else if earlier != nil {
            errors.append(StepLibraryError(file: file, line: number, message: "a second Short: line\(place); a step has one short form there"))
        } else if let section {
            open!.shortSections[section] = text
        } else {
            open!.short = text
        }
    }

    private mutating func takeKind(_ kindText: String, number: Int) {
        guard let kind = StepKind(rawValue: kindText.lowercased()) else {
            let kinds = StepKind.allCases.map(\.rawValue).joined(separator: ", ")
            errors.append(StepLibraryError(file: file, line: number, message: "unknown step kind '\(kindText)'; the kinds are \(kinds)"))
            return
        }
        if open!.kind != nil {
            errors.append(StepLibraryError(file: file, line: number, message: "a second Kind: line; a step has one kind"))
        }
        open!.kind = kind
    }

    private mutating func takeContextualCriteria(_ contextual: (qualifiers: [String], listed: String), number: Int) {
        open!.firstCriteriaLine = open!.firstCriteriaLine ?? number
        if let unknown = contextual.qualifiers.first(where: { !$0.hasPrefix("@") && !ContextualCriteria.platforms.contains($0) }) {
            errors.append(
                StepLibraryError(
                    file: file, line: number,
                    message: "'\(unknown)' is neither a tag (@keyboard) nor a platform (ios, android, desktop, mobile-web) in 'WCAG when'"))
        } else if contextual.qualifiers.isEmpty {
            errors.append(
                StepLibraryError(file: file, line: number, message: "'WCAG when' names no tag or platform, as in WCAG when @keyboard: 2.1.1"))
        } else {
            switch WCAGLine.criteria(contextual.listed) {
            case .success(let numbers):
                let sorted = Array(Set(numbers)).sorted(by: WCAGCriterion.precedes)
                open!.contextual.append(ContextualCriteria(qualifiers: contextual.qualifiers, criteria: sorted))
            case .failure(let problem): errors.append(StepLibraryError(file: file, line: number, message: problem.description))
            }
        }
    }

    /// Turns the open definition, if any, into a definition, or into the problem with it.
    mutating func finishDefinition() {
        guard let finished = open else { return }
        open = nil
        let source = finished.source
        let isRegex = source.count >= 2 && source.hasPrefix("/") && source.hasSuffix("/")
        let expressionSource = isRegex ? String(source.dropFirst().dropLast()) : source
        let expression: any StepExpression
        do {
            // A Cucumber Expression is read and checked here, its regular expression compiled
            // when a step first gets that far (most never do); a regular expression is
            // compiled now, since only compiling it says whether it is valid.
            expression =
                isRegex ? try RegularExpressionStep(expressionSource) : try CucumberExpression(compilingOnFirstMatch: expressionSource)
        } catch {
            errors.append(StepLibraryError(file: file, line: finished.line, message: "invalid expression '\(source)'" + Self.explanation(of: error)))
            return
        }
        if let kind = finished.kind, kind != .check, let place = finished.firstCriteriaLine {
            // A pass of a step that checks nothing must never count for a criterion.
            errors.append(
                StepLibraryError(
                    file: file, line: place,
                    message: "\(kind == .action ? "an" : "a") \(kind.rawValue) step checks nothing, so it names no WCAG criterion "
                        + "or EN 301 549 clause; "
                        + "make it 'Kind: check' if the tester judges something here"))
        } else if !finished.contextual.isEmpty, finished.wcag.isEmpty {
            errors.append(
                StepLibraryError(
                    file: file, line: finished.firstCriteriaLine ?? finished.line,
                    message: "a check with 'WCAG when' lines needs a plain 'WCAG:' line for the scenarios none of them names"))
        }
        definitions.append(
            StepDefinition(
                file: file, line: finished.line, source: expressionSource, isRegularExpression: isRegex, expression: expression,
                guidance: finished.guidance, wcag: finished.wcag, contextualWCAG: finished.contextual, en301549: finished.en301549,
                wcagReason: finished.why,
                kind: finished.kind ?? .check, kindIsExplicit: finished.kind != nil))
    }

    /// An expression error on one line: the column it points at, then what is wrong. The
    /// reference's message spans lines (the expression, a caret under the problem).
    private static func explanation(of error: any Error) -> String {
        let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var column = ""
        if let first = lines.first, let range = first.range(of: "at column ") {
            column = " (column " + first[range.upperBound...].prefix { $0.isNumber } + ")"
        }
        guard let caret = lines.lastIndex(where: { $0.contains("^") && $0.allSatisfy { "^- ".contains($0) } }) else {
            return column + ": " + lines.joined(separator: " ")
        }
        return column + ": " + lines[(caret + 1)...].joined(separator: " ")
    }
}
