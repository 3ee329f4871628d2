import Digest
import WCAG

/// An auditor's decision about one criterion in one product part, with the reason: that it
/// does not apply ("the product has no prerecorded video"), or a level other than the one the
/// checks give (equivalent facilitation, a known exception). Reports show it beside the level
/// the checks give, never instead of it; the decision is recorded in the ledger and bound by a
/// sign-off like a verdict.
public struct AuditorDecision: Sendable, Hashable {
    public let criterion: String
    public let part: ProductPart
    public let level: ConformanceLevel
    public let reason: String
    public let auditor: String
    /// RFC 3339, UTC, as the ledger has it.
    public let time: String

    public init(criterion: String, part: ProductPart, level: ConformanceLevel, reason: String, auditor: String, time: String) {
        self.criterion = criterion
        self.part = part
        self.level = level
        self.reason = reason
        self.auditor = auditor
        self.time = time
    }

    /// The levels an auditor may decide: the VPAT's terms, Not Evaluated only at AAA. A gap
    /// is what a decision resolves, never what it decides.
    public static func allowed(for criterion: WCAGCriterion.Level) -> [ConformanceLevel] {
        criterion == .aaa
            ? [.supports, .partiallySupports, .doesNotSupport, .notApplicable, .notEvaluated]
            : [.supports, .partiallySupports, .doesNotSupport, .notApplicable]
    }

    /// What a sign-off binds of it: the level and the reason's hash, so a reworded reason is a
    /// changed claim.
    var canonical: String { "\(level.rawValue) \(String(SHA256.hash(Array(reason.utf8)).prefix(16)))" }
}
