import Foundation

/// Why a server could not be set up, in words fit to show the person who started it
/// (`cannot listen on 127.0.0.1:8080: Address already in use`).
public struct HTTPServerError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public var message: String
    /// The errno of the system call that failed, when one did (`EADDRINUSE`: pick another port).
    public var systemError: Int32?

    public init(message: String, systemError: Int32? = nil) {
        self.message = message
        self.systemError = systemError
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
