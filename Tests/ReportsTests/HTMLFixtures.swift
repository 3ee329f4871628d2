import Digest

@testable import Ledger
@testable import Reports
@testable import TestPlan

/// Reports built by hand for the HTML exporter's tests, with every field a person writes
/// filled with text that would break a page that did not escape it.
enum HTMLFixtures {
    /// Markup, both quotes, an ampersand, an emoji, a bell and a NUL in one string.
    static let hostile = "<script>alert(1)</script> \" onmouseover=\"x\" 'q' & 🎉\u{7}\u{0}"
    static let currentHash = String(repeating: "c", count: 64)
    static let olderHash = String(repeating: "0", count: 64)
    static let headHash = "5f0c2a9d81e4b7c3" + String(repeating: "a", count: 48)
    /// The smallest valid PNG header and then some bytes: enough to be embedded, never decoded.
    static let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5]

    static func planned(
        _ name: String, feature: String = "Alert <dialog> & \"friends\"", uri: String = "features/a&b.feature",
        line: Int, platform: String = "ios", tags: [String] = ["@a11y", "@<tag>"], contentHash: String = currentHash
    ) -> PlannedScenario {
        PlannedScenario(
            id: "\(uri):\(name):\(platform)", name: name, featureName: feature, uri: uri, line: line, tags: tags,
            platform: platform, contentHash: contentHash, steps: [])
    }

    static func attempt(_ verdict: Verdict, tester: String, time: String, session: String, attempt: Int = 1, hash: String = currentHash) -> Attempt {
        Attempt(verdict: verdict, tester: tester, time: time, session: session, attempt: attempt, contentHash: hash, seq: 3)
    }

    static func step(
        _ keyword: String, _ text: String, line: Int, verdict: Verdict?, note: String? = nil, reason: String? = nil, automatic: Bool = false
    ) -> ReportStep {
        ReportStep(
            keyword: keyword, text: text, line: line, verdict: verdict, note: note, reason: reason, automatic: automatic, time: nil, seconds: nil)
    }

    static func scenario(
        _ planned: PlannedScenario, state: ScenarioResult.State, stale: Bool = false, current: [Attempt] = [], history: [Attempt]? = nil,
        steps: [ReportStep] = [], notes: [ReportNote] = [], defects: [String] = [], evidence: [ReportEvidence] = [],
        session: ReportSession? = nil
    ) -> ReportScenario {
        ReportScenario(
            planned: planned, state: state, stale: stale, attempt: current.last, current: current, history: history ?? current,
            steps: steps, notes: notes, defects: defects, evidence: evidence, duration: current.isEmpty ? nil : 125, session: session)
    }

    static func session(_ id: String, tester: String, intact: Bool = true, problems: [String] = []) -> ReportSession {
        ReportSession(
            id: id, path: "results/\(id).jsonl", tester: tester, platform: "ios", device: "iPhone <15>", build: "1.2 & \"beta\"",
            started: "2026-11-22T09:00:00.000Z", finished: nil, records: 42, headHash: headHash, intact: intact, problems: problems)
    }

    /// One feature on iOS with a failed scenario (hostile text everywhere, evidence of each
    /// kind), a stale pass, a conflict and an untested scenario; a second feature on Android
    /// with one pass from a session whose ledger is broken; one sign-off that holds and one
    /// that does not.
    static func hostileReport() -> Report {
        let ann = session("s-ann", tester: hostile)
        let bo = session("s-bo", tester: "Bo")
        let broken = session("s-broken", tester: "Cy", intact: false, problems: ["line 3: edited <b>"])
        let failed = scenario(
            planned("Keyboard \(hostile)", line: 31), state: .failed,
            current: [attempt(.failed, tester: hostile, time: "2026-11-22T09:14:03.512Z", session: "s-ann", attempt: 2)],
            history: [
                attempt(.passed, tester: hostile, time: "2026-11-20T08:00:00.000Z", session: "s-ann", hash: olderHash),
                attempt(.failed, tester: hostile, time: "2026-11-22T09:14:03.512Z", session: "s-ann", attempt: 2),
            ],
            steps: [
                step("Given ", "that I am on a <screen>", line: 28, verdict: .passed),
                step("When ", "I press \"TAB\"", line: 33, verdict: .failed, note: "focus <b>lost</b> & gone"),
                step("Then ", "it is read", line: 35, verdict: .skipped, reason: "no speech 'today'"),
                step("And ", "it works on Android", line: 37, verdict: .notApplicable, reason: "for Android only", automatic: true),
                step("And ", "nothing else", line: 39, verdict: nil),
            ],
            notes: [ReportNote(text: hostile, step: 1, time: "2026-11-22T09:13:00.000Z")],
            defects: ["https://bugs.example/A11Y-7?a=1&b=<2>"],
            evidence: [
                ReportEvidence(
                    file: "shot \"<1>\".png", sha256: SHA256.hash(image), path: "evidence/x.png", bytes: image.count, step: 1, content: image),
                ReportEvidence(
                    file: "voiceover <log>.txt", sha256: String(repeating: "b", count: 64), path: "evidence/y.txt", bytes: 2_048, step: nil,
                    content: nil),
                ReportEvidence(
                    file: "swapped.png", sha256: String(repeating: "d", count: 64), path: "evidence/z.png", bytes: image.count, step: 0,
                    content: image),
            ],
            session: ann)
        let stale = scenario(
            planned("Swipe", line: 50), state: .passed, stale: true,
            current: [attempt(.passed, tester: "Bo", time: "2026-11-21T10:00:00.000Z", session: "s-bo", hash: olderHash)],
            steps: [step("When ", "I swipe", line: 52, verdict: .passed)], session: bo)
        let conflict = scenario(
            planned("Screen reader", line: 63), state: .conflict,
            current: [
                attempt(.passed, tester: "Bo", time: "2026-11-21T10:05:00.000Z", session: "s-bo"),
                attempt(.failed, tester: hostile, time: "2026-11-22T09:20:00.000Z", session: "s-ann"),
            ],
            steps: [step("When ", "a screen reader reads it", line: 65, verdict: .failed)], session: ann)
        let untested = scenario(planned("Text resize", line: 76), state: .untested, steps: [step("When ", "text is 200%", line: 78, verdict: nil)])
        let android = scenario(
            planned("Keyboard", feature: "Link", uri: "features/link.feature", line: 10, platform: "android"), state: .passed,
            current: [attempt(.passed, tester: "Cy", time: "2026-11-22T11:00:00.000Z", session: "s-broken")],
            steps: [step("When ", "I press Tab", line: 11, verdict: .passed)], session: broken)
        return Report(
            generated: "2026-11-22T12:00:00.000Z", scenarios: [failed, stale, conflict, untested, android], sessions: [ann, bo, broken],
            signOffs: [
                ReportSignOff(
                    id: "1", signer: "Dee <QA>", role: "Lead & \"owner\"", meaning: "Release <1.2> approved", time: "2026-11-22T12:30:00.000Z",
                    allowIncomplete: false, signed: true, problems: []),
                ReportSignOff(
                    id: "2", signer: "Eve", role: "Auditor", meaning: "Reviewed", time: "2026-11-22T12:40:00.000Z",
                    allowIncomplete: true, signed: false, problems: ["s-ann changed since: head <new>"]),
            ])
    }
}
