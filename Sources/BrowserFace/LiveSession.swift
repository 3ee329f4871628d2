import Foundation
import Harness
import JSON
import Ledger
import Synchronization
import Workflows

/// A session a browser is driving: the same `GuidedSession` the terminal drives, writing
/// through the same ledger writer, so what it records is what `run` records. Its state is
/// reached only through `withState`, under the session's own mutex: two tabs on it take
/// turns, and the second finds its step already judged.
package final class LiveSession: Sendable {
    package let id: String
    package let tester: String
    package let platform: String
    package let path: String
    private let state: Mutex<State>

    /// What a request may read and change of the session, one request at a time.
    package struct State {
        package let session: GuidedSession
        let sink: LockedSink
        let id: String
        /// What the last change recorded, said once on the page that follows it.
        package var said: [String] = []
        /// Closed: finished, or quit. Its ledger is no longer held.
        package private(set) var closed = false

        /// Brings the session to the step the tester must judge, recording what needs nobody
        /// (steps not for this platform, a scenario whose steps all have verdicts); when every
        /// scenario has its verdict, records the end of the session and lets the ledger go.
        /// Returns what it recorded, in words.
        package mutating func settle() -> [String] {
            _ = session.advance()
            var lines = session.recordedByAdvance
            if session.isFinished && !closed {
                let finished = session.finishSession()
                if finished.ok {
                    lines += finished.lines
                    close()
                } else {
                    lines += finished.lines + ["The end of the session was not recorded; reload the page to try again."]
                }
            }
            return lines
        }

        /// Carries out a command a form put together, with no typed line between.
        package func perform(_ command: TesterCommand) -> (lines: [String], saved: Bool) {
            let (lines, _) = session.perform(command)
            return (lines, session.unsaved == nil)
        }

        /// Saves the pause (`q`) and lets the ledger go, so the terminal can resume it.
        package mutating func quit(reason: String = "quit") -> [String] {
            guard !closed else { return [] }
            if reason == "quit" {
                let (lines, _) = session.perform(.quit)
                if session.unsaved != nil { return lines }
            } else {
                session.pause(reason)
            }
            close()
            return ["Saved. Resume it here, or in the terminal with: \(Invocation.command) run --resume \(id)."]
        }

        private mutating func close() {
            sink.close()
            closed = true
        }
    }

    package init(ready: SessionSetup.Ready, tester: String, platform: String, resultsFolder: String, guidance: GuidanceMode) {
        id = ready.writer.sessionID
        path = ready.writer.path
        self.tester = tester
        self.platform = platform
        let sink = LockedSink(ready.writer)
        let session = GuidedSession(
            scenarios: ready.scenarios, records: ready.records, firstAttempts: ready.firstAttempts, sink: sink,
            resultsFolder: resultsFolder, style: TerminalStyle(colour: false), guidance: guidance, earlier: ready.earlier)
        var state = State(session: session, sink: sink, id: ready.writer.sessionID)
        // The terminal's hint about `?` means nothing on a page of buttons.
        state.said = ready.introduction.map { $0.replacingOccurrences(of: " Type ? at any prompt for the commands.", with: "") }
        state.said += state.settle()
        self.state = Mutex(state)
    }

    /// Runs `body` with the session's state, under its mutex.
    package func withState<Result>(_ body: (inout State) -> sending Result) -> sending Result {
        state.withLock { body(&$0) }
    }

    package var isClosed: Bool { state.withLock { $0.closed } }
}
