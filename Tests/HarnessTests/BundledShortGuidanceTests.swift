import Foundation
import Harness
import TestPlan
import Testing

/// Every definition of the bundled library has a short form (`Short:`), so that the default
/// session says what to do and what passes at every step of the bundled features, on every
/// platform; and each short form, platform ones included, is short enough to listen to.
@Suite("Short forms of the bundled step library")
struct BundledShortGuidanceTests {
    /// The most words a short form may take as the session speaks it. Thirty words are about ten
    /// seconds at the 180 words a minute a screen reader is commonly set to: with the step's own
    /// line (about a dozen words) and the four-word prompt, one step stays under a minute even at
    /// its longest, and the bundled forms, about eighteen words on average, keep a session over
    /// the button and modal dialog under 45 words a step (`DefaultGuidanceLengthTests`).
    static let wordLimit = 30

    static func definitions() throws -> [StepDefinition] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("steps")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var definitions: [StepDefinition] = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            definitions += try StepLibraryReader.read(text, file: "steps/" + name).get()
        }
        return definitions
    }

    static func spokenWords(_ short: String) -> Int {
        SpokenMarkdown.lines(short).joined(separator: " ").split(whereSeparator: \.isWhitespace).count
    }

    @Test("every bundled definition has a Short: line of its own, so every platform hears one")
    func everyDefinition() throws {
        let definitions = try Self.definitions()
        #expect(definitions.count >= 400)
        for definition in definitions {
            #expect(definition.guidance.short != nil, "\(definition.place) has no Short: line")
            for platform in ["ios", "android", "desktop", "mobile-web"] {
                #expect(definition.guidance.shortText(for: platform) != nil, "\(definition.place) says nothing short on \(platform)")
            }
        }
    }

    @Test("each short form, platform ones included, is at most 30 spoken words")
    func short() throws {
        var counts: [Int] = []
        for definition in try Self.definitions() {
            for (place, text) in [("", definition.guidance.short)]
                + definition.guidance.shortSections.sorted(by: { $0.key < $1.key }).map({ ($0.key, $0.value) })
            {
                guard let text else { continue }
                let words = Self.spokenWords(text)
                counts.append(words)
                #expect(words <= Self.wordLimit, "\(definition.place) \(place): \(words) words: \(text)")
                #expect(!text.contains("`"), "\(definition.place) \(place): a short form is plain words")
            }
        }
        #expect(!counts.isEmpty)
    }
}
