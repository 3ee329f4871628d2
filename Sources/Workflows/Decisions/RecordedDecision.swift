import Conformance
import WCAG

/// A decision on the record, in its own session.
package struct RecordedDecision {
    /// The clause decided, or every row of the chapter decided.
    package let clauses: [Clause]
    /// "EN 301 549 Chapter 8: Hardware", when a whole chapter was decided.
    package let chapter: String?
    package let part: ProductPart
    package let level: ConformanceLevel
    package let reason: String
    package let auditor: String
    package let sessionID: String
    package let ledgerPath: String
    /// The session's signature, when a key was given and it signed.
    package let signature: String?
    /// Why a key was given but the decision is not signed (it is recorded all the same).
    package let signingProblem: String?
}
