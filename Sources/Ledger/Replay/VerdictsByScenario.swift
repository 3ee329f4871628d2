/// Verdicts grouped by scenario id: the ids in the order they first appear, each group in the
/// order its verdicts were added. Each session's are gathered on their own and then merged, so
/// an id is looked up once per verdict in its session and once per session in the whole.
///
/// (Sharing a long session's records out among processors was tried: merging the parts'
/// groups copies every attempt, and the parts contend for memory, so it was slower.)
struct VerdictsByScenario {
    private(set) var ids: [String] = []
    private(set) var groups: [[Attempt]] = []
    private var slotOf: [String: Int] = [:]

    func attempts(for id: String) -> [Attempt]? {
        slotOf[id].map { groups[$0] }
    }

    /// Takes the attempt over (`consuming`): appending a borrowed one would copy it, retaining
    /// its strings, only for the caller to release them straight after.
    mutating func add(_ attempt: consuming Attempt, to id: String) {
        if let slot = slotOf[id] {
            groups[slot].append(attempt)
        } else {
            slotOf[id] = ids.count
            ids.append(id)
            groups.append([attempt])
        }
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

    /// A session's verdicts, those withdrawn by its corrections left out. Fields are read
    /// straight from each record in the buffer: copying a record retains every string in it,
    /// and those retains cost more than the rest of gathering.
    static func gather(_ session: SessionLedger) -> VerdictsByScenario {
        session.records.withUnsafeBufferPointer { records in
            var withdrawn = Set<Int>()
            for index in records.indices where records[index].type == RecordType.correction {
                if case .int(let seq)? = records[index].payload["supersedes"] { withdrawn.insert(seq) }
            }
            let started = RecordType.sessionStarted
            let result = RecordType.scenarioResult
            var tester = "unknown tester"
            var verdicts = VerdictsByScenario()
            for index in records.indices {
                let type = records[index].type
                if type == started, case .string(let name)? = records[index].payload["tester"] { tester = name }
                guard type == result, !withdrawn.contains(records[index].seq) else { continue }
                let payload = records[index].payload
                guard case .string(let id)? = payload["scenario"], case .string(let verdict)? = payload["verdict"] else { continue }
                var attempt = 1
                if case .int(let number)? = payload["attempt"] { attempt = number }
                var contentHash = ""
                if case .string(let hash)? = payload["contentHash"] { contentHash = hash }
                verdicts.add(
                    Attempt(
                        verdict: verdict, tester: tester, time: records[index].time, session: session.sessionID, attempt: attempt,
                        contentHash: contentHash, seq: records[index].seq),
                    to: id)
            }
            return verdicts
        }
    }
}
