import Ledger

extension XrayReport {
    /// A result in Xray's terms, before it is put in a flavour's words.
    enum Status: Equatable {
        case passed, failed, blocked, todo

        init(_ state: ScenarioResult.State) {
            switch state {
            case .passed: self = .passed
            case .failed, .conflict: self = .failed
            case .blocked: self = .blocked
            case .skipped, .notApplicable, .untested: self = .todo
            }
        }

        init(_ outcome: VerdictMapping.StepOutcome) {
            switch outcome {
            case .passed: self = .passed
            case .failed: self = .failed
            case .blocked: self = .blocked
            case .skipped, .notApplicable, .notReached, .notRun: self = .todo
            }
        }

        /// An outline's run from its rows, as formats.md section 5 rolls a verdict up: any
        /// failed (a conflict is a failure) → failed; else any blocked → blocked; else all
        /// passed → passed; else (something skipped, not applicable or not run) TODO, so an
        /// outline with a row nobody ran never reads as passed.
        init(rollingUp states: [ScenarioResult.State]) {
            let statuses = states.map(Status.init)
            if statuses.contains(.failed) {
                self = .failed
            } else if statuses.contains(.blocked) {
                self = .blocked
            } else if !statuses.isEmpty, statuses.allSatisfy({ $0 == .passed }) {
                self = .passed
            } else {
                self = .todo
            }
        }

        /// Cloud has no built-in blocked status, so it gets a custom `BLOCKED` (which the Xray
        /// admin has to add); Server/DC has ABORTED built in.
        func word(_ flavour: Options.Flavour) -> String {
            switch (self, flavour) {
            case (.passed, .cloud): return "PASSED"
            case (.passed, .server): return "PASS"
            case (.failed, .cloud): return "FAILED"
            case (.failed, .server): return "FAIL"
            case (.blocked, .cloud): return "BLOCKED"
            case (.blocked, .server): return "ABORTED"
            case (.todo, _): return "TODO"
            }
        }

        /// An example row's status: Xray's schema allows an `examples` entry only PASSED,
        /// FAILED, TODO or EXECUTING (PASS and FAIL on Server), no custom status, so a blocked
        /// row is TODO there; the test's comment says it was blocked and why.
        func exampleWord(_ flavour: Options.Flavour) -> String {
            self == .blocked ? Status.todo.word(flavour) : word(flavour)
        }
    }
}
