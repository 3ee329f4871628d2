import Foundation

/// The files an `e` line names, found on this machine: every one a readable file, or lines
/// saying which are not. All or nothing, so the tester can correct the line and type it again
/// without attaching the good files twice.
enum EvidenceFiles {
    enum Resolved: Equatable {
        case files([String])
        /// One line for each path that names no readable file.
        case problems([String])
    }

    static func resolve(_ text: String, home: String) -> Resolved {
        let paths: [PastedPath]
        switch PastedPaths.parse(text, home: home) {
        case .success(let parsed): paths = parsed
        case .failure(let problem): return .problems([problem.message])
        }
        var files: [String] = []
        var problems: [String] = []
        for path in paths {
            switch find(path) {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem.message)
            }
        }
        if problems.isEmpty { return .files(files) }
        // macOS Finder's "Copy as Pathname" gives `/Users/me/My Shot.png` with nothing quoted:
        // when the whole line is one file, that is the file meant.
        if paths.count > 1, case .success(let whole) = find(.local(text.hasPrefix("~/") ? home + text.dropFirst(1) : text)) {
            return .files([whole])
        }
        if paths.count > 1 {
            problems.append("Nothing attached; type e again with the files that exist.")
        }
        return .problems(problems)
    }

    /// A path as the tester will recognise it in a message, with why it cannot be attached.
    static func find(_ path: PastedPath) -> Result<String, CommandProblem> {
        switch path {
        case .local(let file):
            return check(file, named: file)
        case .windows(let text, let mounted):
            // WSL mounts drive C: at /mnt/c; without it (macOS, Linux) no Windows path opens.
            if let mounted, let drive = mountPoint(of: mounted), isFolder(drive) {
                return check(mounted, named: "\(mounted) (\(text))")
            }
            return .failure(CommandProblem("\(text) is a Windows path, which this machine cannot open; copy the file here and attach the copy."))
        }
    }

    private static func check(_ file: String, named name: String) -> Result<String, CommandProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return .failure(CommandProblem("No file at \(name)."))
        }
        if isDirectory.boolValue { return .failure(CommandProblem("\(name) is a folder; attach the files in it.")) }
        guard FileManager.default.isReadableFile(atPath: file) else { return .failure(CommandProblem("\(name) cannot be read.")) }
        return .success(file)
    }

    /// `/mnt/c/Users/me/x.png` → `/mnt/c`.
    private static func mountPoint(of mounted: String) -> String? {
        let parts = mounted.split(separator: "/", maxSplits: 2)
        return parts.count >= 2 ? "/\(parts[0])/\(parts[1])" : nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
