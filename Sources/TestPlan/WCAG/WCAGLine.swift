/// A step definition's `WCAG:` line: the WCAG 2.2 success criteria, by number, that a failure
/// of the step's check violates.
///
///     ## the focus should visibly move {}
///     WCAG: 2.4.7, 2.4.3
public enum WCAGLine {
    /// The text after `WCAG:` when the line is one (any case), else nil.
    public static func read(_ trimmedLine: String) -> String? {
        // The first five characters, not a count of the whole line's: every line is asked.
        let head = trimmedLine.prefix(5)
        guard head.count == 5, head.lowercased() == "wcag:" else { return nil }
        return String(trimmedLine.dropFirst(5))
    }

    /// The numbers listed, each a WCAG 2.2 success criterion; the message for the first that
    /// is not.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public static func criteria(_ listed: String) -> Result<[String], Problem> {
        let numbers = listed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" }).map(String.init).filter { !$0.isEmpty }
        guard !numbers.isEmpty else {
            return .failure(Problem(description: "the WCAG line names no success criterion; write them as WCAG: 2.4.7, 2.1.1"))
        }
        for number in numbers where WCAGCriterion.named(number) == nil {
            return .failure(
                Problem(description: "unknown WCAG 2.2 success criterion '\(number)'; give the numbers WCAG 2.2 uses, as in WCAG: 2.4.7, 2.1.1"))
        }
        return .success(numbers)
    }
}
