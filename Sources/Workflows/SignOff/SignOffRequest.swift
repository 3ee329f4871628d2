import WCAG

/// A sign-off asked for: who vouches, in which role, meaning what, for which selection and
/// conformance target, and whether incomplete results may be signed.
package struct SignOffRequest {
    package var signer: String
    package var role: String
    package var meaning: String
    /// The SSH key to sign the manifest with; unsigned without one.
    package var key: String?
    package var allowIncomplete = false
    package var level: WCAGCriterion.Level = .aa
    /// The plan selection and `--results DIR`, as `plan` takes them.
    package var selection: [String] = []

    package init(signer: String, role: String, meaning: String) {
        self.signer = signer
        self.role = role
        self.meaning = meaning
    }
}

/// Why nothing was signed. A refusal is about the results (exit 1 on the command line); a
/// usage problem is about the request or the machine (exit 2).
package enum SignOffFailure: Error {
    /// The results are not fit to sign: one line or more that say why.
    case refused([String])
    case usage(UsageError)
}
