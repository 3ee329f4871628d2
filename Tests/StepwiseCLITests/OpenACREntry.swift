import Foundation

/// One criterion's entry in an exported OpenACR document, read as text: the level and the notes
/// of its first component (the tests plan one part). Nil when the document has no such entry.
struct OpenACREntry {
    let level: String
    let notes: String

    init?(_ openacr: String, _ number: String) {
        guard let entry = openacr.components(separatedBy: "num: \"\(number)\"").dropFirst().first?.components(separatedBy: "- num:").first
        else { return nil }
        level = entry.components(separatedBy: "level: \"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) } ?? ""
        notes = entry.components(separatedBy: "notes: \"").dropFirst().first.map { String($0) } ?? ""
    }
}
