import TestPlan

/// Which step definitions' guidance this session has printed in full, so that `first` prints
/// each once and a shortened step can say truly whether its guidance was given before.
///
/// A resumed session starts knowing the guidance of every step it has already judged: the
/// tester has heard it, and hearing it again in full costs minutes of speech. `r` repeats it.
struct GuidanceMemory {
    let mode: GuidanceMode
    private var given = Set<String>()

    /// - Parameter judged: steps the session has already given verdicts to (a resumed session's).
    init(mode: GuidanceMode, judged: [PlannedStep] = []) {
        self.mode = mode
        if mode == .first { given = Set(judged.compactMap(Self.key)) }
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
