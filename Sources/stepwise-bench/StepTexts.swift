/// Step texts for the planning benchmarks: six steps a scenario, as a native feature's, once
/// in words the bundled library defines and once in words of the same shape it does not (a new
/// feature, not yet given guidance). `{}` is the control a scenario is about.
enum StepTexts {
    enum Kind: String, CaseIterable {
        case defined
        case undefined
    }

    static func templates(_ kind: Kind) -> [String] {
        switch kind {
        case .defined:
            return [
                "Given that I am on a screen with a {}", "When I press the \"TAB\" key", "Then the focus should visibly move to the {}",
                "When I press the \"SPACEBAR\" key", "Then the {} should be activated", "Then I HEAR the accessible name of the {}",
            ]
        case .undefined:
            return [
                "Given the {} widget has been configured", "When I frobnicate the \"TAB\" key twice", "Then the {} should glow softly",
                "When I wiggle the pointer twice", "Then the {} should hum a quiet tune", "Then the label of the {} should rhyme with its name",
            ]
        }
    }

    /// A native feature of `scenarios` scenarios; `control` names the control of each.
    static func feature(_ kind: Kind, scenarios: Int, control: (Int) -> String) -> String {
        let steps = templates(kind)
        var text = "@native\nFeature: Large\n\n"
        text.reserveCapacity(scenarios * 300)
        for number in 0..<scenarios {
            let name = control(number)
            text += "  Scenario: Case \(number)\n"
            for step in steps { text += "    " + step.replacingOccurrences(of: "{}", with: name) + "\n" }
            text += "\n"
        }
        return text
    }
}
