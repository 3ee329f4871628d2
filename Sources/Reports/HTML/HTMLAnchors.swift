/// The ids of the HTML report's headings and rows: `g2` for the second feature and platform,
/// `g2-s3` for its third scenario (its full section, or its line under What is left when it
/// has no result), `attention-g2-s3` for its entry under What needs attention, `sc-2-4-7` for
/// a criterion's row, `state-failed` and `platform-ios` for the filters. A scenario of a
/// feature folded away with its folder (`HTMLFoldedFeatures`) has no place of its own: its id
/// is its folder's line, `untested-folder-2`. The sections and every link to them (contents,
/// filters, counts, conformance remarks) take their ids from here, so a link cannot point at
/// nothing.
struct HTMLAnchors {
    static func group(_ groupIndex: Int) -> String { "g\(groupIndex + 1)" }

    static func scenario(group groupIndex: Int, position: Int) -> String { group(groupIndex) + "-s\(position + 1)" }

    /// A scenario's entry under What needs attention, from its scenario id.
    static func attention(_ scenarioID: String) -> String { "attention-" + scenarioID }

    /// The prefix of the ids of a scenario's evidence thumbnails (`…-evidence-1`).
    static func evidence(_ scenarioID: String) -> String { scenarioID + "-evidence" }

    /// A success criterion's row in the conformance table: "sc-2-4-7".
    static func criterion(_ number: String) -> String {
        "sc-" + String(decoding: number.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// Where the scenarios of a state are listed: "state-failed", "state-not-applicable".
    static func state(_ kind: HTMLResultKind) -> String { "state-" + kind.className }

    /// By index into the report's scenarios: its group and its place in the group (-1, -1
    /// for one in no group).
    private let places: [(group: Int, position: Int)]
    /// Each platform's id ("platform-ios"), letters and digits kept, made unique.
    private let platformIDs: [String: String]
    /// By group index: the folder it is folded into (`HTMLFoldedFeatures`), or nil.
    private let folderOfGroup: [Int?]

    init(_ report: Report) {
        self.init(report, groups: report.groupIndexes)
    }

    /// `groups`: the report's `groupIndexes`, when the caller has them; `folderOfGroup`: where
    /// `HTMLFoldedFeatures` folded each group, when it folded any.
    init(_ report: Report, groups: [[Int]], folderOfGroup: [Int?] = []) {
        self.folderOfGroup = folderOfGroup
        var places = [(group: Int, position: Int)](repeating: (-1, -1), count: report.scenarios.count)
        var platformIDs: [String: String] = [:]
        var taken: Set<String> = []
        for (groupIndex, indexes) in groups.enumerated() {
            for (position, index) in indexes.enumerated() { places[index] = (groupIndex, position) }
            let platform = report.scenarios[indexes[0]].planned.platform
            guard platformIDs[platform] == nil else { continue }
            let cleaned = String(
                platform.lowercased().unicodeScalars.map { scalar -> Character in
                    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
                })
            var id = "platform-" + (cleaned.isEmpty ? "any" : cleaned)
            var suffix = 2
            while taken.contains(id) {
                id = "platform-\(cleaned)-\(suffix)"
                suffix += 1
            }
            taken.insert(id)
            platformIDs[platform] = id
        }
        self.places = places
        self.platformIDs = platformIDs
    }

    /// The heading id of `report.scenarios[index]`, or of its folder's line when it was folded.
    func scenario(_ index: Int) -> String {
        guard let place = place(index) else { return "main" }
        if let folder = folder(ofGroup: place.group) { return HTMLFoldedFeatures.id(folder) }
        return Self.scenario(group: place.group, position: place.position)
    }

    /// The same id, written into `out` without making a string.
    func scenario(_ index: Int, to out: ReportSink) {
        guard let place = place(index) else { return out.append("main") }
        if let folder = folder(ofGroup: place.group) { return out.append(HTMLFoldedFeatures.id(folder)) }
        out.append(byte: UInt8(ascii: "g"))
        out.append(place.group + 1)
        out.append("-s")
        out.append(place.position + 1)
    }

    private func place(_ index: Int) -> (group: Int, position: Int)? {
        guard places.indices.contains(index), places[index].group >= 0 else { return nil }
        return places[index]
    }

    /// The folder a group was folded into, nil when it has a section of its own.
    func folder(ofGroup group: Int) -> Int? {
        folderOfGroup.indices.contains(group) ? folderOfGroup[group] : nil
    }

    /// The group (feature and platform) of `report.scenarios[index]`.
    func groupIndex(of index: Int) -> Int { place(index)?.group ?? 0 }

    /// The id of a platform's part of Results by feature and platform.
    func platform(_ platform: String) -> String { platformIDs[platform] ?? "by-feature" }
}
