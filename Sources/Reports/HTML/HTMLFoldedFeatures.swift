import Ledger

/// The features nobody has tested, folded as `stepwise status` folds them (`StatusOverview`,
/// the same rule): once more than `StatusOverview.foldAbove` features have no result on any
/// platform, each folder's such features are one line under What is left — with their names
/// in a closed disclosure — and one row per platform under Results by feature and platform,
/// instead of a section per feature and platform and a row per scenario. A report of the
/// whole catalog with one session is then mostly what was tested. A smaller plan folds
/// nothing. Links to a folded scenario or feature land on its folder's line (`HTMLAnchors`).
struct HTMLFoldedFeatures {
    /// One per folder, in plan order; empty when nothing is folded.
    let folders: [UntestedFolder]
    /// By group index: the index of the folder the group is folded into, nil for a group with
    /// a section of its own.
    let folderOfGroup: [Int?]

    /// The id of a folder's line under What is left: "untested-folder-3".
    static func id(_ folder: Int) -> String { "untested-folder-\(folder + 1)" }

    /// `groups`: the report's `groupIndexes`.
    init(_ report: Report, groups: [[Int]]) {
        let entries = report.scenarios.withUnsafeBufferPointer { scenarios in
            scenarios.map { StatusSummary.Entry(uri: $0.planned.uri, platform: $0.planned.platform, state: $0.state, stale: $0.stale) }
        }
        folders = StatusOverview.arrange(StatusSummary.summarise(entries)).untested
        var folderOfURI: [String: Int] = [:]
        for (index, folder) in folders.enumerated() {
            for uri in folder.uris { folderOfURI[uri] = index }
        }
        folderOfGroup = groups.map { folderOfURI.isEmpty ? nil : folderOfURI[report.scenarios[$0[0]].planned.uri] }
    }

    var isEmpty: Bool { folders.isEmpty }

    func isFolded(group: Int) -> Bool { folderOfGroup[group] != nil }

    /// How many features are folded, in all folders.
    var features: Int { folders.reduce(0) { $0 + $1.features } }
}
