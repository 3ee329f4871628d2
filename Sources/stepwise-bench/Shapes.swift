/// The synthetic inputs of `stepwise-bench linear`. Each builds valid Gherkin of about the size
/// asked for by repeating one construct, so any cost that is not proportional to the input
/// shows up as a growing time per MB.
enum Shapes {
    static let lines = [100_000, 1_000_000, 10_000_000]
    static let files = [1_000_000, 10_000_000, 100_000_000]
    /// For shapes a naive parser handles in quadratic time: start small so a bad case is
    /// found and reported quickly rather than hanging the run.
    static let risky = [10_000, 100_000, 1_000_000, 10_000_000]

    static let all: [Shape] = [
        Shape(name: "feature-file", sizes: files, make: featureFile),
        Shape(name: "markdown-file", sizes: files, syntax: .markdown, make: markdownFile),
        Shape(name: "step-line", sizes: lines) { size in
            repeated("Feature: f\n  Scenario: s\n    Given ", "word ", "\n", size)
        },
        Shape(name: "step-line-non-ascii", sizes: lines) { size in
            repeated("Feature: f\n  Scenario: s\n    Given ", "日本語 café 😀 ", "\n", size)
        },
        Shape(name: "table-row", sizes: lines) { size in
            repeated("Feature: f\n  Scenario: s\n    Given a table\n      |", " cell |", "\n", size)
        },
        Shape(name: "table-cell-escapes", sizes: lines) { size in
            repeated("Feature: f\n  Scenario: s\n    Given a table\n      | ", "a\\|b\\\\c\\n", " |\n", size)
        },
        Shape(name: "doc-string", sizes: lines) { size in
            repeated(
                "Feature: f\n  Scenario: s\n    Given a doc string\n      \"\"\"\n",
                "      a line of a doc string\n", "      \"\"\"\n", size)
        },
        Shape(name: "doc-string-line", sizes: lines) { size in
            repeated(
                "Feature: f\n  Scenario: s\n    Given a doc string\n      \"\"\"\n      ", "text ",
                "\n      \"\"\"\n", size)
        },
        Shape(name: "description-line", sizes: lines) { size in
            repeated("Feature: f\n  ", "words ", "\n  Scenario: s\n    Given x\n", size)
        },
        Shape(name: "comment-line", sizes: lines) { size in
            repeated("# ", "remark ", "\nFeature: f\n  Scenario: s\n    Given x\n", size)
        },
        Shape(name: "tag-line", sizes: lines) { size in
            var counter = 0
            return repeated(
                "",
                {
                    counter += 1
                    return "@t\(counter) "
                }, "\nFeature: f\n  Scenario: s\n    Given x\n", size)
        },
        Shape(name: "blank-lines", sizes: lines) { size in
            repeated("Feature: f\n", "\n", "  Scenario: s\n    Given x\n", size)
        },
        Shape(name: "steps-in-one-scenario", sizes: lines) { size in
            var counter = 0
            return repeated(
                "Feature: f\n  Scenario: s\n",
                {
                    counter += 1
                    return "    And step \(counter)\n"
                }, "", size)
        },
        Shape(name: "examples-rows", sizes: lines) { size in
            var counter = 0
            return repeated(
                "Feature: f\n  Scenario Outline: o\n    Given <a> and <b>\n    Examples:\n      | a | b |\n",
                {
                    counter += 1
                    return "      | \(counter) | x |\n"
                }, "", size)
        },
        // Every tag line of an Examples block asks the parser to look ahead for `Examples:`
        // past the tag lines that follow; the reference grammar does this on every such line.
        Shape(name: "tag-lines-before-examples", sizes: risky) { size in
            repeated(
                "Feature: f\n  Scenario Outline: o\n    Given <a>\n", "    @t\n",
                "    Examples:\n      | a |\n      | 1 |\n", size)
        },
        // Substitution of N placeholders in a step of N placeholders, for each example row.
        Shape(name: "outline-placeholders", sizes: risky) { size in
            let columns = max(1, size / 24)
            var text = "Feature: f\n  Scenario Outline: o\n    Given"
            for c in 0..<columns { text += " <p\(c)>" }
            text += "\n    Examples:\n      |"
            for c in 0..<columns { text += " p\(c) |" }
            text += "\n      |"
            for c in 0..<columns { text += " v\(c) |" }
            return text + "\n"
        },
    ]

    /// A realistic file: scenarios, outlines, tables, doc strings, tags, comments and Rules,
    /// numbered so no two blocks are identical.
    static func featureFile(_ size: Int) -> String {
        var counter = 0
        return repeated(
            "# a file header comment\n@feature\nFeature: big\n  As a reader\n  I want a big file\n\n"
                + "  Background:\n    Given a running system\n\n",
            {
                counter += 1
                let i = counter
                var block = i % 100 == 0 ? "  Rule: rule \(i)\n\n" : ""
                block += """
                      @tag-\(i) @smoke
                      Scenario: scenario \(i)
                        # a comment between steps
                        Given the user \(i) logs in
                        When they open "page \(i)"
                        Then they see:
                          | name  | value    |
                          | a\(i) | b \\| c  |
                        And the body is:
                          \"\"\"json
                          {"id": \(i)}
                          \"\"\"

                      Scenario Outline: outline \(i) <x>
                        Given <x> and <y>
                        But not <y>
                        Examples:
                          | x | y |
                          | 1 | \(i) |
                          | 3 | 4 |


                    """
                return block
            }, "", size)
    }

    static func markdownFile(_ size: Int) -> String {
        var counter = 0
        return repeated(
            "# Big\n\nSome prose.\n\n## Feature: big\n\n",
            {
                counter += 1
                return """
                    ### Scenario: scenario \(counter)

                    * Given the user \(counter) logs in
                    * When they open a table
                      | name | value |
                      | --- | --- |
                      | a\(counter) | b |
                    * Then they see it

                    """
            }, "", size)
    }

    /// `prefix`, then `unit` as many times as it takes to reach `size` bytes, then `suffix`.
    static func repeated(_ prefix: String, _ unit: String, _ suffix: String, _ size: Int) -> String {
        repeated(prefix, { unit }, suffix, size)
    }

    static func repeated(_ prefix: String, _ unit: () -> String, _ suffix: String, _ size: Int) -> String {
        var text = prefix
        text.reserveCapacity(size + 4096)
        var bytes = prefix.utf8.count + suffix.utf8.count
        while bytes < size {
            let piece = unit()
            text += piece
            bytes += piece.utf8.count
        }
        // Appended in place: `text + suffix` would copy, doubling the peak for a 100 MB input.
        text += suffix
        return text
    }
}

typealias Shape = LinearityBenchmark.Shape
