import Foundation
import Harness
import Workflows

/// `stepwise run --review [--platform P] [--tester NAME] [--results DIR] [--answers FILE|-]
/// [--sign-with KEY]`: the terminal face of `AutomatedReview`, a person judging, element by
/// element, what the engines could not decide.
enum ReviewRun {
    static func run(_ parsed: ParsedArguments, output: CommandOutput, input: CommandInput) -> Int32 {
        var options = AutomatedReviewSetup.Options()
        options.tester = parsed.value("--tester")
        options.platform = parsed.value("--platform")
        options.results = parsed.value("--results")
        let key = parsed.value("--sign-with")
        if let key, let problem = SigningKey.problem(key) {
            output.errorLine("stepwise run: error: --sign-with: \(problem)")
            return ExitStatus.usage
        }
        var session = RunCommand.Options()
        session.answers = parsed.value("--answers")
        let lines: LineInput
        switch RunCommand.lineInput(session, input: input, output: output) {
        case .success(let value): lines = value
        case .failure(let exit): return exit.status
        }
        let review: AutomatedReview
        switch AutomatedReviewSetup.start(options, console: TerminalConsole(output: output, lines: lines)) {
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        case .success(nil):
            output.line("Nothing to review: no engine's result is waiting for a person. Nothing was saved.")
            output.flush()
            return ExitStatus.success
        case .success(let ready?): review = ready
        }
        let resultsFolder = ResultsFolder.resolve(options.results)
        let status = drive(review, lines: lines, output: output)
        review.writer.close()
        guard let key else { return status }
        return RunCommand.sign(review.writer.sessionID, key: key, resultsFolder: resultsFolder, status: status, output: output)
    }

    /// Each element shown, the verdict asked for and saved, until every one is judged or
    /// skipped, the reviewer quits or the input ends.
    static func drive(_ review: AutomatedReview, lines: LineInput, output: CommandOutput) -> Int32 {
        output.line("Review session \(review.writer.sessionID), saved to \(review.writer.path) as you go.")
        output.line("\(review.items.count) element\(review.items.count == 1 ? "" : "s") to judge, which the engines could not decide.")
        while !review.isFinished {
            for line in review.show() { output.shownLine(line) }
            output.line(AutomatedReview.prompt)
            output.flush()
            guard let typed = lines.next() else {
                output.line("The input ended; every verdict so far is saved.")
                output.flush()
                return lines.problem == nil ? ExitStatus.success : ExitStatus.usage
            }
            if lines.isScripted { output.shownLine("> \(typed)") }
            let (reply, quit) = review.handle(typed)
            for line in reply { output.shownLine(line) }
            if quit {
                output.flush()
                return ExitStatus.success
            }
        }
        switch review.finish() {
        case .success(let done): for line in done { output.shownLine(line) }
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.problems
        }
        output.flush()
        return ExitStatus.success
    }
}
