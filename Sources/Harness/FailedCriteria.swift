import Foundation
import WCAG

/// Which of a step's criteria its failure breaks: checked when a failure names them, asked
/// for at a terminal when it names none of a step that has several.
enum FailedCriteria {
    static let prompt = "Which does it break? Numbers, comma-separated; Enter for all; u to take the failure back:"

    /// What the tester answered to `question`.
    enum Answer: Equatable {
        case all
        case named([String])
        case withdrawn
        case problem(String)
    }

    /// Refuses a failure naming a criterion the step does not evidence, with the step's list.
    static func problem(_ breaks: [String], of criteria: [String], step: Int) -> String? {
        let foreign = breaks.filter { !criteria.contains($0) }
        guard !foreign.isEmpty else { return nil }
        let what = foreign.count == 1 ? "\(foreign[0]) is not a criterion" : "\(list(foreign)) are not criteria"
        guard !criteria.isEmpty else {
            return "Not recorded: \(what) of step \(step), which evidences no WCAG criterion; fail it without naming any (f NOTE)."
        }
        return "Not recorded: \(what) of step \(step); it evidences \(list(criteria)). Name those, or none to charge them all."
    }

    /// "Step 3 evidences 3 criteria. Which does this failure break?" and one line per criterion.
    static func question(_ criteria: [String], step: Int) -> [String] {
        ["Step \(step) evidences \(criteria.count) WCAG criteria; the failure counts only against those it breaks:"]
            + criteria.enumerated().map { place, number in
                "  \(place + 1). \(number) " + (WCAGCriterion.named(number)?.name ?? "")
            }
    }

    /// Reads "1, 3", "2.4.4 4.1.2", "" (all) or "u".
    static func read(_ line: String, of criteria: [String]) -> Answer {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .all }
        if ["u", "undo"].contains(trimmed.lowercased()) { return .withdrawn }
        var named: [String] = []
        for word in trimmed.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            let chosen: String?
            if let place = Int(word) {
                chosen = place >= 1 && place <= criteria.count ? criteria[place - 1] : nil
            } else {
                chosen = criteria.contains(String(word)) ? String(word) : nil
            }
            guard let chosen else {
                return .problem("'\(word)' is none of 1 to \(criteria.count) or \(list(criteria)); type the numbers again, Enter for all.")
            }
            if !named.contains(chosen) { named.append(chosen) }
        }
        return named.count == criteria.count ? .all : .named(named)
    }

    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
