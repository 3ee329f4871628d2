import Foundation
import TestPlan

/// The features of a large plan, to choose from by words and numbers: a tester who starts a
/// session on a whole folder (the catalog has over a hundred features) picks the component in
/// their hand instead of wading from "Scenario 1 of 219".
package struct FeatureChoice {
    /// One feature file of the plan, with how much it holds on the session's platform.
    package struct Feature: Equatable {
        package let uri: String
        package let name: String
        package let scenarios: Int

        /// How the feature is read out in a list: its name, then where it is and its size.
        package var label: String {
            "\(name) (\(uri), \(scenarios) scenario\(scenarios == 1 ? "" : "s"))"
        }
    }

    /// What the tester's answer to a list of matches means.
    package enum Answer: Equatable {
        /// Test these features (all of a list, or the numbers typed).
        case chosen([Feature])
        /// Search again with these words.
        case search(String)
        /// A number that is not on the list.
        case outOfRange(Int)
    }

    package let features: [Feature]

    package init(features: [Feature]) { self.features = features }

    /// The plan's features in plan order, each once.
    package init(_ scenarios: [PlannedScenario]) {
        var order: [String] = []
        var counts: [String: (name: String, count: Int)] = [:]
        for scenario in scenarios {
            if counts[scenario.uri] == nil { order.append(scenario.uri) }
            counts[scenario.uri, default: (scenario.featureName, 0)].count += 1
        }
        features = order.map { Feature(uri: $0, name: counts[$0]?.name ?? $0, scenarios: counts[$0]?.count ?? 0) }
    }

    /// The features whose name or path holds every word typed, case and accents aside.
    package func matching(_ words: String) -> [Feature] {
        let wanted = Self.words(words)
        guard !wanted.isEmpty else { return features }
        return features.filter { feature in
            let text = Self.folded(feature.name + " " + feature.uri)
            return wanted.allSatisfy { text.contains($0) }
        }
    }

    /// An answer to a numbered list: Enter takes the whole list, numbers (`2`, `1,3`, `1 3`)
    /// take those entries, anything else is words to search again.
    package static func answer(_ text: String, to list: [Feature]) -> Answer {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .chosen(list) }
        let pieces = trimmed.split { $0 == "," || $0 == " " }
        let numbers = pieces.compactMap { Int($0) }
        guard numbers.count == pieces.count else { return .search(trimmed) }
        var chosen: [Feature] = []
        for number in numbers {
            guard list.indices.contains(number - 1) else { return .outOfRange(number) }
            if !chosen.contains(list[number - 1]) { chosen.append(list[number - 1]) }
        }
        return .chosen(chosen)
    }

    private static func words(_ text: String) -> [String] {
        folded(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
