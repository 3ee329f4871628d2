/// A parsed `.feature` or `.feature.md` file: its feature (if any) and every comment.
public struct GherkinDocument: Sendable, Hashable {
    public var uri: String?
    public var feature: Feature?
    public var comments: [Comment]
}

/// A `#` comment line, kept verbatim (leading whitespace included, line ending removed).
public struct Comment: Sendable, Hashable {
    public var location: Location
    public var text: String
}

/// A `@tag`, with the id the AST builder gave it.
public struct Tag: Sendable, Hashable {
    public var location: Location
    public var name: String
    public var id: String
}
