/// A path's parts, worked out on its text without Foundation's `NSString` path methods, which
/// trap on one-character paths (`R`, `.`, `x.feature` in some spellings) on Linux. Every
/// place that splits a path goes through here, so no spelling a person types can crash the
/// tool.
///
/// The rules are POSIX `dirname` and `basename`: trailing slashes are not a component, the
/// parent of a bare name is `.`, and the parent of `/` is `/`.
public enum PathText {
    /// The folder a path is in: `features/x.feature` → `features`, `x.feature` → `.`,
    /// `/x` → `/`, `R/` → `.`, `/` → `/`.
    public static func parent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard !trimmed.isEmpty else { return path.isEmpty ? "." : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last component: `features/x.feature` → `x.feature`, `R/` → `R`, `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard !trimmed.isEmpty else { return path.isEmpty ? "" : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The last component without its extension: `results/s1.jsonl` → `s1`; a name that only
    /// starts with a dot (`.hidden`) keeps it.
    public static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension of the last component without its dot (`shot.PNG` → `PNG`), empty when
    /// there is none.
    public static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `folder` and `name` joined by one slash; `name` alone when `folder` is empty or `.`
    /// was not written, an absolute `name` as it is.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || name.hasPrefix("/") { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The way from one absolute folder to an absolute path: `relative(from: "/a/out",
    /// to: "/a/results/x.png")` → `../results/x.png`; `.` for the folder itself. Both must be
    /// absolute and free of `.` and `..` (real paths).
    public static func relative(from folder: String, to target: String) -> String {
        let from = folder.split(separator: "/", omittingEmptySubsequences: true)
        let to = target.split(separator: "/", omittingEmptySubsequences: true)
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return text == "/" ? "" : String(text)
    }
}
