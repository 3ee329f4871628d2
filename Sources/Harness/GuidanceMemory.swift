import TestPlan

/// Which step definitions' guidance this run has printed in full, so that `first` prints each
/// once and a shortened step can say truly whether its guidance was given before.
///
/// Remembered for one run of the command, not across a resume: the earlier run's words may be
/// long gone from the screen and from the tester's mind.
struct GuidanceMemory {
    let mode: GuidanceMode
    private var given = Set<String>()

    init(mode: GuidanceMode) {
        self.mode = mode
    }

    /// Whether to print this step's guidance in full now; when it is, it counts as given.
    mutating func inFull(_ step: PlannedStep) -> Bool {
        guard let key = Self.key(step) else { return true }
        let full: Bool
        switch mode {
        case .full: full = true
        case .brief: full = false
        case .first: full = !given.contains(key)
        }
        if full { given.insert(key) }
        return full
    }

    /// Whether this step's guidance was printed in full earlier in this run.
    func wasGiven(_ step: PlannedStep) -> Bool {
        Self.key(step).map(given.contains) ?? false
    }

    /// Printed in full on request (`r`): the tester has it now.
    mutating func give(_ step: PlannedStep) {
        if let key = Self.key(step) { given.insert(key) }
    }

    /// The definition that guides a step, by place: every step it matches shares its guidance
    /// (on one platform, which is all a session tests). A step without guidance has nothing to
    /// shorten.
    private static func key(_ step: PlannedStep) -> String? {
        guard let definition = step.definition, let guidance = step.guidance, !guidance.isEmpty else { return nil }
        return definition.place
    }
}
