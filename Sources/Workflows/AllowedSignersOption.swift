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

    /// The two options as `verify`, `status` and `export` take them.
    package static let options = [
        CommandOption(
            "--allowed-signers", .value("FILE"),
            help: [
                "check session and sign-off signatures against this ssh-keygen allowed-signers file;",
                "every sign-off must then be signed",
            ]),
        CommandOption("--require-signatures", help: ["every session must be signed by its tester, too (needs --allowed-signers)"]),
    ]

    /// The file and whether signatures are required, by `verify`'s rules: the file must be
    /// usable, and requiring signatures needs it, since without the keys no signature can be
    /// told from a forgery.
    package static func read(_ parsed: ParsedArguments, command: String) -> Result<(file: String?, required: Bool), UsageError> {
        let file = parsed.value("--allowed-signers")
        let required = parsed.has("--require-signatures")
        if required && file == nil {
            return .failure(
                UsageError(
                    "stepwise \(command): error: --require-signatures needs --allowed-signers FILE, the keys each tester and signer may sign with"))
        }
        if let file, let problem = problem(file) { return .failure(UsageError(problem, option: "--allowed-signers")) }
        return .success((file, required))
    }
}
