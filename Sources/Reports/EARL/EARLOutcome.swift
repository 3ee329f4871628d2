import Conformance

/// EARL's outcome for one criterion on one subject (a component on a platform), from its
/// checks, read as `ComponentTally.Outcome` reads a component, so an EARL export never says
/// more than the ACR tables do:
///
/// - every check passed or did not apply, one passed → `earl:passed`;
/// - any check failed → `earl:failed`;
/// - every check did not apply → `earl:inapplicable`;
/// - none failed, some have no outcome, some answered → `earl:cantTell`: what was tested
///   passed or did not apply, but the rest has no outcome;
/// - no check answered → `earl:untested`.
enum EARLOutcome: String, CaseIterable {
    case passed, failed, cantTell, inapplicable, untested

    init(_ tally: CheckTally) {
        guard tally.covered else {
            self = .untested
            return
        }
        switch ComponentTally.Outcome(tally) {
        case .meets: self = .passed
        case .fails: self = .failed
        case .notApplicable: self = .inapplicable
        case .untested: self = tally.untested < tally.total ? .cantTell : .untested
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
