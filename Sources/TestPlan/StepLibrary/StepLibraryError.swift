/// A problem in a step library: `file:line: error: message`.
public struct StepLibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): error: \(message)" }
}

/// Every problem found in a step library, in file and line order.
public struct StepLibraryErrors: Error, Sendable, Hashable {
    public var errors: [StepLibraryError]

    public init(_ errors: [StepLibraryError]) {
        self.errors = errors
    }
}
