import JSON

/// Who an EARL export says made each assertion: the testers whose verdicts give its outcome,
/// each a `foaf:Person`, several of them together a `foaf:Group` with the people as members
/// (EARL's way to name more than one assertor, keeping one `earl:assertedBy` per assertion).
/// An assertion nobody gave an outcome for is Stepwise's, an `earl:Software`: it is the
/// program that says, from the ledgers, that nothing was tested.
///
/// Only people whose results count for the report are ever named: the testers of the sessions
/// the conformance table rests on (`ConformanceTable.testers`), whoever gave a counted outcome,
/// and the auditors whose decisions the table shows. A session in the results folder whose
/// results this report does not use (another platform's, one wholly superseded) names nobody.
struct EARLAssertors {
    /// The people an assertion may name, the table's testers first in its order:
    /// `_:tester-1` is the first.
    let testers: [String]

    init(_ report: Report, table: ConformanceTable) {
        var names: [String] = []
        let auditors = table.rows.flatMap { $0.cells.compactMap(\.claim.decision?.auditor) }
        for name in table.testers + report.scenarios.compactMap(\.attempt?.tester) + auditors where !names.contains(name) {
            names.append(name)
        }
        testers = names
    }

    /// `_:tester-2`.
    func id(of tester: String) -> String {
        "_:tester-\((testers.firstIndex(of: tester) ?? testers.count) + 1)"
    }

    /// These names each once, in the assertors' order: the same people give the same group.
    func ordered(_ names: [String]) -> [String] {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.sorted { (testers.firstIndex(of: $0) ?? testers.count) < (testers.firstIndex(of: $1) ?? testers.count) }
    }

    /// The person nodes of these testers, for the evaluation's creators.
    func people(_ names: [String]) -> [JSONValue] {
        names.map { name in
            .object(["@id": .string(id(of: name)), "@type": .array([.string("Assertor"), .string("Person")]), "name": .string(name)])
        }
    }

    /// The value of `assertedBy` for an assertion whose outcomes these testers gave: a
    /// reference to the one person, a group node of several (written out where it is used, so
    /// each assertion reads on its own), or Stepwise when nobody did.
    func assertor(_ names: [String]) -> JSONValue {
        switch names.count {
        case 0: return Self.software
        case 1: return .string(id(of: names[0]))
        default:
            let ids = names.map(id(of:))
            return .object([
                "@id": .string("_:testers-" + ids.map { String($0.dropFirst("_:tester-".count)) }.joined(separator: "-")),
                "@type": .array([.string("Assertor"), .string("Group")]),
                "name": .string(ConformanceRemarks.list(names)),
                "member": .array(ids.map(JSONValue.string)),
            ])
        }
    }

    static let software: JSONValue = .object([
        "@id": .string("_:stepwise"),
        "@type": .array([.string("Assertor"), .string("Software")]),
        "title": .string("Stepwise"),
        "description": .string("The manual test runner that kept the session ledgers this report was made from."),
    ])
}
