import Foundation
import Gherkin
import TestPlan
import Testing

/// The bundled `steps/` library guides every step of the bundled `features/`, each by exactly
/// one definition; this test keeps it so as either changes.
@Suite("Bundled step library")
struct BundledStepsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(_ folder: String, suffix: String) -> [URL] {
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
    }

    func library() throws -> StepLibrary {
        var definitions: [StepDefinition] = []
        for file in Self.files("steps", suffix: ".md") {
            let text = try String(contentsOf: file, encoding: .utf8)
            switch StepLibraryReader.read(text, file: "steps/" + file.lastPathComponent) {
            case .success(let found): definitions += found
            case .failure(let errors): Issue.record("\(errors.errors.map(\.description).joined(separator: "\n"))")
            }
        }
        return try StepLibrary.make(definitions).get()
    }

    @Test("every bundled step matches exactly one definition")
    func coverage() throws {
        let library = try library()
        // The tour's features (examples/); features/ holds the catalog, checked by BundledFeaturesTests.
        let features = Self.files("examples", suffix: ".feature")
        #expect(features.count >= 4)
        var sources: [PlanSource] = []
        for file in features {
            let uri = "examples/" + file.lastPathComponent
            let ids = IdGenerator()
            let document = try GherkinParser.parse(try String(contentsOf: file, encoding: .utf8), uri: uri, ids: ids).get()
            sources.append(PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri)))
        }
        let plan = Planner.plan(sources, library: library, selection: PlanSelection())
        #expect(!plan.scenarios.isEmpty)
        #expect(plan.undefined.map(\.text) == [], "steps without guidance")
        #expect(plan.ambiguous.map(\.text) == [], "steps with more than one definition")
        for scenario in plan.scenarios {
            for step in scenario.steps {
                #expect(step.guidance?.isEmpty == false, "\(scenario.uri):\(step.line) has no guidance text")
            }
        }
    }

    @Test("the library speaks to each platform where practice differs")
    func platformSections() throws {
        let library = try library()
        #expect(library.definitions.count >= 30)
        let withIOS = library.definitions.filter { $0.guidance.sections["ios"] != nil }
        let withAndroid = library.definitions.filter { $0.guidance.sections["android"] != nil }
        #expect(withIOS.count >= 10)
        #expect(withAndroid.count >= 10)
        let all = library.definitions.map { $0.guidance.text(for: nil) }.joined(separator: "\n")
        for term in ["Full Keyboard Access", "VoiceOver", "TalkBack", "Rotor", "NVDA", "JAWS", "Larger Text", "Font size"] {
            #expect(all.contains(term), "no guidance mentions \(term)")
        }
    }
}
