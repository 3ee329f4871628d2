import Reports

/// The Gherkin text behind each feature a report covers, read again from disk (or imported
/// again from its criteria document) for the exports that carry it or read its structure: Cucumber Messages,
/// Cucumber JSON and Xray (outline rows). A file that can no longer be read is left out; the exporters then work from
/// the plan alone.
package enum ExportSources {
    package static func load(_ report: Report) -> [ReportSource] {
        var wanted: [String] = []
        var seen: Set<String> = []
        for scenario in report.scenarios where seen.insert(scenario.planned.uri).inserted {
            wanted.append(scenario.planned.uri)
        }
        var files: [String] = []
        var seenFiles: Set<String> = []
        for uri in wanted {
            // `path#component` names one of several features imported from one document; the
            // uri is the project-relative name, read again by the path it was read by.
            let path = ProjectPath.split(ProjectPath.readablePath(uri)).file
            if seenFiles.insert(path).inserted { files.append(path) }
        }
        var sources: [ReportSource] = []
        for file in files {
            guard case .success(let loaded) = SourceLoader.load(file) else { continue }
            for source in loaded.sources {
                let uri = ProjectPath.identity(source.uri)
                guard seen.contains(uri) else { continue }
                sources.append(ReportSource(uri: uri, text: source.text, mediaType: source.syntax.mediaType))
            }
        }
        return sources
    }
}
