import Foundation

/// Finding a program on `PATH`, as a shell would: the first folder that holds an executable
/// file of that name. And the other way round: the command that runs this program again, for
/// the hints it prints.
public enum ProgramPath {
    public static func find(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = PathText.join(String(folder), name)
            if access(candidate, X_OK) == 0, RegularFile.problem(candidate) == nil { return candidate }
        }
        return nil
    }

    /// The command that runs Stepwise the way this process was started, for every hint that
    /// names one (`Resume with: …`, `sign it with: …`, `run '… verify'`): a hint is pasted
    /// into the same terminal, so it must work there.
    public static let command: String = invocation(
        CommandLine.arguments.first ?? "stepwise", workingFolder: FileManager.default.currentDirectoryPath,
        environment: ProcessInfo.processInfo.environment)

    /// The command that runs `program` (the program's path as it was started, `argv[0]`) from
    /// `workingFolder`:
    /// - a bare name, found on `PATH` by the shell: that name (`stepwise`);
    /// - a path to the very file `PATH` finds by its name (a launcher that passes the full
    ///   path): the name alone;
    /// - a product in a SwiftPM build folder (`swift run` starts it by its path relative to the
    ///   package, `.build/<triple>/debug/stepwise`; by hand it is often `.build/debug/stepwise`):
    ///   `swift run stepwise`, with `--package-path` when the package is not `workingFolder`
    ///   and `-c release` for a release build;
    /// - any other path: the path as it was typed (`./stepwise`, `bin/stepwise`), quoted for
    ///   the shell when it needs to be.
    public static func invocation(_ program: String, workingFolder: String, environment: [String: String]) -> String {
        guard !program.isEmpty else { return "stepwise" }
        guard program.contains("/") else { return shellWord(program) }
        let absolute = normalised(program.hasPrefix("/") ? program : PathText.join(workingFolder, program))
        let name = PathText.lastComponent(absolute)
        if let found = find(name, environment: environment), sameFile(found, absolute) { return shellWord(name) }
        if let build = swiftPMBuild(absolute) {
            let here = build.package == normalised(workingFolder) || sameFile(build.package, workingFolder)
            return "swift run" + (here ? "" : " --package-path \(shellWord(build.package))")
                + (build.configuration == "release" ? " -c release" : "") + " stepwise"
        }
        return shellWord(program)
    }

    /// A word as a shell reads it back: quoted only when it needs to be.
    public static func shellWord(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@=,".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The package and configuration of a product SwiftPM built: the product's folder is the
    /// configuration (`debug`, `release`), in the scratch folder or in a target-triple folder
    /// there (`x86_64-unknown-linux-gnu`). The scratch folder is `.build`, or another one
    /// (`--scratch-path`) beside a `Package.swift`.
    static func swiftPMBuild(_ absolute: String) -> (package: String, configuration: String)? {
        let parts = absolute.split(separator: "/").map(String.init)
        guard parts.count >= 3, ["debug", "release"].contains(parts[parts.count - 2]) else { return nil }
        let configuration = parts[parts.count - 2]
        // With and without a triple folder: `.build/debug` is a link to `.build/<triple>/debug`.
        var scratchEnds = [parts.count - 2]
        if parts[parts.count - 3].filter({ $0 == "-" }).count >= 2 { scratchEnds.insert(parts.count - 3, at: 0) }
        for end in scratchEnds where end >= 1 {
            let scratch = parts[end - 1]
            let package = "/" + parts[..<(end - 1)].joined(separator: "/")
            if scratch == ".build" || RegularFile.problem(PathText.join(package, "Package.swift")) == nil {
                return (package, configuration)
            }
        }
        return nil
    }

    /// An absolute path without `.`, `..` and repeated slashes, worked out on its text.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether two paths name the same file or folder, links followed; false when either is
    /// missing.
    static func sameFile(_ one: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(one, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
