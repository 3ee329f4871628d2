/// Plain text a step must contain to match an expression: a quick test that turns most steps
/// away before the regular expression is run, and what `StepIndex` files definitions by.
///
/// Runs of text every match contains in order, and groups of alternatives of which every
/// match contains at least one (`(?:the user presses|I activate the)`, `belly/stomach`); an
/// alternative is required text of its own. Nothing required at all: every step passes.
///
/// It compares UTF-8 bytes. A match of the regular expression has each run's exact scalars in
/// it, in order, and so each run's exact bytes; comparing characters instead could miss a run
/// that ends inside a character (an `e` before a combining accent) and turn a match away.
struct RequiredText: Sendable {
    /// The runs, in the order every match has them.
    let runs: [[UInt8]]
    /// Groups of alternatives; each group has at least two, none of them requiring nothing.
    let alternatives: [[RequiredText]]

    /// Nothing required: every text passes.
    static let nothing = RequiredText([])

    /// The runs as text.
    var texts: [String] { runs.map { String(decoding: $0, as: UTF8.self) } }

    var isEmpty: Bool { runs.isEmpty && alternatives.isEmpty }

    init(_ runs: [String], alternatives: [[RequiredText]] = []) {
        self.init(bytes: runs.map { Array($0.utf8) }, alternatives: alternatives)
    }

    init(bytes runs: [[UInt8]], alternatives: [[RequiredText]] = []) {
        self.runs = runs.filter { !$0.isEmpty }
        self.alternatives = alternatives
    }

    /// One alternative of a group: a group whose alternatives include one that requires
    /// nothing requires nothing either, and a group of one is that one's text.
    static func anyOf(_ choices: [RequiredText]) -> RequiredText {
        if choices.isEmpty || choices.contains(where: \.isEmpty) { return .nothing }
        if choices.count == 1 { return choices[0] }
        return RequiredText(bytes: [], alternatives: [choices])
    }

    func isIn(_ text: String) -> Bool {
        if isEmpty { return true }
        var text = text
        return text.withUTF8 { isIn($0) }
    }

    func isIn(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        for run in runs {
            guard let end = Self.find(run, in: haystack, from: from) else { return false }
            from = end
        }
        for group in alternatives where !group.contains(where: { $0.isIn(haystack) }) { return false }
        return true
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
