import Digest
import JSON
import Ledger
import SignOff
import Testing

@Suite("Sign-off manifest")
struct ManifestTests {
    static let manifest = SignOffManifest(
        id: "20261122-101500-ann-tester", sequence: 2, signer: "ann@example.com", role: "tester", meaning: "executed \"all\" ✓",
        time: "2026-11-22T10:15:00.123Z", allowIncomplete: true,
        incomplete: [IncompleteScenario(id: "x", label: "f.feature:3 X on ios", state: "failed", stale: false)],
        planHash: String(repeating: "a", count: 64), plannedScenarios: 4,
        selection: ["paths": .array([.string("features")]), "tags": .string("@keyboard")],
        sessions: [CoveredSession(id: "s2", records: 5, head: "h2"), CoveredSession(id: "s1", records: 3, head: "h1")])

    @Test("canonical bytes: compact JSON, keys sorted, sessions sorted by id, one newline; they read back to the same manifest")
    func canonical() throws {
        let bytes = Self.manifest.canonicalBytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"allowIncomplete":true,"format":"stepwise-signoff/1","id":"20261122-101500-ann-tester","incomplete":[{"#))
        #expect(text.contains(#""sessions":[{"head":"h1","id":"s1","records":3},{"head":"h2","id":"s2","records":5}]"#))
        #expect(text.hasSuffix("}\n") && text.filter { $0 == "\n" }.count == 1)
        let read = try SignOffManifest.read(bytes)
        #expect(read == Self.manifest)
        #expect(read.canonicalBytes == bytes)
        #expect(Self.manifest.sha256 == SHA256.hash(bytes))
    }

    @Test("every field is in the hash")
    func hashCoversFields() {
        let m = Self.manifest
        let variants = [
            SignOffManifest(
                id: m.id, sequence: 3, signer: m.signer, role: m.role, meaning: m.meaning, time: m.time, allowIncomplete: m.allowIncomplete,
                incomplete: m.incomplete, planHash: m.planHash, plannedScenarios: m.plannedScenarios, selection: m.selection, sessions: m.sessions),
            SignOffManifest(
                id: m.id, sequence: m.sequence, signer: "bo@example.com", role: m.role, meaning: m.meaning, time: m.time,
                allowIncomplete: m.allowIncomplete, incomplete: m.incomplete, planHash: m.planHash, plannedScenarios: m.plannedScenarios,
                selection: m.selection, sessions: m.sessions),
            SignOffManifest(
                id: m.id, sequence: m.sequence, signer: m.signer, role: m.role, meaning: m.meaning, time: m.time, allowIncomplete: false,
                incomplete: [], planHash: m.planHash, plannedScenarios: m.plannedScenarios, selection: m.selection, sessions: m.sessions),
            SignOffManifest(
                id: m.id, sequence: m.sequence, signer: m.signer, role: m.role, meaning: m.meaning, time: m.time, allowIncomplete: m.allowIncomplete,
                incomplete: m.incomplete, planHash: m.planHash, plannedScenarios: m.plannedScenarios, selection: m.selection,
                sessions: [CoveredSession(id: "s1", records: 4, head: "h1")]),
        ]
        #expect(Set(variants.map(\.sha256) + [m.sha256]).count == variants.count + 1)
    }

    @Test("a file that is not a manifest is refused with the reason")
    func malformed() {
        #expect(throws: SignOffManifest.ReadError.self) { try SignOffManifest.read(Array("{".utf8)) }
        #expect(throws: SignOffManifest.ReadError.self) { try SignOffManifest.read(Array(#"{"format":"other"}"#.utf8)) }
        var text = String(decoding: Self.manifest.canonicalBytes, as: UTF8.self)
        text = text.replacingOccurrences(of: #""sequence":2,"#, with: "")
        do {
            _ = try SignOffManifest.read(Array(text.utf8))
            Issue.record("a manifest without a sequence was read")
        } catch {
            #expect(error.reason == "no 'sequence'")
        }
    }

    @Test("the plan hash does not depend on order, and changes with any id or content hash")
    func planHash() {
        let a = ResultsReplay.Planned(id: "a", contentHash: "1")
        let b = ResultsReplay.Planned(id: "b", contentHash: "2")
        #expect(PlanHash.of([a, b]) == PlanHash.of([b, a]))
        #expect(PlanHash.of([a, b]) == SHA256.hash("a 1\nb 2\n"))
        #expect(PlanHash.of([a, b]) != PlanHash.of([a, .init(id: "b", contentHash: "3")]))
        #expect(PlanHash.of([a, b]) != PlanHash.of([a]))
    }

    @Test("the record carries the manifest's id, hash and bindings, and reads back")
    func record() throws {
        let payload = SignOffRecord.payload(for: Self.manifest, signed: true)
        let line = LedgerRecord(seq: 2, time: "2026-11-22T10:15:01.000Z", type: RecordType.signOff, payload: payload, prev: LedgerRecord.genesis).line
        let read = try line.withUnsafeBufferPointer { buffer throws(RecordProblem) in try LedgerRecord.read(buffer, verifyCheck: true) }
        let record = try #require(SignOffRecord(read))
        #expect(record.manifestID == Self.manifest.id)
        #expect(record.manifestSHA256 == Self.manifest.sha256)
        #expect(record.sessions == Self.manifest.sessions)
        #expect(record.planHash == Self.manifest.planHash)
        #expect(record.signed && record.allowIncomplete && record.incomplete == 1 && record.seq == 2)
        let note = LedgerRecord(seq: 1, time: "2026-11-22T10:15:01.000Z", type: RecordType.note, payload: payload, prev: LedgerRecord.genesis)
        #expect(SignOffRecord(note) == nil)
    }

    @Test("manifest check: missing, edited, intact")
    func manifestCheck() throws {
        let payload = SignOffRecord.payload(for: Self.manifest, signed: false)
        let record = try #require(
            SignOffRecord(
                LedgerRecord(seq: 4, time: "2026-11-22T10:15:01.000Z", type: RecordType.signOff, payload: payload, prev: LedgerRecord.genesis)))
        let bytes = Self.manifest.canonicalBytes
        let intact = ManifestCheck.check(record: record, bytes: bytes, path: "m.json", ledgerName: "signoffs.jsonl")
        #expect(intact.problems.isEmpty && intact.manifest == Self.manifest)
        let missing = ManifestCheck.check(record: record, bytes: nil, path: "m.json", ledgerName: "signoffs.jsonl")
        #expect(missing.problems == ["sign-off \(Self.manifest.id): manifest m.json is missing"])
        let edited = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"records\":3", with: "\"records\":2").utf8)
        let found = ManifestCheck.check(record: record, bytes: edited, path: "m.json", ledgerName: "signoffs.jsonl")
        #expect(found.problems == ["sign-off \(Self.manifest.id): manifest edited (its SHA-256 no longer matches signoffs.jsonl line 4)"])
    }
}
