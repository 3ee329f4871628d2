import Digest
import Foundation
import Harness
import JSON
import Ledger
import SignOff
import TestPlan
import Workflows

/// `stepwise run PATH… [--platform P] [--tester NAME] [--device TEXT] [--build TEXT]
/// [--serial SERIAL] [--results DIR] [--answers FILE|-] [--guidance short|first|full|brief] [--plain]`, `stepwise run --resume [SESSION]`,
/// `stepwise run --rerun failed[,blocked,untested,stale] PATH…`: the guided session.
enum RunCommand {
    static let table = OptionTable(
        command: "run", operands: "[PATH...]",
        options: [
            CommandOption("--platform", .value("P")), CommandOption("--tester", .value("NAME")), CommandOption("--device", .value("TEXT")),
            CommandOption("--os", .value("TEXT")), CommandOption("--at", .value("TEXT")), CommandOption("--build", .value("TEXT")),
            CommandOption(
                "--serial", .value("SERIAL"),
                help: ["the Android device (as adb devices lists it) that c takes screenshots from,", "when several are connected"]),
        ] + PlanInputs.selectionOptions(for: "run").filter { $0.name != "--platform" } + [
            CommandOption("--results", .value("DIR")), CommandOption("--answers", .value("FILE|-")),
            CommandOption(
                "--guidance", .value(GuidanceMode.names),
                help: [
                    "each step's short guidance, what to do and what passes (the default); its full guidance the first time",
                    "its step definition comes up, then one line; in full always; or only when r asks (r shows it in full, always)",
                ]),
            CommandOption(
                "--sign-with", .value("KEY"),
                help: ["when the session ends (finished, or quit to resume later), sign it with this SSH key,", "as 'stepwise sign' does"]),
            CommandOption("--plain"), CommandOption("--resume", .optionalValue("SESSION")),
            CommandOption(
                "--review",
                help: [
                    "judge, element by element, what automated engines could not decide (stepwise scan-results):",
                    "the rule's help, the element's HTML and selector, the engine's message; each verdict counts in the claims",
                ]),
            CommandOption("--rerun", .value("failed[,blocked,untested,stale]")),
            CommandOption(
                "--close-gaps",
                help: [
                    "test the fewest scenarios that, once passed, leave the selection's conformance claims no gap",
                    "(as plan --close-gaps lists them; --from: where to find checks the selection lacks, default features)",
                ]),
        ] + CloseGapsCommand.options,
        forms: [
            "stepwise run --resume [SESSION] [--serial SERIAL] [--results DIR] [--answers FILE|-] [--guidance short|first|full|brief] [--plain]",
            "stepwise run --rerun failed[,blocked,untested,stale] PATH... [same options]",
            "stepwise run --close-gaps PATH... [same options] [--level A|AA|AAA] [--from PATH...]",
            "stepwise run --review [--platform P] [--tester NAME] [--results DIR] [--answers FILE|-] [--sign-with KEY]",
        ],
        notes: [
            "--steps, --tags, --name, --wcag, --page, --part: choose the scenarios, as for plan (see its help)",
            "--part K/N: your share, whole features, when N testers split the plan (the same split on every machine)",
            "--tester NAME: with no path (or the project's features folder) and a team section in stepwise.json, plans",
            "         NAME's own features (see plan --assign)",
        ])
    static var usage: String { table.usage }

    typealias Options = SessionOptions

    static func run(_ arguments: [String], output: CommandOutput, input: CommandInput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        if parsed.has("--review") { return ReviewRun.run(parsed, output: output, input: input) }
        var options: Options
        switch sessionOptions(parsed) {
        case .success(let value): options = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        // --close-gaps: the session tests the scenarios `plan --close-gaps` chooses for the selection.
        if parsed.has("--close-gaps"), let status = closeGaps(&options, parsed: parsed, output: output) { return status }
        // A key that cannot sign is found out now, not after an hour of testing.
        if let key = options.signWith, let problem = SigningKey.problem(key) {
            output.errorLine("stepwise run: error: --sign-with: \(problem)")
            return ExitStatus.usage
        }
        let style = TerminalStyle.forOutput(plain: options.plain, environment: ProcessInfo.processInfo.environment, isTerminal: output.isTerminal)
        let lines: LineInput
        switch lineInput(options, input: input, output: output) {
        case .success(let value): lines = value
        case .failure(let exit): return exit.status
        }
        let resultsFolder = ResultsFolder.resolve(options.results)
        let setup: SessionSetup.Ready
        switch options.resume
            ? SessionSetup.resume(options, resultsFolder: resultsFolder, usage: usage, console: TerminalConsole(output: output)).map(Optional.some)
            : SessionSetup.start(options, resultsFolder: resultsFolder, usage: usage, console: TerminalConsole(output: output, lines: lines))
        {
        case .success(let ready?): setup = ready
        case .success(nil):
            // q before the session began: leaving is not an error, and there is nothing to resume.
            output.line("No session started; nothing was saved.")
            output.flush()
            return ExitStatus.success
        case .failure(let error):
            output.errorLine(lines.problem ?? error.message)
            return ExitStatus.usage
        }
        let screenshots = DeviceScreenshot(serial: options.serial, environment: ProcessInfo.processInfo.environment)
        let status = drive(
            setup, lines: lines, style: style, guidance: options.guidance, output: output, resultsFolder: resultsFolder,
            capture: screenshots.capture)
        guard let key = options.signWith else { return status }
        return sign(setup.writer.sessionID, key: key, resultsFolder: resultsFolder, status: status, output: output)
    }

    /// The scenarios `plan --close-gaps` chooses become the session's, tested as a re-run; the
    /// exit status when the command ends here (the choice refused, or nothing to test).
    static func closeGaps(_ options: inout Options, parsed: ParsedArguments, output: CommandOutput) -> Int32? {
        guard !options.resume, options.rerun == nil else {
            output.errorLine("stepwise run: error: --close-gaps starts a new session; it does not go with --resume or --rerun")
            return ExitStatus.usage
        }
        switch CloseGapsCommand.choose(
            options.plan + (options.results.map { ["--results", $0] } ?? []), parsed: parsed, command: "run --close-gaps", output: output)
        {
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        case .success(let chosen):
            for line in CloseGapsCommand.lines(chosen) where !line.hasPrefix("Test them with:") { output.shownLine(line) }
            output.flush()
            if chosen.scenarios.isEmpty { return ExitStatus.success }
            options.plan = chosen.planArguments
            options.onlyScenarios = Set(chosen.scenarios.map(\.id))
            // As a re-run: a scenario someone already gave a verdict to is shown that verdict,
            // and the new one supersedes it rather than standing beside it as a conflict.
            options.rerun = ["failed", "blocked", "untested", "stale", "skipped", "conflict", "passed", "notApplicable"]
            return nil
        }
    }

    /// Where the tester's lines come from: the answers file, or the terminal.
    static func lineInput(_ options: Options, input: CommandInput, output: CommandOutput) -> Result<LineInput, CommandExit> {
        guard let path = options.answers else {
            let lines = LineInput.terminal()
            // A line typed in another encoding than UTF-8 is refused and typed again; before the
            // session starts, the question it answered is the line just above.
            lines.onInvalidLine = { message in
                output.line(message)
                output.flush()
            }
            return .success(lines)
        }
        switch LineInput.answers(from: path, input: input) {
        case .success(let answers): return .success(answers)
        case .failure(let error):
            output.errorLine(error.message)
            return .failure(CommandExit(status: ExitStatus.usage))
        }
    }

    /// The session signed once it ends; the writer is closed by then, so the signature covers
    /// every record the session wrote.
    static func sign(_ sessionID: String, key: String, resultsFolder: String, status: Int32, output: CommandOutput) -> Int32 {
        switch SessionSigner.sign(resultsFolder: resultsFolder, session: sessionID, key: key) {
        case .success(let signed):
            output.line("Signed the session with \(key): \(signed.statement.records) records. Signature: \(signed.signature).")
            output.flush()
            return status
        case .failure(let failure):
            output.errorLine(
                "stepwise run: the session is saved but not signed: \(failure); sign it with: \(Invocation.command) sign \(sessionID) --key KEY"
                    + (resultsFolder == "results" ? "" : " --results \(Invocation.quoted(resultsFolder))"))
            output.flush()
            return max(status, ExitStatus.problems)
        }
    }

    /// The session's options, each value checked; the selection stays as given, for the plan.
    static func sessionOptions(_ parsed: ParsedArguments) -> Result<Options, UsageError> {
        var options = Options()
        options.tester = parsed.value("--tester")
        options.device = parsed.value("--device")
        options.os = parsed.value("--os")
        options.assistiveTechnology = parsed.all("--at")
        options.build = parsed.value("--build")
        options.results = parsed.value("--results")
        options.answers = parsed.value("--answers")
        options.signWith = parsed.value("--sign-with")
        options.serial = parsed.value("--serial")
        options.plain = parsed.has("--plain")
        options.resume = parsed.has("--resume")
        options.resumeSession = parsed.value("--resume")
        if let value = parsed.value("--guidance") {
            guard let mode = GuidanceMode(rawValue: value) else {
                return .failure(table.error("--guidance takes one of: \(GuidanceMode.list)", option: "--guidance"))
            }
            options.guidance = mode
        }
        if let value = parsed.value("--rerun") {
            let kinds = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            let known: Set<String> = ["failed", "blocked", "untested", "stale", "skipped", "conflict"]
            guard !kinds.isEmpty, kinds.isSubset(of: known) else {
                return .failure(table.error("--rerun takes a list of: failed, blocked, untested, stale, skipped, conflict", option: "--rerun"))
            }
            options.rerun = kinds
        }
        options.plan = parsed.arguments(for: PlanInputs.selectionNames(for: "run")) + parsed.operands
        return .success(options)
    }

    /// A session line as the terminal shows it (`TerminalText`): the style's own colour for a
    /// verdict word is the one escape sequence kept, since the session put it there.
    static func shown(_ line: String, style: TerminalStyle) -> String {
        TerminalText.line(line, keeping: style.spans)
    }

    /// The session loop: show, ask, record, until every scenario has its verdict, the tester
    /// quits, or the input ends.
    static func drive(
        _ setup: SessionSetup.Ready, lines: LineInput, style: TerminalStyle, guidance: GuidanceMode, output: CommandOutput, resultsFolder: String,
        capture: ScreenCapture? = nil
    ) -> Int32 {
        let sink = LockedSink(setup.writer)
        let resume =
            "\(Invocation.command) run --resume \(setup.writer.sessionID)"
            + (resultsFolder == "results" ? "" : " --results \(Invocation.quoted(resultsFolder))")
        let interrupt = Interruption.install(sink: sink, output: output, resume: resume)
        defer { interrupt.cancel() }
        let session = GuidedSession(
            scenarios: setup.scenarios, records: setup.records, firstAttempts: setup.firstAttempts, sink: sink,
            resultsFolder: resultsFolder, style: style, guidance: guidance, capture: capture, earlier: setup.earlier,
            asksWhichCriteria: !lines.isScripted && lines.asksAgain)
        // Feature text, guidance, names from the ledger and what the tester typed are shown
        // with their control and bidirectional characters visible, so no line is erased,
        // forged or reordered by what it quotes; and each line is fitted to the terminal
        // between words.
        let isTerminal = output.isTerminal
        let environment = ProcessInfo.processInfo.environment
        func say(_ line: String) {
            let width = TerminalWidth.columns(isTerminal: isTerminal, environment: environment)
            for part in LineWrap.wrap(shown(line, style: style), width: width) { output.line(part) }
        }
        for line in setup.introduction { say(line) }
        output.flush()
        // At a terminal, a line that is not UTF-8 is refused and the question asked again.
        lines.onInvalidLine = { message in
            say(message)
            say(session.nextPrompt())
            output.flush()
        }
        while true {
            for line in session.advance() { say(line) }
            if session.isFinished { break }
            say(session.nextPrompt())
            output.flush()
            guard let typed = lines.next() else { return inputEnded(lines, session: session, resume: resume, sink: sink, output: output) }
            if lines.isScripted { say("> \(typed)") }
            let (reply, quit) = session.handle(typed)
            for line in reply { say(line) }
            if lines.isScripted, let unsaved = session.unsaved {
                // The next answer was written for the next step: taken as this one's, a failure
                // could be recorded as a pass. A script cannot try again, so it stops here.
                output.errorLine(
                    "stepwise run: stopped: the \(unsaved) was not saved (answer “\(TerminalText.line(typed.count > 60 ? typed.prefix(60) + "…" : typed))”); "
                        + "nothing after it was read, and everything before it is recorded")
                output.line("Resume with: \(resume)")
                output.flush()
                sink.close()
                return ExitStatus.problems
            }
            if quit {
                output.line("Resume with: \(resume)")
                output.flush()
                sink.close()
                return ExitStatus.success
            }
        }
        return finish(session, ledgerPath: setup.writer.path, sink: sink, output: output)
    }

    /// No more lines: the session pauses, everything recorded so far stays. Input that cannot
    /// be answers is said, with a non-zero exit.
    static func inputEnded(_ lines: LineInput, session: GuidedSession, resume: String, sink: LockedSink, output: CommandOutput) -> Int32 {
        defer { sink.close() }
        if let problem = lines.problem {
            session.pause("unreadable input")
            output.errorLine(problem)
            output.line("The session is saved. Resume with: \(resume)")
            output.flush()
            return ExitStatus.usage
        }
        let why = lines.isScripted ? "answers ran out" : "input closed"
        session.pause(why)
        output.line("")
        output.line("The \(why); the session is saved. Resume with: \(resume)")
        output.flush()
        return ExitStatus.success
    }

    /// Every scenario done: the session's last record, and what it comes to.
    static func finish(_ session: GuidedSession, ledgerPath: String, sink: LockedSink, output: CommandOutput) -> Int32 {
        defer { sink.close() }
        let finished = session.finishSession()
        guard finished.ok else {
            for line in finished.lines { output.errorLine(line) }
            return ExitStatus.problems
        }
        output.line("")
        for line in finished.lines { output.line(line) }
        output.line("Results saved in \(ledgerPath).")
        output.flush()
        return ExitStatus.success
    }
}

/// Ctrl-C, a closed terminal (SIGHUP) or a polite kill (SIGTERM): every verdict is already on
/// disk; record the pause, say how to resume, exit.
enum Interruption {
    static let signals: [(Int32, String, Int32)] = [
        (SIGINT, "interrupted", 130), (SIGHUP, "terminal closed", 129), (SIGTERM, "terminated", 143),
    ]

    final class Handle {
        let sources: [DispatchSourceSignal]
        init(sources: [DispatchSourceSignal]) { self.sources = sources }
        func cancel() {
            for source in sources { source.cancel() }
            for (number, _, _) in Interruption.signals { signal(number, SIG_DFL) }
        }
    }

    /// `resume` is the whole command, `--results` included, so the hint works as printed.
    static func install(sink: LockedSink, output: CommandOutput, resume: String) -> Handle {
        let queue = DispatchQueue(label: "stepwise.interrupt")
        var sources: [DispatchSourceSignal] = []
        for (number, reason, status) in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                sink.finalAppend(RecordType.paused, ["reason": .string(reason)])
                let message = "\n\(reason.prefix(1).uppercased() + reason.dropFirst()); every verdict so far is saved. Resume with: \(resume)\n"
                // A terminal that closed (SIGHUP) can no longer be written to: that must not crash.
                _ = CommandOutput.writeAll(Array(message.utf8), to: STDERR_FILENO)
                output.flush()
                exit(status)
            }
            source.resume()
            sources.append(source)
        }
        return Handle(sources: sources)
    }
}
