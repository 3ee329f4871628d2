/// Each definition's guidance on each platform, made once (`StepGuidance.text(for:)`) and
/// shared by every step it guides: the text is the definition's, whatever the step's words.
/// Kept for each step text instead, a feature whose steps name a different control each time
/// held a copy of the guidance for every one of them (228 MB for 20,000 scenarios).
struct GuidanceByDefinition {
    private var made: [ObjectIdentifier: [(platform: String, text: String)]] = [:]

    mutating func text(of definition: StepDefinition, on platform: String) -> String {
        let key = ObjectIdentifier(definition)
        if let known = made[key]?.first(where: { $0.platform == platform }) { return known.text }
        let text = definition.guidance.text(for: platform.isEmpty ? nil : platform)
        made[key, default: []].append((platform, text))
        return text
    }
}
