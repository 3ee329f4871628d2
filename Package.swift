// swift-tools-version:6.0
// Stepwise: a Gherkin test-plan runner for manual testing. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "Stepwise",
    products: [
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .executable(name: "stepwise", targets: ["stepwise"]),
        .executable(name: "stepwise-bench", targets: ["stepwise-bench"]),
    ],
    targets: [
        .target(name: "Gherkin"),
        .target(name: "CriteriaImport", dependencies: ["Gherkin"]),
        .target(name: "StepwiseCLI", dependencies: ["Gherkin", "CriteriaImport"]),
        .executableTarget(name: "stepwise", dependencies: ["StepwiseCLI"]),
        .executableTarget(name: "stepwise-bench", dependencies: ["Gherkin", "CriteriaImport"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin"]),
        .testTarget(name: "CriteriaImportTests", dependencies: ["CriteriaImport", "Gherkin"]),
        .testTarget(name: "StepwiseCLITests", dependencies: ["StepwiseCLI", "Gherkin"]),
    ],
    swiftLanguageModes: [.v6]
)
