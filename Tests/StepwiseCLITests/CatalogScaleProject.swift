import Foundation

/// A plan the size where `status` folds: six native features in `features/scale-native/` and
/// six web ones in `features/scale-web/`, none tested, and two more with results — a native
/// one with a pass on iOS and a web one with a failure on desktop, later in plan order. The
/// file names are the fixture's own: in-process tests share a path identity cache.
final class CatalogScaleProject {
    let folder: TemporaryFolder
    let features: String
    let results: String
    /// `plan --format json` of the features: the uris and ids the sessions are written against.
    let plan: [PlannedScenarioJSON]

    init() throws {
        folder = try TemporaryFolder()
        for number in 1...6 {
            try folder.write("features/scale-native/scale-widget-\(number).feature", Self.feature("@native", "Widget \(number)"))
            try folder.write("features/scale-web/scale-page-\(number).feature", Self.feature("@web", "Page \(number)"))
        }
        try folder.write("features/scale-native/scale-toggle.feature", Self.feature("@native", "Toggle"))
        try folder.write("features/scale-web/scale-link.feature", Self.feature("@web", "Link"))
        features = folder.path + "/features"
        results = folder.path + "/results"
        plan = try RecordedSessions.plan([features])
        let toggle = plan.first { $0.uri.hasSuffix("/scale-toggle.feature") && $0.platform == "ios" && $0.name == "Keyboard" }!
        let link = plan.first { $0.uri.hasSuffix("/scale-link.feature") && $0.platform == "desktop" && $0.name == "Keyboard" }!
        try RecordedSessions.write(folder: results, session: "scale-ann", tester: "Ann", [(toggle.id, toggle.hash, "passed")])
        try RecordedSessions.write(
            folder: results, session: "scale-bo", tester: "Bo", platform: "desktop", [(link.id, link.hash, "failed")])
    }

    /// Two scenarios, planned on iOS and Android (`@native`) or desktop and mobile web (`@web`).
    static func feature(_ tag: String, _ name: String) -> String {
        """
        \(tag)
        Feature: \(name)

          Scenario: Keyboard
            When I press TAB

          Scenario: Screen reader
            Then I hear its name

        """
    }

    /// The folder of the fixture's features as their uris name it ("…/features/scale-web/").
    func folder(_ name: String) -> String {
        let uri = plan.first { $0.uri.contains("/\(name)/") }!.uri
        return String(uri[...uri.lastIndex(of: "/")!])
    }

    func uri(_ file: String) -> String { plan.first { $0.uri.hasSuffix("/" + file) }!.uri }
}
