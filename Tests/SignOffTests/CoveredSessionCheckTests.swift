import Digest
import Ledger
import SignOff
import Testing

@Suite("Covered sessions against a sign-off")
struct CoveredSessionCheckTests {
    let signed = SessionBytes.lines(verdicts: ["a", "b"])
    var binding: CoveredSession { CoveredSession(SessionBytes.session("s1", signed)) }

    func problems(_ lines: [[UInt8]]) -> [String] {
        CoveredSessionCheck.problems(signOff: "S", covered: [binding], sessions: [SessionBytes.session("s1", lines)])
    }

    @Test("the session as signed holds; the binding is its record count and head hash")
    func unchanged() {
        #expect(binding.records == 3)
        #expect(binding.head == SHA256.hash(signed[2]))
        #expect(problems(signed).isEmpty)
    }

    @Test("records appended after the sign-off are counted, verdicts among them named")
    func appended() {
        let verdict = SessionBytes.lines(verdicts: ["c"], from: 4, prev: SHA256.hash(signed[2]))
        #expect(problems(signed + verdict) == ["session s1: 1 record appended after sign-off S (1 verdict)"])
        let withNote = signed + [SessionBytes.note(after: signed)]
        #expect(problems(withNote) == ["session s1: 1 record appended after sign-off S"])
    }

    @Test("the last line removed is a truncation")
    func truncated() {
        #expect(problems(Array(signed.dropLast())) == ["session s1: ledger truncated since sign-off S (3 records signed, 2 now)"])
    }

    @Test("a line edited in the middle breaks the chain although the head is unchanged")
    func editedInside() {
        var lines = signed
        lines[1] = Array(String(decoding: lines[1], as: UTF8.self).replacingOccurrences(of: "passed", with: "failed").utf8)
        let found = problems(lines)
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("session s1: ledger changed since sign-off S (line 2: edited"))
    }

    @Test("a ledger rewritten with a correct chain has another head")
    func rewritten() {
        let other = SessionBytes.lines(verdicts: ["a", "z"])
        let found = problems(other)
        #expect(
            found == ["session s1: ledger changed since sign-off S (head now \(SHA256.hash(other[2]).prefix(16)), signed \(binding.head.prefix(16)))"]
        )
        let longer = SessionBytes.lines(verdicts: ["a", "z", "c"])
        #expect(
            problems(longer) == ["session s1: ledger changed since sign-off S (record 3 no longer has the signed head \(binding.head.prefix(16)))"])
    }

    @Test("a covered session that is gone is missing")
    func missing() {
        let found = CoveredSessionCheck.problems(signOff: "S", covered: [binding], sessions: [SessionBytes.session("s2", signed)])
        #expect(found == ["session s1: missing (covered by sign-off S)"])
    }
}
