import Foundation
import Paths

/// Signs and verifies sign-off manifests with OpenSSH's `ssh-keygen -Y`, as git signs
/// commits: Stepwise never handles key material or signature bytes itself.
///
/// - Sign: `ssh-keygen -Y sign -f KEY -n stepwise-signoff@v1 FILE` writes `FILE.sig`.
/// - Verify: `ssh-keygen -Y verify -f ALLOWED_SIGNERS -I PRINCIPAL -n stepwise-signoff@v1 -s FILE.sig < FILE`.
///
/// The namespace keeps a sign-off signature from being taken for a signature of anything
/// else (a commit, a file, a session), and the reverse: a tester's signature over a session
/// uses `stepwise-session@v1`, so it can never pass for their approval of a plan.
public struct SSHKeygen: Sendable {
    public static let namespace = "stepwise-signoff@v1"
    /// What a tester's signature over their own session is made in.
    public static let sessionNamespace = "stepwise-session@v1"

    /// The program, or nil when none was found.
    public let executable: String?
    /// Seconds before a run is given up on.
    public let timeLimit: Int

    public init(executable: String? = SSHKeygen.locate(), timeLimit: Int = 60) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// `ssh-keygen` on the PATH, else in the usual places.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let usual = ["/usr/bin/ssh-keygen", "/usr/local/bin/ssh-keygen", "/opt/homebrew/bin/ssh-keygen"]
        return ProgramPath.find("ssh-keygen", environment: environment) ?? usual.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Signs `file` with the private key at `key` (or the agent's copy of it) and returns the
    /// path of the signature, `file.sig`.
    public func sign(file: String, key: String, namespace: String = SSHKeygen.namespace) -> Result<String, SSHKeygenError> {
        if let problem = RegularFile.problem(key) {
            return .failure(problem == .missing ? .keyNotFound(path: key) : .notARegularFile(path: key, what: "key"))
        }
        guard FileManager.default.fileExists(atPath: file) else { return .failure(.fileNotFound(path: file)) }
        let run: ProgramRun
        switch self.run(["-Y", "sign", "-f", key, "-n", namespace, file], input: "/dev/null", action: "sign") {
        case .success(let value): run = value
        case .failure(let error): return .failure(error)
        }
        if run.status == 0 { return .success(file + ".sig") }
        if run.standardError.contains("passphrase") { return .failure(.passphraseNeeded(key: key)) }
        return .failure(.failed(action: "sign \(file)", detail: Self.reason(run.standardError) ?? "it exited with status \(run.status)"))
    }

    /// Checks `signature` over `file` for `principal` against an allowed-signers file, and
    /// returns ssh-keygen's confirmation (`Good "stepwise-signoff@v1" signature for …`).
    public func verify(
        file: String, signature: String, allowedSigners: String, principal: String, namespace: String = SSHKeygen.namespace
    ) -> Result<String, SSHKeygenError> {
        for path in [file, signature, allowedSigners] {
            switch RegularFile.problem(path) {
            case nil: continue
            case .missing: return .failure(.fileNotFound(path: path))
            case .notRegular: return .failure(.notARegularFile(path: path, what: path == allowedSigners ? "allowed-signers file" : "file"))
            }
        }
        let arguments = ["-Y", "verify", "-f", allowedSigners, "-I", principal, "-n", namespace, "-s", signature]
        let run: ProgramRun
        switch self.run(arguments, input: file, action: "verify") {
        case .success(let value): run = value
        case .failure(let error): return .failure(error)
        }
        if run.status == 0 {
            return .success(run.standardOutput.split(separator: "\n").first.map(String.init) ?? "good signature")
        }
        guard let detail = Self.reason(run.standardError) else {
            // "Could not verify signature." is all ssh-keygen says when the key is not listed
            // for the principal; ask it whom the key is listed for, to say which case this is.
            return .failure(
                .failed(
                    action: "verify \(signature)",
                    detail: whoSigned(signature: signature, allowedSigners: allowedSigners, principal: principal, namespace: namespace)))
        }
        return .failure(.failed(action: "verify \(signature)", detail: detail))
    }

    private func whoSigned(signature: String, allowedSigners: String, principal: String, namespace: String) -> String {
        let arguments = ["-Y", "find-principals", "-s", signature, "-f", allowedSigners, "-n", namespace]
        guard case .success(let run) = self.run(arguments, input: "/dev/null", action: "verify"), run.status == 0 else {
            return "the key that made it is not listed in \(allowedSigners) for \(principal) or anyone else"
        }
        let principals = run.standardOutput.split(separator: "\n").joined(separator: ", ")
        return "the key that made it is not listed in \(allowedSigners) for \(principal) (it is listed for \(principals))"
    }

    private func run(_ arguments: [String], input: String, action: String) -> Result<ProgramRun, SSHKeygenError> {
        guard let executable else { return .failure(.notFound) }
        var environment = ProcessInfo.processInfo.environment
        // Make a passphrase prompt fail at once instead of waiting on the terminal: the
        // "askpass" program is forced, and it is one that answers nothing.
        if let never = ["/usr/bin/false", "/bin/false"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            environment["SSH_ASKPASS_REQUIRE"] = "force"
            environment["SSH_ASKPASS"] = never
        }
        do {
            return .success(try ProgramRun.run(executable, arguments, standardInput: input, environment: environment, timeLimit: timeLimit))
        } catch {
            switch error {
            case .couldNotStart(let reason): return .failure(.couldNotRun(reason: reason))
            case .timedOut: return .failure(.timedOut(action: action, seconds: timeLimit))
            }
        }
    }

    /// ssh-keygen's last words on standard error, which say what went wrong; nil when it
    /// said nothing there (its "Could not verify signature." goes to standard output).
    static func reason(_ standardError: String) -> String? {
        standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty }
    }
}
