/// The components (features) checked for one criterion in one product part, counted by what
/// their checks of it say. A component meets the criterion when every check of it passed or
/// did not apply and at least one passed; it fails when any failed; it is untested when none
/// failed and some have no outcome; it is not applicable when every check did not apply.
public struct ComponentTally: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case meets, fails, notApplicable, untested

        public init(_ checks: CheckTally) {
            if checks.failed > 0 {
                self = .fails
            } else if checks.untested > 0 {
                self = .untested
            } else if checks.passed > 0 {
                self = .meets
            } else {
                self = .notApplicable
            }
        }
    }

    public var meets = 0
    public var fails = 0
    public var notApplicable = 0
    public var untested = 0
    /// Some failure of the criterion was recorded as holding across the product.
    public var failsAcrossProduct = false

    public init() {}

    public mutating func add(_ outcome: Outcome) {
        switch outcome {
        case .meets: meets += 1
        case .fails: fails += 1
        case .notApplicable: notApplicable += 1
        case .untested: untested += 1
        }
    }

    public var total: Int { meets + fails + notApplicable + untested }
}
