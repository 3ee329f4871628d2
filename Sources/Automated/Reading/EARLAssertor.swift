/// Reads the engine an EARL assertor names: its name (`name`, `title`), its version
/// (`hasVersion`, or doap's `release` with its `revision`) and its home page. An assertor named
/// only by the address of a GitHub release, as axe-core's reporter names it
/// (https://github.com/dequelabs/axe-core/releases/tag/4.8.2-canary.4a4e9b4), is read from the
/// address: the repository is the name, the tag the version.
enum EARLAssertor {
    static func engine(_ assertor: EARLNode, at label: String) throws(ReadFailure) -> AutomatedEngine {
        let address = assertor.id.flatMap { $0.contains("://") ? $0 : nil }
        let release = address.flatMap(gitHubRelease)
        guard let name = assertor.text(.name) ?? assertor.text(.title) ?? release?.name else {
            throw ReadFailure(.missingEngine(at: label))
        }
        guard let version = assertor.text(.hasVersion) ?? releaseRevision(assertor) ?? release?.version else {
            throw ReadFailure(.missingEngineVersion(engine: name, at: label))
        }
        return AutomatedEngine(name: name, version: version, url: assertor.text(.homepage) ?? address)
    }

    /// Whether the assertor is a program (`earl:Software`), so that its assertions are
    /// automatic even where a file leaves out their mode.
    static func isSoftware(_ assertor: EARLNode) -> Bool { assertor.hasType("Software") }

    /// doap's `"release": {"revision": "0.118.0"}`, or a release given as text.
    private static func releaseRevision(_ assertor: EARLNode) -> String? {
        for value in assertor.values(.release) {
            if case .object(let members) = value {
                if let revision = EARLNode(members).text(.revision) { return revision }
            } else if let text = EARLNode.text(value), !text.isEmpty {
                return text
            }
        }
        return nil
    }

    /// The repository and tag of https://github.com/OWNER/REPOSITORY/releases/tag/TAG; a tag
    /// "v4.10.2" is version "4.10.2".
    private static func gitHubRelease(_ address: String) -> (name: String, version: String)? {
        let parts = address.split(separator: "/")
        guard parts.count == 7, parts[1].lowercased() == "github.com", parts[4] == "releases", parts[5] == "tag" else { return nil }
        var tag = parts[6]
        if tag.hasPrefix("v"), tag.dropFirst().first?.isNumber == true { tag = tag.dropFirst() }
        return (String(parts[3]), String(tag))
    }
}
