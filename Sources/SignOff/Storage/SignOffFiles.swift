import Foundation
import Ledger
import Paths

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

    /// Where a sign-off's manifest waits until its record is in the ledger, and its signature
    /// beside it. A sign-off stopped before its record (SIGTERM while ssh-keygen signs) leaves
    /// only these names, which nothing reads as a sign-off; once the record is written the
    /// files are renamed into place.
    public func pendingPath(_ id: String) -> String { manifestPath(id) + ".pending" }
    public func pendingSignaturePath(_ id: String) -> String { pendingPath(id) + ".sig" }

    /// The manifest of a recorded sign-off: in place, or still under its pending name when the
    /// sign-off was stopped between its record and the rename (the record's hash of the
    /// manifest vouches for it either way).
    public func recordedManifestPath(_ id: String) -> String {
        let path = manifestPath(id)
        return !FileManager.default.fileExists(atPath: path) && FileManager.default.fileExists(atPath: pendingPath(id)) ? pendingPath(id) : path
    }

    public func recordedSignaturePath(_ id: String) -> String {
        let path = signaturePath(id)
        return !FileManager.default.fileExists(atPath: path) && FileManager.default.fileExists(atPath: pendingSignaturePath(id))
            ? pendingSignaturePath(id) : path
    }

    /// The ids of pending manifests, sorted.
    public func pendingIDs() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: manifestsFolder)) ?? []
        return names.filter { $0.hasSuffix(".json.pending") }.map { String($0.dropLast(".json.pending".count)) }.sorted()
    }

    /// Whether a sign-off's manifest is in place (not only under its pending name).
    public func hasManifestInPlace(_ id: String) -> Bool { FileManager.default.fileExists(atPath: manifestPath(id)) }

    /// Moves a recorded sign-off's pending files into place: signature first, so a manifest in
    /// place never lacks the signature that was made for it. Never over a manifest or
    /// signature already in place: pending files beside a recorded sign-off's own were put
    /// there by someone else, and renaming them would destroy the signed record (`verify`
    /// names them).
    public func finish(_ id: String) {
        guard !hasManifestInPlace(id) else { return }
        if FileManager.default.fileExists(atPath: pendingSignaturePath(id)), !FileManager.default.fileExists(atPath: signaturePath(id)) {
            rename(pendingSignaturePath(id), signaturePath(id))
        }
        if FileManager.default.fileExists(atPath: pendingPath(id)) { rename(pendingPath(id), manifestPath(id)) }
        let folderDescriptor = open(manifestsFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Tidies what stopped sign-offs left, with the sign-off ledger's lock held: pending files
    /// of a recorded sign-off are moved into place; those of an unrecorded one (nothing was
    /// signed off) are removed. Returns the ids removed.
    @discardableResult
    public func tidy(recorded: Set<String>) -> [String] {
        var removed: [String] = []
        for id in pendingIDs() {
            if recorded.contains(id) {
                finish(id)
            } else {
                unlink(pendingSignaturePath(id))
                unlink(pendingPath(id))
                removed.append(id)
            }
        }
        return removed
    }

    /// A new manifest id: the time, the signer and the role, readable in a file listing and
    /// unique in this folder (a suffix is added if two people sign in the same second).
    public func newID(time: String, signer: String, role: String) -> String {
        // 2026-11-22T10:15:00.123Z → 20261122-101500
        let digits = time.prefix(19).filter(\.isNumber)
        let stamp = digits.prefix(8) + "-" + digits.dropFirst(8)
        let base = "\(stamp)-\(Self.slug(signer))-\(Self.slug(role))"
        var id = base
        var n = 2
        while FileManager.default.fileExists(atPath: manifestPath(id)) || FileManager.default.fileExists(atPath: pendingPath(id)) {
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
    public func writeManifest(_ manifest: SignOffManifest, pending: Bool = false) throws(LedgerError) -> String {
        let folder = manifestsFolder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, action: "create the sign-off folder", code: EACCES)
        }
        let path = pending ? pendingPath(manifest.id) : manifestPath(manifest.id)
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
