/// Why `ssh-keygen` could not sign or verify, each as one line a person can act on.
public enum SSHKeygenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `ssh-keygen` on the PATH or in the usual places.
    case notFound
    case keyNotFound(path: String)
    /// The private key is encrypted and no agent holds it. Stepwise never prompts for a
    /// passphrase: a prompt would stop a script, and a guided session has its own terminal use.
    case passphraseNeeded(key: String)
    case fileNotFound(path: String)
    /// A device, FIFO or folder where a key, signature or allowed-signers file belongs.
    case notARegularFile(path: String, what: String)
    /// `ssh-keygen` ran and said no; `detail` is its own words.
    case failed(action: String, detail: String)
    /// It did not finish in time (an older ssh-keygen waiting for a passphrase on the terminal).
    case timedOut(action: String, seconds: Int)
    case couldNotRun(reason: String)

    public var description: String {
        switch self {
        case .notFound:
            return "ssh-keygen not found: install OpenSSH 8.2 or later (it signs with 'ssh-keygen -Y sign')"
        case .keyNotFound(let path):
            return "\(path): no such key file"
        case .passphraseNeeded(let key):
            return
                "\(key): the key is protected by a passphrase, which stepwise does not ask for; load it into ssh-agent ('ssh-add \(key)') and run again"
        case .fileNotFound(let path):
            return "\(path): no such file"
        case .notARegularFile(let path, let what):
            return "\(path): not a regular file; give the \(what) itself"
        case .failed(let action, let detail):
            return "ssh-keygen could not \(action): \(detail)"
        case .timedOut(let action, let seconds):
            return "ssh-keygen did not \(action) within \(seconds) s (was it waiting for a passphrase?); load the key into ssh-agent and run again"
        case .couldNotRun(let reason):
            return "cannot run ssh-keygen: \(reason)"
        }
    }
}
