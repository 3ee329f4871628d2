/// The claim on one Section 508 or EN 301 549 row: one level for the product as a whole (GSA's
/// catalog gives those rows the one component `none`), from the checks that evidence the clause
/// and any auditor's decision about it.
public struct ProductClaim: Sendable, Hashable {
    public let clause: Clause
    public let tally: CheckTally
    /// The components checked, on every product part.
    public let components: ComponentTally
    /// The level the checks give; a gap where no check evidences the clause.
    public let derived: ConformanceLevel
    public let decision: AuditorDecision?
    /// What the report claims: the decided level where an auditor decided, else the derived.
    public var level: ConformanceLevel { decision?.level ?? derived }
}
