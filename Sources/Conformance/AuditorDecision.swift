import Digest
import WCAG

/// An auditor's decision about one clause — a WCAG criterion in one product part, or a Section
/// 508 or EN 301 549 row for the product as a whole — with the reason: that it does not apply
/// ("the product has no prerecorded video", "the product is software, not hardware"), or a
/// level other than the one the checks give (equivalent facilitation, a known exception).
/// Reports show it beside the level the checks give, never instead of it; the decision is
/// recorded in the ledger and bound by a sign-off like a verdict.
public struct AuditorDecision: Sendable, Hashable {
    public let clause: Clause
    /// The part it is about; `anyPlatform` for a Section 508 or EN 301 549 row, and for a WCAG
    /// criterion decided for the product as a whole (every part the report has).
    public let part: ProductPart
    public let level: ConformanceLevel
    public let reason: String
    public let auditor: String
    /// RFC 3339, UTC, as the ledger has it.
    public let time: String

    public init(clause: Clause, part: ProductPart, level: ConformanceLevel, reason: String, auditor: String, time: String) {
        self.clause = clause
        self.part = part
        self.level = level
        self.reason = reason
        self.auditor = auditor
        self.time = time
    }

    /// The clause's number: "1.2.1", "502.2.1", "8.1.1".
    public var criterion: String { clause.number }

    /// The levels an auditor may decide: the VPAT's terms, Not Evaluated only at WCAG AAA. A
    /// gap is what a decision resolves, never what it decides.
    public static func allowed(for criterion: WCAGCriterion.Level) -> [ConformanceLevel] {
        criterion == .aaa
            ? [.supports, .partiallySupports, .doesNotSupport, .notApplicable, .notEvaluated]
            : [.supports, .partiallySupports, .doesNotSupport, .notApplicable]
    }

    /// The levels for a clause: VPAT 2.5 keeps Not Evaluated for WCAG AAA criteria, so a Section
    /// 508 or EN 301 549 row is decided in the four other terms.
    public static func allowed(for clause: Clause) -> [ConformanceLevel] {
        allowed(for: clause.wcag?.level ?? .aa)
    }

    /// The parts a decision about this clause may name: a Section 508 or EN 301 549 row has one
    /// level for the whole product, so only `anyPlatform`, which shows in that row.
    public static func parts(for clause: Clause) -> [ProductPart] {
        clause.isProductWide ? [.anyPlatform] : ProductPart.allCases
    }

    /// What a sign-off binds of it: the level and the reason's hash, so a reworded reason is a
    /// changed claim.
    var canonical: String { "\(level.rawValue) \(String(SHA256.hash(Array(reason.utf8)).prefix(16)))" }
}
