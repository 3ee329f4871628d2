/// Each definition's guidance on each platform, made once (`StepGuidance.text(for:)`) and
/// shared by every step it guides: the text is the definition's, whatever the step's words.
/// Kept for each step text instead, a feature whose steps name a different control each time
/// held a copy of the guidance for every one of them (228 MB for 20,000 scenarios).
struct GuidanceByDefinition {
    private var made: [ObjectIdentifier: [(platform: String, text: String, short: String?)]] = [:]

    mutating func text(of definition: StepDefinition, on platform: String) -> String {
        made(definition, on: platform).text
    }

    /// The definition's short form on the platform (`StepGuidance.shortText(for:)`), if any.
    mutating func short(of definition: StepDefinition, on platform: String) -> String? {
        made(definition, on: platform).short
    }

    private mutating func made(_ definition: StepDefinition, on platform: String) -> (text: String, short: String?) {
        let key = ObjectIdentifier(definition)
        if let known = made[key]?.first(where: { $0.platform == platform }) { return (known.text, known.short) }
        let asked = platform.isEmpty ? nil : platform
        let text = definition.guidance.text(for: asked)
        let short = definition.guidance.shortText(for: asked)
        made[key, default: []].append((platform, text, short))
        return (text, short)
    }
}
