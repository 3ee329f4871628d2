import Foundation
import Workflows

/// What a command reads when told to read standard input (`-`). Tests hand it text.
public struct CommandInput: Sendable {
    private let read: @Sendable () -> Data
    /// The descriptor to read line by line, when there is one (the process's standard input).
    let descriptor: Int32?

    public init(read: @escaping @Sendable () -> Data) {
        self.read = read
        descriptor = nil
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        read = { FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile() }
    }

    /// The process's standard input.
    public static let standard = CommandInput(descriptor: STDIN_FILENO)

    /// Fixed text, for tests.
    public static func text(_ text: String) -> CommandInput { CommandInput { Data(text.utf8) } }

    func readAll() -> Data { read() }
}
