import Foundation
import Gherkin

/// Reads step library files: Markdown where each `## ` heading is a step definition.
///
/// ```markdown
/// ## I press the {string} key
///
/// Press the key on the hardware keyboard.
///
/// ### iOS
/// Turn on Full Keyboard Access first: Settings > Accessibility > Keyboards.
/// ```
///
/// The heading, verbatim, is a Cucumber Expression; a heading wrapped in backticks has them
/// removed, and `## /…/` is a regular expression. Text before the first `## ` describes the file
/// and is not guidance. Headings inside fenced code blocks are text.
public enum StepLibraryReader {
    /// The definitions of one file, or every problem found in it.
    public static func read(_ text: String, file: String) -> Result<[StepDefinition], StepLibraryErrors> {
        var definitions: [StepDefinition] = []
        var errors: [StepLibraryError] = []
        var current: (
            line: Int, heading: String, general: [String], sections: [String: [String]], section: String?, wcag: [String], why: String?,
            kind: StepKind?, contextual: [ContextualCriteria], firstCriteriaLine: Int?
        )?
        var inFence = false

        func finish() {
            guard let open = current else { return }
            current = nil
            var source = open.heading
            if source.count >= 2, source.hasPrefix("`"), source.hasSuffix("`") {
                source = String(source.dropFirst().dropLast())
            }
            let isRegex = source.count >= 2 && source.hasPrefix("/") && source.hasSuffix("/")
            let guidance = StepGuidance(
                general: trimmedBlock(open.general),
                sections: open.sections.mapValues(trimmedBlock))
            do {
                let expression: any StepExpression
                if isRegex {
                    expression = try RegularExpressionStep(String(source.dropFirst().dropLast()))
                } else {
                    expression = try CucumberExpression(source)
                }
                let definition = StepDefinition(
                    file: file, line: open.line, source: isRegex ? String(source.dropFirst().dropLast()) : source,
                    isRegularExpression: isRegex, expression: expression, guidance: guidance, wcag: open.wcag,
                    contextualWCAG: open.contextual, wcagReason: open.why, kind: open.kind ?? .check, kindIsExplicit: open.kind != nil)
                if let kind = open.kind, kind != .check, let place = open.firstCriteriaLine {
                    // A pass of a step that checks nothing must never count for a criterion.
                    errors.append(
                        StepLibraryError(
                            file: file, line: place,
                            message: "\(kind == .action ? "an" : "a") \(kind.rawValue) step checks nothing, so it names no WCAG criterion; make it 'Kind: check' if the tester judges something here"))
                } else if !open.contextual.isEmpty, open.wcag.isEmpty {
                    errors.append(
                        StepLibraryError(
                            file: file, line: open.firstCriteriaLine ?? open.line,
                            message: "a check with 'WCAG when' lines needs a plain 'WCAG:' line for the scenarios none of them names"))
                }
                definitions.append(definition)
            } catch {
                errors.append(StepLibraryError(file: file, line: open.line, message: "invalid expression '\(source)'" + explanation(of: error)))
            }
        }

        for (index, line) in TextLines.split(text).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            let heading = inFence ? nil : MarkdownHeading.atx(line)
            if let heading, heading.level == 2 {
                finish()
                current = (number, heading.text, [], [:], nil, [], nil, nil, [], nil)
                continue
            }
            if let heading, heading.level == 1 {
                // A new top-level title ends the definition before it.
                finish()
                continue
            }
            guard current != nil else { continue }
            if let heading, heading.level == 3 {
                let name = heading.text.lowercased()
                if StepGuidance.platformSections.contains(name) {
                    current!.section = name == "mobile-web" ? "mobile web" : name
                    current!.sections[current!.section!, default: []] += []
                    continue
                }
            }
            if let section = current!.section {
                current!.sections[section, default: []].append(line)
            } else if !inFence, let kindText = StepKind.line(trimmed) {
                if let kind = StepKind(rawValue: kindText.lowercased()) {
                    if current!.kind != nil {
                        errors.append(StepLibraryError(file: file, line: number, message: "a second Kind: line; a step has one kind"))
                    }
                    current!.kind = kind
                } else {
                    let kinds = StepKind.allCases.map(\.rawValue).joined(separator: ", ")
                    errors.append(StepLibraryError(file: file, line: number, message: "unknown step kind '\(kindText)'; the kinds are \(kinds)"))
                }
            } else if !inFence, let contextual = ContextualCriteria.read(trimmed) {
                current!.firstCriteriaLine = current!.firstCriteriaLine ?? number
                if let unknown = contextual.qualifiers.first(where: { !$0.hasPrefix("@") && !ContextualCriteria.platforms.contains($0) }) {
                    errors.append(
                        StepLibraryError(
                            file: file, line: number,
                            message: "'\(unknown)' is neither a tag (@keyboard) nor a platform (ios, android, desktop, mobile-web) in 'WCAG when'"))
                } else if contextual.qualifiers.isEmpty {
                    errors.append(StepLibraryError(file: file, line: number, message: "'WCAG when' names no tag or platform, as in WCAG when @keyboard: 2.1.1"))
                } else {
                    switch WCAGLine.criteria(contextual.listed) {
                    case .success(let numbers):
                        let sorted = Array(Set(numbers)).sorted(by: WCAGCriterion.precedes)
                        current!.contextual.append(ContextualCriteria(qualifiers: contextual.qualifiers, criteria: sorted))
                    case .failure(let problem): errors.append(StepLibraryError(file: file, line: number, message: problem.description))
                    }
                }
            } else if !inFence, let listed = WCAGLine.read(trimmed) {
                current!.firstCriteriaLine = current!.firstCriteriaLine ?? number
                // What the check evidences: for plans and conformance reports, not spoken.
                switch WCAGLine.criteria(listed) {
                case .success(let numbers): current!.wcag = Array(Set(current!.wcag + numbers)).sorted(by: WCAGCriterion.precedes)
                case .failure(let problem): errors.append(StepLibraryError(file: file, line: number, message: problem.description))
                }
            } else if !inFence, current!.why == nil, !current!.wcag.isEmpty || current!.kind != nil,
                trimmed.hasPrefix(Self.reasonPrefix) || trimmed.hasPrefix(Self.noCriteriaPrefix)
            {
                // Why the criteria were chosen: for whoever reviews the mapping, not for the tester.
                current!.why = trimmed
            } else {
                current!.general.append(line)
            }
        }
        finish()
        if definitions.contains(where: { $0.source.isEmpty }) {
            for definition in definitions where definition.source.isEmpty {
                errors.append(StepLibraryError(file: file, line: definition.line, message: "empty step heading"))
            }
        }
        return errors.isEmpty ? .success(definitions.filter { !$0.source.isEmpty }) : .failure(StepLibraryErrors(errors))
    }

    /// An expression error on one line: the column it points at, then what is wrong. The
    /// reference's message spans lines (the expression, a caret under the problem).
    /// A paragraph starting so, after the `WCAG:` line, says why those criteria were chosen.
    static let reasonPrefix = "Why these criteria:"
    /// A paragraph starting so says why a step that is not a check evidences nothing.
    static let noCriteriaPrefix = "Why no criteria:"

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

    /// Lines joined, with leading and trailing blank lines removed.
    private static func trimmedBlock(_ lines: [String]) -> String {
        var lines = lines
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
