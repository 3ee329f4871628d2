import Gherkin
import Harness
import JSON
import Ledger
import TestPlan
import Testing

/// A failure names the criteria it breaks: `f 2.4.4: …` in any session, a question at a
/// terminal when it names none of a step with several, refused when it names one the step
/// does not evidence; what it names is recorded with the verdict.
@Suite("Failures that name what they break")
struct NamedFailureSessionTests {
    static func plan() throws -> [PlannedScenario] {
        let feature =
            "Feature: Link\n  Scenario: Purpose\n    Given the page is open\n    Then the link says where it goes\n    And the link is announced as a link\n"
        let steps = """
            ## the page is open
            Kind: setup
            Open it.

            ## the link says where it goes
            Kind: check
            WCAG: 2.4.4, 2.5.3, 4.1.2
            Read it.

            ## the link is announced as a link
            Kind: check
            WCAG: 4.1.2
            Listen.
            """
        let definitions = try StepLibraryReader.read(steps, file: "steps/link.md").get()
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(feature, uri: "features/link.feature", ids: ids) else { throw CancellationError() }
        return Planner.plan(
            [
                PlanSource(
                    uri: "features/link.feature", document: document,
                    pickles: PickleCompiler(ids: ids).compile(document, uri: "features/link.feature"))
            ],
            library: StepLibrary(definitions: definitions), selection: PlanSelection()
        ).scenarios
    }

    func start(asks: Bool = false) throws -> (GuidedSession, MemorySink) {
        let sink = MemorySink()
        let session = GuidedSession(
            scenarios: try Self.plan(), records: [], sink: sink, resultsFolder: "results", style: TerminalStyle(colour: false),
            asksWhichCriteria: asks)
        _ = session.advance()
        return (session, sink)
    }

    func failures(_ sink: MemorySink) -> [LedgerRecord] {
        sink.records.filter { $0.type == RecordType.stepResult && $0.string("verdict") == "failed" }
    }

    @Test("f 2.4.4: NOTE records the criteria with the note; the words say which")
    func namedInTheCommand() throws {
        let (session, sink) = try start()
        _ = session.handle("p")
        _ = session.advance()
        let reply = session.handle("f 2.4.4: the link says only \"Read more\"")
        #expect(reply.lines.first == "Step 2: failed against 2.4.4, the link says only \"Read more\".")
        let record = try #require(failures(sink).first)
        #expect(record.strings("breaks") == ["2.4.4"])
        #expect(record.string("note") == "the link says only \"Read more\"")
        #expect(!record.flag("acrossProduct"))
    }

    @Test("a criterion the step does not carry is refused with the step's list, and nothing is recorded")
    func foreignCriterionRefused() throws {
        let (session, sink) = try start()
        _ = session.handle("p")
        _ = session.advance()
        let reply = session.handle("f 2.1.2: no trap")
        #expect(
            reply.lines == [
                "Not recorded: 2.1.2 is not a criterion of step 2; it evidences 2.4.4, 2.5.3 and 4.1.2. Name those, or none to charge them all."
            ])
        #expect(failures(sink).isEmpty)
        // The setup step evidences nothing: naming a criterion there is refused too.
        let (other, otherSink) = try start()
        #expect(other.handle("f 4.1.2: broken").lines.first?.contains("evidences no WCAG criterion") == true)
        #expect(failures(otherSink).isEmpty)
    }

    @Test("at a terminal, a failure naming none of several criteria is asked which; Enter charges all, numbers pick, u takes it back")
    func askedAtATerminal() throws {
        let (session, sink) = try start(asks: true)
        _ = session.handle("p")
        _ = session.advance()
        let question = session.handle("f vague link").lines
        #expect(question.first?.hasPrefix("Step 2 evidences 3 WCAG criteria") == true)
        #expect(question.contains("  1. 2.4.4 Link Purpose (In Context)"))
        #expect(failures(sink).isEmpty, "nothing recorded before the answer")
        #expect(session.nextPrompt().hasPrefix("Which does it break?"))
        // A wrong answer asks again; the failure still waits.
        #expect(session.handle("7").lines.first?.contains("is none of 1 to 3") == true)
        _ = session.handle("1, 4.1.2")
        #expect(failures(sink).first?.strings("breaks") == ["2.4.4", "4.1.2"])

        let (again, againSink) = try start(asks: true)
        _ = again.handle("p")
        _ = again.advance()
        _ = again.handle("f vague")
        _ = again.handle("")
        #expect(failures(againSink).count == 1)
        #expect(failures(againSink).first?.strings("breaks") == nil, "Enter: all, as a failure naming none")

        let (withdrawn, withdrawnSink) = try start(asks: true)
        _ = withdrawn.handle("p")
        _ = withdrawn.advance()
        _ = withdrawn.handle("f vague")
        #expect(withdrawn.handle("u").lines.first?.hasPrefix("Failure not recorded") == true)
        #expect(failures(withdrawnSink).isEmpty)
        // A step with one criterion is never asked.
        _ = withdrawn.handle("p")
        _ = withdrawn.advance()
        #expect(withdrawn.handle("f silent").lines.first == "Step 3: failed, silent.")
    }

    @Test("answers files are not asked: a failure naming none is recorded at once, charging all")
    func answersNotAsked() throws {
        let (session, sink) = try start(asks: false)
        _ = session.handle("p")
        _ = session.advance()
        _ = session.handle("f vague")
        #expect(failures(sink).count == 1)
        #expect(failures(sink).first?.strings("breaks") == nil)
    }

    @Test("across before the colon records that the failure holds across the product")
    func acrossTheProduct() throws {
        let (session, sink) = try start()
        _ = session.handle("p")
        _ = session.advance()
        #expect(
            session.handle("f 2.4.4 across: every card says Read more").lines.first
                == "Step 2: failed against 2.4.4, across the product, every card says Read more.")
        #expect(failures(sink).first?.flag("acrossProduct") == true)
        #expect(failures(sink).first?.strings("breaks") == ["2.4.4"])
    }

    @Test("the browser's form sends the criteria as a value: perform records them without asking")
    func performFromAForm() throws {
        let (session, sink) = try start(asks: true)
        _ = session.handle("p")
        _ = session.advance()
        #expect(session.shownCriteria == ["2.4.4", "2.5.3", "4.1.2"])
        _ = session.perform(.fail(note: "vague", breaks: ["2.5.3"]))
        #expect(failures(sink).first?.strings("breaks") == ["2.5.3"])
    }
}
