import Foundation
import Testing

/// `export` and `signoff` warn when the report claims a version the sessions did not test,
/// or a date before them or in the future; the ACR's notes say which builds were tested.
@Suite("A report's claims about itself, checked against what was tested")
struct ReportPlausibilityCommandTests {
    @Test("rc2 builds against a 3.4.0 claim, and a report date in the future: warned by export and signoff; the notes name the builds")
    func versionAndDate() throws {
        let project = try TrueClaimsTests.Project()
        try project.folder.write("stepwise.json", #"{"release": "3.4.0", "report": {"reportDate": "2999-01-01"}}"#)
        let session = run(
            [
                "run", project.features, "--steps", project.steps, "--platform", "ios", "--tester", "Ann", "--build", "3.4.0-rc2",
                "--results", project.results, "--answers", "-", "--plain",
            ],
            stdin: "p\np\np\np\np\n")
        #expect(session.status == 0, "\(session.err)")
        let acr = project.export("acr-markdown")
        #expect(acr.status == 0, "\(acr.err)")
        #expect(
            acr.err.contains("stepwise export: warning: the report claims version 3.4.0, but 1 of 1 session recorded another build (3.4.0-rc2)"),
            "\(acr.err)")
        #expect(acr.err.contains("stepwise export: warning: the report date 2999-01-01 is after today"), "\(acr.err)")
        #expect(acr.out.contains(#"Builds tested: 3.4.0-rc2 \(ios\)."#), "\(acr.out)")
        let openacr = project.export("openacr")
        #expect(openacr.out.contains("Builds tested: 3.4.0-rc2 (ios)."))
        // Not for formats that make no conformance claim.
        #expect(!project.export("junit").err.contains("3.4.0-rc2"))

        let signed = project.signOff(["--allow-incomplete"])
        #expect(
            signed.err.contains("stepwise signoff: warning: the report claims version 3.4.0, but 1 of 1 session recorded another build (3.4.0-rc2)"),
            "\(signed.err)")
    }
}
