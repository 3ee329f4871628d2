import Foundation

/// Why the ledger could not do what was asked. Nothing acknowledged is ever lost: when one of
/// these is thrown from `append`, the record was not saved and the caller must say so.
public enum LedgerError: Error, Sendable, CustomStringConvertible {
    /// Another process writes this session; `holder` says who, as it recorded itself.
    case locked(path: String, holder: String)
    case io(path: String, action: String, code: Int32)
    case unreadable(path: String, reason: String)
    /// The file at the ledger's path is no longer the one the session writes (replaced by
    /// `git checkout` or `git stash`, deleted, cut or added to by someone else): appending
    /// would put the record where nobody reads it, or after bytes the chain does not know.
    case changedUnderneath(path: String, reason: String)

    public var description: String {
        switch self {
        case .locked(let path, let holder):
            return "\(path): error: this session is open in another process (\(holder)); close it there first"
        case .io(let path, let action, let code):
            return "\(path): error: cannot \(action): \(String(cString: strerror(code)))"
        case .unreadable(let path, let reason):
            return "\(path): error: \(reason)"
        case .changedUnderneath(let path, let reason):
            return "\(path): error: \(reason) since this session opened it, so nothing more is written to it; "
                + "put the session's file back (git stash pop, git checkout) and resume the session"
        }
    }
}
