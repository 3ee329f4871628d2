/// The ids of the HTML report's group and scenario headings: `g2` for the second feature and
/// platform, `g2-s3` for its third scenario. The sections and every link to them (contents,
/// summary, conformance remarks) take their ids from here, so a link cannot point at nothing.
struct HTMLAnchors {
    static func group(_ groupIndex: Int) -> String { "g\(groupIndex + 1)" }

    static func scenario(group groupIndex: Int, position: Int) -> String { group(groupIndex) + "-s\(position + 1)" }

    /// By index into the report's scenarios: its group and its place in the group.
    private let places: [Int: (group: Int, position: Int)]

    init(_ report: Report) {
        var places: [Int: (group: Int, position: Int)] = [:]
        for (groupIndex, indexes) in report.groupIndexes.enumerated() {
            for (position, index) in indexes.enumerated() { places[index] = (groupIndex, position) }
        }
        self.places = places
    }

    /// The heading id of `report.scenarios[index]`.
    func scenario(_ index: Int) -> String {
        places[index].map { Self.scenario(group: $0.group, position: $0.position) } ?? "main"
    }

    /// The group (feature and platform) of `report.scenarios[index]`.
    func groupIndex(of index: Int) -> Int { places[index]?.group ?? 0 }
}
