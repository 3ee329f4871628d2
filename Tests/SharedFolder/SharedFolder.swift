import Foundation

/// Where the project's shared data is: `$STEPWISE_SHARED` when set, else `shared` beside the
/// repository (`../shared`). The test targets that read it (Cucumber's testdata, the i18n
/// table, the MagentaA11y corpus) find it here, and skip with a clear message when the part
/// they need is absent, so a bare clone still tests green.
public enum SharedFolder {
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["STEPWISE_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // Tests/SharedFolder/SharedFolder.swift → Tests → repository → its parent
        return URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("shared")
    }()

    /// A file or folder inside the shared data (`gherkin/testdata`), if it is there.
    public static func existing(_ relativePath: String) -> URL? {
        let url = root.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
