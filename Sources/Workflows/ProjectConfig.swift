import Foundation
import JSON
import Paths
import Reports

/// A project's settings that every tester shares, in `stepwise.json` in the project's folder
/// (the nearest one up from the working folder), committed with the features:
///
///     {"defectURL": "https://tracker.example/browse/{id}"}
///
/// Options given on the command line win over it. Its sections: `report` (what conformance
/// reports say, `stepwise init-report`) and `team` (who tests which features, `TeamAssignment`).
package struct ProjectConfig {
    package var defectURL: String?
    /// The project and the release under test (`"project": "Shop app", "release": "2.0"`):
    /// recorded in every session's start, which its signature covers, so a session copied in
    /// from another project's or release's results folder is named as not belonging.
    package var project: String?
    package var release: String?
    /// What conformance reports say about the product, the vendor, the scope and the terms
    /// (`"report": {…}`, README "An ACR a procurement officer accepts").
    package var report = ReportDetails()
    /// Whether the file has a `report` section, filled in or not.
    package var hasReportSection = false
    /// Who tests which features (`"team": {"Ann Lee": ["features/…"]}`), as written; nil when
    /// the file has no team section.
    package var team: TeamAssignment?

    package static let fileName = "stepwise.json"

    /// The nearest `stepwise.json` up from `folder`, read; an empty configuration when there
    /// is none, an error naming the file when it cannot be used.
    package static func load(from folder: String = FileManager.default.currentDirectoryPath) -> Result<ProjectConfig, UsageError> {
        nearest(from: folder).map(read) ?? .success(ProjectConfig())
    }

    /// The nearest `stepwise.json` up from `folder`; nil when there is none.
    package static func nearest(from folder: String) -> String? {
        var current = folder
        while true {
            let path = PathText.join(current, fileName)
            if FileManager.default.fileExists(atPath: path) { return path }
            let up = PathText.parent(current)
            if up == current { return nil }
            current = up
        }
    }

    package static func read(_ path: String) -> Result<ProjectConfig, UsageError> {
        guard RegularFile.problem(path) == nil, let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError("\(path): error: cannot read the project settings"))
        }
        let bytes = [UInt8](data)
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { buffer throws(JSONParser.Failure) in try JSONParser.parse(buffer) }
        } catch {
            return .failure(UsageError("\(path): error: not JSON (\(error.reason))"))
        }
        guard case .object(let members) = value else { return .failure(UsageError("\(path): error: the settings are not a JSON object")) }
        var config = ProjectConfig()
        if let url = members["defectURL"] {
            guard case .string(let text) = url, text.contains("{id}") else {
                return .failure(UsageError("\(path): error: defectURL must be a URL with {id} where the defect id goes"))
            }
            config.defectURL = text
        }
        for (key, keyPath) in [("project", \ProjectConfig.project), ("release", \ProjectConfig.release)] {
            guard let value = members[key] else { continue }
            guard case .string(let text) = value, !text.allSatisfy(\.isWhitespace) else {
                return .failure(UsageError("\(path): error: \(key) must be a non-empty string"))
            }
            config[keyPath: keyPath] = text
        }
        if let report = members["report"] {
            switch ReportDetails.read(report) {
            case .success(let details): config.report = details
            case .failure(let error): return .failure(UsageError("\(path): error: \(error.message)"))
            }
            config.hasReportSection = true
        }
        if let team = members[TeamAssignment.key] {
            switch bytes.withUnsafeBufferPointer({ TeamAssignment.read(team, source: $0, file: path) }) {
            case .success(let assignment): config.team = assignment
            case .failure(let error): return .failure(error)
            }
        }
        return .success(config)
    }

    /// The settings of the project a results folder belongs to: the `stepwise.json` nearest
    /// the results folder's parent (the project folder), else the working folder's.
    package static func load(forResults resultsFolder: String) -> Result<ProjectConfig, UsageError> {
        let parent = PathText.parent(ProjectPath.realPath(resultsFolder) ?? resultsFolder)
        switch load(from: parent) {
        case .success(let config) where config.project != nil || config.release != nil || config.defectURL != nil || config.hasReportSection:
            return .success(config)
        // The project's own file is broken: say so, rather than quietly use another project's.
        case .failure(let error): return .failure(error)
        case .success: return load()
        }
    }
}
