/// The checks mapped to one criterion in one product part (or of one component), counted
/// by outcome. The level they support is `ConformanceRule`'s, which looks at components.
public struct CheckTally: Sendable, Hashable {
    public var passed = 0
    public var failed = 0
    public var notApplicable = 0
    public var untested = 0

    public init() {}

    public init(_ outcomes: some Sequence<CheckOutcome>) {
        for outcome in outcomes { add(outcome) }
    }

    public mutating func add(_ outcome: CheckOutcome) {
        switch outcome {
        case .passed: passed += 1
        case .failed: failed += 1
        case .notApplicable: notApplicable += 1
        case .untested: untested += 1
        }
    }

    public var total: Int { passed + failed + notApplicable + untested }
    /// Some check in the plan evidences the criterion.
    public var covered: Bool { total > 0 }
    /// Every mapped check has an outcome: the level rests on all of them.
    public var complete: Bool { covered && untested == 0 }

    /// "3 checks: 2 passed, 1 failed".
    public var sentence: String {
        let parts = [(passed, "passed"), (failed, "failed"), (notApplicable, "not applicable"), (untested, "without an outcome")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return "\(total) check\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
