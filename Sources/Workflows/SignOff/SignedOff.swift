import Conformance
import SignOff
import WCAG

/// A sign-off recorded: the manifest, where it and its signature are, and what it covers.
package struct SignedOff {
    package let manifest: SignOffManifest
    package let ledgerPath: String
    package let manifestPath: String
    package let signaturePath: String?
    package let coveredSessions: Int
    package let plannedScenarios: Int
    /// Sessions of another project or release, left out (each was warned of as it was read).
    package let leftOut: Int
    package let incomplete: [IncompleteScenario]
    /// The claims signed; nil when the plan checks no criterion.
    package let claims: ConformanceClaims?

    /// What the command line says once it is done, line by line.
    package func lines(level: WCAGCriterion.Level) -> [String] {
        var lines = [
            "Signed off: \(manifest.id), sign-off \(manifest.sequence) in \(ledgerPath).",
            "Signer: \(manifest.signer). Role: \(manifest.role). Meaning: \(manifest.meaning).",
            "Covers \(coveredSessions) session\(coveredSessions == 1 ? "" : "s") and \(plannedScenarios) planned scenario"
                + "\(plannedScenarios == 1 ? "" : "s") (plan \(manifest.planHash.prefix(16))).",
        ]
        if leftOut > 0 {
            lines.append(
                "Left out: \(leftOut) session\(leftOut == 1 ? "" : "s") recorded for another project or release than "
                    + "\(ProjectConfig.fileName) names (listed above); this sign-off does not cover \(leftOut == 1 ? "it" : "them").")
        }
        if let claims {
            lines.append(
                "WCAG 2.2 \(level.rawValue) conformance claims: \(ConformanceSummary.sentence(claims)) (claims \(claims.sha256.prefix(16))).")
        }
        if !incomplete.isEmpty { lines.append("Incomplete, signed with --allow-incomplete: \(SignOffReadiness.summary(incomplete)).") }
        if let claims, !claims.complete {
            lines.append("Conformance gaps, signed with --allow-incomplete: \(claims.gaps.count) (reports name each).")
        }
        lines.append("Manifest: \(manifestPath).")
        lines.append(signaturePath.map { "Signature: \($0)." } ?? "Not signed: no --key.")
        return lines
    }
}
