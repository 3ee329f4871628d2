import JSON

/// What the first record of an automated session says (a `sessionStarted` record with `mode`
/// "automatic"): the engine that scanned, as the session's tester ("axe-core 4.10.2"), the page,
/// the platform, when the engine scanned it, the results file it came from, and the person who
/// recorded it — who signs the session, since an allowed-signers file lists people, not engines.
public struct ScanStart: Sendable, Hashable {
    /// The `mode` of an automated session's first record.
    public static let mode = "automatic"

    public var session: String
    public var engine: String
    /// Empty when the results file does not say.
    public var engineVersion: String
    /// "desktop" or "mobile-web".
    public var platform: String
    /// The page's address, as the engine reports it.
    public var url: String
    /// The page of report.scope it is (`--page`, or the scope page with its address), by title.
    public var page: String?
    /// When the engine scanned the page (RFC 3339), as its file says; nil when it does not.
    public var scanned: String?
    /// The results file, as it was named, its SHA-256 and its format ("axe-core", "earl").
    public var sourceFile: String
    public var sourceSHA256: String
    public var sourceFormat: String
    /// Who recorded it; nil when nobody was named.
    public var recordedBy: String?

    public init(
        session: String, engine: String, engineVersion: String, platform: String, url: String, page: String? = nil, scanned: String? = nil,
        sourceFile: String, sourceSHA256: String, sourceFormat: String, recordedBy: String? = nil
    ) {
        self.session = session
        self.engine = engine
        self.engineVersion = engineVersion
        self.platform = platform
        self.url = url
        self.page = page
        self.scanned = scanned
        self.sourceFile = sourceFile
        self.sourceSHA256 = sourceSHA256
        self.sourceFormat = sourceFormat
        self.recordedBy = recordedBy
    }

    /// "axe-core 4.10.2": the engine as the session's tester.
    public var tester: String { engineVersion.isEmpty ? engine : engine + " " + engineVersion }

    /// The page as claims and remarks name it: its title in report.scope, else its address.
    public var pageName: String { page ?? url }

    /// The record's payload; `extra` adds the members every session start has (tool, project,
    /// release).
    public func payload(adding extra: [String: JSONValue] = [:]) -> [String: JSONValue] {
        var payload = extra
        payload["session"] = .string(session)
        payload["mode"] = .string(Self.mode)
        payload["tester"] = .string(tester)
        payload["engine"] = .object(["name": .string(engine), "version": .string(engineVersion)])
        payload["platform"] = .string(platform)
        payload["url"] = .string(url)
        if let page { payload["page"] = .string(page) }
        if let scanned { payload["scanned"] = .string(scanned) }
        payload["source"] = .object(["file": .string(sourceFile), "sha256": .string(sourceSHA256), "format": .string(sourceFormat)])
        if let recordedBy { payload["recordedBy"] = .string(recordedBy) }
        return payload
    }

    /// The first record of an automated session read back; nil for any other record.
    public init?(_ record: LedgerRecord) {
        guard record.type == RecordType.sessionStarted, record.string("mode") == Self.mode, let url = record.string("url"),
            case .object(let engine)? = record.payload["engine"], case .string(let name)? = engine["name"],
            case .object(let source)? = record.payload["source"], case .string(let sha256)? = source["sha256"]
        else { return nil }
        var version = ""
        if case .string(let text)? = engine["version"] { version = text }
        var file = ""
        if case .string(let text)? = source["file"] { file = text }
        var format = ""
        if case .string(let text)? = source["format"] { format = text }
        self.init(
            session: record.string("session") ?? "", engine: name, engineVersion: version, platform: record.string("platform") ?? "", url: url,
            page: record.string("page"), scanned: record.string("scanned"), sourceFile: file, sourceSHA256: sha256, sourceFormat: format,
            recordedBy: record.string("recordedBy"))
    }
}
