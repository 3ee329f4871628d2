import Testing

@testable import TestPlan

/// A feature's path in NFC (é as U+00E9) and in NFD (e and U+0301) is one feature: its scenario
/// ids, and the key a `PATH:LINE` selection is filed under, are the same for both.
@Suite("Scenario identity across Unicode normalisation forms")
struct ScenarioIdentityUnicodeTests {
    let nfc = "features/caf\u{E9}/cr\u{E8}me.feature"
    let nfd = "features/cafe\u{301}/cre\u{300}me.feature"

    @Test("the two spellings are different bytes but one identity")
    func sameIdentity() {
        #expect(Array(nfc.utf8) != Array(nfd.utf8))
        #expect(Array(ScenarioIdentity.normalisedPath(nfd).utf8) == Array(nfc.utf8))
        #expect(Array(ScenarioIdentity.normalisedPath("./" + nfd + "#Menu").utf8) == Array((nfc + "#Menu").utf8))
        let one = ScenarioIdentity.id(uri: nfc, rule: nil, name: "Menu", exampleValues: [], platform: "ios", ordinal: 0)
        let other = ScenarioIdentity.id(uri: nfd, rule: nil, name: "Menu", exampleValues: [], platform: "ios", ordinal: 0)
        #expect(one == other)
    }

    @Test("an ASCII path's identity is what it always was")
    func asciiUnchanged() {
        #expect(ScenarioIdentity.normalisedPath("./features//a.feature") == "features/a.feature")
    }
}
