import Foundation

/// How hard the randomised and long tests push: a sample in every `swift test`, the full runs
/// when `STEPWISE_STRESS=1` (`scripts/stress-tests`), so the everyday suite stays fast.
enum StressRuns {
    static let enabled = ProcessInfo.processInfo.environment["STEPWISE_STRESS"] == "1"

    /// `quick` rounds in the everyday suite, `stress` under STEPWISE_STRESS=1.
    static func count(_ quick: Int, stress: Int) -> Int { enabled ? stress : quick }
}
