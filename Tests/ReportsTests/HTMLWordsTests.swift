import Testing

@testable import Reports

@Suite("HTML report wording")
struct HTMLWordsTests {
    @Test("durations in hours, minutes and seconds")
    func durations() {
        #expect(HTMLWords.duration(0) == "0 s")
        #expect(HTMLWords.duration(59.6) == "1 min")
        #expect(HTMLWords.duration(125) == "2 min 5 s")
        #expect(HTMLWords.duration(3_725) == "1 h 2 min 5 s")
    }

    @Test("sizes in bytes, then thousands, rounded to tenths")
    func sizes() {
        #expect(HTMLWords.size(1) == "1 byte")
        #expect(HTMLWords.size(999) == "999 bytes")
        #expect(HTMLWords.size(2_048) == "2.0 KB")
        #expect(HTMLWords.size(999_960) == "1.0 MB")
        #expect(HTMLWords.size(4_250_000_000) == "4.3 GB")
    }

    @Test("ledger times read as date, time and UTC; anything else as written")
    func times() {
        #expect(HTMLWords.time("2026-11-22T09:14:03.512Z") == "2026-11-22 09:14:03 UTC")
        #expect(HTMLWords.time("2026-11-22T09:14:03Z") == "2026-11-22 09:14:03 UTC")
        #expect(HTMLWords.time("yesterday") == "yesterday")
    }

    @Test("groups are named by feature and platform")
    func groups() {
        #expect(HTMLWords.group(featureName: "Link", uri: "features/link.feature", platform: "mobile-web") == "Link on mobile web")
        #expect(HTMLWords.group(featureName: "", uri: "features/link.feature", platform: "") == "features/link.feature")
    }
}
