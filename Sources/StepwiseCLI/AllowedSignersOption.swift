import Paths
import SignOff

/// `--allowed-signers FILE`, as `verify` and `export` take it: an ssh-keygen allowed-signers
/// file, which must be a regular file (a device or FIFO would have ssh-keygen read forever).
enum AllowedSignersOption {
    /// The one-line error for a path that cannot be used, or nil.
    static func problem(_ path: String) -> String? {
        switch RegularFile.problem(path) {
        case nil: return nil
        case .missing: return "\(path): error: no such allowed-signers file"
        case .notRegular: return "\(path): error: not a regular file; --allowed-signers names an ssh-keygen allowed-signers file"
        }
    }
}
