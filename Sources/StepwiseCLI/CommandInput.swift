import Foundation

/// What a command reads when told to read standard input (`-`). Tests hand it text.
public struct CommandInput: Sendable {
    private let read: @Sendable () -> Data

    public init(read: @escaping @Sendable () -> Data) {
        self.read = read
    }

    /// The process's standard input.
    public static let standard = CommandInput { FileHandle.standardInput.readDataToEndOfFile() }

    /// Fixed text, for tests.
    public static func text(_ text: String) -> CommandInput { CommandInput { Data(text.utf8) } }

    func readAll() -> Data { read() }
}
