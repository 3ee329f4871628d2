/// An auditor's decision asked for, as typed: each field checked by `DecisionWorkflow`.
package struct DecisionRequest {
    package var criterion: String?
    /// A Section 508 or EN 301 549 chapter's OpenACR id (`en_301_549_hardware`): the same
    /// decision about each of its rows, instead of one `criterion`.
    package var chapter: String?
    /// web, native-app or any-platform.
    package var part: String?
    /// supports, partially-supports, does-not-support, not-applicable, not-evaluated.
    package var level: String?
    package var reason: String?
    package var auditor: String?
    /// As given (`--results`); nil for the default.
    package var resultsFolder: String?
    /// The auditor's SSH key, to sign the decision's session.
    package var key: String?

    package init() {}
}

/// Why a decision was not recorded: a field that cannot be used (named by its option), or a
/// results folder that could not take it.
package enum DecisionFailure: Error {
    case invalid(_ problem: String, option: String)
    case notRecorded(String)
}
