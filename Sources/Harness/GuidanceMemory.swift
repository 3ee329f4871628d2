import TestPlan

/// Which step definitions' guidance this session has printed in full, and so how to guide the
/// next step: `first` prints each definition's once, `short` says the short form and falls
/// back to `first` for a definition without one, and a shortened step can say truly whether
/// its guidance was given before.
///
/// A resumed session starts knowing the guidance of every step it has already judged: the
/// tester has heard it, and hearing it again in full costs minutes of speech. `r` repeats it.
struct GuidanceMemory {
    let mode: GuidanceMode
    private var given = Set<String>()
    /// Short forms said so far in this run: the first few end saying `r` gives the rest.
    private var shortsSaid = 0
    /// How many short forms end with the pointer to `r`, as the first prompts list every key.
    static let shortsWithPointer = 3

    /// - Parameter judged: steps the session has already given verdicts to (a resumed session's).
    init(mode: GuidanceMode, judged: [PlannedStep] = []) {
        self.mode = mode
        if mode == .first || mode == .short { given = Set(judged.compactMap(Self.key)) }
    }

    /// How to guide this step now; guidance printed in full counts as given.
    mutating func shape(of step: PlannedStep) -> SessionText.Guidance {
        if mode == .short, let short = step.shortGuidance {
            shortsSaid += 1
            return .short(short, pointer: shortsSaid <= Self.shortsWithPointer)
        }
        guard let key = Self.key(step) else { return .full }
        switch mode {
        case .full:
            given.insert(key)
            return .full
        case .brief:
            return .brief(givenBefore: given.contains(key))
        case .first, .short:
            if given.contains(key) { return .brief(givenBefore: true) }
            given.insert(key)
            return .howTo
        }
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
