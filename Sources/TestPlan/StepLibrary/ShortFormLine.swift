/// A definition's `Short:` line: its guidance in a sentence or two, what to do and what passes,
/// which a session speaks at each step by default (`--guidance short`) while the full text
/// stays one key away (`r`). Under the heading it is the definition's; inside a `### iOS`,
/// `### Android` or `### Web` subsection it replaces that for the platform, where the keys or
/// gestures differ.
///
/// One line, as the `Why these criteria:` line is: a short form that needs a second line is not
/// short, and a line of its own cannot swallow the `WCAG:` line that follows it.
enum ShortFormLine {
    static let prefix = "short:"

    /// The text after `Short:` when the line is one (the prefix in any case), else nil.
    static func read(_ trimmedLine: String) -> String? {
        let head = trimmedLine.prefix(prefix.count)
        guard head.count == prefix.count, head.lowercased() == prefix else { return nil }
        return trimmedLine.dropFirst(prefix.count).trimmingCharacters(in: [" ", "\t"])
    }
}
