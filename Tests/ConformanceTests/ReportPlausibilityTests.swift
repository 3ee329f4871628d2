import Conformance
import Testing

/// What a report claims about itself against what was tested: a version the sessions did not
/// test, and a date before the first session or after today, are warned of.
@Suite struct ReportPlausibilityTests {
    let web = ReportPlausibility.TestedSession(platform: "desktop", build: "3.4.0-rc2", day: "2026-11-20")
    let app = ReportPlausibility.TestedSession(platform: "ios", build: "3.4.0 (512)", day: "2026-11-22")

    @Test func aReleaseCandidateIsNotTheRelease() {
        let warnings = ReportPlausibility.warnings(productVersion: "3.4.0", reportDate: nil, sessions: [web, web, app], today: "2026-11-28")
        #expect(
            warnings == [
                "the report claims version 3.4.0, but 2 of 3 sessions recorded another build (3.4.0-rc2); test that version, or give the version tested (--product-version)"
            ])
        // The same version, with build metadata or a leading v: no warning.
        let same = ["3.4.0", "v3.4.0", "3.4.0+77", "3.4.0 (512)"].map {
            ReportPlausibility.TestedSession(platform: "ios", build: $0, day: "2026-11-22")
        }
        #expect(ReportPlausibility.warnings(productVersion: "3.4.0", reportDate: nil, sessions: same, today: "2026-11-28").isEmpty)
        // 3.4.01 is not 3.4.0.
        let near = ReportPlausibility.TestedSession(platform: "ios", build: "3.4.01", day: "2026-11-22")
        #expect(ReportPlausibility.warnings(productVersion: "3.4.0", reportDate: nil, sessions: [near], today: "2026-11-28").count == 1)
        // A session that named no build is said too; with no version claimed, builds are not weighed.
        let unnamed = ReportPlausibility.TestedSession(platform: "ios", build: nil, day: "2026-11-22")
        #expect(
            ReportPlausibility.warnings(productVersion: "3.4.0", reportDate: nil, sessions: [unnamed], today: "2026-11-28")
                == ["the report claims version 3.4.0, but 1 session recorded no build (run --build)"])
        #expect(ReportPlausibility.warnings(productVersion: nil, reportDate: nil, sessions: [web], today: "2026-11-28").isEmpty)
    }

    @Test func aDateBeforeTheFirstSessionOrAfterTodayIsWarned() {
        #expect(
            ReportPlausibility.warnings(productVersion: nil, reportDate: "2026-11-19", sessions: [web, app], today: "2026-11-28")
                == ["the report date 2026-11-19 is before the first session it reports (2026-11-20)"])
        #expect(
            ReportPlausibility.warnings(productVersion: nil, reportDate: "2026-12-01", sessions: [web], today: "2026-11-28")
                == ["the report date 2026-12-01 is after today (2026-11-28)"])
        #expect(ReportPlausibility.warnings(productVersion: nil, reportDate: "2026-11-20", sessions: [web, app], today: "2026-11-28").isEmpty)
    }

    @Test func theNotesSayWhichBuildsWereTested() {
        let unnamed = ReportPlausibility.TestedSession(platform: "ios", build: nil, day: "2026-11-22")
        #expect(
            ReportPlausibility.buildsTested([web, web, app, unnamed])
                == "Builds tested: 3.4.0-rc2 (desktop); 3.4.0 (512) (ios); 1 session named no build.")
        #expect(ReportPlausibility.buildsTested([unnamed]) == nil)
    }
}
