/// What a step is for, as its definition's `Kind:` line says. Only a check is evidence: it is
/// the one kind that carries WCAG criteria, enters conformance claims, and can make a scenario
/// pass. The others bring the product into a state, do something whose result a later step
/// judges, state a precondition, or record a remark of the criteria; a pass given to them
/// proves nothing about the product.
public enum StepKind: String, Sendable, Hashable, CaseIterable {
    /// The tester judges whether the product does what the step says.
    case check
    /// Brings the device, app or page into a state (open a screen, turn a screen reader on).
    case setup
    /// Something the tester does whose result the next step judges (press a key, double-tap).
    case action
    /// A precondition or qualifier of another step ("the X is available").
    case condition
    /// A placeholder or remark from the criteria ("n/a", "KNOWN ISSUE: …", an exemption).
    case note

    /// The `Kind:` value when the line is one (any case), else nil.
    static func line(_ trimmedLine: String) -> String? {
        // The first five characters, not a count of the whole line's: every line is asked.
        let head = trimmedLine.prefix(5)
        guard head.count == 5, head.lowercased() == "kind:" else { return nil }
        return trimmedLine.dropFirst(5).trimmingCharacters(in: [" ", "\t"])
    }
}
