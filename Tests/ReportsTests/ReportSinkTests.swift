import Foundation
import JSON
import Ledger
import SafeHTML
import TestPlan
import Testing

@testable import Reports

/// The byte sink every export writes into, and the byte-level shortcuts the exports take: each
/// must give exactly the text of the slower way it replaced.
@Suite("Report sink")
struct ReportSinkTests {
    /// Text that reaches every escape: controls, CR LF, quotes, markup, a formula, noncharacters,
    /// bidirectional controls, C1 controls, emoji and other non-ASCII.
    static let hostile = [
        "", "plain text", "  padded\t", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1B}\u{1F}\u{7F}",
        "a\r\nb\rc\nd", "<script>alert('x')</script> & \"quoted\" ]]>", "=SUM(A1) +1 -1 @x",
        "\u{FFFE}\u{FFFF}" + String(String.UnicodeScalarView([0xFDD0, 0xFDEF, 0x1FFFE].compactMap(Unicode.Scalar.init))),
        "\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200E}\u{200F}\u{061C}", "\u{80}\u{85}\u{9F}\u{A0}", "😀 é ü ß 中文 \u{2028}\u{2029}",
        String(repeating: "long line of text without escapes ", count: 40), "\\back\\slash\\", "x\u{0}y\"z\\w\u{1F}v",
        "pipes | and *stars* _under_ #hash [link](url) <tag> ~tilde~ $math$ `code` !bang @team & amp {brace}",
    ]

    @Test("a sink that drains in chunks hands on exactly what an in-memory sink keeps")
    func chunks() {
        let whole = ReportSink()
        var drained: [UInt8] = []
        var chunks = 0
        let draining = ReportSink(chunkSize: 64) { chunk in
            drained += chunk
            chunks += 1
        }
        for sink in [whole, draining] {
            for (index, text) in Self.hostile.enumerated() {
                sink.append(text)
                sink.append(index)
                sink.append(-index * 1_000_003)
                sink.json(text)
                sink.html(text)
                sink.htmlAttribute(text)
                sink.append("static")
                sink.append(byte: 0x0A)
            }
            sink.append(Int.min)
            sink.append(Int.max)
            sink.flush()
        }
        #expect(chunks > 10)
        #expect(drained == whole.bytes)
        #expect(draining.byteCount == whole.byteCount)
    }

    @Test("numbers are written as String(_:) writes them")
    func numbers() {
        for value in [0, 1, 9, 10, 99, 100, 12_345, -1, -10, -987_654_321, Int.max, Int.min] {
            let sink = ReportSink()
            sink.append(value)
            #expect(sink.text == String(value))
        }
    }

    @Test("JSON strings are escaped as JSONValue escapes them")
    func json() {
        for text in Self.hostile {
            let sink = ReportSink()
            sink.json(text)
            #expect(sink.text == JSONValue.string(text).text, "\(text.debugDescription)")
            // Every length and alignment of the eight-byte scan.
            for cut in 0..<min(text.utf8.count, 20) {
                let piece = String(decoding: text.utf8.dropFirst(cut), as: UTF8.self)
                let pieceSink = ReportSink()
                pieceSink.json(piece)
                #expect(pieceSink.text == JSONValue.string(piece).text)
            }
        }
    }

    @Test("HTML text and attributes are escaped as the one escaper (HTMLEscaper) escapes them")
    func html() {
        for text in Self.hostile {
            let sink = ReportSink()
            sink.html(text)
            #expect(sink.text == HTMLEscaper.text(text), "\(text.debugDescription)")
            let attribute = ReportSink()
            attribute.htmlAttribute(text)
            #expect(attribute.text == HTMLEscaper.attribute(text), "\(text.debugDescription)")
        }
    }

    @Test("Markdown and CSV text is made safe as the character-by-character rules make it")
    func markdownAndCSV() {
        for text in Self.hostile {
            #expect(MarkdownText.inline(text) == Self.markdownReference(text), "\(text.debugDescription)")
            #expect(CSVField.cell(text) == Self.csvReference(text), "\(text.debugDescription)")
        }
    }

    @Test("byte shortcuts for ASCII give what the character-based rules give")
    func asciiShortcuts() {
        let names =
            Self.hostile + ["Keyboard focus", "  Unnamed  ", "\t", "Scenario 12-3 with \"quotes\" & ]]>", "Ünïcödé name", "ALL CAPS_and-dashes"]
        for name in names {
            #expect(HTMLWords.trimmed(name) == name.trimmingCharacters(in: .whitespaces), "\(name.debugDescription)")
            #expect(HTMLWords.isBlank(name) == name.trimmingCharacters(in: .whitespaces).isEmpty, "\(name.debugDescription)")
            #expect(CucumberJSONReport.slug(name) == Self.slugReference(name), "\(name.debugDescription)")
            #expect(MarkdownHeadingAnchors.slug(name) == Self.anchorReference(name), "\(name.debugDescription)")
            #expect(ConformanceRemarks.shortened(name) == Self.shortenedReference(name), "\(name.debugDescription)")
        }
        for time in [
            "2026-11-22T09:14:03.512Z", "2026-11-22T09:14:03Z", "not a time at all, long enough", "2026-11-22 09:14:03.512Z",
            "é026-11-22T09:14:03.512Z",
        ] {
            let characters = Array(time)
            let expected =
                characters.count >= 20 && characters[10] == "T" && time.hasSuffix("Z")
                ? String(characters[0..<10]) + " " + String(characters[11..<19]) + " UTC" : time
            #expect(HTMLWords.time(time) == expected)
        }
    }

    @Test("Xray's dates are LedgerTime's, to the second, from 1970 to 9999 and before")
    func dates() {
        var seconds: [Int] = [
            0, 1, 59, 86_399, 86_400, 951_782_400, 951_868_799, 1_795_338_000, 4_102_444_800, 253_402_300_799, -1, -86_400, -2_208_988_800,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { seconds.append(Int.random(in: -2_000_000_000...253_402_300_799, using: &generator)) }
        for value in seconds {
            let expected = String(LedgerTime.string(Date(timeIntervalSince1970: Double(value))).prefix(19))
            #expect(ReportTimestamp(seconds: value, nanos: 0).dateText == expected, "\(value)")
        }
        #expect(ReportTimestamp(seconds: 253_402_300_800, nanos: 0).dateText == nil)
    }

    @Test("every format written into a sink in small chunks is the text render gives")
    func streamedFormats() throws {
        for (name, report) in try ExportGoldenTests.reports() {
            let formats: [(String, (Report, ReportSink) -> Void, (Report) -> String)] = [
                ("junit", { JUnitReport.write($0, to: $1) }, { JUnitReport.render($0) }),
                ("cucumber-json", { CucumberJSONReport.write($0, to: $1) }, CucumberJSONReport.render),
                ("messages", { MessagesReport.write($0, to: $1) }, MessagesReport.render),
                ("markdown", { MarkdownReport.write($0, to: $1) }, MarkdownReport.render),
                ("csv", { CSVReport.write($0, to: $1) }, CSVReport.render),
                ("html", { HTMLReport.write($0, to: $1) }, HTMLReport.render),
                ("acr", { ACRReport.write($0, to: $1) }, ACRReport.render),
                ("acr-markdown", { ACRMarkdownReport.write($0, to: $1) }, ACRMarkdownReport.render),
                ("openacr", { OpenACRReport.write($0, to: $1) }, OpenACRReport.render),
                ("earl", { EARLReport.write($0, to: $1) }, EARLReport.render),
                (
                    "xray", { XrayReport.write($0, options: .init(flavour: .server), to: $1) },
                    { XrayReport.render($0, options: .init(flavour: .server)) }
                ),
            ]
            for (format, write, render) in formats where name != "hostile" || ExportGoldenTests.stepsAlone.contains(format) {
                var bytes: [UInt8] = []
                let sink = ReportSink(chunkSize: 100) { bytes += $0 }
                write(report, sink)
                sink.flush()
                #expect(String(decoding: bytes, as: UTF8.self) == render(report), "\(name) \(format)")
            }
        }
    }

    // MARK: The character-based rules the byte shortcuts replaced

    static func markdownReference(_ text: String) -> String {
        let escaped: Set<UInt8> = Set("\\`*_{}[]()<>#!|~&@$".utf8)
        var out: [UInt8] = []
        var previous: UInt8 = 0
        for byte in BidiControls.shown(text).utf8 {
            defer { previous = byte }
            switch byte {
            case 0x0A where previous == 0x0D: continue
            case 0x0A, 0x0D: out.append(contentsOf: "<br>".utf8)
            case 0x09: out.append(UInt8(ascii: " "))
            case 0x00..<0x20, 0x7F: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                if escaped.contains(byte) { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func csvReference(_ value: String) -> String {
        let bytes = BidiControls.shown(value).utf8
        var out: [UInt8] = []
        var needsQuotes = false
        for byte in bytes where [UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D].contains(byte) { needsQuotes = true }
        if needsQuotes { out.append(UInt8(ascii: "\"")) }
        if let first = bytes.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D].contains(first) {
            out.append(UInt8(ascii: "'"))
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")])
            case 0x09, 0x0A, 0x0D: out.append(byte)
            case 0x00..<0x20, 0x7F: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default: out.append(byte)
            }
        }
        if needsQuotes { out.append(UInt8(ascii: "\"")) }
        return String(decoding: out, as: UTF8.self)
    }

    static func slugReference(_ name: String) -> String {
        var out = ""
        var dash = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if dash, !out.isEmpty { out.append("-") }
                out.append(character)
                dash = false
            } else {
                dash = true
            }
        }
        return out
    }

    static func anchorReference(_ heading: String) -> String {
        var out = ""
        for scalar in heading.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                out.unicodeScalars.append(scalar)
            default:
                if scalar == " " { out += "-" } else if scalar == "-" { out += "-" }
            }
        }
        return out
    }

    static func shortenedReference(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard line.count > ConformanceRemarks.noteLength else { return line }
        var cut = String(line.prefix(ConformanceRemarks.noteLength))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > ConformanceRemarks.noteLength / 2 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }
}
