import Foundation
import TestPlan

extension SessionSetup {
    /// The longest list of matching features read out at once; more are narrowed by more words.
    static let featuresListed = 15

    /// Whether to ask which of the plan's features to test: a person at a keyboard named a
    /// folder (or nothing, so the default features/), nothing else narrows it, and it spans
    /// several features. Files named one by one, tags, names, a part or a re-run are a choice
    /// already made.
    static func asksForFeatures(_ options: SessionOptions, planOptions: PlanInputs.Options, scenarios: [PlannedScenario], console: WorkflowConsole)
        -> Bool
    {
        guard console.isPerson, options.rerun == nil, options.onlyScenarios == nil else { return false }
        let narrowed = [planOptions.tags, planOptions.name, planOptions.wcag, planOptions.part, planOptions.page].contains { $0 != nil }
        guard !narrowed, planOptions.paths.isEmpty || planOptions.paths.contains(where: isFolder) else { return false }
        return Set(scenarios.map(\.uri)).count > 1
    }

    /// The scenarios of the features the tester chooses by words and numbers, or all of them
    /// with Enter; nil when they quit (or their input ends) before choosing.
    static func chooseFeatures(_ scenarios: [PlannedScenario], platform: String, folders: [String], console: WorkflowConsole)
        -> [PlannedScenario]?
    {
        let choice = FeatureChoices(scenarios, platform: platform, folders: folders.map(ProjectPath.identity))
        let all = choice.features.count
        console.say(
            "\(scenarios.count) scenarios in \(all) features on \(PlatformChoice.title(platform)). Enter tests them all; "
                + "or type words to find a feature by its name or folder (for example: button); q quits:")
        var answer = console.answer()
        while let typed = answer?.trimmingCharacters(in: .whitespaces), !quits(typed) {
            if typed.isEmpty { return scenarios }
            let matches = choice.matching(typed)
            guard let chosen = pick(among: matches, for: typed, all: all, console: console, next: &answer) else { continue }
            let files = Set(chosen.map(\.identity))
            console.say("Testing \(chosen.count == 1 ? chosen[0].name : "\(chosen.count) features").")
            return scenarios.filter { files.contains(ProjectPath.split($0.uri).file) }
        }
        return nil
    }

    /// The features chosen from the matches of the words typed: the only match at once, else
    /// from a numbered list. nil when the tester answered with something else, which is then
    /// in `next` (words to search again, or q).
    private static func pick(
        among matches: [FeatureChoices.Feature], for words: String, all: Int, console: WorkflowConsole, next: inout String?
    ) -> [FeatureChoices.Feature]? {
        if matches.count == 1 { return matches }
        if matches.isEmpty {
            console.say("No feature's name or folder has \"\(words)\". Type other words, Enter for all \(all) features, or q to quit:")
            next = console.answer()
            return nil
        }
        console.say("\(matches.count) features match \"\(words)\":")
        for (index, feature) in matches.prefix(featuresListed).enumerated() { console.say("  \(index + 1). \(feature.label)") }
        if matches.count > featuresListed { console.say("  and \(matches.count - featuresListed) more; type more words to narrow the list.") }
        while true {
            console.say("Type a number (or several: 1,3), Enter for all \(matches.count), other words to search again, or q to quit:")
            guard let typed = console.answer() else {
                next = nil
                return nil
            }
            switch FeatureListAnswer(typed, to: matches) {
            case .chosen(let features): return features
            case .search(let words):
                next = words
                return nil
            case .outOfRange(let number): console.say("There is no \(number) on the list; it goes from 1 to \(matches.count).")
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: ProjectPath.split(path).file, isDirectory: &folder) && folder.boolValue
    }
}
