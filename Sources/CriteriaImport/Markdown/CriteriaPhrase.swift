import Foundation

/// How one criteria line reads: the keyword it leads with (if any) and the rest, split where
/// the web dialect packs an action and its expectations onto one line
/// (`WHEN I use the tab key I SEE focus…`, `… AND I swipe …`).
struct CriteriaPhrase: Sendable, Equatable {
    /// A word a criteria line can lead with.
    enum Lead: String, Sendable, CaseIterable {
        case given = "GIVEN"
        case when = "WHEN"
        case then = "THEN"
        case and = "AND"
        case but = "BUT"
        case or = "OR"
        case `if` = "IF"
        case exceptFor = "EXCEPT FOR"
        case knownIssue = "KNOWN ISSUE"
    }

    /// One step's worth of a line.
    struct Part: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// Led by a keyword; the text no longer has it (except for the `*` kinds, whose
            /// leading words are part of the step).
            case keyword(Lead)
            /// `I SEE …` / `I HEAR …`: something the tester checks.
            case expectation
            /// Plain words with no keyword.
            case plain
        }
        var kind: Kind
        var text: String
    }

    var parts: [Part]
    /// The line ends with a dangling `AND`: its next line is a further step of the same kind
    /// (`WHEN I use a screenreader AND` / `- I swipe to the button`).
    var continuesWithAnd = false

    /// Reads a line of criteria text (bullet markers already removed).
    static func read(_ line: String) -> CriteriaPhrase {
        var parts: [Part] = []
        // A doubled keyword (`WHEN when I use …`) keeps its second word in the text: no
        // word of the criteria is dropped.
        let (lead, rest) = leadingKeyword(of: line)
        let keepsLeadWords = lead.map { [.or, .if, .exceptFor, .knownIssue].contains($0) } ?? false
        // OR, IF, EXCEPT FOR and KNOWN ISSUE are not Gherkin keywords: their words stay in the step.
        let pieces = splitInline(keepsLeadWords ? line : rest)
        for (index, piece) in pieces.enumerated() {
            if index == 0 {
                if let lead {
                    parts.append(Part(kind: .keyword(lead), text: piece.text))
                } else {
                    parts.append(Part(kind: piece.isExpectation ? .expectation : .plain, text: piece.text))
                }
            } else {
                parts.append(Part(kind: piece.isExpectation ? .expectation : .keyword(.and), text: piece.text))
            }
        }
        var phrase = CriteriaPhrase(parts: parts.filter { !$0.text.isEmpty || $0.kind != .plain })
        if var last = phrase.parts.last, last.text.hasSuffix(" AND") || last.text == "AND" {
            last.text = String(last.text.dropLast(3)).trimmingCharacters(in: .whitespaces)
            phrase.parts[phrase.parts.count - 1] = last
            phrase.continuesWithAnd = true
        }
        return phrase
    }

    /// The keyword a line starts with, case-insensitively, as a whole word, and the text
    /// after it (a colon after the keyword is dropped: `AND: …`).
    static func leadingKeyword(of text: String) -> (Lead?, String) {
        let upper = text.uppercased()
        for lead in Lead.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }) {
            guard upper.hasPrefix(lead.rawValue) else { continue }
            let after = text.dropFirst(lead.rawValue.count)
            guard let next = after.first else { return (lead, "") }
            guard next == " " || next == ":" || next == "," || next == "\t" else { continue }
            var rest = after
            if rest.first == ":" || rest.first == "," { rest = rest.dropFirst() }
            return (lead, rest.trimmingCharacters(in: .whitespaces))
        }
        return (nil, text)
    }

    private struct Piece {
        var text: String
        var isExpectation: Bool
    }

    /// Splits at ` I SEE `, ` I HEAR ` (written in capitals, as the web criteria do) and at a
    /// capitalised ` AND ` followed by a new clause, outside parentheses and quotes.
    private static func splitInline(_ text: String) -> [Piece] {
        let characters = Array(text)
        var pieces: [Piece] = []
        var start = 0
        var currentIsExpectation = text.hasPrefix("I SEE") || text.hasPrefix("I HEAR")
        var depth = 0
        var inQuote = false
        var i = 0
        func matches(_ word: String, at index: Int) -> Bool {
            let scalars = Array(word)
            guard index + scalars.count <= characters.count else { return false }
            return Array(characters[index..<(index + scalars.count)]) == scalars
        }
        while i < characters.count {
            let c = characters[i]
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) } else if c == "\"" || c == "“" || c == "”" { inQuote.toggle() }
            if c == " " && depth == 0 && !inQuote && i > start {
                var splitKind: Bool?  // true: expectation, false: AND clause
                var skip = 1
                if matches(" I SEE ", at: i) || matches(" I HEAR ", at: i) {
                    splitKind = true
                } else if matches(" AND ", at: i) {
                    // Only a new clause: the next word is not in capitals ("TAB" AND "ENTER").
                    let nextStart = i + 5
                    let nextWord = characters[nextStart...].prefix { $0 != " " }
                    let letters = nextWord.filter(\.isLetter)
                    if nextWord == ["I"] || (!letters.isEmpty && letters.contains(where: \.isLowercase)) {
                        splitKind = false
                        skip = 5
                    }
                }
                if let kind = splitKind {
                    let piece = String(characters[start..<i]).trimmingCharacters(in: .whitespaces)
                    pieces.append(Piece(text: piece, isExpectation: currentIsExpectation))
                    start = i + skip
                    currentIsExpectation = kind
                    i += skip
                    continue
                }
            }
            i += 1
        }
        let last = String(characters[start...]).trimmingCharacters(in: .whitespaces)
        pieces.append(Piece(text: last, isExpectation: currentIsExpectation))
        return pieces
    }
}
