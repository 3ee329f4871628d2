import Foundation

/// Where results live: `--results DIR`, else `$STEPWISE_RESULTS`, else `./results`.
package enum ResultsFolder {
    package static func resolve(_ option: String?) -> String {
        if let option { return option }
        if let environment = ProcessInfo.processInfo.environment["STEPWISE_RESULTS"], !environment.isEmpty { return environment }
        return "results"
    }

    /// Whether the folder is the built-in default and nothing has created it yet: before the
    /// first session there are simply no results.
    package static func isUnusedDefault(_ option: String?) -> Bool {
        resolve(option) == "results" && option == nil && !FileManager.default.fileExists(atPath: "results")
    }
}
