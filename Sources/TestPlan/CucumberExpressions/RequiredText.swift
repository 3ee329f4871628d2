import Foundation

/// Runs of plain text a step must contain, in order, to match an expression: a quick test
/// that turns most steps away before the regular expression is run.
///
/// It compares UTF-8 bytes. A match of the regular expression has each run's exact scalars in
/// it, in order, and so each run's exact bytes; comparing characters instead could miss a run
/// that ends inside a character (an `e` before a combining accent) and turn a match away.
struct RequiredText: Sendable {
    private let runs: [[UInt8]]

    /// The runs as text.
    var texts: [String] { runs.map { String(decoding: $0, as: UTF8.self) } }

    init(_ runs: [String]) {
        self.runs = runs.filter { !$0.isEmpty }.map { Array($0.utf8) }
    }

    /// The plain text a regular expression certainly requires: the runs of ordinary characters
    /// outside its groups and classes, in order, each character a quantifier applies to left
    /// out. Whatever cannot be read for certain requires nothing: a top-level alternative
    /// (`a|b`), flags that change what a character matches (`(?i)`, `(?x)`), quoting (`\Q`), and
    /// escapes of letters or digits (`\x41`, `\b`, `\1`), which end a run.
    init(regularExpression pattern: String) {
        let characters = Array(pattern.unicodeScalars)
        var runs: [String] = []
        var run = String.UnicodeScalarView()
        var index = 0
        func endRun() {
            if !run.isEmpty { runs.append(String(run)) }
            run = String.UnicodeScalarView()
        }
        /// After an atom that is not in the run (a group, a class): a quantifier of it is passed.
        func skipQuantifier() {
            guard index < characters.count else { return }
            switch characters[index] {
            case "?", "*", "+": index += 1
            case "{": while index < characters.count, characters[index] != "}" { index += 1 }; index += 1
            default: return
            }
            // A lazy or possessive quantifier's mark.
            if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
        }
        /// The index after the group or class that starts at `index`, or nil if it never ends.
        func end(of start: Int) -> Int? {
            var depth = 0
            var inClass = 0
            var at = start
            while at < characters.count {
                let character = characters[at]
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
                    if at + 1 < characters.count, characters[at + 1] == "^" { at += 1 }
                    if at + 1 < characters.count, characters[at + 1] == "]" { at += 1 }
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
        if pattern.contains("\\Q") || Self.changesLiterals(characters) {
            self.init([])
            return
        }
        if characters.first == "^" { index = 1 }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "(", "[":
                endRun()
                guard let after = end(of: index) else {
                    self.init([])
                    return
                }
                index = after
                skipQuantifier()
                continue
            case "|", ")", "]", "}":
                // An alternative at the top, or a pattern not read for certain: nothing required.
                self.init([])
                return
            case "?", "*", "+", "{":
                // Applies to the character before it, which may then be absent or repeated.
                if !run.isEmpty { run.removeLast() }
                endRun()
                if character == "{" {
                    while index < characters.count, characters[index] != "}" { index += 1 }
                }
                index += 1
                if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
                continue
            case "\\":
                guard index + 1 < characters.count else {
                    self.init([])
                    return
                }
                let escaped = characters[index + 1]
                if escaped.properties.isAlphabetic || ("0"..."9").contains(escaped) {
                    // A class, an anchor, a code point or a back reference: ends the run, and
                    // what follows it may belong to it (`\x41`, `\p{L}`), so it is passed.
                    endRun()
                    index += 2
                    while index < characters.count, characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index])
                        || characters[index] == "{"
                    {
                        if characters[index] == "{" {
                            while index < characters.count, characters[index] != "}" { index += 1 }
                        }
                        index += 1
                    }
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
        self.init(runs)
    }

    /// Whether the pattern sets a flag that changes what a plain character matches: `(?i)`,
    /// `(?x)`, or either among others (`(?si)`, `(?-x:…)`).
    private static func changesLiterals(_ characters: [Unicode.Scalar]) -> Bool {
        for index in characters.indices.dropLast(2) where characters[index] == "(" && characters[index + 1] == "?" {
            for flag in characters[(index + 2)...] {
                if flag == "i" || flag == "x" { return true }
                guard flag == "-" || flag.properties.isAlphabetic else { break }
            }
        }
        return false
    }

    func isIn(_ text: String) -> Bool {
        if runs.isEmpty { return true }
        var text = text
        return text.withUTF8 { haystack in
            var from = 0
            for run in runs {
                guard let end = Self.find(run, in: haystack, from: from) else { return false }
                from = end
            }
            return true
        }
    }

    /// Where `needle` ends in `haystack`, searching from `from`; nil when it is not there.
    private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let count = needle.count
        guard count > 0 else { return from }
        guard haystack.count - from >= count else { return nil }
        let first = needle[0]
        var start = from
        let last = haystack.count - count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == count { return start + count }
            }
            start += 1
        }
        return nil
    }
}
