import Automated
import Digest
import JSON
import Ledger

/// One page's scan from one results file, checked and ready to be written as an automated
/// session: what its first record says and one record per rule result. Made for every file
/// before anything is written, so a file that cannot be read leaves nothing behind.
struct PlannedScan {
    /// The results file as the user named it, and its bytes (kept as evidence).
    let file: String
    let bytes: [UInt8]
    let sha256: String
    let start: ScanStart
    let results: [AutomatedResultRecord]

    /// The scan's session, its id not yet given.
    init(_ scan: AutomatedScan, file: String, bytes: [UInt8], sha256: String, platform: String, page: String?, recordedBy: String?) {
        self.file = file
        self.bytes = bytes
        self.sha256 = sha256
        start = ScanStart(
            session: "", engine: scan.engine.name, engineVersion: scan.engine.version, platform: platform, url: scan.page, page: page,
            scanned: scan.time, sourceFile: file, sourceSHA256: sha256, sourceFormat: Self.formatName(scan.format), recordedBy: recordedBy)
        results = scan.results.map(Self.record)
    }

    /// "axe-core", "earl": the format as the session records it.
    static func formatName(_ format: AutomatedFormat) -> String {
        switch format {
        case .axeResults: return "axe-core"
        case .earl: return "earl"
        }
    }

    /// A rule result as its record holds it (bounded there: `AutomatedResultRecord.Limits`).
    static func record(_ result: AutomatedRuleResult) -> AutomatedResultRecord {
        AutomatedResultRecord(
            rule: result.rule, outcome: outcome(result.outcome), impact: result.impact?.rawValue, criteria: result.criteria,
            advisory: result.isAdvisory, help: result.help, helpURL: result.helpURL, actRules: result.actRules,
            nodes: result.nodes.prefix(AutomatedResultRecord.Limits.nodes).map {
                AutomatedResultRecord.Node(html: $0.html ?? "", target: $0.target, message: $0.message)
            },
            nodeCount: result.nodes.count)
    }

    static func outcome(_ outcome: AutomatedOutcome) -> AutomatedResultRecord.Outcome {
        switch outcome {
        case .violation: return .violation
        case .pass: return .pass
        case .needsReview: return .needsReview
        case .inapplicable: return .inapplicable
        }
    }

    /// The session's records after its start: the results file as evidence, each rule's
    /// result, and the end with the counts.
    func records(evidence: EvidenceStore.Stored) -> [(type: String, payload: [String: JSONValue])] {
        var records: [(type: String, payload: [String: JSONValue])] = [
            (
                RecordType.evidence,
                [
                    "file": .string(file), "path": .string(evidence.relativePath), "sha256": .string(evidence.sha256),
                    "bytes": .int(evidence.bytes), "role": .string("scan results"),
                ]
            )
        ]
        records += results.map { (RecordType.automatedResult, $0.payload) }
        records.append((RecordType.sessionFinished, ["counts": .object(counts.mapValues(JSONValue.int))]))
        return records
    }

    /// How many results have each outcome.
    var counts: [String: Int] {
        var counts: [String: Int] = [:]
        for outcome in AutomatedResultRecord.Outcome.allCases { counts[outcome.rawValue] = results.filter { $0.outcome == outcome }.count }
        return counts
    }
}
