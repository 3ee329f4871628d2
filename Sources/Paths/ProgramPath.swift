import Foundation

/// Finding a program on `PATH`, as a shell would: the first folder that holds an executable
/// file of that name.
public enum ProgramPath {
    public static func find(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = PathText.join(String(folder), name)
            if access(candidate, X_OK) == 0, RegularFile.problem(candidate) == nil { return candidate }
        }
        return nil
    }
}
