import Conformance

extension Report {
    /// The sessions whose verdicts some planned scenario now shows, as `ReportPlausibility`
    /// weighs them: what the report's claims rest on, not every session in the results folder.
    public var testedSessions: [ReportPlausibility.TestedSession] {
        var shown: Set<String> = []
        for index in scenarios.indices { if let id = scenarios[index].session?.id { shown.insert(id) } }
        return sessions.filter { shown.contains($0.id) }.map {
            ReportPlausibility.TestedSession(platform: $0.platform, build: $0.build, day: String(($0.started ?? "").prefix(10)))
        }
    }
}
