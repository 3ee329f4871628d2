import Ledger

/// The engines' scans in the ledgers and what people judged of them: what claims, status and
/// every report read of automated results.
///
/// - Each automated session is one engine's scan of one page (`RecordedScan`).
/// - The latest scan of a page by an engine on a platform is the current one (by the time the
///   engine scanned, from its file); earlier ones are superseded, as a retest supersedes a
///   verdict. The same file recorded twice has the same time: the session recorded first stays
///   current, so a duplicate never counts twice (and keeps the reviews made of the first).
/// - A review (`automatedReview`) judges one element of a current scan's result; a later
///   review of the same element replaces it. Reviews of superseded scans judge nothing now.
public struct AutomatedResults: Sendable {
    /// The current scans, in session order.
    public let scans: [RecordedScan]
    /// Scans a later one of the same page, engine and platform replaced, each with the
    /// session that replaced it.
    public let superseded: [(scan: RecordedScan, by: String)]

    public static let none = AutomatedResults(scans: [], superseded: [])

    init(scans: [RecordedScan], superseded: [(scan: RecordedScan, by: String)]) {
        self.scans = scans
        self.superseded = superseded
    }

    public var isEmpty: Bool { scans.isEmpty }

    public static func gather(_ sessions: [SessionLedger]) -> AutomatedResults {
        // Only automated and review sessions matter, and their corrections.
        gather(
            sessions.filter { session in
                guard let first = session.records.first, first.type == RecordType.sessionStarted else { return false }
                let mode = first.string("mode")
                return mode == ScanStart.mode || mode == AutomatedReviewRecord.mode
            }.map(CorrectedSession.init))
    }

    /// From the replay a report is built from, so that claims and reports read the same records.
    public static func gather(_ replay: LedgerReplay) -> AutomatedResults {
        gather(replay.sessions)
    }

    static func gather(_ sessions: [CorrectedSession]) -> AutomatedResults {
        struct Key: Hashable {
            let engine: String
            let page: String
            let platform: String
        }
        var current: [Key: RecordedScan] = [:]
        var order: [Key] = []
        var superseded: [(scan: RecordedScan, by: String)] = []
        for scan in sessions.compactMap(RecordedScan.init) {
            let key = Key(engine: scan.facts.engine, page: scan.facts.pageName, platform: scan.facts.platform)
            guard let held = current[key] else {
                current[key] = scan
                order.append(key)
                continue
            }
            if newer(scan.facts, than: held.facts) {
                superseded.append((held, scan.facts.session))
                current[key] = scan
            } else {
                superseded.append((scan, held.facts.session))
            }
        }
        var scans = order.map { current[$0]! }
        applyReviews(sessions, to: &scans)
        scans.sort { $0.facts.session < $1.facts.session }
        return AutomatedResults(scans: scans, superseded: superseded)
    }

    /// Scanned later; at the same time (the same file twice), the session recorded first stays.
    private static func newer(_ a: RecordedScan.Facts, than b: RecordedScan.Facts) -> Bool {
        let timeA = LedgerTimeReading.seconds(a.time) ?? 0
        let timeB = LedgerTimeReading.seconds(b.time) ?? 0
        if timeA != timeB { return timeA > timeB }
        return a.session < b.session
    }

    /// Each review, oldest first, put on the element of the current scan's finding it judges.
    private static func applyReviews(_ sessions: [CorrectedSession], to scans: inout [RecordedScan]) {
        var place: [String: (scan: Int, finding: Int)] = [:]
        for (scanIndex, scan) in scans.enumerated() {
            for (findingIndex, finding) in scan.findings.enumerated() { place[finding.reference] = (scanIndex, findingIndex) }
        }
        var reviews: [(record: AutomatedReviewRecord, review: AutomatedFinding.Review)] = []
        for session in sessions {
            guard let first = session.records.first, first.string("mode") == AutomatedReviewRecord.mode else { continue }
            let reviewer = session.tester ?? "unknown reviewer"
            for record in session.records {
                guard let review = AutomatedReviewRecord(record) else { continue }
                reviews.append(
                    (review, .init(verdict: review.verdict, note: review.note, reviewer: reviewer, time: record.time, session: session.sessionID)))
            }
        }
        reviews.sort { ($0.review.time, $0.review.session) < ($1.review.time, $1.review.session) }
        for (record, review) in reviews {
            guard let (scanIndex, findingIndex) = place[record.finding] else { continue }
            let finding = scans[scanIndex].findings[findingIndex]
            // Only an element the result has (or element 0 of one that kept none).
            guard finding.result.outcome == .needsReview, record.node < max(1, finding.result.nodes.count) else { continue }
            scans[scanIndex].findings[findingIndex].reviews[record.node] = review
        }
    }

    /// Every current finding, scan by scan.
    public var findings: [AutomatedFinding] { scans.flatMap(\.findings) }

    /// The checks claims count, in `parts`: one per finding that counts (`AutomatedFinding.checkResult`).
    public func checks(in parts: [ProductPart]) -> [AutomatedCheck] {
        let wanted = Set(parts)
        return scans.filter { wanted.contains($0.facts.part) }.flatMap { scan in
            scan.findings.compactMap { finding in
                finding.checkResult.map { AutomatedCheck(finding: finding, result: $0) }
            }
        }
    }

    /// The findings still to review, in scan order: what `run --review` walks through.
    public var toReview: [AutomatedFinding] { findings.filter { !$0.unjudged.isEmpty } }
}

/// One automated finding as claims count it: a check of the rule's criteria, on its page, by
/// the engine's rule as the instance.
public struct AutomatedCheck: Sendable, Hashable {
    public let finding: AutomatedFinding
    public let result: CheckResult

    public var criteria: [String] { finding.result.criteria }
    public var part: ProductPart { finding.scan.part }
    /// As `ConformanceMap.Check.instance` makes a component on a page one instance.
    public var instance: String { finding.component + "\u{1F}" + finding.scan.pageName }
}
