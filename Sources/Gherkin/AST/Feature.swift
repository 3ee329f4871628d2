/// `Feature:` with its header and children, in source order.
public struct Feature: Sendable, Hashable {
    public var location: Location
    public var tags: [Tag]
    public var language: String
    /// Nil only for a Markdown document whose first line stands in for the feature line.
    public var keyword: String?
    public var name: String
    public var description: String
    public var children: [FeatureChild]
}

/// What a feature holds: a background, scenarios, then rules.
public enum FeatureChild: Sendable, Hashable {
    case background(Background)
    case scenario(Scenario)
    case rule(Rule)
}

/// `Rule:` — a business rule grouping its own background and scenarios.
public struct Rule: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [RuleChild]
}

/// What a rule holds: a background, then scenarios.
public enum RuleChild: Sendable, Hashable {
    case background(Background)
    case scenario(Scenario)
}
