import Conformance
import WCAG

/// Whether the plan still maps its steps to WCAG criteria as it did when a sign-off approved
/// its claims. The claims a sign-off binds are worked out from the map it recorded, so editing
/// a `WCAG:` line afterwards leaves them intact while every report made from the features says
/// something else: three untested criteria could turn "supports" under "the sign-off holds".
/// A changed mapping of a scenario the sign-off signed supersedes it, naming the criteria.
public enum MappingCheck {
    /// "the WCAG mapping of its steps changed since it was signed (1.4.4, 2.4.7)", or nil when
    /// every scenario both the sign-off and the current plan hold maps as it did.
    /// - Parameters:
    ///   - current: the current plan's map, at the sign-off's target level.
    ///   - plannedNow: every scenario the current plan holds, checks or not.
    public static func change(
        signed: ConformanceMap, signedScenarios: Set<String>, current: ConformanceMap, plannedNow: Set<String>
    ) -> String? {
        struct Key: Hashable {
            let scenario: String
            let step: Int
        }
        // Only scenarios both know: an export of fewer platforms plans fewer of them.
        let compared = signedScenarios.intersection(plannedNow)
        func checks(_ map: ConformanceMap) -> [Key: Set<String>] {
            var result: [Key: Set<String>] = [:]
            for check in map.checks where compared.contains(check.scenario) {
                result[Key(scenario: check.scenario, step: check.step), default: []].formUnion(check.criteria)
            }
            return result
        }
        let before = checks(signed)
        let now = checks(current)
        guard before != now else { return nil }
        var criteria = Set<String>()
        for key in Set(before.keys).union(now.keys) {
            criteria.formUnion((before[key] ?? []).symmetricDifference(now[key] ?? []))
        }
        let named = criteria.sorted(by: WCAGCriterion.precedes)
        return "the WCAG mapping of its steps changed since it was signed" + (named.isEmpty ? "" : " (" + named.joined(separator: ", ") + ")")
    }
}
