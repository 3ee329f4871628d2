import JSON

/// What replaying results needs from a run of a session's records, in their order: who is
/// testing, which records corrections withdraw, and each verdict — nothing else.
///
/// Replaying a long session does not need its records, only these few fields of a few kinds
/// of record, so verification reads them straight from each line's bytes as it goes (see
/// `LedgerVerifier.verifyForReplay`), sharing the lines out among processors. Lines read the
/// quick way and records read in full give the same facts: both read the same members with
/// the same rules, and the tests compare the two on damaged and unusual ledgers.
struct ReplayFacts {
    enum Fact {
        /// A `sessionStarted` record: the verdicts after it are this tester's.
        case tester(String)
        /// A `correction`: the record it supersedes is withdrawn.
        case withdraws(seq: Int)
        case verdict(GivenVerdict)
    }

    /// A `scenarioResult` record with a scenario id and a verdict, or a failed `stepResult`
    /// (provisional: the scenario failed, though its attempt was not finished).
    struct GivenVerdict {
        let seq: Int
        /// The scenario's place in `ids`.
        let scenario: Int
        let verdict: Verdict
        let attempt: Int
        let contentHash: String
        let stamp: LedgerStamp
        var provisional = false
        /// `session:seq` of the earlier verdicts shown to the tester (a scenario result's
        /// `reviewed` member, space-separated).
        var reviewed: [String] = []
    }

    private(set) var facts: [Fact] = []
    /// Each scenario id once, in the order first seen: a long session gives thousands of
    /// verdicts to each of a few thousand scenarios, so verdicts name their scenario by place.
    private(set) var ids: [String] = []
    private var placeOf: [String: Int] = [:]
    /// The content hash last seen for each scenario (by place): a scenario's verdicts mostly
    /// carry the same one, so one string is shared rather than one made per verdict.
    private var lastHash: [String] = []

    init() {}

    // MARK: - From a record

    /// The facts of a record already read.
    mutating func take(_ record: LedgerRecord) {
        switch record.type {
        case RecordType.sessionStarted:
            if let tester = record.string("tester") { facts.append(.tester(tester)) }
        case RecordType.correction:
            if let seq = record.int("supersedes") { facts.append(.withdraws(seq: seq)) }
        case RecordType.scenarioResult, RecordType.stepResult:
            guard let id = record.string("scenario"), let verdict = record.verdict else { return }
            // A failed step fails its scenario at once, before the scenario's own verdict is
            // recorded: a tester who quits mid-scenario must not leave a failure unseen.
            let provisional = record.type == RecordType.stepResult
            guard !provisional || verdict == .failed else { return }
            let scenario = place(of: id)
            let hash = shared(record.string("contentHash") ?? "", for: scenario)
            facts.append(
                .verdict(
                    GivenVerdict(
                        seq: record.seq, scenario: scenario, verdict: verdict, attempt: record.int("attempt") ?? 1, contentHash: hash,
                        stamp: LedgerStamp(record.time), provisional: provisional,
                        reviewed: Self.references(record.string("reviewed")))))
        default:
            return
        }
    }

    // MARK: - From a line's bytes

    private static let sessionStarted = Array(RecordType.sessionStarted.utf8)
    private static let correction = Array(RecordType.correction.utf8)
    private static let scenarioResult = Array(RecordType.scenarioResult.utf8)
    private static let stepResult = Array(RecordType.stepResult.utf8)

    /// The facts of a line `PlainLine` read, from its bytes: `payload` is the line's members
    /// other than the five fields, as `PlainLine.read` gathered them.
    mutating func take(_ line: UnsafeBufferPointer<UInt8>, _ plain: PlainLine, payload: [JSONParser.Member]) {
        let type = line[plain.type]
        /// The member with this (plain) key; keys are unique, as the line is valid JSON.
        func member(_ key: StaticString) -> JSONParser.Member? {
            let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            return payload.first { line[$0.key].elementsEqual(name) }
        }
        let provisional = type.elementsEqual(Self.stepResult)
        if provisional || type.elementsEqual(Self.scenarioResult) {
            guard let scenarioMember = member("scenario"), let verdictMember = member("verdict"),
                let text = PlainLine.string(line, verdictMember)
            else { return }
            let verdict = Verdict(ledgerText: text)
            guard !provisional || verdict == .failed else { return }
            let scenario: Int
            if let bytes = PlainLine.plainText(line, scenarioMember) {
                scenario = place(of: String(decoding: bytes, as: UTF8.self))
            } else if let id = PlainLine.string(line, scenarioMember) {
                scenario = place(of: id)
            } else {
                return
            }
            let hash: String
            if let member = member("contentHash"), let bytes = PlainLine.plainText(line, member) {
                hash = shared(bytes, for: scenario)
            } else {
                hash = shared(member("contentHash").flatMap { PlainLine.string(line, $0) } ?? "", for: scenario)
            }
            let attempt = member("attempt").flatMap { PlainLine.int(line, $0) } ?? 1
            let reviewed = provisional ? [] : Self.references(member("reviewed").flatMap { PlainLine.string(line, $0) })
            facts.append(
                .verdict(
                    GivenVerdict(
                        seq: plain.seq, scenario: scenario, verdict: verdict, attempt: attempt, contentHash: hash,
                        stamp: LedgerStamp(bytes: UnsafeBufferPointer(rebasing: line[plain.time])), provisional: provisional,
                        reviewed: reviewed)))
        } else if type.elementsEqual(Self.sessionStarted) {
            if let tester = member("tester").flatMap({ PlainLine.string(line, $0) }) { facts.append(.tester(tester)) }
        } else if type.elementsEqual(Self.correction) {
            if let seq = member("supersedes").flatMap({ PlainLine.int(line, $0) }) { facts.append(.withdraws(seq: seq)) }
        }
    }

    /// "s1:12 s2:40" → ["s1:12", "s2:40"]: the verdicts a re-run's verdict was given over.
    static func references(_ text: String?) -> [String] {
        text.map { $0.split(separator: " ").map(String.init) } ?? []
    }

    // MARK: - Sharing strings

    private mutating func place(of id: String) -> Int {
        if let place = placeOf[id] { return place }
        placeOf[id] = ids.count
        ids.append(id)
        lastHash.append("")
        return ids.count - 1
    }

    private mutating func shared(_ hash: String, for scenario: Int) -> String {
        if lastHash[scenario] != hash { lastHash[scenario] = hash }
        return lastHash[scenario]
    }

    private mutating func shared(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, for scenario: Int) -> String {
        let same = lastHash[scenario].utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? false
        if !same { lastHash[scenario] = String(decoding: bytes, as: UTF8.self) }
        return lastHash[scenario]
    }
}
