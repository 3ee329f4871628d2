import Gherkin
import TestPlan
import Testing

/// The planner keeps the places of the steps it cannot guide as numbers, drops a repeat of a
/// text's last place at once and any other repeat when the list is written. The lists must be
/// what the plain rule gives: each undefined or ambiguous text once, in the order first used,
/// with each place it is used at once, in the order first used.
@Suite("Undefined and ambiguous steps, listed compactly")
struct UnguidedStepsTests {
    static func source(_ text: String, uri: String) throws -> PlanSource {
        let ids = IdGenerator()
        let document = try GherkinParser.parse(text, uri: uri, ids: ids).get()
        return PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri))
    }

    static let library: StepLibrary = {
        let text = "## I press {word}\n\nPress it.\n\n## the {word} opens\n\n## the {} opens\n"
        return StepLibrary(definitions: (try? StepLibraryReader.read(text, file: "steps/k.md").get()) ?? [])
    }()

    /// A background step in every scenario, a text used twice in one scenario at two lines
    /// (so its places come as A, B, A, B across example rows and platforms), an ambiguous text,
    /// a guided one, and a text shared with the other file.
    static let first = """
        @native
        Feature: First

          Background:
            Given the app is open

          Scenario Outline: Rows <n>
            When I press <key>
            And I wait
            Then the menu opens
            And I wait
            And the shared step

            Examples:
              | n | key |
              | 1 | A   |
              | 2 | B   |

          Scenario: Another
            Then the dialog box opens
            And the shared step
        """

    static let second = """
        Feature: Second

          Scenario: Elsewhere
            Given the shared step
            And the app is open
            And the menu opens
        """

    /// The lists as the plain rule makes them from the planned steps themselves.
    static func plainLists(_ plan: TestPlan, library: StepLibrary) -> (undefined: [String], ambiguous: [String]) {
        var undefined: [(String, [String])] = []
        var ambiguous: [(String, [String])] = []
        for scenario in plan.scenarios {
            for step in scenario.steps where step.definition == nil {
                let place = "\(scenario.uri):\(step.line)"
                let isAmbiguous: Bool
                if case .ambiguous = library.match(step.text) { isAmbiguous = true } else { isAmbiguous = false }
                func add(to list: inout [(String, [String])]) {
                    if let at = list.firstIndex(where: { $0.0 == step.text }) {
                        if !list[at].1.contains(place) { list[at].1.append(place) }
                    } else {
                        list.append((step.text, [place]))
                    }
                }
                if isAmbiguous { add(to: &ambiguous) } else { add(to: &undefined) }
            }
        }
        return (undefined.map { "\($0.0) @ \($0.1)" }, ambiguous.map { "\($0.0) @ \($0.1)" })
    }

    static func listed(_ steps: [TestPlan.UnguidedStep]) -> [String] {
        steps.map { "\($0.text) @ \($0.places)" }
    }

    @Test("the lists are the plain rule's: each text once, each place once, in the order first used")
    func plainRule() throws {
        let sources = [try Self.source(Self.first, uri: "features/first.feature"), try Self.source(Self.second, uri: "features/second.feature")]
        let plan = Planner.plan(sources, library: Self.library, selection: PlanSelection())
        let plain = Self.plainLists(plan, library: Self.library)
        #expect(Self.listed(plan.undefined) == plain.undefined)
        #expect(Self.listed(plan.ambiguous) == plain.ambiguous)
        // What the example is for: a text at two places used over and over, a background
        // step on every scenario, a text used in both files, an ambiguous one.
        #expect(plain.undefined.contains("I wait @ [\"features/first.feature:9\", \"features/first.feature:11\"]"))
        #expect(plain.undefined.first == "the app is open @ [\"features/first.feature:5\", \"features/second.feature:5\"]")
        #expect(plain.ambiguous == ["the menu opens @ [\"features/first.feature:10\", \"features/second.feature:6\"]"])
        #expect(plan.ambiguous.first?.definitions == ["steps/k.md:5", "steps/k.md:7"])
    }

    @Test("undefined steps one at a time are the plan's list, and a count of it")
    func oneAtATime() throws {
        var builder = PlanBuilder(library: Self.library, selection: PlanSelection())
        builder.add(try Self.source(Self.first, uri: "features/first.feature"))
        builder.add(try Self.source(Self.second, uri: "features/second.feature"))
        var streamed: [TestPlan.UnguidedStep] = []
        builder.forEachUndefined { streamed.append($0) }
        let plan = builder.finish()
        #expect(streamed == plan.undefined)
        #expect(builder.undefinedCount == plan.undefined.count)
        #expect(builder.finish(listingUndefined: false).undefined.isEmpty)
        #expect(builder.finish(listingUndefined: false).ambiguous == plan.ambiguous)
    }

    @Test("a file taken back leaves the lists as if it had never been planned, and its texts are listed where next used")
    func takenBack() throws {
        let first = try Self.source(Self.first, uri: "features/first.feature")
        let second = try Self.source(Self.second, uri: "features/second.feature")
        var builder = PlanBuilder(library: Self.library, selection: PlanSelection())
        builder.add(second)
        builder.mark()
        builder.add(first)
        builder.rollBack()
        builder.add(second)
        var plain = PlanBuilder(library: Self.library, selection: PlanSelection())
        plain.add(second)
        plain.add(second)
        #expect(builder.finish().undefined == plain.finish().undefined)
        #expect(builder.finish().ambiguous == plain.finish().ambiguous)

        // Taken back after texts of its own: planned again later, they come after the kept ones.
        var later = PlanBuilder(library: Self.library, selection: PlanSelection())
        later.mark()
        later.add(first)
        later.rollBack()
        later.add(second)
        later.add(first)
        var straight = PlanBuilder(library: Self.library, selection: PlanSelection())
        straight.add(second)
        straight.add(first)
        #expect(Self.listed(later.finish().undefined) == Self.listed(straight.finish().undefined))
        #expect(Self.listed(later.finish().ambiguous) == Self.listed(straight.finish().ambiguous))
    }
}
