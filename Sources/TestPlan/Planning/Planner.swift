import Gherkin

/// One parsed source to plan from.
public struct PlanSource: Sendable {
    public let uri: String
    public let document: GherkinDocument
    public let pickles: [Pickle]

    public init(uri: String, document: GherkinDocument, pickles: [Pickle]) {
        self.uri = uri
        self.document = document
        self.pickles = pickles
    }
}

/// Builds the test plan: selects pickles, crosses them with platforms, and matches every step
/// to its guidance.
public enum Planner {
    public static func plan(_ sources: [PlanSource], library: StepLibrary, selection: PlanSelection) -> TestPlan {
        var builder = PlanBuilder(library: library, selection: selection)
        for source in sources { builder.add(source) }
        return builder.finish()
    }
}
