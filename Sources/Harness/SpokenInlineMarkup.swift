import Foundation

/// One line of inline Markdown as the words it marks up: code spans, emphasis, links, images,
/// autolinks and escapes taken out, their words kept (`SpokenMarkdown` says why).
///
/// Read in one pass, in time proportional to the line however it is written. Everything the
/// pass looks ahead for — the `]` that closes a `[`, the next `)` or `>`, the next run of as
/// many backticks — is found in tables made once for the line, rather than by scanning on
/// from each candidate (a 100 KB line of unclosed `[` would be scanned 50,000 times). A link's
/// words are read in place, inside the link's bounds, rather than by a call of their own,
/// so links nested thousands deep cost no stack.
struct SpokenInlineMarkup {
    private let characters: [Character]
    /// `closingBracket[p]`: where the `]` that closes the `[` at `p` is, counting nested
    /// brackets and skipping a character after a backslash; nil when there is none.
    private let closingBracket: [Int: Int]
    /// `nextX[i]`: the first index at or after `i` holding `X`, or the count when none does.
    private let nextParenthesis: [Int]
    private let nextAngle: [Int]
    /// `scalarOffsets[i]`: how many Unicode scalars the characters before index `i` hold.
    private let scalarOffsets: [Int]
    /// The starts of the maximal runs of backticks, by their length, in order.
    private let backtickRuns: [Int: [Int]]

    init(_ text: String) {
        characters = Array(text)
        let count = characters.count
        closingBracket = Self.closingBrackets(characters)
        func nextIndexes(_ matches: (Int) -> Bool) -> [Int] {
            var next = [Int](repeating: count, count: count + 1)
            for index in stride(from: count - 1, through: 0, by: -1) {
                next[index] = matches(index) ? index : next[index + 1]
            }
            return next
        }
        let characters = characters
        nextParenthesis = nextIndexes { characters[$0] == ")" }
        nextAngle = nextIndexes { characters[$0] == ">" }
        var offsets = [Int](repeating: 0, count: count + 1)
        for index in 0..<count { offsets[index + 1] = offsets[index] + characters[index].unicodeScalars.count }
        scalarOffsets = offsets
        var runs: [Int: [Int]] = [:]
        var index = 0
        while index < count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let start = index
            while index < count && characters[index] == "`" { index += 1 }
            runs[index - start, default: []].append(start)
        }
        backtickRuns = runs
    }

    /// For each `[`, the `]` that closes it, as a scan from it finds it: depth counted over
    /// the brackets after it, each character after a backslash skipped. Whether a character
    /// is skipped depends only on the run of backslashes just before it, so one running sum
    /// of depths serves every `[`: the `[` at `p` closes where that sum first falls below its
    /// value just after `p` (the next smaller value, found for all at once with a stack).
    private static func closingBrackets(_ characters: [Character]) -> [Int: Int] {
        let count = characters.count
        var sums = [Int](repeating: 0, count: count + 1)
        var backslashes = 0
        for index in 0..<count {
            let skipped = backslashes % 2 == 1
            var step = 0
            if !skipped {
                if characters[index] == "[" { step = 1 } else if characters[index] == "]" { step = -1 }
            }
            sums[index + 1] = sums[index] + step
            backslashes = characters[index] == "\\" ? backslashes + 1 : 0
        }
        var closing: [Int: Int] = [:]
        // Indexes into `sums` still waiting for a later, smaller sum; their sums never decrease.
        var waiting: [Int] = []
        for index in 0...count {
            while let last = waiting.last, sums[index] < sums[last] {
                waiting.removeLast()
                // `sums[last]` is the sum just after position `last - 1`; the close is the
                // position whose step made the sum smaller.
                if last >= 1, characters[last - 1] == "[" { closing[last - 1] = index - 1 }
            }
            waiting.append(index)
        }
        return closing
    }

    /// What the text between a `<` and the next `>` holds, as Foundation's `contains` finds
    /// it (which is what an autolink was always judged by): where the last space, `@` and
    /// `://` start, in scalars from the start of the line, or -1. Every `<` before the same
    /// `>` looks at a tail of the same text, and a tail holds a word exactly when the word
    /// starts inside the tail, so one search from the end serves them all.
    private struct AngleFacts {
        let lastSpace: Int
        let lastAt: Int
        let lastSchemeSeparator: Int

        init(_ characters: ArraySlice<Character>, scalarOffset: Int) {
            let text = String(characters)
            func lastStart(_ word: String) -> Int {
                guard let found = text.range(of: word, options: .backwards) else { return -1 }
                return scalarOffset + text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound)
            }
            lastSpace = lastStart(" ")
            lastAt = lastStart("@")
            lastSchemeSeparator = lastStart("://")
        }
    }

    /// A link's words being read: they end at `end` (the `]`), and the link reads on with its
    /// address at `resume`.
    private struct Bounds {
        let start: Int
        let end: Int
        let url: String
        let resume: Int
    }

    /// The words, with every link's words followed by its address in parentheses.
    var words: String {
        var out = ""
        var index = 0
        // The links whose words are being read, innermost last; the whole line outside them.
        var open: [Bounds] = []
        var bounds = (start: 0, end: characters.count)
        // By the index of the `>`.
        var angles: [Int: AngleFacts] = [:]
        while true {
            if index >= bounds.end {
                guard let link = open.popLast() else { break }
                out += " (\(link.url))"
                index = link.resume
                bounds = open.last.map { ($0.start, $0.end) } ?? (0, characters.count)
                continue
            }
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < bounds.end && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                out.append(characters[index + 1])
                index += 2
            case "`":
                // A code span: the text between runs of the same number of backticks, as written.
                let run = runLength(of: "`", at: index, before: bounds.end)
                if let close = closingRun(length: run, from: index + run, before: bounds.end) {
                    out += String(characters[(index + run)..<close]).trimmingCharacters(in: .whitespaces)
                    index = close + run
                } else {
                    index += run
                }
            case "[", "!":
                // An image (`![…](…)`) is its description and where it is, as a link is; a `!`
                // before anything else is text.
                let start = character == "!" ? index + 1 : index
                if start < bounds.end, characters[start] == "[", let link = link(at: start, before: bounds.end) {
                    open.append(link)
                    bounds = (link.start, link.end)
                    index = link.start
                } else {
                    out.append(character)
                    index += 1
                }
            case "<":
                // An autolink, <https://…>, is its address.
                let close = nextAngle[index]
                let facts =
                    close < bounds.end ? angles[close] ?? AngleFacts(characters[(index + 1)..<close], scalarOffset: scalarOffsets[index + 1]) : nil
                if close < bounds.end { angles[close] = facts }
                let tail = scalarOffsets[index + 1]
                if let facts, facts.lastSpace < tail, facts.lastSchemeSeparator >= tail || facts.lastAt >= tail {
                    out += String(characters[(index + 1)..<close])
                    index = close + 1
                } else {
                    out.append(character)
                    index += 1
                }
            case "*", "_":
                let run = runLength(of: character, at: index, before: bounds.end)
                if !isEmphasisMark(at: index, length: run, within: bounds) {
                    out += String(repeating: character, count: run)
                }
                index += run
            default:
                out.append(character)
                index += 1
            }
        }
        return out
    }

    private func runLength(of mark: Character, at start: Int, before end: Int) -> Int {
        var index = start
        while index < end && characters[index] == mark { index += 1 }
        return index - start
    }

    /// The first run of exactly `length` backticks from `start` (where a run has just ended).
    private func closingRun(length: Int, from start: Int, before end: Int) -> Int? {
        guard let starts = backtickRuns[length] else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] < end ? starts[low] : nil
    }

    /// `[words](url)` with its `[` at `start`, all of it before `end`: where its words are
    /// and its address.
    private func link(at start: Int, before end: Int) -> Bounds? {
        guard let close = closingBracket[start], close < end, close + 1 < end, characters[close + 1] == "(" else { return nil }
        let parenthesis = nextParenthesis[close + 2]
        guard parenthesis < end else { return nil }
        var url = String(characters[(close + 2)..<parenthesis]).trimmingCharacters(in: .whitespaces)
        // A title after the address ("…" or '…') is not part of it.
        if let space = url.firstIndex(of: " ") { url = String(url[..<space]) }
        if url.hasPrefix("<") && url.hasSuffix(">") { url = String(url.dropFirst().dropLast()) }
        return Bounds(start: start + 1, end: close, url: url, resume: parenthesis + 1)
    }

    /// Whether a run of `*` or `_` opens or closes emphasis (CommonMark's flanking rules, in
    /// short): it touches a word on one side and not whitespace on that side. An underscore
    /// inside a word (`font_scale`) is part of the word, and `2 * 3` is arithmetic. A link's
    /// words are read as if they were all there is, so its brackets are nothing either side.
    private func isEmphasisMark(at index: Int, length: Int, within bounds: (start: Int, end: Int)) -> Bool {
        let before: Character? = index > bounds.start ? characters[index - 1] : nil
        let after: Character? = index + length < bounds.end ? characters[index + length] : nil
        let leftFlanking = after.map { !$0.isWhitespace } ?? false
        let rightFlanking = before.map { !$0.isWhitespace } ?? false
        guard leftFlanking || rightFlanking else { return false }
        if characters[index] == "_" {
            // Inside a word, an underscore is a letter of it.
            let wordBefore = before.map { $0.isLetter || $0.isNumber } ?? false
            let wordAfter = after.map { $0.isLetter || $0.isNumber } ?? false
            if wordBefore && wordAfter { return false }
        }
        return true
    }
}
