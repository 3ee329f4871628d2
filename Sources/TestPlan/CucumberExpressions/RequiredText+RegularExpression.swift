extension RequiredText {
    /// The plain text a regular expression certainly requires: the runs of ordinary characters
    /// outside its groups and classes, in order, each character a quantifier applies to left
    /// out; and of each group that must match (no `?`, `*` or `{0` after it, not a lookaround),
    /// its own required text, one alternative's for a group of alternatives (`(?:a|b)`, and
    /// `a|b` at the top). Whatever cannot be read for certain requires nothing: flags that
    /// change what a character matches (`(?i)`, `(?x)`), quoting (`\Q`), a group that never
    /// ends; and escapes of letters or digits (`\x41`, `\b`, `\1`) end a run.
    init(regularExpression pattern: String) {
        self = RegularExpressionText(pattern).required()
    }
}

/// Reads a regular expression for `RequiredText(regularExpression:)`, by Unicode scalars.
private struct RegularExpressionText {
    let scalars: [Unicode.Scalar]

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    func required() -> RequiredText {
        if containsQuoting || changesLiterals { return .nothing }
        return alternatives(in: (scalars.first == "^" ? 1 : 0)..<scalars.count) ?? .nothing
    }

    /// The required text of the pattern in `range`, split at its top-level `|`; nil when it
    /// cannot be read for certain.
    private func alternatives(in range: Range<Int>) -> RequiredText? {
        var choices: [RequiredText] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            switch scalars[index] {
            case "\\":
                index += 2
                continue
            case "(", "[":
                guard let after = end(of: index), after <= range.upperBound else { return nil }
                index = after
                continue
            case "|":
                guard let choice = sequence(in: start..<index) else { return nil }
                choices.append(choice)
                start = index + 1
            default: break
            }
            index += 1
        }
        guard let last = sequence(in: start..<range.upperBound) else { return nil }
        choices.append(last)
        return .anyOf(choices)
    }

    /// The required text of one alternative: its runs in order, and its groups' texts.
    private func sequence(in range: Range<Int>) -> RequiredText? {
        var runs: [String] = []
        var groups: [[RequiredText]] = []
        var run = String.UnicodeScalarView()
        func endRun() {
            if !run.isEmpty { runs.append(String(run)) }
            run = String.UnicodeScalarView()
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let character = scalars[index]
            switch character {
            case "(", "[":
                endRun()
                guard let after = end(of: index), after <= range.upperBound else { return nil }
                let (next, mustMatch) = quantifier(at: after)
                if character == "(", mustMatch, let content = content(ofGroupAt: index, closingAt: after - 1),
                    let inner = alternatives(in: content), !inner.isEmpty
                {
                    // A group's own runs are required, but not in order with the ones around it.
                    groups += inner.runs.isEmpty ? inner.alternatives : [[inner]]
                }
                index = next
                continue
            case "|", ")", "]", "}":
                // A pattern not read for certain: nothing required.
                return nil
            case "?", "*", "+", "{":
                // Applies to the character before it, which may then be absent or repeated.
                if !run.isEmpty { run.removeLast() }
                endRun()
                index = quantifier(at: index).end
                continue
            case "\\":
                guard index + 1 < range.upperBound else { return nil }
                let escaped = scalars[index + 1]
                if Self.isWordScalar(escaped) {
                    // A class, an anchor, a code point or a back reference: ends the run, and
                    // what follows it may belong to it (`\x41`, `\p{L}`), so it is passed.
                    endRun()
                    index = endOfEscape(at: index, before: range.upperBound)
                    continue
                }
                run.append(escaped)
                index += 2
                continue
            case ".", "^", "$":
                endRun()
            default:
                run.append(character)
            }
            index += 1
        }
        endRun()
        return RequiredText(runs, alternatives: groups)
    }

    /// Where the quantifier at `index`, if any, ends, and whether what it applies to must
    /// still match at least once (`+`, `{2}`) or may be absent (`?`, `*`, `{0,3}`).
    private func quantifier(at index: Int) -> (end: Int, mustMatch: Bool) {
        guard index < scalars.count else { return (index, true) }
        var end = index + 1
        let mustMatch: Bool
        switch scalars[index] {
        case "?", "*": mustMatch = false
        case "+": mustMatch = true
        case "{":
            var least = 0
            var digits = 0
            while end < scalars.count, let digit = Int(String(scalars[end])), digits < 9 {
                least = least * 10 + digit
                digits += 1
                end += 1
            }
            mustMatch = digits > 0 && least > 0
            while end < scalars.count, scalars[end] != "}" { end += 1 }
            end += 1
        default: return (index, true)
        }
        // A lazy or possessive quantifier's mark.
        if end < scalars.count, scalars[end] == "?" || scalars[end] == "+" { end += 1 }
        return (end, mustMatch)
    }

    /// The pattern inside the group whose `(` and `)` are at these places; nil for a group
    /// that requires nothing of its own: a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`), flags
    /// (`(?s)`, `(?m:…)`) or a comment.
    private func content(ofGroupAt open: Int, closingAt close: Int) -> Range<Int>? {
        guard scalars[open] == "(" else { return nil }
        guard open + 1 < close, scalars[open + 1] == "?" else { return (open + 1)..<close }
        guard open + 2 < close else { return nil }
        switch scalars[open + 2] {
        case ":", ">": return (open + 3)..<close
        case "<":
            // A named group, `(?<name>…)`, unless it is a lookbehind.
            guard open + 3 < close, scalars[open + 3] != "=", scalars[open + 3] != "!",
                let name = scalars[(open + 3)..<close].firstIndex(of: ">")
            else { return nil }
            return (name + 1)..<close
        default: return nil
        }
    }

    /// The index after the group or class that starts at `start`, or nil if it never ends.
    private func end(of start: Int) -> Int? {
        var depth = 0
        var inClass = 0
        var at = start
        while at < scalars.count {
            let character = scalars[at]
            if character == "\\" {
                at += 2
                continue
            }
            if inClass > 0 {
                if character == "[" { inClass += 1 } else if character == "]" { inClass -= 1 }
                if inClass == 0 && depth == 0 { return at + 1 }
            } else if character == "[" {
                inClass = 1
                // A `]` first in a class (after an optional `^`) is a member, not its end.
                if at + 1 < scalars.count, scalars[at + 1] == "^" { at += 1 }
                if at + 1 < scalars.count, scalars[at + 1] == "]" { at += 1 }
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return at + 1 }
            }
            at += 1
        }
        return nil
    }

    /// The index after an escape of a letter or digit and whatever may belong to it.
    private func endOfEscape(at index: Int, before limit: Int) -> Int {
        var at = index + 2
        while at < limit, Self.isWordScalar(scalars[at]) || scalars[at] == "{" {
            if scalars[at] == "{" {
                while at < limit, scalars[at] != "}" { at += 1 }
            }
            at += 1
        }
        return at
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    private var containsQuoting: Bool {
        scalars.indices.dropLast().contains { scalars[$0] == "\\" && scalars[$0 + 1] == "Q" }
    }

    /// Whether the pattern sets a flag that changes what a plain character matches: `(?i)`,
    /// `(?x)`, or either among others (`(?si)`, `(?-x:…)`).
    private var changesLiterals: Bool {
        for index in scalars.indices.dropLast(2) where scalars[index] == "(" && scalars[index + 1] == "?" {
            for flag in scalars[(index + 2)...] {
                if flag == "i" || flag == "x" { return true }
                guard flag == "-" || flag.properties.isAlphabetic else { break }
            }
        }
        return false
    }
}
