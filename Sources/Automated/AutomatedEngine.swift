/// The engine that produced results: the tester of an automated session. Its name and version
/// are what a remark cites ("axe-core 4.12.1"), so a file that does not give both is refused.
public struct AutomatedEngine: Sendable, Hashable, CustomStringConvertible {
    /// "axe-core", "Alfa", "QualWeb": as the file names it.
    public let name: String
    /// "4.12.1", "4.0.0 (core 0.9.2)": as the file gives it.
    public let version: String
    /// The engine's home page or release, when the file gives one.
    public let url: String?

    public init(name: String, version: String, url: String? = nil) {
        self.name = name
        self.version = version
        self.url = url
    }

    /// "axe-core 4.12.1".
    public var description: String { name + " " + version }
}
