import Conformance
import Foundation
import Ledger
import Paths
import TestPlan

/// Everything an export shows: the plan's scenarios with their current results, step by
/// step, the sessions they came from, and the sign-offs. Exporters are pure functions of this.
public struct Report: Sendable {
    /// When the report was made, RFC 3339 UTC.
    public var generated: String
    public var scenarios: [ReportScenario]
    public var sessions: [ReportSession]
    public var signOffs: [ReportSignOff]
    /// The Gherkin text of each feature the plan came from, for exports that carry the
    /// documents themselves (Cucumber Messages) or their structure (Cucumber JSON). Empty when
    /// the exporter is to work from the plan alone.
    public var sources: [ReportSource] = []
    /// How defect ids become links in the HTML and Markdown reports.
    public var defectLinks = DefectLinks(template: nil)
    /// The conformance target and product the WCAG tables and conformance reports are about.
    public var conformance = ConformanceReportOptions()
    /// Auditors' decisions about criteria, in ledger order (the last about a criterion and
    /// part counts).
    public var decisions: [AuditorDecision] = []
    /// The engines' current scans and what people judged of them (`stepwise scan-results`,
    /// `run --review`): weighed in the conformance claims beside the planned checks.
    public var automated = AutomatedResults.none

    public init(generated: String, scenarios: [ReportScenario], sessions: [ReportSession], signOffs: [ReportSignOff] = []) {
        self.generated = generated
        self.scenarios = scenarios
        self.sessions = sessions
        self.signOffs = signOffs
    }

    /// Scenarios grouped by feature file and platform, in plan order: the unit of a JUnit
    /// test suite and of a summary chart.
    public var groups: [(uri: String, featureName: String, platform: String, scenarios: [ReportScenario])] {
        groupIndexes.map { indexes in
            let first = scenarios[indexes[0]].planned
            return (uri: first.uri, featureName: first.featureName, platform: first.platform, scenarios: indexes.map { scenarios[$0] })
        }
    }

    /// The same groups as indexes into `scenarios`: what lets a table that names scenarios by
    /// index (the conformance table) link to where `groups` puts them.
    public var groupIndexes: [[Int]] {
        struct Key: Hashable {
            let uri: String
            let platform: String
        }
        var groups: [[Int]] = []
        var groupOfKey: [Key: Int] = [:]
        // Fields read in place: a scenario copied out of the array is dozens of retains.
        for index in scenarios.indices {
            let key = Key(uri: scenarios[index].planned.uri, platform: scenarios[index].planned.platform)
            if let group = groupOfKey[key] {
                groups[group].append(index)
            } else {
                groupOfKey[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}

/// A planned scenario and where it stands.
public struct ReportScenario: Sendable {
    public var planned: PlannedScenario
    /// passed, failed, blocked, skipped, notApplicable, untested or conflict.
    public var state: ScenarioResult.State
    public var stale: Bool
    /// The attempt the report shows (the latest current one), if any.
    public var attempt: Attempt?
    /// Each tester's latest verdict; more than one when they disagree.
    public var current: [Attempt]
    public var history: [Attempt]
    /// The shown attempt's steps, in plan order (verdict nil: not reached).
    public var steps: [ReportStep]
    public var notes: [ReportNote]
    public var defects: [String]
    /// The step (0-based) each defect was linked to, in `defects` order; nil for the scenario.
    public var defectSteps: [Int?] = []
    public var evidence: [ReportEvidence]
    /// Seconds from the attempt's first record to its verdict, when known.
    public var duration: Double?
    /// The session of the shown attempt.
    public var session: ReportSession?
    /// Every other attempt in the history, oldest first, with what its records say (evidence
    /// included) — filled when the report is built with `earlierAttempts`, as `stepwise export`
    /// builds it for every format.
    public var earlier: [ReportAttempt] = []
}

/// One attempt at a scenario and what its records say, step by step.
public struct ReportAttempt: Sendable {
    /// Nil for a scenario nobody tested.
    public var attempt: Attempt?
    /// In plan order (verdict nil: not reached).
    public var steps: [ReportStep]
    public var notes: [ReportNote] = []
    public var defects: [String] = []
    /// The step (0-based) each defect was linked to, in `defects` order; nil for the scenario.
    public var defectSteps: [Int?] = []
    /// Evidence with its bytes when they were read (see `ReportBuilder.build`).
    public var evidence: [ReportEvidence] = []
    /// Seconds from the attempt's first record to its verdict, when known.
    public var duration: Double?
    public var session: ReportSession?
}

public struct ReportStep: Sendable {
    public var keyword: String
    public var text: String
    public var line: Int
    /// Nil when not reached.
    public var verdict: Verdict?
    public var note: String?
    public var reason: String?
    /// Recorded by Stepwise, not by the tester (a step for another platform).
    public var automatic: Bool
    public var time: String?
    public var seconds: Double?
    /// The criteria a failure names (`f 2.4.4: …`); empty when it names none.
    public var breaks: [String] = []
    /// The tester recorded that the failure holds across the product (`F`).
    public var acrossProduct = false
}

public struct ReportNote: Sendable {
    public var text: String
    /// The step it was written on (0-based), if any.
    public var step: Int?
    public var time: String
}

public struct ReportEvidence: Sendable {
    /// The file's name as the tester gave it.
    public var file: String
    public var sha256: String
    /// Relative to the results folder: `evidence/<sha256>.<ext>`.
    public var path: String
    public var bytes: Int
    public var step: Int?
    /// The file's bytes, when the exporter should embed them (images in HTML, embeddings in
    /// Cucumber JSON); nil when not loaded.
    public var content: [UInt8]?

    /// A media type from the file's extension.
    public var mediaType: String {
        switch PathText.pathExtension(path).lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "txt", "log": return "text/plain"
        case "json": return "application/json"
        case "mp4": return "video/mp4"
        case "mov": return "video/quicktime"
        default: return "application/octet-stream"
        }
    }
}

/// A session that contributed results.
public struct ReportSession: Sendable {
    public var id: String
    public var path: String
    public var tester: String
    public var platform: String
    public var device: String?
    public var build: String?
    public var started: String?
    public var finished: String?
    public var records: Int
    /// SHA-256 of the last line: what a sign-off binds.
    public var headHash: String
    public var intact: Bool
    public var problems: [String]
    /// The device's operating system and version, as the session recorded it ("iOS 18.1").
    public var os: String? = nil
    /// The assistive technologies used, each with its version ("VoiceOver", "NVDA 2025.1"):
    /// WCAG-EM's accessibility support baseline.
    public var assistiveTechnology: [String] = []
    /// Where a report links this session's evidence files, by file name, as seen from the
    /// report: set by `stepwise export --out` (the results folder's evidence folder, relative
    /// to the report's folder, or the copies `--with-evidence` made beside it). Nil links them
    /// as the export was run: the session's folder, then the recorded path.
    public var evidenceFolder: String? = nil

    /// "iPhone 15, iOS 18.1, build 2.3, with VoiceOver": what was used to test, for reports.
    public var environment: String? {
        var parts = [device, os, build.map { "build \($0)" }].compactMap { $0 }.filter { !$0.isEmpty }
        if !assistiveTechnology.isEmpty { parts.append("with " + assistiveTechnology.joined(separator: " and ")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A sign-off and whether it still holds.
public struct ReportSignOff: Sendable {
    public var id: String
    public var signer: String
    public var role: String
    public var meaning: String
    public var time: String
    public var allowIncomplete: Bool
    public var signed: Bool
    /// What became of the signature: "signature good (Ann)", "signature not checked: no
    /// --allowed-signers", "not signed"; nil when there was nothing to say (a sign-off whose
    /// record is missing). A signature that does not verify is a problem instead.
    public var signatureNote: String?
    /// Empty when everything it covers is unchanged (and its signature, if any, verifies).
    public var problems: [String]
    /// Intact but no longer about the current results: "superseded by session s2: …", naming
    /// each scenario whose result changed since it was signed; nil when none did.
    public var superseded: String?
    /// The hash of the WCAG conformance claims it approved (`ConformanceClaims.sha256`), nil
    /// for a sign-off that recorded none.
    public var conformanceSHA256: String? = nil
    /// The planned scenario ids it signed (nil for a manifest that lists none).
    public var scenarios: Set<String>? = nil
    /// Its signature was checked against an allowed-signers file and is good.
    public var signatureVerified = false
    public var holds: Bool { problems.isEmpty && superseded == nil }

    /// "not signed", "signed (signature not checked: no --allowed-signers)", "signed (signature
    /// good (Ann))": every export says it beside the standing, so an unsigned sign-off never
    /// reads as a signed one.
    public var signatureWords: String {
        guard signed else { return "not signed" }
        return "signed" + (signatureNote.map { " (\($0))" } ?? "")
    }

    /// Whether it can stand as a report's author and approval: it holds and a checked
    /// signature vouches for who made it. A signature nobody checked proves nothing: anyone
    /// who can write the results folder can sign in the CEO's name with a key of their own.
    public var vouches: Bool { holds && signatureVerified }

    /// "holds", "superseded by …" or "does not hold: …", as every export words it.
    public var standing: String {
        if !problems.isEmpty { return "does not hold: " + problems.joined(separator: "; ") }
        return superseded ?? "holds"
    }

    public init(
        id: String, signer: String, role: String, meaning: String, time: String, allowIncomplete: Bool, signed: Bool,
        signatureNote: String? = nil, problems: [String], superseded: String? = nil
    ) {
        self.id = id
        self.signer = signer
        self.role = role
        self.meaning = meaning
        self.time = time
        self.allowIncomplete = allowIncomplete
        self.signed = signed
        self.signatureNote = signatureNote
        self.problems = problems
        self.superseded = superseded
    }
}
