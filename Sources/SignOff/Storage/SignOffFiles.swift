import Paths
import Foundation
import Ledger

/// Where sign-offs live in a results folder:
///
/// - `signoffs.jsonl`: the sign-off ledger, one chained record per sign-off (written by
///   `LedgerWriter` as the session "signoffs");
/// - `signoffs/<id>.json`: each manifest, and `signoffs/<id>.json.sig` its signature.
public struct SignOffFiles: Sendable {
    /// The sign-off ledger's name for `LedgerWriter`.
    public static let ledgerSessionID = "signoffs"

    public let resultsFolder: String

    public init(resultsFolder: String) {
        self.resultsFolder = resultsFolder
    }

    public var ledgerPath: String { (resultsFolder as NSString).appendingPathComponent(SessionLedger.signOffLedgerName) }
    public var manifestsFolder: String { (resultsFolder as NSString).appendingPathComponent("signoffs") }

    public func manifestPath(_ id: String) -> String { (manifestsFolder as NSString).appendingPathComponent(id + ".json") }
    public func signaturePath(_ id: String) -> String { manifestPath(id) + ".sig" }

    /// A new manifest id: the time, the signer and the role, readable in a file listing and
    /// unique in this folder (a suffix is added if two people sign in the same second).
    public func newID(time: String, signer: String, role: String) -> String {
        // 2026-11-22T10:15:00.123Z → 20261122-101500
        let digits = time.prefix(19).filter(\.isNumber)
        let stamp = digits.prefix(8) + "-" + digits.dropFirst(8)
        let base = "\(stamp)-\(Self.slug(signer))-\(Self.slug(role))"
        var id = base
        var n = 2
        while FileManager.default.fileExists(atPath: manifestPath(id)) {
            id = "\(base)-\(n)"
            n += 1
        }
        return id
    }

    /// Lower-case letters and digits joined by single hyphens, at most 32 characters.
    static func slug(_ text: String) -> String { FileNameSlug.make(text, limit: 32, fallback: "x") }

    /// The ids of the manifests on disk, sorted.
    public func manifestIDs() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: manifestsFolder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The sign-off ledger, or nil when there is none yet.
    public func readLedger() -> SessionLedger? {
        guard let data = FileManager.default.contents(atPath: ledgerPath) else { return nil }
        return SessionLedger(path: ledgerPath, bytes: [UInt8](data))
    }

    /// Writes a manifest so that it is either wholly there or not at all: a temporary file,
    /// flushed, renamed into place, and the folder flushed.
    public func writeManifest(_ manifest: SignOffManifest) throws(LedgerError) -> String {
        let folder = manifestsFolder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, action: "create the sign-off folder", code: EACCES)
        }
        let path = manifestPath(manifest.id)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path: temporary, action: "create the manifest", code: errno) }
        let bytes = manifest.canonicalBytes
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, flushed, rename(temporary, path) == 0 else {
            let code = errno == 0 ? EIO : errno
            unlink(temporary)
            throw .io(path: path, action: "write the manifest", code: code)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return path
    }
}
