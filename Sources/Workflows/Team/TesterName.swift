/// How a tester's name is matched: as they typed it, give or take case and spacing. "Ann Lee",
/// "ann lee" and " Ann  Lee " are one person, so a team section names each tester once, and
/// the name typed at `run --tester` or in the browser's form finds their assignment however
/// it was capitalised. Names are not otherwise rewritten: "Ann" and "Ann Lee" are two people.
package enum TesterName {
    /// The name trimmed, with each run of spaces inside it made one space: as it is shown.
    package static func tidy(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What two spellings of one name have in common.
    package static func key(_ name: String) -> String {
        tidy(name).lowercased()
    }
}
