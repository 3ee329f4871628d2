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
        var reading = LibraryFileReading(file: file)
        for (index, line) in TextLines.split(text).enumerated() { reading.take(line, number: index + 1) }
        reading.finishDefinition()
        var errors = reading.errors
        // Reported after every other problem of the file, as they always were.
        for definition in reading.definitions where definition.source.isEmpty {
            errors.append(StepLibraryError(file: file, line: definition.line, message: "empty step heading"))
        }
        return errors.isEmpty ? .success(reading.definitions) : .failure(StepLibraryErrors(errors))
    }

    /// A paragraph starting so, after the `WCAG:` line, says why those criteria were chosen.
    static let reasonPrefix = "Why these criteria:"
    /// A paragraph starting so says why a step that is not a check evidences nothing.
    static let noCriteriaPrefix = "Why no criteria:"
}
