import Conformance

/// EARL's outcome for one criterion over the evaluation's whole scope (the website subject),
/// worked out from the conformance table's claims for that criterion — one per product part,
/// the auditor's decision where there is one — so that the EARL export, the HTML and Markdown
/// tables and OpenACR never disagree about a criterion. This is the outcome the WCAG-EM Report
/// Tool sums (see `EARLScopeAssertions`).
///
/// First each part's claim is read on its own (`Part`), then the parts are combined:
///
/// - any part fails → `earl:failed`. A criterion is met by the scope only if it is met
///   everywhere in it, so one part that does not (Does Not Support, Partially Supports) fails
///   the whole;
/// - every part Supports or Not Applicable, one Supports → `earl:passed`;
/// - every part Not Applicable → `earl:inapplicable`;
/// - no part fails, some part is not established (a gap, or Not Evaluated at AAA), and some
///   part supports it or has checks that passed or did not apply → `earl:cantTell`;
/// - otherwise → `earl:untested`: nothing answered where the criterion applies (no check in
///   the plan included; a part that does not apply says nothing about the others).
///
/// Why `cantTell` and `untested` are told apart that way: the Report Tool reports a criterion
/// as evaluated ("Reported on 12 of 55") when its scope assertion is anything but untested, and
/// lists the untested ones as "Not checked", still to do. A criterion whose checks were partly
/// tested, with no failure, has been looked at and could not be decided — EARL's cantTell, and
/// the same call `EARLOutcome` makes for one component — while one with no outcome anywhere has
/// not been checked. Either way it is never `passed`: a criterion no check covers (and no
/// auditor decided) is a gap in every part, so it is `untested`.
extension EARLOutcome {
    /// What one product part's claim says, read for the combination above.
    enum Part: Equatable {
        case meets, fails, notApplicable
        /// Not established, but some of its checks passed or did not apply.
        case partlyAnswered
        /// Not established, and nothing answered.
        case unanswered

        init(_ cell: ConformanceTable.Cell) {
            switch cell.level {
            case .supports: self = .meets
            case .partiallySupports, .doesNotSupport: self = .fails
            case .notApplicable: self = .notApplicable
            case .gap, .notEvaluated:
                let tally = cell.tally
                if cell.claim.decision == nil, tally.failed > 0 {
                    // A gap only because other components are untested: a check already
                    // failed, so no later result can make the criterion met. (An auditor's
                    // decision, even Not Evaluated, is taken as given.)
                    self = .fails
                } else {
                    self = tally.passed + tally.notApplicable > 0 ? .partlyAnswered : .unanswered
                }
            }
        }
    }

    /// The outcome of a row of the conformance table: the criterion over every product part.
    init(scope cells: [ConformanceTable.Cell]) {
        let parts = cells.map(Part.init)
        if parts.isEmpty {
            self = .untested
        } else if parts.contains(.fails) {
            self = .failed
        } else if parts.allSatisfy({ $0 == .meets || $0 == .notApplicable }) {
            self = parts.contains(.meets) ? .passed : .inapplicable
        } else if parts.contains(where: { $0 == .meets || $0 == .partlyAnswered }) {
            self = .cantTell
        } else {
            self = .untested
        }
    }
}
