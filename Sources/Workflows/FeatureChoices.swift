import Paths
import TestPlan

/// The features a tester can choose from to start a session on one platform: only those with
/// a scenario planned on it, each in its category — the folder it is in below the folder it
/// was planned from, as `features/web/component/button.feature` is in `web/component` — and
/// narrowed by a typed filter. The browser's start page lays them out; which features there
/// are, where each belongs and what a filter matches are decided here.
package struct FeatureChoices {
    package struct Feature: Equatable, Sendable {
        package let name: String
        /// The path to plan it from, as `run` takes it.
        package let path: String
        /// The folder it is in below the folder planned from; "" for a feature directly in it,
        /// or named as a file.
        package let category: String
        /// Its scenarios on the platform.
        package let scenarios: Int
        /// Its file as the plan names it (`ProjectPath.identity`): what a choice is matched by,
        /// since `path` is worked out for showing and may be spelled otherwise another time.
        package var identity = ""
    }

    package struct Category: Equatable {
        /// "" for the features in no folder below the one planned from.
        package let name: String
        package let features: [Feature]
    }

    package let platform: String
    /// The platform's features, in plan order.
    package let features: [Feature]

    /// - Parameters:
    ///   - scenarios: the plan, on every platform.
    ///   - folders: the folders planned from, as identities (`ProjectPath.identity`): a
    ///     feature's category is its folder below the one it is in.
    package init(_ scenarios: [PlannedScenario], platform: String, folders: [String]) {
        self.platform = platform
        var order: [String] = []
        var found: [String: (name: String, path: String, category: String)] = [:]
        var counts: [String: Int] = [:]
        for scenario in scenarios where scenario.platform == platform {
            let identity = ProjectPath.split(scenario.uri).file
            if found[identity] == nil {
                order.append(identity)
                let path = ProjectPath.split(ProjectPath.readablePath(scenario.uri)).file
                found[identity] = (scenario.featureName, path, Self.category(of: identity, under: folders))
            }
            counts[identity, default: 0] += 1
        }
        features = order.compactMap { identity in
            found[identity].map {
                Feature(name: $0.name, path: $0.path, category: $0.category, scenarios: counts[identity] ?? 0, identity: identity)
            }
        }
    }

    /// The folder `file` is in below the deepest of `folders` that holds it; "" when none does.
    static func category(of file: String, under folders: [String]) -> String {
        let folder = PathText.parent(file)
        let holders = folders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.filter { folder.hasPrefix($0 + "/") }
        guard let deepest = holders.max(by: { $0.count < $1.count }) else { return "" }
        return String(folder.dropFirst(deepest.count + 1))
    }

    /// The features that match `filter`, and those in `kept` (the ones chosen, which a filter
    /// never hides), by category in the order categories first come in the plan.
    package func categories(matching filter: String, keeping kept: Set<String> = []) -> [Category] {
        var order: [String] = []
        var grouped: [String: [Feature]] = [:]
        for feature in features where kept.contains(feature.path) || Self.matches(feature, filter) {
            if grouped[feature.category] == nil { order.append(feature.category) }
            grouped[feature.category, default: []].append(feature)
        }
        return order.map { Category(name: $0, features: grouped[$0] ?? []) }
    }

    /// Whether every word of `filter` is in the feature's name, its category or its file's
    /// name, whatever the case; an empty filter matches every feature.
    package static func matches(_ feature: Feature, _ filter: String) -> Bool {
        let text = searchText(feature)
        return filter.lowercased().split(whereSeparator: \.isWhitespace).allSatisfy { text.contains($0) }
    }

    /// What a filter looks in, lowercased: the name, the category and the file's name. (The
    /// page's script filters the same text the same way as the tester types.)
    package static func searchText(_ feature: Feature) -> String {
        [feature.name, feature.category, PathText.lastComponent(feature.path)].joined(separator: " ").lowercased()
    }
}
