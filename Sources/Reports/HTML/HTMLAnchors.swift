/// The ids of the HTML report's group and scenario headings: `g2` for the second feature and
/// platform, `g2-s3` for its third scenario. The sections and every link to them (contents,
/// summary, conformance remarks) take their ids from here, so a link cannot point at nothing.
struct HTMLAnchors {
    static func group(_ groupIndex: Int) -> String { "g\(groupIndex + 1)" }

    static func scenario(group groupIndex: Int, position: Int) -> String { group(groupIndex) + "-s\(position + 1)" }

    /// By index into the report's scenarios.
    private let scenarioIDs: [Int: String]

    init(_ report: Report) {
        var ids: [Int: String] = [:]
        for (groupIndex, indexes) in report.groupIndexes.enumerated() {
            for (position, index) in indexes.enumerated() { ids[index] = Self.scenario(group: groupIndex, position: position) }
        }
        scenarioIDs = ids
    }

    /// The heading id of `report.scenarios[index]`.
    func scenario(_ index: Int) -> String { scenarioIDs[index] ?? "main" }
}
