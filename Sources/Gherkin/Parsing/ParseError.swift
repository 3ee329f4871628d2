/// A problem found while parsing, with the reference's wording and location.
///
/// `description` is the reference's form, `(line:column): message`, with column 0 where the
/// location has none (the end of the file).
public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// Where the problem is, as the message text gives it (and as `check` reports it).
    public var location: Location
    /// The location a `parseError` message carries. It differs from `location` in one case
    /// the reference has: an unknown `# language:` is reported at its indent in the text but
    /// at column 1 in the message, because the reference's error shares the line's location,
    /// which the comment matcher then resets.
    public var messageLocation: Location

    public init(message: String, location: Location, messageLocation: Location? = nil) {
        self.message = message
        self.location = location
        self.messageLocation = messageLocation ?? location
    }

    public var description: String { "(\(location.line):\(location.column ?? 0)): \(message)" }
}
