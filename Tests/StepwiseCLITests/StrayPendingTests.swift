import Foundation
import Testing

/// `signoffs/<id>.json.pending` (and `.sig`) put beside a recorded sign-off's manifest: the
/// next sign-off never renames them over the genuine manifest and signature, and `verify`
/// names them.
@Suite("Stray pending sign-off files")
struct StrayPendingTests {
    @Test("a forged pending manifest beside a recorded one: verify names it, the next signoff leaves the genuine one as it was")
    func strayPendingNeverReplacesTheRecord() throws {
        let project = try SignOffCreditTests.Project()
        #expect(project.signOff("Dee", platform: "ios").status == 0)
        let folder = project.results + "/signoffs"
        let manifest = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
        let genuine = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + manifest))
        let forged = String(decoding: genuine, as: UTF8.self).replacingOccurrences(of: "\"Dee\"", with: "\"Mallory\"")
        try forged.write(toFile: folder + "/" + manifest + ".pending", atomically: true, encoding: .utf8)
        try "forged signature".write(toFile: folder + "/" + manifest + ".pending.sig", atomically: true, encoding: .utf8)

        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1, "\(verified.out)")
        #expect(verified.out.contains("stray signoffs/\(manifest).pending beside its recorded manifest"), "\(verified.out)")

        #expect(project.signOff("Eve", platform: "ios").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + manifest)) == genuine, "the signed manifest is untouched")
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + manifest + ".sig"), "no forged signature moved into place")
        #expect(run(["verify", "--results", project.results]).out.contains("stray signoffs/"))
        // Deleting them, as verify says, clears it.
        try FileManager.default.removeItem(atPath: folder + "/" + manifest + ".pending")
        try FileManager.default.removeItem(atPath: folder + "/" + manifest + ".pending.sig")
        let clean = run(["verify", "--results", project.results])
        #expect(!clean.out.contains("stray"), "\(clean.out)")
    }
}
