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
}
