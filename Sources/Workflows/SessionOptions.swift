import Harness

/// What a guided session is asked to be: the options of `stepwise run` and the fields of the
/// browser's start form, one value both faces fill in.
package struct SessionOptions {
    package init() {}

    package var plan: [String] = []
    package var tester: String?
    package var device: String?
    package var build: String?
    package var results: String?
    package var answers: String?
    package var plain = false
    package var guidance = GuidanceMode.short
    package var resume = false
    package var resumeSession: String?
    package var rerun: Set<String>?
    /// The tester's SSH key, to sign the session when it ends.
    package var signWith: String?
    /// The device's system and version ("iOS 18.1").
    package var os: String?
    /// Each assistive technology used, with its version (`--at "NVDA 2025.1"`, repeatable).
    package var assistiveTechnology: [String] = []
    /// The Android device `c` captures, when more than one is connected.
    package var serial: String?
    /// Only these planned scenarios (`--close-gaps` chose them).
    package var onlyScenarios: Set<String>?
}
