/// Runs of plain text a step must contain, in order, to match an expression: a quick test
/// that turns most steps away before the regular expression is run.
///
/// It compares UTF-8 bytes. A match of the regular expression has each run's exact scalars in
/// it, in order, and so each run's exact bytes; comparing characters instead could miss a run
/// that ends inside a character (an `e` before a combining accent) and turn a match away.
struct RequiredText: Sendable {
    private let runs: [[UInt8]]

    init(_ runs: [String]) {
        self.runs = runs.map { Array($0.utf8) }
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
