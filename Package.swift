// swift-tools-version:6.0
// Stepwise: a Gherkin test-plan runner for manual testing. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "Stepwise",
    // Mutex (Synchronization) guards state that threads share.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .executable(name: "stepwise", targets: ["stepwise"]),
        .executable(name: "stepwise-bench", targets: ["stepwise-bench"]),
    ],
    targets: [
        .target(name: "JSON"),
        .target(name: "Paths"),
        .target(name: "Gherkin", dependencies: ["JSON"]),
        .target(name: "Digest"),
        .target(name: "CriteriaImport", dependencies: ["Gherkin", "Paths"]),
        .target(name: "Ledger", dependencies: ["Digest", "JSON", "Paths"]),
        .target(name: "WCAG"),
        // Automated engines' results (axe-core JSON, ACT engines' EARL) read and mapped to WCAG 2.2.
        .target(name: "Automated", dependencies: ["JSON", "WCAG"]),
        .target(name: "TestPlan", dependencies: ["Gherkin", "Digest", "CriteriaImport", "WCAG"]),
        .target(name: "Conformance", dependencies: ["WCAG", "Ledger", "Digest", "JSON"]),
        .target(name: "Harness", dependencies: ["TestPlan", "Ledger", "JSON", "Paths", "WCAG"]),
        // Text into HTML by one set of rules, and markup that is escaped by construction: for the
        // reports and the browser's pages alike.
        .target(name: "SafeHTML"),
        .target(name: "Reports", dependencies: ["Conformance", "TestPlan", "Ledger", "JSON", "Digest", "Gherkin", "Paths", "SafeHTML"]),
        .target(name: "SignOff", dependencies: ["Conformance", "WCAG", "Ledger", "Digest", "JSON", "Paths"]),
        .target(name: "HTTPServer"),
        // What a user does (plan, start or resume a session, export, verify), as typed calls
        // that the terminal and the browser both make.
        .target(
            name: "Workflows",
            dependencies: [
                "Gherkin", "CriteriaImport", "TestPlan", "Conformance", "Ledger", "Harness", "Reports", "SignOff", "Paths", "WCAG", "Digest", "JSON",
                "Automated",
            ]),
        // The browser face (`stepwise serve`): forms in, pages out, over the same workflows.
        .target(
            name: "BrowserFace",
            dependencies: ["Workflows", "HTTPServer", "Harness", "TestPlan", "Ledger", "JSON", "Paths", "WCAG", "Digest", "SafeHTML"]),
        .target(
            name: "StepwiseCLI",
            dependencies: [
                "Workflows", "BrowserFace", "Gherkin", "CriteriaImport", "TestPlan", "Conformance", "Ledger", "Harness", "Reports", "SignOff",
                "Paths", "HTTPServer", "WCAG",
            ]),
        .executableTarget(name: "stepwise", dependencies: ["StepwiseCLI"]),
        .executableTarget(
            name: "stepwise-bench", dependencies: ["Gherkin", "CriteriaImport", "TestPlan", "Digest", "Ledger", "JSON", "Reports", "Harness"]),
        .executableTarget(name: "ledger-fault-writer", dependencies: ["Ledger", "JSON"]),
        // Where ../shared is, for the test targets that read it.
        .target(name: "SharedFolder", path: "Tests/SharedFolder"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "SharedFolder"]),
        .testTarget(name: "DigestTests", dependencies: ["Digest"]),
        .testTarget(name: "SafeHTMLTests", dependencies: ["SafeHTML"]),
        .testTarget(name: "PathsTests", dependencies: ["Paths"]),
        .testTarget(name: "LedgerTests", dependencies: ["Ledger", "Digest", "JSON", "Paths"]),
        .testTarget(name: "CriteriaImportTests", dependencies: ["CriteriaImport", "Gherkin", "SharedFolder"]),
        .testTarget(name: "TestPlanTests", dependencies: ["TestPlan", "Gherkin", "WCAG", "JSON", "Digest", "SharedFolder"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "Ledger", "TestPlan", "Gherkin", "JSON"]),
        .testTarget(
            name: "StepwiseCLITests",
            dependencies: [
                "StepwiseCLI", "Workflows", "Conformance", "BrowserFace", "HTTPServer", "Harness", "Gherkin", "CriteriaImport", "Ledger", "JSON",
                "Digest", "Paths",
                "SharedFolder",
            ]),
        .testTarget(
            name: "ReportsTests",
            dependencies: ["Reports", "Conformance", "WCAG", "TestPlan", "Ledger", "JSON", "Gherkin", "Digest", "SharedFolder", "SafeHTML"],
            exclude: ["ExportDigests.txt"]),
        .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "WCAG", "Ledger", "JSON"]),
        .testTarget(name: "SignOffTests", dependencies: ["SignOff", "Ledger", "Digest", "JSON"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "AutomatedTests", dependencies: ["Automated", "JSON", "WCAG", "SharedFolder"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
