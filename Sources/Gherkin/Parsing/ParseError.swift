/// A problem found while parsing, with the reference's wording and location.
///
/// `description` is the reference's form, `(line:column): message`, with column 0 where the
/// location has none (the end of the file).
public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: Location

    public init(message: String, location: Location) {
        self.message = message
        self.location = location
    }

    public var description: String { "(\(location.line):\(location.column ?? 0)): \(message)" }
}
