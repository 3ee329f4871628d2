import Foundation
import JSON
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    static func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue {
        try JSONParser.parse(text)
    }

    @Test(
        "scalars",
        arguments: [
            ("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null),
            ("0", .int(0)), ("-0", .int(0)), ("42", .int(42)), ("-17", .int(-17)),
            ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
            ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), ("1e3", .double(1000)), ("2E-2", .double(0.02)),
            ("1.5e+2", .double(150)),
            // Too big for an Int: read as a Double rather than refused.
            ("9223372036854775808", .double(9_223_372_036_854_775_808)),
            (#""""#, .string("")), (#""plain""#, .string("plain")),
        ])
    func scalars(text: String, value: JSONValue) throws {
        #expect(try Self.parse(text) == value)
    }

    @Test("string escapes, including surrogate pairs, and UTF-8 passed through")
    func escapes() throws {
        #expect(try Self.parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
        #expect(try Self.parse(#""\u00e9\u20AC\ud83d\ude00""#) == .string("é€😀"))
        #expect(try Self.parse(#""\u0000""#) == .string("\u{0}"))
        #expect(try Self.parse("\"Zoë → 😀\"") == .string("Zoë → 😀"))
    }

    @Test("objects and arrays, nested, with whitespace anywhere between tokens")
    func containers() throws {
        let value = try Self.parse(" {\n\t\"a\" : [1, 2.5, {\"b\":null}] ,\"c\":{}, \"d\":[ ]}\r\n")
        #expect(value == .object(["a": .array([.int(1), .double(2.5), .object(["b": .null])]), "c": .object([:]), "d": .array([])]))
    }

    @Test("what the writer writes reads back as the same value")
    func roundTrip() throws {
        let value = JSONValue.object([
            "text": .string("quote \" backslash \\ newline \n tab \t bell \u{7} é 😀"),
            "numbers": .array([.int(0), .int(-5), .int(Int.max), .double(0.1), .double(-2.5e-8), .double(1e300)]),
            "flags": .array([.bool(true), .bool(false), .null]),
            "nested": .object(["deeper": .object(["list": .array([.array([])])])]),
        ])
        #expect(try Self.parse(value.text) == value)
    }

    @Test(
        "malformed input is refused",
        arguments: [
            "", " ", "{", "}", "[1,]", "[,1]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "{\"a\":1 \"b\":2}", "[1 2]",
            "01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "NaN", "Infinity", "tru", "nul", "True",
            "\"unterminated", "\"bad \\x escape\"", "\"\\u12\"", "\"\\uZZZZ\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"",
            "\"tab\there\"", "\"new\nline\"", "1 2", "{} {}", "[1]]", "{\"a\":1}x",
        ])
    func malformed(text: String) {
        #expect(throws: JSONParser.Failure.self) { try Self.parse(text) }
    }

    @Test("a duplicate key is refused, so a damaged record cannot carry two different values for one field")
    func duplicateKey() {
        #expect(throws: JSONParser.Failure.self) { try Self.parse(#"{"seq":1,"seq":2}"#) }
    }

    @Test("objects with many members: every member kept, a duplicate found however far in, by both readers")
    func manyMembers() throws {
        let keys = (0..<40).map { "key\($0)" }
        let text = "{" + keys.enumerated().map { #""\#($1)":{"n":\#($0)}"# }.joined(separator: ",") + "}"
        guard case .object(let members) = try Self.parse(text) else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 40)
        #expect(members["key39"] == .object(["n": .int(39)]))
        #expect(Self.verdicts(Array(text.utf8)) == (true, true))
        for duplicate in ["key0", "key15", "key16", "k\\u0065y30"] {
            let bad = String(text.dropLast()) + #","\#(duplicate)":1}"#
            #expect(Self.verdicts(Array(bad.utf8)) == (false, false), "\(duplicate)")
        }
    }

    @Test("invalid UTF-8 in a string is refused, with or without escapes around it")
    func invalidUTF8() {
        for bytes: [UInt8] in [[0x22, 0xC3, 0x22], [0x22, 0xFF, 0x22], [0x22, 0x5C, 0x6E, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22]] {
            #expect(throws: JSONParser.Failure.self, "\(bytes)") {
                try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
            }
        }
    }

    @Test("nesting is limited, so a hostile line cannot exhaust the stack")
    func depthLimit() throws {
        #expect(try Self.parse(String(repeating: "[", count: 500) + String(repeating: "]", count: 500)) != .null)
        #expect(throws: JSONParser.Failure.self) {
            try Self.parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        }
    }

    @Test("a failure says where and why")
    func failureMessage() throws {
        do {
            _ = try Self.parse(#"{"a":tru}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.offset == 5)
            #expect(error.description == "invalid JSON at byte 6: unexpected character")
        }
    }

    // MARK: - validate: the same verdicts as parse, without building values

    /// Whether `parse` accepts the bytes, and whether `validate` does.
    static func verdicts(_ bytes: [UInt8]) -> (parse: Bool, validate: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            ((try? JSONParser.parse(buffer)) != nil, JSONParser.validate(buffer) { _ in })
        }
    }

    @Test("validate accepts exactly what parse accepts: the examples above")
    func validateExamples() {
        let texts = [
            "true", "-0", "9223372036854775808", "1e999", #""\u00e9\ud83d\ude00""#, " {\n\"a\" : [1, 2.5, {\"b\":null}] }\r\n",
            String(repeating: "[", count: 511) + String(repeating: "]", count: 511),
            String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512),
            String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
            "", "[1,]", "{\"a\":1,}", "01", "1.", "\"\\ud800\"", "\"\\udc00\"", "{} {}", #"{"seq":1,"seq":2}"#,
            #"{"a":1,"\u0061":2}"#, "{\"é\":1,\"e\u{301}\":2}", #"{"a":{"b":1,"b":2}}"#, #"[{"a":1},{"a":1}]"#,
        ]
        for text in texts {
            let (parse, validate) = Self.verdicts(Array(text.utf8))
            #expect(parse == validate, "\(text.prefix(60)): parse \(parse), validate \(validate)")
        }
    }

    @Test("validate reports each top-level member: its key's text and its value's bytes, and whether they are plain")
    func validateMembers() throws {
        let text = #"{"seq":12,"time":"2026-11-22T00:00:00.000Z","n\u00e4me":"Zoë","list":[1,{"x":"y"}],"esc":"a\nb"}"#
        let bytes = Array(text.utf8)
        var members: [(key: String, value: String, keyIsPlain: Bool, valueIsPlain: Bool)] = []
        let valid = bytes.withUnsafeBufferPointer { buffer in
            JSONParser.validate(buffer) { member in
                members.append(
                    (
                        String(decoding: buffer[member.key], as: UTF8.self), String(decoding: buffer[member.value], as: UTF8.self),
                        member.keyIsPlain, member.valueIsPlain
                    ))
            }
        }
        #expect(valid)
        #expect(members.map(\.key) == ["seq", "time", #"n\u00e4me"#, "list", "esc"])
        #expect(members.map(\.value) == ["12", #""2026-11-22T00:00:00.000Z""#, #""Zoë""#, #"[1,{"x":"y"}]"#, #""a\nb""#])
        #expect(members.map(\.keyIsPlain) == [true, true, false, true, true])
        #expect(members.map(\.valueIsPlain) == [true, true, false, true, false])
    }

    /// Random damage to ledger lines and to JSON with every kind of token, escapes and
    /// non-ASCII text: whatever the bytes, both readers must agree, or verify (which validates)
    /// and replay (which parses) could disagree about a line.
    @Test("validate accepts exactly what parse accepts: randomly damaged JSON", .timeLimit(.minutes(1)))
    func validateAgreesWithParse() {
        let seed = FaultTests.seed
        var random = SeededRandom(seed: seed ^ 0x15_0A)
        var samples = LedgerLines.make(count: 8)
        samples.append(Array(#"{"a":[1,-2.5e+3,true,false,null,{"b":"\u00e9\ud83d\ude00\n\t\"\\\/"}],"é":"→","c":{}}"#.utf8))
        samples.append(Array("[\"\u{1F600}\",\"\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\",0,0.0,1E5, {} ,[ ]]".utf8))
        // Bytes that matter to the grammar, and the UTF-8 lead and continuation bytes around
        // the edges of the valid ranges.
        let interesting: [UInt8] =
            Array(#"{}[],:"\/ubfnrt0123456789-+.eE"#.utf8) + [
                0x00, 0x1F, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
            ]
        var disagreements: [String] = []
        var accepted = 0
        let iterations = 20_000
        for iteration in 0..<iterations {
            var bytes = samples[random.below(samples.count)]
            for _ in 0..<(1 + random.below(3)) {
                let position = random.below(bytes.count + 1)
                let byte = random.below(3) == 0 ? UInt8(truncatingIfNeeded: random.next()) : interesting[random.below(interesting.count)]
                switch random.below(3) {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            let (parse, validate) = Self.verdicts(bytes)
            if parse { accepted += 1 }
            if parse != validate, disagreements.count < 5 {
                disagreements.append("iteration \(iteration): parse \(parse), validate \(validate): \(bytes)")
            }
        }
        #expect(disagreements.isEmpty, "seed \(seed): \(disagreements.joined(separator: "\n"))")
        // The damage must leave both kinds of input, or the comparison proves little.
        #expect(accepted > iterations / 20 && accepted < iterations * 19 / 20, "seed \(seed): \(accepted) of \(iterations) accepted")
    }

    @Test("validate checks UTF-8 in strings as parse does: random bytes between quotes")
    func validateUTF8() {
        var random = SeededRandom(seed: FaultTests.seed ^ 0x0_07F8)
        var disagreements: [[UInt8]] = []
        var accepted = 0
        for _ in 0..<20_000 {
            var text: [UInt8] = []
            for _ in 0..<(1 + random.below(6)) {
                // Mostly bytes from 0x80 up, where the UTF-8 rules are; no quote or backslash.
                let byte = random.below(4) == 0 ? UInt8(0x20 + random.below(0x5F)) : UInt8(0x80 + random.below(0x80))
                if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { text.append(byte) }
            }
            let bytes = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")]
            let (parse, validate) = Self.verdicts(bytes)
            if parse { accepted += 1 }
            if parse != validate && disagreements.count < 5 { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(accepted > 200 && accepted < 19_800, "\(accepted) of 20000 accepted: too few of one kind to compare")
    }
}
