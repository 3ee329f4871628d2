/// A place in a source file: 1-based line, and 1-based column counted in Unicode scalars.
/// The column is absent where the reference leaves it out (the end of a file).
public struct Location: Sendable, Hashable {
    public var line: Int
    public var column: Int?

    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}
