/// What every part of the HTML report looks up about the report: the scenarios in page order
/// (group by group), the platforms, each scenario's title and group name, which scenarios need
/// attention, and the WCAG criteria each one's failed checks map to. Worked out once, so the
/// counts, the attention list, the filters and the sections cannot disagree.
struct HTMLReportIndex {
    /// A criterion as the page names it.
    struct Criterion: Equatable {
        let number: String
        let name: String
        let level: String

        /// "2.4.7 Focus Visible (AA)".
        var words: String { "\(number) \(name) (\(level))" }
    }

    let report: Report
    let anchors: HTMLAnchors
    /// The features nobody has tested, folded one line per folder at catalog scale.
    let folded: HTMLFoldedFeatures
    let table: ConformanceTable
    /// Indexes into `report.scenarios`, one list per feature and platform, in plan order.
    let groups: [[Int]]
    /// Platform names ("ios"), in the order the plan first meets them.
    let platforms: [String]
    /// The criteria each scenario's failed checks map to, by index, in table order.
    let failedCriteria: [Int: [Criterion]]
    /// Every scenario, group by group: the order of the page.
    let ordered: [Int]
    /// Scenarios whose names repeat within their group (outline rows): their titles add the line.
    private let repeatedNames: Set<Int>
    /// Each group's name ("Alert dialog on iOS"), by group index.
    private let groupNames: [String]
    /// The scenarios of each kind (`HTMLResultKind.ordinal`), in page order.
    private let byKind: [[Int]]

    init(_ report: Report) {
        self.report = report
        groups = report.groupIndexes
        folded = HTMLFoldedFeatures(report, groups: groups)
        anchors = HTMLAnchors(report, groups: groups, folderOfGroup: folded.folderOfGroup)
        table = ConformanceTable(report, target: report.conformance.target)
        var platforms: [String] = []
        var repeated: Set<Int> = []
        var groupNames: [String] = []
        for indexes in groups {
            let planned = report.scenarios[indexes[0]].planned
            if !platforms.contains(planned.platform) { platforms.append(planned.platform) }
            groupNames.append(HTMLWords.group(featureName: planned.featureName, uri: planned.uri, platform: planned.platform))
            var names: [String: Int] = [:]
            for index in indexes { names[report.scenarios[index].planned.name, default: 0] += 1 }
            for index in indexes where names[report.scenarios[index].planned.name, default: 0] > 1 { repeated.insert(index) }
        }
        self.platforms = platforms
        self.groupNames = groupNames
        repeatedNames = repeated
        let ordered = groups.flatMap { $0 }
        self.ordered = ordered
        var byKind = [[Int]](repeating: [], count: HTMLResultKind.allCases.count)
        report.scenarios.withUnsafeBufferPointer { scenarios in
            for index in ordered {
                byKind[HTMLResultKind(scenarios[index].state).ordinal].append(index)
                if scenarios[index].stale { byKind[HTMLResultKind.stale.ordinal].append(index) }
            }
        }
        self.byKind = byKind
        var failed: [Int: [Criterion]] = [:]
        for row in table.rows {
            let criterion = Criterion(number: row.criterion.number, name: row.criterion.name, level: row.criterion.level.rawValue)
            for cell in row.cells {
                for finding in cell.failures where failed[finding.scenario]?.contains(criterion) != true {
                    failed[finding.scenario, default: []].append(criterion)
                }
            }
        }
        failedCriteria = failed
    }

    func scenario(_ index: Int) -> ReportScenario { report.scenarios[index] }

    /// "Keyboard", or "Row (line 12)" where an outline repeats the name in its group.
    func title(_ index: Int) -> String {
        HTMLScenarioSection.title(
            name: report.scenarios[index].planned.name, line: report.scenarios[index].planned.line, showLine: repeatsName(index))
    }

    /// Another scenario of its group has its name: its title adds the line.
    func repeatsName(_ index: Int) -> Bool { repeatedNames.contains(index) }

    /// "Alert dialog on iOS".
    func groupName(_ groupIndex: Int) -> String { groupNames[groupIndex] }

    /// The feature's name alone ("Alert dialog"), its file where it has none.
    func featureName(_ groupIndex: Int) -> String {
        let planned = report.scenarios[groups[groupIndex][0]].planned
        return planned.featureName.isEmpty ? planned.uri : planned.featureName
    }

    func platform(ofGroup groupIndex: Int) -> String { report.scenarios[groups[groupIndex][0]].planned.platform }

    /// The group has a section of its own: it was not folded with its folder's untested features.
    func hasSection(_ groupIndex: Int) -> Bool { !folded.isFolded(group: groupIndex) }

    /// Has a result of some kind, so it gets a full section; untested ones get a line under
    /// What is left instead.
    func hasResult(_ index: Int) -> Bool { report.scenarios[index].state != .untested }

    /// What needs someone to act, in the order the page lists it.
    enum Need: CaseIterable {
        case failed, blocked, conflict, stale

        var kind: HTMLResultKind {
            switch self {
            case .failed: return .failed
            case .blocked: return .blocked
            case .conflict: return .conflict
            case .stale: return .stale
            }
        }

        /// "Failed", "Blocked", "In conflict", "Stale": the heading of its list.
        var heading: String {
            switch self {
            case .failed: return "Failed"
            case .blocked: return "Blocked"
            case .conflict: return "In conflict"
            case .stale: return "Stale"
            }
        }
    }

    /// The scenarios with a need, in page order.
    func scenarios(_ need: Need) -> [Int] { byKind[need.kind.ordinal] }

    /// Whether the scenario is listed under What needs attention (its evidence is shown there).
    func needsAttention(_ index: Int) -> Bool {
        // Failed, blocked, in conflict or stale, read from the fields themselves: handing the
        // scenario to a function copied the whole scenario, for every scenario on the page.
        switch report.scenarios[index].state {
        case .failed, .blocked, .conflict: return true
        case .passed, .skipped, .notApplicable, .untested: return report.scenarios[index].stale
        }
    }

    /// The scenarios in a state, in page order.
    func scenarios(in kind: HTMLResultKind) -> [Int] { byKind[kind.ordinal] }

    /// Where the page lists the scenarios of a state, nil where it lists none (none are in it).
    func stateTarget(_ kind: HTMLResultKind) -> String? {
        if kind == .untested { return HTMLAnchors.state(.untested) }
        return scenarios(in: kind).isEmpty ? nil : HTMLAnchors.state(kind)
    }
}
