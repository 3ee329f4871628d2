import Foundation

/// Why the ledger could not do what was asked. Nothing acknowledged is ever lost: when one of
/// these is thrown from `append`, the record was not saved and the caller must say so.
public enum LedgerError: Error, Sendable, CustomStringConvertible {
    /// Another process writes this session; `holder` says who, as it recorded itself.
    case locked(path: String, holder: String)
    case io(path: String, action: String, code: Int32)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .locked(let path, let holder):
            return "\(path): error: this session is open in another process (\(holder)); close it there first"
        case .io(let path, let action, let code):
            return "\(path): error: cannot \(action): \(String(cString: strerror(code)))"
        case .unreadable(let path, let reason):
            return "\(path): error: \(reason)"
        }
    }
}
