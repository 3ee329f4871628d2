/// `Background:` — steps run before every scenario of its feature or rule.
public struct Background: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
}

/// `Scenario:` / `Example:`, or an outline (`Scenario Outline:`) when it has examples.
public struct Scenario: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
    public var examples: [Examples]
}

/// `Examples:` — a table whose rows each make one pickle of an outline.
public struct Examples: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var tableHeader: TableRow?
    public var tableBody: [TableRow]
}
