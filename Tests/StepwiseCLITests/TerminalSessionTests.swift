import Foundation
import JSON
import Ledger
import Testing

/// The built `stepwise run`, driven from outside as a person drives it: on a pseudo-terminal
/// (util-linux `script`), one typed line at a time and only once the prompt is there; with
/// Ctrl-C and a closed input; and killed outright, then resumed. The in-process tests in
/// `RunCommandTests` cannot see what a real terminal receives, signals, or a process that dies.
@Suite("stepwise run on a terminal, interrupted, killed", .serialized, .timeLimit(.minutes(1)))
struct TerminalSessionTests {
    static let hasScript = BuiltBinary.script != nil
    static let noScript: Comment = "util-linux script(1) is not installed at /usr/bin/script, so there is no pseudo-terminal to drive"

    // MARK: - On a terminal

    @Test(
        "a session on a terminal: lines never redrawn, colour only on verdict words, prompts end with question and keys, verdicts in the ledger",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript))
    func terminalSession() throws {
        let project = try Project()
        let session = try project.onTerminal(["run", "features", "--platform", "ios", "--tester", "Ann", "--results", project.results])
        let typed = ["", "p", "f focus is hidden", "?", "", "x no speech on this build"]
        for line in typed {
            expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
            session.send(line + "\n")
        }
        #expect(session.waitForExit() == 0)
        let raw = session.output
        #expect(raw.contains("Session finished: 2 of 2 scenarios"))

        expectLinesOnly(raw)
        #expect(raw.contains("Step 1: \u{1B}[32mpassed\u{1B}[0m."))
        #expect(raw.contains("Step 4: \u{1B}[31mfailed\u{1B}[0m, focus is hidden."))
        #expect(raw.contains("Step 2: \u{1B}[33mnot applicable\u{1B}[0m, no speech on this build."))
        let sequences = escapeSequences(raw)
        #expect(!sequences.isEmpty, "a terminal with TERM set and no NO_COLOR gets colour")
        for (sequence, _) in sequences {
            #expect(sequence.hasPrefix("\u{1B}[") && sequence.hasSuffix("m"), "not a colour (SGR) sequence: \(sequence.debugDescription)")
        }
        // Colour repeats a word, never says something alone: each colour opens on a verdict
        // word and is reset right after it.
        for (index, (sequence, following)) in sequences.enumerated() where sequence != reset {
            #expect(verdictWords.contains(following), "colour on \(following.debugDescription), not a verdict word")
            #expect(index + 1 < sequences.count && sequences[index + 1].sequence == reset, "colour not reset after \(following.debugDescription)")
        }

        let records = try project.records()
        #expect(
            records.filter { $0.type == RecordType.stepResult }.map { $0.string("verdict") ?? "" }
                == ["passed", "passed", "notApplicable", "failed", "passed", "notApplicable"])
        #expect(records.first { $0.string("verdict") == "failed" }?.string("note") == "focus is hidden")
        #expect(records.last?.type == RecordType.sessionFinished)
        #expect(try project.ledgerIsIntact())
    }

    enum NoColour: String, CaseIterable, CustomTestStringConvertible {
        case noColorVariable = "NO_COLOR=1"
        case plainOption = "--plain"
        case dumbTerminal = "TERM=dumb"
        var testDescription: String { rawValue }
    }

    @Test(
        "NO_COLOR, --plain and TERM=dumb: not one escape code on a terminal; the platform question ends with its choices",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript), arguments: NoColour.allCases)
    func noColour(_ how: NoColour) throws {
        let project = try Project()
        var arguments = ["run", "features", "--tester", "Ann", "--results", project.results]
        var environment = Project.environment
        switch how {
        case .noColorVariable: environment["NO_COLOR"] = "1"
        case .plainOption: arguments.append("--plain")
        case .dumbTerminal: environment["TERM"] = "dumb"
        }
        let session = try project.onTerminal(arguments, environment: environment)
        let question = try awaitPrompt(session, "Which platform are you testing on?")
        #expect(question.hasSuffix(":"))
        #expect(question.contains("ios, android"))
        session.send("ios\n")
        for line in ["P", "f no sound"] {
            expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
            session.send(line + "\n")
        }
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("q\n")
        #expect(session.waitForExit() == 0)
        let raw = session.output
        #expect(raw.contains("Steps 1 to 4: passed; step 3 not applicable on this platform."))
        #expect(raw.contains("Step 1: failed, no sound."))
        #expect(!raw.contains("\u{1B}"), "an escape code with \(how.rawValue): \(escapeSequences(raw).map(\.sequence))")
        expectLinesOnly(raw)
        let records = try project.records()
        #expect(records.first?.string("platform") == "ios")
        #expect(records.filter { $0.type == RecordType.scenarioResult }.map { $0.string("verdict") ?? "" } == ["passed"])
        #expect(records.last?.type == RecordType.paused && records.last?.string("reason") == "quit")
    }

    @Test(
        "no --tester and no git user.name: the name prompt is a question saying what to type; q there leaves, exit 0, nothing written",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript))
    func testerNameQuestion() throws {
        let project = try Project()
        var environment = Project.environment
        // No git identity anywhere: the project folder is no repository, and these hide the
        // developer's own configuration.
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = project.folder.path
        let session = try project.onTerminal(["run", "features", "--platform", "ios", "--results", project.results], environment: environment)
        let question = try awaitPrompt(session, "What is your name")
        #expect(question.contains("?") && question.hasSuffix(":"), "not a question ending with its keys: \(question)")
        #expect(question.contains("Type it and press Enter") && question.contains("q to quit"))
        session.send("q\n")
        #expect(session.waitForExit() == 0)
        #expect(session.output.contains("No session started; nothing was saved."))
        #expect(!FileManager.default.fileExists(atPath: project.results), "quitting at the name prompt wrote results")
    }

    @Test(
        "on a terminal 50 columns wide, lines are broken between words to fit it; through a pipe never, whatever COLUMNS says",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript))
    func wrapsAtTerminalWidth() throws {
        let steps = """
            ## I am on the toggle screen

            Open the app under test and go to the screen that shows the toggle, as the ticket names
            it, and say which one in a note.
            """
        let project = try Project(steps: steps)
        let arguments = ["run", "features", "--platform", "ios", "--tester", "Ann", "--results", project.results, "--plain"]
        let session = try project.onTerminal(arguments, columns: 50)
        for line in ["", "q"] {
            // The prompt is broken across lines too: its end is what says it is complete.
            try #require(session.waitFor("? more:"), "no prompt:\n\(session.output)")
            session.send(line + "\n")
        }
        #expect(session.waitForExit() == 0)
        let lines = session.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        for line in lines {
            // A word wider than the terminal stays whole; the resume command stays one line, to copy.
            if line.hasPrefix("Resume with: ") || !line.trimmingCharacters(in: .whitespaces).contains(" ") { continue }
            #expect(line.count <= 50, "wider than the terminal: \(line)")
        }
        // Broken only between words: each continues two spaces deeper, and the words read on.
        #expect(lines.contains("  How to: Open the app under test and go to the"))
        #expect(lines.contains("    screen that shows the toggle, as the ticket"))
        let words = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Verdict? Enter pass, f NOTE fail, s REASON skip, x REASON not applicable, b REASON blocked, ? more:"))
        #expect(
            words.contains(
                "How to: Open the app under test and go to the screen that shows the toggle, as the ticket names it, and say which one in a note."))

        var environment = Project.environment
        environment["COLUMNS"] = "50"
        let piped = try project.runToEnd(["run", "--resume", "--results", project.results, "--answers", "-"], input: "q\n", environment: environment)
        #expect(
            piped.output.contains("\nVerdict? Enter pass, f NOTE fail, s REASON skip, x REASON not applicable, b REASON blocked, ? more:\n"),
            "\(piped.output)")
    }

    // MARK: - Interrupted

    @Test(
        "typed as a person types on a terminal: words in capitals, r for the guidance again, a dropped path with a space, a share of the plan",
        .enabled(if: BuiltBinary.script != nil, "util-linux script not found: the terminal tests need it"))
    func typedAsAPerson() throws {
        let project = try Project()
        try project.folder.write("my shots/first shot.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let share = try RecordedSessions.plan([project.folder.path + "/features", "--platform", "ios", "--part", "1/2"])
        let session = try project.onTerminal(
            ["run", "features", "--platform", "ios", "--tester", "Ann", "--part", "1/2", "--results", project.results])
        #expect(session.waitFor("\(share.count) scenario\(share.count == 1 ? "" : "s") to test"), "\(session.output)")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("REPEAT\n")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        // What GNOME Terminal pastes for a dropped file: quoted, with its space.
        session.send("evidence '\(project.folder.path)/my shots/first shot.png'\n")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("pas\n")
        #expect(session.waitFor("did you mean 'pass'?"))
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("PASS\n")
        _ = try awaitPrompt(session, "Verdict")
        session.send("Quit\n")
        #expect(session.waitForExit() == 0)
        let records = try project.records()
        let evidence = records.filter { $0.type == RecordType.evidence }
        #expect(evidence.count == 1 && evidence.first?.string("file") == "first shot.png", "\(evidence)")
        #expect(records.filter { $0.type == RecordType.stepResult }.first?.string("verdict") == "passed")
        #expect(Set(records.compactMap { $0.string("scenario") }).isSubset(of: Set(share.map(\.id))))
    }

    @Test(
        "a new session on a terminal asks once for the device, system and assistive technology, offering what adb finds; the ledger and reports record them",
        .enabled(if: BuiltBinary.script != nil, "util-linux script not found: the terminal tests need it"))
    func testEnvironment() throws {
        let project = try Project()
        // A stand-in adb with one Pixel connected, first on PATH.
        let bin = project.folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let adb = """
            #!/bin/sh
            case "$*" in
              devices) printf 'List of devices attached\\nPX123\\tdevice\\n' ;;
              *ro.product.manufacturer*) echo Google ;;
              *ro.product.model*) echo 'Pixel 8' ;;
              *ro.build.version.release*) echo 15 ;;
            esac
            """
        try project.folder.write("bin/adb", adb)
        chmod(bin + "/adb", 0o755)
        var environment = Project.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let session = try project.onTerminal(
            ["run", "features", "--platform", "android", "--tester", "Ann", "--results", project.results], environment: environment,
            askEnvironment: true)
        _ = try awaitPrompt(session, "Which device are you testing on? (Enter for Google Pixel 8, or type another):")
        session.send("\n")
        _ = try awaitPrompt(session, "Which system and version does it run? (Enter for Android 15, or type another):")
        session.send("Android 15 QPR1\n")
        _ = try awaitPrompt(session, "Which assistive technology and version are you using")
        session.send("TalkBack 15, Switch Access\n")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("q\n")
        #expect(session.waitForExit() == 0)
        let started = try #require(try project.records().first)
        #expect(started.string("device") == "Google Pixel 8")
        #expect(started.string("os") == "Android 15 QPR1")
        #expect(started.payload["assistiveTechnology"] == .array([.string("TalkBack 15"), .string("Switch Access")]))
        let markdown = run(["export", "--format", "markdown", "--results", project.results, project.folder.path + "/features"]).out
        #expect(markdown.contains("| Google Pixel 8 | Android 15 QPR1 | TalkBack 15, Switch Access |"), "\(markdown)")
    }

    @Test(
        "Ctrl-C at a prompt: exits at once, says how to resume, the ledger ends paused (interrupted) and verifies; the hint resumes it",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript))
    func interrupt() throws {
        let project = try Project()
        let session = try project.onTerminal(["run", "features", "--platform", "ios", "--tester", "Ann", "--results", project.results])
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("\n")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        // ETX, the byte Ctrl-C types: the terminal turns it into SIGINT for the session.
        session.send("\u{03}")
        let status = session.waitForExit(timeout: 5)
        #expect(status == 130 || status == 0, "exit status \(String(describing: status)) after Ctrl-C")
        let id = try #require(try SessionLedger.readFolder(project.results).first?.sessionID)
        let hint = try #require(resumeHint(session.output), "no resume hint after Ctrl-C:\n\(session.output)")
        // The binary was started by path from the build folder, as `swift run` starts it: the
        // hint is the `swift run` command that works from the project's folder.
        #expect(hint.hasPrefix("swift run --package-path ") && hint.hasSuffix(" stepwise run --resume \(id) --results \(project.results)"), "\(hint)")
        #expect(session.output.contains("Interrupted; every verdict so far is saved."))

        let records = try project.records()
        #expect(records.last?.type == RecordType.paused)
        #expect(records.last?.string("reason") == "interrupted")
        #expect(records.filter { $0.type == RecordType.stepResult }.map { $0.int("step") ?? -1 } == [0])
        #expect(try project.ledgerIsIntact())
        // Exiting cleanly includes letting go of the session, as q does.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.results).filter { $0.hasSuffix(".lock") }.isEmpty)

        let resumed = try project.runToEnd(hintArguments(hint) + ["--answers", "-"], input: String(repeating: "\n", count: 6))
        #expect(resumed.status == 0)
        #expect(resumed.output.contains("Step 2 of 4: When I press TAB"))
        #expect(resumed.output.contains("Session finished: 2 of 2 scenarios, 2 passed."))
        expectEachStepOnce(try project.records())
    }

    enum Input: String, CaseIterable, CustomTestStringConvertible {
        case pipe, terminal
        var testDescription: String { rawValue }
    }

    @Test(
        "input closed at a prompt without q: saved as paused (input closed), exit 0, and the hint resumes it",
        .enabled(if: TerminalSessionTests.hasScript, TerminalSessionTests.noScript), arguments: Input.allCases)
    func closedInput(_ input: Input) throws {
        let project = try Project()
        let arguments = ["run", "features", "--platform", "ios", "--tester", "Ann", "--results", project.results]
        let session = try input == .terminal ? project.onTerminal(arguments) : project.start(arguments)
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        session.send("\n")
        expectVerdictPrompt(try awaitPrompt(session, "Verdict"))
        // On a terminal, script turns the end of its input into the end-of-file key (Ctrl-D).
        session.closeInput()
        #expect(session.waitForExit() == 0)
        #expect(session.output.contains("The input closed; the session is saved."))
        if input == .pipe {
            #expect(!session.output.contains("\u{1B}"), "escape codes on output that is not a terminal")
        }
        let hint = try #require(resumeHint(session.output), "no resume hint:\n\(session.output)")
        let records = try project.records()
        #expect(records.last?.type == RecordType.paused)
        #expect(records.last?.string("reason") == "input closed")
        #expect(try project.ledgerIsIntact())

        let resumed = try project.runToEnd(hintArguments(hint) + ["--answers", "-"], input: String(repeating: "\n", count: 6))
        #expect(resumed.status == 0)
        #expect(resumed.output.contains("Step 2 of 4: When I press TAB"))
        #expect(resumed.output.contains("Session finished: 2 of 2 scenarios, 2 passed."))
        expectEachStepOnce(try project.records())
    }

    // MARK: - Killed

    /// Every random choice of the kill rounds comes from this seed, named in each failure;
    /// set STEPWISE_KILL_SEED to replay one or to explore others. Kill timing also depends on
    /// the machine, so a round in flight replays only approximately.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["STEPWISE_KILL_SEED"].flatMap { UInt64($0) } ?? 20_261_122

    /// One command the tester types in the killed session.
    enum Command: Equatable {
        case pass(typed: String)
        case fail
        case undo
    }

    @Test("killed with SIGKILL at random points, then resumed: every verdict the tester saw acknowledged is kept, none twice; verify passes")
    func killAndResume() throws {
        var random = SeededRandom(seed: Self.seed)
        // Scenario "One" has three steps, "Two" two: positions 0...4 in the order they are asked.
        let layout = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]
        for round in 0..<5 {
            let context = "seed \(Self.seed), round \(round)"
            let project = try Project(feature: Project.fiveSteps)
            let session = try project.start(["run", "features", "--platform", "ios", "--tester", "Ann", "--results", project.results])
            // What the tester was told is saved, in order; an undo takes the last one back.
            var acknowledged: [String] = []
            var inFlight: Command?
            let commands = 2 + random.below(6)
            for number in 1...commands {
                try #require(session.waitFor("Verdict"), "\(context): no prompt:\n\(session.output)")
                // Mostly verdicts, sometimes an undo (so corrections are in the ledger), and never
                // the verdict that would end the session: there must be something to resume.
                let command: Command
                switch acknowledged.count == layout.count - 1 ? 4 : random.below(5) {
                case 0, 1: command = .pass(typed: "")
                case 2: command = .pass(typed: "p")
                case 3: command = .fail
                default: command = .undo
                }
                switch command {
                case .pass(let typed): session.send(typed + "\n")
                case .fail: session.send("f wrong label\n")
                case .undo: session.send("u\n")
                }
                if number == commands && random.below(2) == 0 {
                    // Killed before the tester sees the answer: it may or may not be saved.
                    inFlight = command
                    usleep(useconds_t(random.below(4000)))
                    break
                }
                let step = layout[command == .undo ? max(acknowledged.count - 1, 0) : acknowledged.count].1 + 1
                let scenario = layout[max(acknowledged.count - 1, 0)].0 + 1
                let answer: String
                switch command {
                case .pass: answer = "Step \(step): passed."
                case .fail: answer = "Step \(step): failed, wrong label."
                case .undo:
                    answer = acknowledged.last.map { "Undone: scenario \(scenario) step \(step), \($0) withdrawn." } ?? "Nothing to undo."
                }
                try #require(session.waitFor(answer), "\(context): '\(answer)' not shown:\n\(session.output)")
                apply(command, to: &acknowledged)
            }
            session.deliver(SIGKILL)
            #expect(session.waitForExit() == 128 + SIGKILL, "\(context)")
            #expect(!session.output.contains("\u{1B}"), "\(context): escape codes on output that is not a terminal")

            let id = try #require(try SessionLedger.readFolder(project.results).first?.sessionID, "\(context)")
            let ledger = project.results + "/" + id + ".jsonl"
            let saved = try #require(FileManager.default.contents(atPath: ledger), "\(context)")
            let before = try project.verdicts(layout: layout)
            var expected = [acknowledged]
            if let inFlight {
                var after = acknowledged
                apply(inFlight, to: &after)
                expected.append(after)
            }
            #expect(
                expected.contains(before),
                "\(context): the tester saw \(acknowledged) (then \(String(describing: inFlight))), the ledger holds \(before)")

            // A kill lands inside the write of a record only by rare luck, so half the rounds
            // leave what such a kill leaves: the start of the next record, without its newline.
            var torn: [UInt8] = []
            if round % 2 == 0 {
                let next = LedgerRecord(
                    seq: saved.split(separator: UInt8(ascii: "\n")).count + 1, time: "2026-11-22T09:14:03.512Z", type: RecordType.stepResult,
                    payload: ["verdict": .string("passed"), "step": .int(0)], prev: LedgerRecord.genesis
                ).line
                torn = Array(next.prefix(1 + random.below(next.count - 1)))
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: ledger))
                try handle.seekToEnd()
                try handle.write(contentsOf: torn)
                try handle.close()
            }

            let resumed = try project.runToEnd(
                ["run", "--resume", "--results", project.results, "--answers", "-"], input: String(repeating: "\n", count: 8))
            #expect(resumed.status == 0, "\(context): \(resumed.output)")
            #expect(resumed.output.contains("Resuming session \(id)"), "\(context)")
            #expect(resumed.output.contains("Session finished: 2 of 2 scenarios"), "\(context): \(resumed.output)")
            #expect(!resumed.output.contains("\u{1B}"), "\(context)")
            if !torn.isEmpty {
                let line = saved.split(separator: UInt8(ascii: "\n")).count + 1
                #expect(
                    resumed.output.contains(
                        "A record torn by a crash (\(torn.count) bytes at line \(line)) was moved to \(ledger.dropLast(6)).torn-1; every saved verdict is intact."
                    ),
                    "\(context): \(resumed.output)")
                #expect(FileManager.default.contents(atPath: project.results + "/" + id + ".torn-1").map { [UInt8]($0) } == torn, "\(context)")
            }
            // Nothing saved before the kill is changed: the ledger only grew.
            let after = try #require(FileManager.default.contents(atPath: ledger), "\(context)")
            #expect(after.prefix(saved.count) == saved, "\(context): the records saved before the kill were changed")
            let final = try project.verdicts(layout: layout)
            #expect(final.count == layout.count, "\(context): \(final)")
            #expect(Array(final.prefix(before.count)) == before, "\(context): saved verdicts \(before), after resuming \(final)")
            let records = try project.records()
            expectEachStepOnce(records, context)
            let verify = try project.runToEnd(["verify", "--results", project.results], input: "")
            #expect(verify.status == 0, "\(context): \(verify.output)")
        }
    }

    private func apply(_ command: Command, to verdicts: inout [String]) {
        switch command {
        case .pass: verdicts.append("passed")
        case .fail: verdicts.append("failed")
        case .undo: if !verdicts.isEmpty { verdicts.removeLast() }
        }
    }
}

// MARK: - A project to test

/// A temporary folder with a small @native feature and its steps, the working folder of every
/// process a test starts. Results go to `ledgers/`, not the default `results/`, so a resume
/// hint that forgot `--results` would not work.
private struct Project {
    let folder: TemporaryFolder
    let stepwise: String
    var results: String { folder.path + "/ledgers" }

    static let fiveSteps = """
        @native
        Feature: Switch

          Scenario: One
            Given I am on the switch screen
            When I press TAB
            Then focus is visible

          Scenario: Two
            When I swipe
            Then I hear "on"

        """

    static let steps = """
        ## I am on the toggle screen

        Open the settings screen.

        ## I press TAB

        Press Tab.

        ## I swipe

        Swipe right.
        """

    /// The test's own environment, made neutral: a terminal that takes colour, no NO_COLOR, no
    /// results folder, and `sh` for `script -c` whatever the developer's shell.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["STEPWISE_RESULTS"] = nil
        // Lines are fitted to the terminal; a test's terminal has the width the test gives it.
        environment["COLUMNS"] = nil
        environment["TERM"] = "xterm-256color"
        environment["SHELL"] = "/bin/sh"
        return environment
    }

    init(feature: String = toggleFeature, steps: String = Project.steps) throws {
        stepwise = try BuiltBinary.stepwise()
        folder = try TemporaryFolder()
        try folder.write("features/feature.feature", feature)
        try folder.write("steps/steps.md", steps)
    }

    /// `stepwise` on a pseudo-terminal, its input typed through `script`; `columns` sets the
    /// terminal's width (without it, `script` given no terminal of its own reports none). A
    /// new session on a terminal asks for the device, system and assistive technology not
    /// given; these tests give them, except the one that answers the questions.
    func onTerminal(
        _ arguments: [String], environment: [String: String] = Project.environment, columns: Int? = nil, askEnvironment: Bool = false
    ) throws -> ChildProcess {
        var arguments = arguments
        if !askEnvironment, arguments.first == "run", !arguments.contains("--resume") {
            arguments += ["--device", "iPhone 15", "--os", "iOS 18.1", "--at", "VoiceOver"]
        }
        let script = try #require(BuiltBinary.script)
        // exec: the session itself is the terminal's foreground process, so Ctrl-C reaches it
        // and no shell in between can die first and close the terminal under it.
        let command =
            (columns.map { "stty cols \($0) && " } ?? "") + "exec " + ([stepwise] + arguments).map(BuiltBinary.shellQuoted).joined(separator: " ")
        return try ChildProcess(script, ["-q", "-e", "-c", command, "/dev/null"], environment: environment, directory: folder.path)
    }

    /// `stepwise` with pipes for input and output: not a terminal.
    func start(_ arguments: [String], environment: [String: String] = Project.environment) throws -> ChildProcess {
        try ChildProcess(stepwise, arguments, environment: environment, directory: folder.path)
    }

    /// Runs `stepwise` with all its input at once, to the end.
    func runToEnd(_ arguments: [String], input: String, environment: [String: String] = Project.environment) throws -> (
        status: Int32?, output: String
    ) {
        let process = try start(arguments, environment: environment)
        process.send(input)
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    func records() throws -> [LedgerRecord] {
        try SessionLedger.readFolder(results).flatMap(\.records)
    }

    func ledgerIsIntact() throws -> Bool {
        let sessions = try SessionLedger.readFolder(results)
        return !sessions.isEmpty
            && sessions.allSatisfy { LedgerVerifier.verify(Array(FileManager.default.contents(atPath: $0.path) ?? Data())).isIntact }
    }

    /// The step verdicts in force (not withdrawn by a correction), in the order the steps are
    /// asked. A step with two verdicts in force is recorded as an issue.
    func verdicts(layout: [(Int, Int)]) throws -> [String] {
        let records = try self.records()
        let withdrawn = Set(records.filter { $0.type == RecordType.correction }.compactMap { $0.int("supersedes") })
        guard case .array(let ids)? = records.first?.payload["scenarios"] else { return [] }
        let scenarios = ids.compactMap { if case .string(let id) = $0 { id } else { nil } }
        var byPosition: [Int: String] = [:]
        for record in records where record.type == RecordType.stepResult && !withdrawn.contains(record.seq) {
            guard let scenario = record.string("scenario").flatMap(scenarios.firstIndex(of:)), let step = record.int("step"),
                let position = layout.firstIndex(where: { $0 == (scenario, step) })
            else {
                Issue.record("a step verdict for no planned step: seq \(record.seq)")
                continue
            }
            #expect(byPosition[position] == nil, "step \(step + 1) of scenario \(scenario + 1) has two verdicts in force")
            byPosition[position] = record.string("verdict") ?? ""
        }
        let verdicts = (0..<layout.count).compactMap { byPosition[$0] }
        #expect(byPosition.keys.sorted() == Array(0..<verdicts.count), "verdicts for later steps while earlier ones have none: \(byPosition)")
        return verdicts
    }
}

// MARK: - What a person sees

private let reset = "\u{1B}[0m"
private let verdictWords: Set<String> = ["passed", "failed", "blocked", "skipped", "not applicable"]

/// Waits until the session asks `question`, and returns that prompt line. The line must be the
/// last thing printed: the process waits there for the tester, so the question is the last
/// thing a screen reader speaks.
private func awaitPrompt(_ process: ChildProcess, _ question: String) throws -> String {
    try #require(process.waitFor(question), "no '\(question)' prompt; the output so far:\n\(process.output)")
    try #require(process.waitFor("\n"), "the prompt line never ended:\n\(process.output)")
    let lines = process.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last(where: { !$0.isEmpty }).map(String.init) ?? ""
    #expect(last.contains(question), "something was printed after the prompt: \(last.debugDescription)")
    return last
}

/// The step prompt names every verdict key and ends, as every prompt does, with a colon; after
/// the first few it is the short one, which names the key that lists them.
private func expectVerdictPrompt(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(line.hasSuffix(":"), "prompt does not end with ':': \(line)", sourceLocation: sourceLocation)
    if line.hasSuffix("Verdict, or ? for keys:") { return }
    for key in ["Enter pass", "f NOTE fail", "s REASON skip", "x REASON not applicable", "b REASON blocked", "? more"] {
        #expect(line.contains(key), "prompt does not name '\(key)': \(line)", sourceLocation: sourceLocation)
    }
}

/// Lines are printed, never redrawn: no carriage return except before a newline (a terminal
/// turns each newline into CR LF), no backspace, no cursor movement or erasing (which would
/// be an escape sequence other than colour, checked by the callers).
private func expectLinesOnly(_ raw: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let scalars = Array(raw.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar == "\r" {
        #expect(index + 1 < scalars.count && scalars[index + 1] == "\n", "a carriage return that redraws a line", sourceLocation: sourceLocation)
    }
    #expect(!raw.unicodeScalars.contains("\u{08}"), "a backspace", sourceLocation: sourceLocation)
    for (sequence, _) in escapeSequences(raw) where !(sequence.hasPrefix("\u{1B}[") && sequence.hasSuffix("m")) {
        Issue.record("an escape sequence that moves the cursor or erases: \(sequence.debugDescription)", sourceLocation: sourceLocation)
    }
}

/// Every escape sequence in the text, with the text that follows it up to the next one. A
/// control sequence (ESC [ parameters, intermediates, final byte) is taken whole, so ESC [ 2 J
/// or ESC [ ? 25 l show as themselves; any other escape is ESC and the character after it.
private func escapeSequences(_ text: String) -> [(sequence: String, following: String)] {
    let scalars = Array(text.unicodeScalars)
    var starts: [Int] = []
    var ends: [Int] = []
    var index = 0
    while index < scalars.count {
        guard scalars[index] == "\u{1B}" else {
            index += 1
            continue
        }
        starts.append(index)
        index += 1
        if index < scalars.count, scalars[index] == "[" {
            index += 1
            while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        } else if index < scalars.count {
            index += 1
        }
        ends.append(index)
    }
    func slice(_ range: Range<Int>) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[range])
        return string
    }
    return starts.indices.map { n in
        (slice(starts[n]..<ends[n]), slice(ends[n]..<(n + 1 < starts.count ? starts[n + 1] : scalars.count)))
    }
}

/// The command after "Resume with: ", as printed.
private func resumeHint(_ output: String) -> String? {
    guard let range = output.range(of: "Resume with: ", options: .backwards) else { return nil }
    return String(output[range.upperBound...].prefix { !$0.isNewline })
}

/// Every planned step has exactly one verdict in force, every scenario one result in force.
private func expectEachStepOnce(_ records: [LedgerRecord], _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let withdrawn = Set(records.filter { $0.type == RecordType.correction }.compactMap { $0.int("supersedes") })
    let inForce = records.filter { !withdrawn.contains($0.seq) }
    var steps: [String: Int] = [:]
    var scenarios: [String: Int] = [:]
    for record in inForce {
        let key = "\(record.string("scenario") ?? "")/attempt \(record.int("attempt") ?? 0)"
        if record.type == RecordType.stepResult { steps[key + "/step \(record.int("step") ?? -1)", default: 0] += 1 }
        if record.type == RecordType.scenarioResult { scenarios[key, default: 0] += 1 }
    }
    #expect(steps.values.allSatisfy { $0 == 1 }, "\(context): a step has more than one verdict: \(steps)", sourceLocation: sourceLocation)
    #expect(
        scenarios.count == 2 && scenarios.values.allSatisfy { $0 == 1 }, "\(context): scenario results \(scenarios)", sourceLocation: sourceLocation)
    #expect(records.last?.type == RecordType.sessionFinished, "\(context)", sourceLocation: sourceLocation)
}

/// A seeded generator (xorshift64*), so a failing kill round can be replayed by its seed;
/// the standard library's generators promise no sequence.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func below(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) % UInt64(bound))
    }
}

/// The arguments the hint gives `stepwise`: what follows `stepwise ` in `swift run --package-path
/// DIR stepwise run --resume ID` (the program itself is started by its path).
func hintArguments(_ hint: String) -> [String] {
    (hint.components(separatedBy: " stepwise ").last ?? hint).split(separator: " ").map(String.init)
}
