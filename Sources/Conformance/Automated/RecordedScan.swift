import Ledger

/// An engine's scan of one page as an automated session recorded it: who scanned what, when,
/// from which file, and every rule's result.
public struct RecordedScan: Sendable, Hashable {
    /// What every finding of the scan shares.
    public struct Facts: Sendable, Hashable {
        public let session: String
        public let engine: String
        public let engineVersion: String
        public let platform: String
        public let url: String
        /// The report.scope page it is, by title, if any.
        public let page: String?
        /// When the engine scanned (the file's time), else when the session was recorded.
        public let time: String
        public let sourceSHA256: String
        public let recordedBy: String?

        /// "axe-core 4.10.2".
        public var tester: String { engineVersion.isEmpty ? engine : engine + " " + engineVersion }
        /// The page as claims and remarks name it: its report.scope title, else its address.
        public var pageName: String { page ?? url }
        /// "Cart (https://shop.example/cart)" for a page of the sample, else the address.
        public var pageWords: String { page.map { "\($0) (\(url))" } ?? url }
        public var part: ProductPart { ProductPart(platform: platform) }
    }

    public let facts: Facts
    /// Every rule's result, in ledger order.
    public internal(set) var findings: [AutomatedFinding]

    /// The automated session's scan, from its standing records; nil when the session is not
    /// an automated one.
    public init?(_ session: CorrectedSession) {
        guard let first = session.records.first, let start = ScanStart(first) else { return nil }
        facts = Facts(
            session: session.sessionID, engine: start.engine, engineVersion: start.engineVersion, platform: start.platform, url: start.url,
            page: start.page, time: start.scanned.flatMap { LedgerTimeReading.seconds($0) == nil ? nil : $0 } ?? first.time,
            sourceSHA256: start.sourceSHA256, recordedBy: start.recordedBy)
        let facts = facts
        findings = session.records.compactMap { record in
            AutomatedResultRecord(record).map { AutomatedFinding(scan: facts, seq: record.seq, result: $0) }
        }
    }

    /// How many of its findings are in each state, for status: violations, results still to
    /// review (and their elements), passes, advisory results.
    public var counts: Counts {
        var counts = Counts()
        for finding in findings { counts.add(finding) }
        return counts
    }

    /// A scan's findings counted by state.
    public struct Counts: Sendable, Hashable {
        public var violations = 0
        /// Results the engine could not decide, with some element not yet judged.
        public var toReview = 0
        public var elementsToReview = 0
        /// Results the engine could not decide, every element judged by a person.
        public var reviewed = 0
        public var passes = 0
        public var inapplicable = 0
        /// Best-practice results, and how many of them are violations.
        public var advisory = 0
        public var advisoryViolations = 0

        public init() {}

        /// The counts of a scan just recorded, nothing reviewed yet.
        public init(results: [AutomatedResultRecord]) {
            let facts = Facts(
                session: "", engine: "", engineVersion: "", platform: "", url: "", page: nil, time: "", sourceSHA256: "", recordedBy: nil)
            for result in results { add(AutomatedFinding(scan: facts, seq: 0, result: result)) }
        }

        public mutating func add(_ finding: AutomatedFinding) {
            switch finding.state {
            case .violation: violations += 1
            case .toReview(let elements):
                toReview += 1
                elementsToReview += elements
            case .judged: reviewed += 1
            case .supporting: if finding.result.outcome == .pass { passes += 1 } else { inapplicable += 1 }
            case .advisory:
                advisory += 1
                if finding.result.outcome == .violation { advisoryViolations += 1 }
            }
        }

        public static func + (lhs: Counts, rhs: Counts) -> Counts {
            var sum = lhs
            sum.violations += rhs.violations
            sum.toReview += rhs.toReview
            sum.elementsToReview += rhs.elementsToReview
            sum.reviewed += rhs.reviewed
            sum.passes += rhs.passes
            sum.inapplicable += rhs.inapplicable
            sum.advisory += rhs.advisory
            sum.advisoryViolations += rhs.advisoryViolations
            return sum
        }
    }
}
