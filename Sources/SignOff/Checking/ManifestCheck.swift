import Digest

/// Whether a manifest file is still the one its sign-off record was written for: present,
/// with the SHA-256 the record holds, and readable.
public enum ManifestCheck {
    /// The manifest as read (nil when missing or unreadable) and what is wrong with it.
    public static func check(record: SignOffRecord, bytes: [UInt8]?, path: String, ledgerName: String)
        -> (manifest: SignOffManifest?, problems: [String])
    {
        let name = "sign-off \(record.manifestID)"
        guard let bytes else { return (nil, ["\(name): manifest \(path) is missing"]) }
        var problems: [String] = []
        if SHA256.hash(bytes) != record.manifestSHA256 {
            problems.append("\(name): manifest edited (its SHA-256 no longer matches \(ledgerName) line \(record.seq))")
        }
        do {
            return (try SignOffManifest.read(bytes), problems)
        } catch {
            return (nil, problems + ["\(name): manifest unreadable (\(error))"])
        }
    }
}
