import Automated
import Foundation
import JSON
import SharedFolder
import Testing

private enum SharedACTData {
    static let mapping = SharedFolder.existing("automated/act-wcag-mapping.json")
    static let axeReport = SharedFolder.existing("automated/act-implementation-axe-core.json")
    static let isAvailable = mapping != nil && axeReport != nil
    static let skipReason: Comment =
        "../shared/automated is absent: the committed ACT tables cannot be compared with W3C's data, so these cases are skipped"

    static func object(_ url: URL?) throws -> [String: JSONValue] {
        let text = try String(contentsOf: try #require(url), encoding: .utf8)
        guard case .object(let members) = try JSONParser.parse(text) else { throw CancellationError() }
        return members
    }
}

/// The tables scripts/generate-act-mapping.py committed still say what W3C's data in
/// ../shared says; when the data changes, the generator must be run again.
@Suite("ACT tables against W3C's data", .enabled(if: SharedACTData.isAvailable, SharedACTData.skipReason))
struct ACTTableTests {
    @Test("every ACT rule, with its name and every WCAG criterion its frontmatter names")
    func rules() throws {
        guard case .array(let rules)? = try SharedACTData.object(SharedACTData.mapping)["act-rules"] else {
            Issue.record("no act-rules list")
            return
        }
        #expect(rules.count == ACTRule.all.count)
        for case .object(let rule) in rules {
            guard case .object(let front)? = rule["frontmatter"], case .string(let id)? = front["id"] else { continue }
            let committed = try #require(ACTRule.withID(id), "\(id) is not in the table")
            #expect(rule["title"] == .string(committed.name), "\(id)")
            var numbers: Set<String> = []
            if case .object(let requirements)? = front["accessibility_requirements"] {
                for key in requirements.keys where key.hasPrefix("wcag2") { numbers.insert(String(key.split(separator: ":").last!)) }
            }
            #expect(numbers == Set(committed.criteria + committed.secondaryCriteria + committed.criteriaOutsideWCAG22), "\(id)")
        }
    }

    @Test("every axe-core rule the implementation report names implements its ACT rule")
    func axeRules() throws {
        guard case .array(let mappings)? = try SharedACTData.object(SharedACTData.axeReport)["actRuleMapping"] else {
            Issue.record("no actRuleMapping list")
            return
        }
        for case .object(let mapping) in mappings {
            guard case .string(let rule)? = mapping["ruleId"], case .array(let procedures)? = mapping["procedureNames"] else { continue }
            for case .string(let procedure) in procedures {
                #expect(RuleCriteria.actRules(forAxeRule: procedure).contains(rule), "\(procedure) → \(rule)")
            }
        }
    }
}
