import Foundation
import Gherkin
import Harness
import JSON
import Ledger
import TestPlan
import Testing

/// A clock the test moves by hand.
private final class HandClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = Date(timeIntervalSince1970: 1_795_000_000)
    func read() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return now
    }
    func advance(_ seconds: Double) {
        lock.lock()
        now += seconds
        lock.unlock()
    }
}

@Suite("Step timing")
struct StepTimingTests {
    private static func plan() throws -> [PlannedScenario] {
        let text = "Feature: F\n  Scenario: A\n    Given a\n    When b\n"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else {
            throw CancellationError()
        }
        return Planner.plan(
            [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))],
            library: StepLibrary(definitions: []), selection: PlanSelection()
        ).scenarios
    }

    @Test("a step's time runs from when it is first shown to its verdict: the first step is not 0 s, and retyping does not restart it")
    func measuredFromShown() throws {
        let sink = MemorySink()
        let clock = HandClock()
        let session = GuidedSession(
            scenarios: try Self.plan(), records: [], sink: sink, resultsFolder: "results", style: TerminalStyle(colour: false),
            clock: { clock.read() })
        _ = session.advance()
        clock.advance(12.5)
        // A mistyped command shows nothing new and does not restart the step's time.
        _ = session.handle("not a command")
        _ = session.advance()
        clock.advance(2)
        _ = session.handle("p")
        _ = session.advance()
        clock.advance(3.25)
        _ = session.handle("p")
        let steps = sink.records.filter { $0.type == RecordType.stepResult }
        #expect(steps.map { $0.payload["seconds"] } == [.double(14.5), .double(3.25)])
    }
}
