/// An executable scenario: one per scenario, or one per example row of an outline, with
/// background steps prepended, placeholders filled in and tags inherited.
public struct Pickle: Sendable, Hashable {
    public var id: String
    public var uri: String
    public var location: Location
    public var name: String
    public var language: String
    public var steps: [PickleStep]
    public var tags: [PickleTag]
    /// The scenario's id, then the example row's id for an outline.
    public var astNodeIds: [String]
}

public struct PickleStep: Sendable, Hashable {
    public var id: String
    public var text: String
    public var type: StepKeywordType
    public var argument: PickleStepArgument?
    /// The step's id, then the example row's id for an outline.
    public var astNodeIds: [String]
}

/// A step's data table and/or doc string. When a step has both, `argumentIndex` says which
/// comes first in the source (1) and which second (2).
public struct PickleStepArgument: Sendable, Hashable {
    public var dataTable: PickleTable?
    public var docString: PickleDocString?
}

public struct PickleTable: Sendable, Hashable {
    public var rows: [[String]]
    public var argumentIndex: Int?
}

public struct PickleDocString: Sendable, Hashable {
    public var content: String
    public var mediaType: String?
    public var argumentIndex: Int?
}

public struct PickleTag: Sendable, Hashable {
    public var name: String
    public var astNodeId: String
}
