import Foundation
import Ledger

/// Where session signatures live in a results folder: `signatures/<session>.json`, the signed
/// statement, and `signatures/<session>.json.sig`, its SSH signature. One pair per session: a
/// session resumed and signed again replaces it, since only a signature over its whole ledger
/// says the tester stands by all of it.
public struct SessionSignatureFiles: Sendable {
    public let resultsFolder: String

    public init(resultsFolder: String) {
        self.resultsFolder = resultsFolder
    }

    public var folder: String { (resultsFolder as NSString).appendingPathComponent("signatures") }
    public func statementPath(_ session: String) -> String { (folder as NSString).appendingPathComponent(session + ".json") }
    public func signaturePath(_ session: String) -> String { statementPath(session) + ".sig" }

    /// The sessions with a statement on disk.
    public func signedSessions() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
    }

    /// Signs a statement and puts it in place: the statement is written and signed under
    /// temporary names, then the signature and the statement are renamed into place, so an
    /// interrupted signing leaves the earlier pair (or none) and no half-written file.
    public func sign(_ statement: SessionStatement, key: String, keygen: SSHKeygen) -> Result<String, SSHKeygenError> {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(.couldNotRun(reason: "cannot create \(folder)"))
        }
        let final = statementPath(statement.session)
        let temporary = (folder as NSString).appendingPathComponent(".\(statement.session).json.tmp-\(getpid())")
        let temporarySignature = temporary + ".sig"
        defer {
            unlink(temporary)
            unlink(temporarySignature)
        }
        guard write(statement.canonicalBytes, to: temporary) else {
            return .failure(.couldNotRun(reason: "cannot write \(temporary): \(String(cString: strerror(errno)))"))
        }
        switch keygen.sign(file: temporary, key: key, namespace: SSHKeygen.sessionNamespace) {
        case .failure(let error): return .failure(error)
        case .success: break
        }
        guard rename(temporarySignature, signaturePath(statement.session)) == 0, rename(temporary, final) == 0 else {
            return .failure(.couldNotRun(reason: "cannot put the signature in place in \(folder): \(String(cString: strerror(errno)))"))
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        return .success(signaturePath(statement.session))
    }

    private func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count && fsync(descriptor) == 0
    }
}
