/// Verdicts grouped by scenario id: the ids in the order they first appear, each group in the
/// order its verdicts were added. Each session's are gathered on their own and then merged, so
/// an id is looked up once per run of facts in its session and once per session in the whole.
struct VerdictsByScenario {
    private(set) var ids: [String] = []
    private(set) var groups: [[Attempt]] = []
    private var slotOf: [String: Int] = [:]

    func attempts(for id: String) -> [Attempt]? {
        slotOf[id].map { groups[$0] }
    }

    /// The group of an id, made empty if it has none yet.
    mutating func slot(for id: String) -> Int {
        if let slot = slotOf[id] { return slot }
        slotOf[id] = ids.count
        ids.append(id)
        groups.append([])
        return ids.count - 1
    }

    /// Adds another set's groups after this one's: one look-up per id rather than per verdict.
    mutating func merge(_ other: VerdictsByScenario) {
        guard !ids.isEmpty else {
            self = other
            return
        }
        for (id, group) in zip(other.ids, other.groups) {
            if let slot = slotOf[id] {
                groups[slot].append(contentsOf: group)
            } else {
                slotOf[id] = ids.count
                ids.append(id)
                groups.append(group)
            }
        }
    }

    mutating func sortEachGroup(by earlier: (Attempt, Attempt) -> Bool) {
        for slot in groups.indices { groups[slot].sort(by: earlier) }
    }

    /// A session's verdicts, those withdrawn by its corrections left out, from its facts in
    /// record order (one run of them per part the lines were read in).
    static func gather(_ runs: [ReplayFacts], session: String) -> VerdictsByScenario {
        var withdrawn = Set<Int>()
        for run in runs {
            for fact in run.facts {
                if case .withdraws(let seq) = fact { withdrawn.insert(seq) }
            }
        }
        var tester = "unknown tester"
        var testerNamed = false
        var verdicts = VerdictsByScenario()
        for run in runs {
            // Each run names scenarios by its own places; an id is looked up here once per run,
            // at its first verdict that stands (one only withdrawn gets no group).
            var slots = [Int?](repeating: nil, count: run.ids.count)
            for fact in run.facts {
                switch fact {
                case .tester(let name):
                    // A session has one tester, the one it was started by: a second start
                    // record (which verify reports) cannot hand later verdicts to someone else.
                    if !testerNamed {
                        tester = name
                        testerNamed = true
                    }
                case .withdraws: continue
                case .verdict(let verdict):
                    guard !withdrawn.contains(verdict.seq) else { continue }
                    let slot = slots[verdict.scenario] ?? verdicts.slot(for: run.ids[verdict.scenario])
                    slots[verdict.scenario] = slot
                    verdicts.groups[slot].append(
                        Attempt(
                            verdict: verdict.verdict, tester: tester, stamp: verdict.stamp, session: session, attempt: verdict.attempt,
                            contentHash: verdict.contentHash, seq: verdict.seq, inProgress: verdict.provisional, reviewed: verdict.reviewed))
                }
            }
        }
        verdicts.settleProvisional()
        return verdicts
    }

    /// A failed step stands for its scenario's attempt only until the attempt has a verdict of
    /// its own, and once however many steps failed: each attempt is one entry in the history.
    private mutating func settleProvisional() {
        for slot in groups.indices where groups[slot].contains(where: \.inProgress) {
            let concluded = Set(groups[slot].filter { !$0.inProgress }.map(\.attempt))
            var lastProvisional: [Int: Int] = [:]
            for attempt in groups[slot] where attempt.inProgress && !concluded.contains(attempt.attempt) {
                lastProvisional[attempt.attempt] = max(lastProvisional[attempt.attempt] ?? 0, attempt.seq)
            }
            groups[slot].removeAll { $0.inProgress && lastProvisional[$0.attempt] != $0.seq }
        }
    }
}
