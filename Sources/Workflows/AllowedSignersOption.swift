import Paths
import SignOff

/// `--allowed-signers FILE`, as `verify`, `status` and `export` take it: an ssh-keygen
/// allowed-signers file, which must be a regular file (a device or FIFO would have ssh-keygen
/// read forever).
package enum AllowedSignersOption {
    /// The one-line error for a path that cannot be used, or nil.
    package static func problem(_ path: String) -> String? {
        switch RegularFile.problem(path) {
        case nil: return nil
        case .missing: return "\(path): error: no such allowed-signers file"
        case .notRegular: return "\(path): error: not a regular file; --allowed-signers names an ssh-keygen allowed-signers file"
        }
    }

    /// `--allowed-signers FILE` and `--require-signatures`, taken out of `arguments` for a
    /// command that hands the rest on (`status` gives them to the plan options), with the rules
    /// `verify` applies: the file must be usable, and requiring signatures needs the file, since
    /// without the keys no signature can be told from a forgery.
    package static func take(from arguments: inout [String], command: String, usage: String) -> Result<(file: String?, required: Bool), UsageError> {
        var file: String?
        var required = false
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--allowed-signers":
                guard index + 1 < arguments.count else {
                    return .failure(UsageError("stepwise \(command): error: --allowed-signers needs a file\n\(usage)"))
                }
                file = arguments[index + 1]
                index += 1
            case "--require-signatures":
                required = true
            default:
                rest.append(arguments[index])
            }
            index += 1
        }
        if required && file == nil {
            return .failure(
                UsageError("stepwise \(command): error: --require-signatures needs --allowed-signers FILE, the keys each tester and signer may sign with"))
        }
        if let file, let problem = problem(file) { return .failure(UsageError(problem)) }
        arguments = rest
        return .success((file, required))
    }
}
