import Conformance

/// EARL's outcome for one criterion on one subject, from the checks' tally. It follows the
/// conformance level the same checks give (`CheckTally.level`), so an EARL export never says
/// more than the ACR tables do:
///
/// - Supports → `earl:passed`;
/// - Partially Supports or Does Not Support → `earl:failed` (any failed check fails the
///   criterion on that subject);
/// - Not Applicable → `earl:inapplicable`;
/// - Not Evaluated with some checks answered → `earl:cantTell`: what was tested passed or did
///   not apply, but the rest has no outcome, so the criterion cannot be called either way;
/// - Not Evaluated with no check answered → `earl:untested`.
enum EARLOutcome: String, CaseIterable {
    case passed, failed, cantTell, inapplicable, untested

    init(_ tally: CheckTally) {
        switch tally.level {
        case .supports: self = .passed
        case .partiallySupports, .doesNotSupport: self = .failed
        case .notApplicable: self = .inapplicable
        case .notEvaluated: self = tally.untested < tally.total ? .cantTell : .untested
        }
    }

    /// `earl:passed`: the outcome value's compact IRI.
    var iri: String { "earl:" + rawValue }

    /// "cannot tell": as a sentence says it.
    var words: String {
        switch self {
        case .passed: return "passed"
        case .failed: return "failed"
        case .cantTell: return "cannot tell"
        case .inapplicable: return "not applicable"
        case .untested: return "not tested"
        }
    }
}
