import Foundation

/// What a tester's answer to a numbered list of features means, at the terminal's question
/// "which features to test" (`FeatureChoices` decides which features there are and what words
/// match them, for the terminal and the browser alike).
package enum FeatureListAnswer: Equatable {
    /// Test these features (all of the list, or the numbers typed).
    case chosen([FeatureChoices.Feature])
    /// Search again with these words.
    case search(String)
    /// A number that is not on the list.
    case outOfRange(Int)

    /// Enter takes the whole list, numbers (`2`, `1,3`, `1 3`) take those entries, anything
    /// else is words to search again.
    package init(_ text: String, to list: [FeatureChoices.Feature]) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            self = .chosen(list)
            return
        }
        let pieces = trimmed.split { $0 == "," || $0 == " " }
        let numbers = pieces.compactMap { Int($0) }
        guard numbers.count == pieces.count else {
            self = .search(trimmed)
            return
        }
        var chosen: [FeatureChoices.Feature] = []
        for number in numbers {
            guard list.indices.contains(number - 1) else {
                self = .outOfRange(number)
                return
            }
            if !chosen.contains(list[number - 1]) { chosen.append(list[number - 1]) }
        }
        self = .chosen(chosen)
    }
}

extension FeatureChoices.Feature {
    /// How the feature is read out in a list: its name, then where it is and its size.
    package var label: String {
        "\(name) (\(path), \(scenarios) scenario\(scenarios == 1 ? "" : "s"))"
    }
}

extension FeatureChoices {
    /// The features every word of `words` matches (all of them for none), in plan order.
    package func matching(_ words: String) -> [Feature] {
        features.filter { Self.matches($0, words) }
    }
}
