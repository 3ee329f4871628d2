import Digest
import JSON
import WCAG

/// The conformance level of every criterion up to the target in every product part the plan
/// tests, with the check and component counts behind it and any auditor's decision: what a
/// signed Accessibility Conformance Report claims. Its hash is what a sign-off binds, so
/// `verify` can tell when the claims changed since someone approved them. Remarks are left
/// out: a note added later changes what a report says about a claim, not the claim.
public struct ConformanceClaims: Sendable, Hashable {
    public struct Claim: Sendable, Hashable {
        public let criterion: String
        public let part: ProductPart
        public let tally: CheckTally
        public let components: ComponentTally
        /// The level the checks give (`ConformanceRule`).
        public let derived: ConformanceLevel
        /// The auditor's decision, if one was recorded for this criterion and part.
        public let decision: AuditorDecision?
        /// What the report claims: the decided level where an auditor decided, else the derived.
        public var level: ConformanceLevel { decision?.level ?? derived }
    }

    public let target: WCAGCriterion.Level
    /// In criterion number order, then product part.
    public let claims: [Claim]
    /// The Section 508 and EN 301 549 rows that checks evidence or an auditor decided, in
    /// clause order: a report of a catalog with those rows shows them, and a sign-off binds them
    /// with the WCAG claims. A row neither speaks to is not here, and a report calls it a gap.
    public let productClaims: [ProductClaim]

    /// The decisions about Section 508 and EN 301 549 rows in force, one per clause.
    public var productDecisions: [AuditorDecision] { productClaims.compactMap(\.decision) }

    /// The claim on a Section 508 or EN 301 549 row, if checks or a decision speak to it.
    public func productClaim(_ clause: Clause) -> ProductClaim? { productClaims.first { $0.clause == clause } }

    /// Works the claims out from which steps evidence what (`map`) and what each scenario's
    /// current attempt said of its steps, with the engines' findings (`automated`) weighed
    /// beside them.
    public init(
        map: ConformanceMap, verdicts: [String: ScenarioStepVerdicts], decisions: [AuditorDecision] = [],
        automated: AutomatedResults = .none
    ) {
        self.init(
            map: map, results: map.checks.map { verdicts[$0.scenario]?.result(step: $0.step) ?? CheckResult(.untested) },
            decisions: decisions, automated: automated.checks(in: map.parts))
    }

    /// Works the claims out from each check's outcome, every failure charged to all of the
    /// check's criteria.
    public init(map: ConformanceMap, outcomes: [CheckOutcome], decisions: [AuditorDecision] = [], automated: [AutomatedCheck] = []) {
        self.init(map: map, results: outcomes.map { CheckResult($0) }, decisions: decisions, automated: automated)
    }

    /// Works the claims out from each check's result, `results[i]` being `map.checks[i]`'s: a
    /// failure counts only against the criteria it names (`CheckResult`). Of several
    /// decisions about one criterion and part, the last counts (callers give them in ledger
    /// order); a WCAG decision for `anyPlatform` is about the product as a whole, so it is the
    /// decision of every part the plan tests, until a later one about a part.
    ///
    /// `automated`: the engines' findings that count (`AutomatedResults.checks`), each a check
    /// of its rule's criteria with the rule on its page as the instance, weighed by the same
    /// rule as the planned checks. Their passes are not among them: a pass is supporting
    /// evidence only, and never makes a criterion Supports.
    public init(map: ConformanceMap, results: [CheckResult], decisions: [AuditorDecision] = [], automated: [AutomatedCheck] = []) {
        struct Key: Hashable {
            let criterion: String
            let part: ProductPart
        }
        var tallies: [Key: CheckTally] = [:]
        var perComponent: [Key: [String: CheckTally]] = [:]
        var acrossProduct: Set<Key> = []
        for (check, result) in zip(map.checks, results) {
            for (position, criterion) in check.criteria.enumerated() where !check.criteria[..<position].contains(criterion) {
                let key = Key(criterion: criterion, part: check.part)
                let outcome = result.outcome(for: criterion, of: check.criteria)
                tallies[key, default: CheckTally()].add(outcome)
                perComponent[key, default: [:]][check.instance, default: CheckTally()].add(outcome)
                if outcome == .failed && result.acrossProduct { acrossProduct.insert(key) }
            }
        }
        for check in automated {
            for (position, criterion) in check.criteria.enumerated() where !check.criteria[..<position].contains(criterion) {
                let key = Key(criterion: criterion, part: check.part)
                tallies[key, default: CheckTally()].add(check.result.outcome)
                perComponent[key, default: [:]][check.instance, default: CheckTally()].add(check.result.outcome)
            }
        }
        var decided: [Key: AuditorDecision] = [:]
        var productWide: [Clause: AuditorDecision] = [:]
        for decision in decisions {
            if decision.clause.isProductWide {
                productWide[decision.clause] = decision
            } else if decision.part == .anyPlatform {
                for part in Set(map.parts + [.anyPlatform]) { decided[Key(criterion: decision.criterion, part: part)] = decision }
            } else {
                decided[Key(criterion: decision.criterion, part: decision.part)] = decision
            }
        }
        productClaims = Self.productClaims(map: map, results: results, decisions: productWide)
        target = map.target
        claims = map.criteria.flatMap { criterion in
            map.parts.map { part in
                let key = Key(criterion: criterion.number, part: part)
                let tally = tallies[key] ?? CheckTally()
                var components = ComponentTally()
                for (_, checks) in perComponent[key] ?? [:] { components.add(ComponentTally.Outcome(checks)) }
                components.failsAcrossProduct = acrossProduct.contains(key)
                // WCAG2ICT: a criterion that applies only to a set of programs does not apply to one
                // native app; checks of it, where a plan has some, still count.
                let excused = part == .nativeApp && !tally.covered && WCAG2ICT.setOfPrograms.contains(criterion.number)
                return Claim(
                    criterion: criterion.number, part: part, tally: tally, components: components,
                    derived: excused ? .notApplicable : ConformanceRule.level(criterion: criterion.level, checks: tally, components: components),
                    decision: decided[key])
            }
        }
    }

    /// A claim for each Section 508 or EN 301 549 clause that a check evidences (a step whose
    /// criteria name the clause) or a decision names: one level for the product, its
    /// components on every part weighed by the WCAG rule (`ConformanceRule`, as for a Level A
    /// criterion: a clause with untested checks is a gap, never Not Evaluated).
    static func productClaims(map: ConformanceMap, results: [CheckResult], decisions: [Clause: AuditorDecision]) -> [ProductClaim] {
        var tallies: [Clause: CheckTally] = [:]
        var perComponent: [Clause: [String: CheckTally]] = [:]
        var acrossProduct: Set<Clause> = []
        for (check, result) in zip(map.checks, results) {
            for (position, number) in check.criteria.enumerated() where !check.criteria[..<position].contains(number) {
                guard let clause = Clause.named(number), clause.isProductWide else { continue }
                // A failure charges every clause of its check: which criteria it breaks is asked
                // of WCAG's only (docs/writing-steps.md, EN 301 549 clauses).
                let outcome = result.outcome
                tallies[clause, default: CheckTally()].add(outcome)
                perComponent[clause, default: [:]][check.part.rawValue + "\u{1F}" + check.instance, default: CheckTally()].add(outcome)
                if outcome == .failed && result.acrossProduct { acrossProduct.insert(clause) }
            }
        }
        let clauses = Set(tallies.keys).union(decisions.keys).sorted()
        return clauses.map { clause in
            let tally = tallies[clause] ?? CheckTally()
            var components = ComponentTally()
            for (_, checks) in perComponent[clause] ?? [:] { components.add(ComponentTally.Outcome(checks)) }
            components.failsAcrossProduct = acrossProduct.contains(clause)
            return ProductClaim(
                clause: clause, tally: tally, components: components,
                derived: ConformanceRule.level(criterion: .a, checks: tally, components: components), decision: decisions[clause])
        }
    }

    /// The claims as lines of text, one per criterion and part: the bytes hashed.
    public var canonicalText: String {
        var text = "stepwise-conformance/2 WCAG 2.2 \(target.rawValue)\n"
        for claim in claims {
            let tally = claim.tally
            let components = claim.components
            text +=
                "\(claim.criterion) \(claim.part.rawValue) \(claim.derived.rawValue) "
                + "\(tally.passed) \(tally.failed) \(tally.notApplicable) \(tally.untested) "
                + "\(components.meets) \(components.fails) \(components.notApplicable) \(components.untested)"
                + (components.failsAcrossProduct ? " across-product" : "")
                + (claim.decision.map { " decided " + $0.canonical } ?? "") + "\n"
        }
        // Only claims with such rows have these lines, so claims hashed before they could be
        // made hash the same.
        for claim in productClaims {
            let tally = claim.tally
            let components = claim.components
            text +=
                "\(claim.clause.number) \(claim.clause.standard.recordName) \(claim.derived.rawValue) "
                + "\(tally.passed) \(tally.failed) \(tally.notApplicable) \(tally.untested) "
                + "\(components.meets) \(components.fails) \(components.notApplicable) \(components.untested)"
                + (components.failsAcrossProduct ? " across-product" : "")
                + (claim.decision.map { " decided " + $0.canonical } ?? "") + "\n"
        }
        return text
    }

    public var sha256: String { SHA256.hash(Array(canonicalText.utf8)) }

    /// The A and AA criteria (and parts) the evaluation has not established: no failed check,
    /// and no check in the plan or checks not yet tested, and no auditor's decision.
    public var gaps: [Claim] { claims.filter { $0.level == .gap } }

    /// True when no claim is a gap: every criterion up to the target has a level resting on
    /// tested checks or an auditor's decision (AAA criteria may be Not Evaluated).
    public var complete: Bool { gaps.isEmpty }

    /// `[["1.1.1","web","supports"], …]`: the levels as signed, so a later check can say
    /// which claims changed rather than only that some did.
    public var levelsJSON: JSONValue {
        .array(
            claims.map { .array([.string($0.criterion), .string($0.part.rawValue), .string($0.level.rawValue)]) }
                + productClaims.map { .array([.string($0.clause.number), .string(ProductPart.anyPlatform.rawValue), .string($0.level.rawValue)]) })
    }

    /// What changed from the levels a sign-off recorded (`levelsJSON`) to these claims:
    /// "1.4.3 (web): Supports when signed, Partially Supports now".
    public func changes(fromSigned signed: JSONValue) -> [String] {
        var before: [String: String] = [:]
        if case .array(let entries) = signed {
            for entry in entries {
                guard case .array(let fields) = entry, fields.count == 3, case .string(let criterion) = fields[0],
                    case .string(let part) = fields[1], case .string(let level) = fields[2]
                else { continue }
                before[criterion + " " + part] = level
            }
        }
        var changes: [String] = []
        for claim in claims {
            let was = before.removeValue(forKey: claim.criterion + " " + claim.part.rawValue)
            guard was != claim.level.rawValue else { continue }
            let wasWords = was.map { ConformanceLevel(rawValue: $0)?.title ?? $0 } ?? "not claimed"
            changes.append("\(claim.criterion) (\(claim.part.title)): \(wasWords) when signed, \(claim.level.title) now")
        }
        for claim in productClaims {
            let was = before.removeValue(forKey: claim.clause.number + " " + ProductPart.anyPlatform.rawValue)
            guard was != claim.level.rawValue else { continue }
            let wasWords = was.map { ConformanceLevel(rawValue: $0)?.title ?? $0 } ?? "not claimed"
            changes.append("\(claim.clause.standard.rawValue) \(claim.clause.number): \(wasWords) when signed, \(claim.level.title) now")
        }
        return changes
    }
}
