/// Gathers findings into scans, one per engine and page, in the order each first appears;
/// within a scan, one result per rule and outcome, the elements of every finding about it
/// together, each element once.
struct ScanAssembler {
    private struct ScanKey: Hashable {
        let engine: AutomatedEngine
        let page: String
    }

    private struct ResultKey: Hashable {
        let test: String
        let outcome: AutomatedOutcome
    }

    private struct PendingResult {
        let test: EARLTest
        let outcome: AutomatedOutcome
        var nodes: [AutomatedNode] = []
        var seen: Set<AutomatedNode> = []
    }

    private struct PendingScan {
        var time: String?
        var order: [ResultKey] = []
        var results: [ResultKey: PendingResult] = [:]
    }

    private var order: [ScanKey] = []
    private var scans: [ScanKey: PendingScan] = [:]

    mutating func add(_ finding: EARLFinding) {
        let key = ScanKey(engine: finding.engine, page: finding.page)
        var scan = scans[key] ?? PendingScan()
        if scans[key] == nil { order.append(key) }
        // The scan's time is when its first assertion was made.
        if let time = finding.time, scan.time.map({ time < $0 }) ?? true { scan.time = time }
        Self.include(finding.test, finding.outcome, nodes: [], in: &scan)
        for (outcome, node) in finding.nodes { Self.include(finding.test, outcome, nodes: [node], in: &scan) }
        scans[key] = scan
    }

    private static func include(_ test: EARLTest, _ outcome: AutomatedOutcome, nodes: [AutomatedNode], in scan: inout PendingScan) {
        let key = ResultKey(test: test.key, outcome: outcome)
        var result = scan.results[key] ?? PendingResult(test: test, outcome: outcome)
        if scan.results[key] == nil { scan.order.append(key) }
        for node in nodes where result.seen.insert(node).inserted { result.nodes.append(node) }
        scan.results[key] = result
    }

    /// The scans, in order.
    func scans(format: AutomatedFormat) -> [AutomatedScan] {
        order.map { key in
            let scan = scans[key]!
            let results = scan.order.map { resultKey in
                let pending = scan.results[resultKey]!
                let test = pending.test
                return AutomatedRuleResult(
                    rule: test.rule, actRules: test.actRules, outcome: pending.outcome, impact: nil, help: test.help, helpURL: test.helpURL,
                    criteria: test.criteria, criteriaSource: test.criteriaSource, nodes: pending.nodes)
            }
            return AutomatedScan(format: format, engine: key.engine, page: key.page, time: scan.time, results: results)
        }
    }
}
