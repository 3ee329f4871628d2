import Foundation

/// Verdicts grouped by scenario id: the ids in the order they first appear, each group in the
/// order its verdicts were added.
///
/// Gathering them is most of replaying a long session — a look-up of the scenario's id and a
/// handful of payload fields per record — and records are independent of each other, so a
/// long session is shared out among the processors in contiguous parts whose groups are then
/// joined in order.
struct VerdictsByScenario {
    private(set) var ids: [String] = []
    private(set) var groups: [[Attempt]] = []
    private var slotOf: [String: Int] = [:]

    func attempts(for id: String) -> [Attempt]? {
        slotOf[id].map { groups[$0] }
    }

    mutating func add(_ attempt: Attempt, to id: String) {
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

    /// A session's verdicts, those withdrawn by its corrections left out. `parts` overrides
    /// how many parts the records are shared out in, for tests.
    static func gather(_ session: SessionLedger, parts: Int? = nil) -> VerdictsByScenario {
        session.records.withUnsafeBufferPointer { records in
            var withdrawn = Set<Int>()
            for index in records.indices where records[index].type == RecordType.correction {
                if case .int(let seq)? = records[index].payload["supersedes"] { withdrawn.insert(seq) }
            }
            // Short sessions are not worth waking threads for.
            let parts = max(1, parts ?? (records.count < 50_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount))
            var found = [VerdictsByScenario](repeating: VerdictsByScenario(), count: parts)
            found.withUnsafeMutableBufferPointer { slots in
                // Each part writes only its own slot, so sharing the buffers is safe.
                nonisolated(unsafe) let slots = slots
                nonisolated(unsafe) let records = records
                let withdrawn = withdrawn
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let range = (records.count * part / parts)..<(records.count * (part + 1) / parts)
                    slots[part] = gather(records, range, withdrawn: withdrawn, session: session.sessionID)
                }
            }
            // Moved out, not copied: a copy would share the groups, and the first append to each
            // would then copy it whole.
            var all = found.removeFirst()
            for part in found { all.merge(part) }
            return all
        }
    }

    /// The verdicts among some of a session's records. Fields are read straight from each
    /// record in the buffer: copying a record retains every string in it, and those retains
    /// cost more than the rest of gathering.
    private static func gather(
        _ records: UnsafeBufferPointer<LedgerRecord>, _ range: Range<Int>, withdrawn: Set<Int>, session: String
    ) -> VerdictsByScenario {
        let started = RecordType.sessionStarted
        let result = RecordType.scenarioResult
        var tester = testerBefore(range.lowerBound, in: records)
        var verdicts = VerdictsByScenario()
        for index in range {
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
                    verdict: verdict, tester: tester, time: records[index].time, session: session, attempt: attempt,
                    contentHash: contentHash, seq: records[index].seq),
                to: id)
        }
        return verdicts
    }

    /// Who was testing at a record: the tester of the last `sessionStarted` before it.
    private static func testerBefore(_ end: Int, in records: UnsafeBufferPointer<LedgerRecord>) -> String {
        for index in stride(from: end - 1, through: 0, by: -1) where records[index].type == RecordType.sessionStarted {
            if case .string(let name)? = records[index].payload["tester"] { return name }
        }
        return "unknown tester"
    }
}
