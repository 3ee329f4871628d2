import Foundation
import Testing

@testable import Ledger

@Suite("Ledger stamps")
struct LedgerStampTests {
    @Test("a time keeps its exact text, in the usual form or not")
    func text() {
        for text in [
            "2026-11-22T00:10:05.123Z", "0000-01-01T00:00:00.000Z", "9999-12-31T23:59:60.999Z", "2026-11-22T00:10:05Z",
            "2026-11-22T00:10:05.123456Z", "2026-11-22 00:10:05.123Z", "2026-11-22T00:10:05.12xZ", "", "later",
        ] {
            #expect(LedgerStamp(text).text == text)
            #expect(LedgerStamp(text).description == text)
            var copy = text
            let fromBytes = copy.withUTF8 { LedgerStamp(bytes: $0) }
            #expect(fromBytes == LedgerStamp(text))
        }
    }

    @Test("stamps order exactly as their texts do, whatever mix of forms")
    func order() {
        var random = SeededRandom(seed: 42)
        func time() -> String {
            let base = LedgerTime.string(
                Date(timeIntervalSince1970: 1_700_000_000 + Double(random.below(200_000_000)) / 1000 * Double(1 + random.below(1000))))
            switch random.below(6) {
            case 0: return String(base.prefix(19)) + "Z"
            case 1: return String(base.dropLast()) + "5Z"
            default: return base
            }
        }
        let texts = (0..<400).map { _ in time() } + ["2026-11-22T00:10:05.123Z", "2026-11-22T00:10:05.123Z"]
        for _ in 0..<4000 {
            let a = texts[random.below(texts.count)]
            let b = texts[random.below(texts.count)]
            #expect((LedgerStamp(a) < LedgerStamp(b)) == (a < b), "\(a) vs \(b)")
            #expect((LedgerStamp(a) == LedgerStamp(b)) == (a == b), "\(a) vs \(b)")
        }
        #expect(texts.map(LedgerStamp.init).sorted().map(\.text) == texts.sorted())
    }

    @Test("a time that is not one (month 99, hour 25, 30 February) is unreadable and orders before every real time")
    func impossibleTimes() {
        for text in ["2026-99-99T00:00:00.000Z", "2026-11-22T25:00:00.000Z", "2026-02-30T00:00:00.000Z", "2026-11-22T00:61:00.000Z", "later", ""] {
            #expect(!LedgerTimeReading.isReadable(text), "\(text)")
            #expect(LedgerStamp(text) < LedgerStamp("0001-01-01T00:00:00.000Z"), "\(text)")
            #expect(LedgerStamp(text).text == text)
        }
        for text in ["2026-11-22T00:10:05.123Z", "2024-02-29T23:59:60Z", "2026-11-22T00:10:05+01:00", "2026-11-22T00:10:05.5Z"] {
            #expect(LedgerTimeReading.isReadable(text), "\(text)")
        }
        #expect(LedgerTimeReading.seconds("1970-01-01T00:00:00.000Z") == 0)
        #expect(LedgerTimeReading.seconds("2026-11-22T01:00:00+01:00") == LedgerTimeReading.seconds("2026-11-22T00:00:00Z"))
        #expect(LedgerTimeReading.seconds("2000-03-01T00:00:00Z") == 951_868_800)
    }
}
