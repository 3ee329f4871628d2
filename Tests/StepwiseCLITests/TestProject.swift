/// A project in a temporary folder, as a team has one: `features/`, `steps/` and `results/`
/// side by side. The end-to-end suites (true claims, sign-off credit, criteria changes, the
/// ACR) each make one with their own files and add the commands they run as methods.
class TestProject {
    let folder: TemporaryFolder
    var results: String { folder.path + "/results" }
    var features: String { folder.path + "/features" }
    var steps: String { folder.path + "/steps" }

    /// `files`: relative path → text, such as `"features/switch.feature": …`.
    init(files: [String: String]) throws {
        folder = try TemporaryFolder()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try folder.write(path, text) }
    }
}
