import Digest
import Foundation
import Harness
import JSON
import Ledger
import TestPlan

/// Starting a session (new, or a re-run of some results) and finding one to resume.
package enum SessionSetup {
    package struct Ready {
        package let writer: LedgerWriter
        package let scenarios: [PlannedScenario]
        package let records: [LedgerRecord]
        package let firstAttempts: [String: Int]
        package let introduction: [String]
        /// In a re-run, what other sessions said of each scenario, shown and superseded.
        package var earlier: [String: [EarlierAttempt]] = [:]
    }

    // MARK: - New sessions

    /// A new session, ready to drive; nil when the tester typed q at a question asked before
    /// it started (platform, name), in which case nothing has been written.
    package static func start(_ options: SessionOptions, resultsFolder: String, usage: String, console: WorkflowConsole) -> Result<Ready?, UsageError>
    {
        var planOptions: PlanInputs.Options
        switch planOptionsForSession(options, usage: usage) {
        case .success(let value): planOptions = value
        case .failure(let error): return .failure(error)
        }
        // In a team, the tester's name decides what is planned: it is asked first.
        var named: String?
        var assignment: String?
        var ownShare = false
        switch teamShare(&planOptions, options: options, console: console) {
        case .success(.notInATeam): break
        case .success(.share(let name, let line, let own)): (named, assignment, ownShare) = (name, line, own)
        case .success(.quit): return .success(nil)
        case .failure(let error): return .failure(error)
        }
        let inputs: PlanInputs
        switch inputsForSession(planOptions, console: console) {
        case .success(let value): inputs = value
        case .failure(let error): return .failure(error)
        }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        // One platform per session: the one asked for, the only one planned, or the tester's answer.
        let platforms = plan.scenarios.map(\.platform).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var platform = planOptions.platform ?? (platforms.count == 1 ? platforms[0] : nil)
        if platform == nil {
            switch askPlatform(platforms, console: console) {
            case .success(let answer?): platform = answer
            case .success(nil): return .success(nil)
            case .failure(let error): return .failure(error)
            }
        }
        var scenarios = plan.scenarios.filter { $0.platform == platform && options.onlyScenarios?.contains($0.id) ?? true }
        // A share is a choice of features made already, by the lead.
        if !ownShare, asksForFeatures(options, planOptions: planOptions, scenarios: scenarios, console: console) {
            guard
                let chosen = chooseFeatures(
                    scenarios, platform: platform ?? "", folders: planOptions.paths.isEmpty ? [PlanInputs.defaultFeatures] : planOptions.paths,
                    console: console)
            else { return .success(nil) }
            scenarios = chosen
        }
        var rerun = Rerun()
        if let kinds = options.rerun {
            switch Rerun.choose(kinds, among: scenarios, resultsFolder: resultsFolder) {
            case .success(let value): rerun = value
            case .failure(let error): return .failure(error)
            }
            scenarios = rerun.scenarios
        }
        guard !scenarios.isEmpty else {
            return .failure(
                UsageError(
                    "stepwise run: error: nothing to test: no planned scenario matches"
                        + (options.rerun.map { " --rerun \($0.sorted().joined(separator: ","))" } ?? "")))
        }
        let tester: String
        switch named.map({ .success($0) }) ?? testerName(options.tester, console: console) {
        case .success(let name?): tester = name
        case .success(nil): return .success(nil)
        case .failure(let error): return .failure(error)
        }
        if assignment == nil, !TeamSelection.applies(to: planOptions.paths) {
            assignment = TeamSelection.overridden(paths: planOptions.paths, tester: tester, planned: Set(scenarios.map(\.uri)))
        }
        let environment = testEnvironment(
            options, platform: platform ?? "", console: console, last: lastEnvironment(rerun.ledgers, tester: tester, platform: platform ?? ""))
        let sessionID = newSessionID(tester: tester, platform: platform ?? "")
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: resultsFolder, sessionID: sessionID, holder: tester)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        let files = fileHashes(inputs)
        let selection = recordedSelection(planOptions, inputs: inputs, rerun: options.rerun)
        let payload = startPayload(
            sessionID: sessionID, tester: tester, platform: platform ?? "", selection: selection, files: files, scenarios: scenarios,
            firstAttempts: rerun.firstAttempts, environment: environment, build: options.build, resultsFolder: resultsFolder)
        let started: LedgerRecord
        do {
            started = try writer.append(RecordType.sessionStarted, payload)
        } catch {
            // Nothing was recorded: leave no empty ledger that would read as a session.
            writer.discardIfEmpty()
            return .failure(UsageError("\(error)"))
        }
        var introduction = [
            "Session \(sessionID), saved to \(writer.path) as you go.",
            "Tester: \(tester). Platform: \(PlatformChoice.title(platform ?? ""))."
                + (environment.device.map { " Device: \($0)." } ?? "") + (environment.os.map { " System: \($0)." } ?? "")
                + (environment.assistiveTechnology.isEmpty
                    ? "" : " Assistive technology: \(environment.assistiveTechnology.joined(separator: ", ")).")
                + (options.build.map { " Build: \($0)." } ?? ""),
            "\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") to test. Type ? at any prompt for the commands.",
        ]
        // Whose features these are, before how many: said in the terminal and the browser alike.
        if let assignment { introduction.insert(assignment, at: 2) }
        var ready = Ready(writer: writer, scenarios: scenarios, records: [started], firstAttempts: rerun.firstAttempts, introduction: introduction)
        ready.earlier = rerun.earlier
        return .success(ready)
    }

    /// The selection the session's options give. A session tests one platform.
    static func planOptionsForSession(_ options: SessionOptions, usage: String) -> Result<PlanInputs.Options, UsageError> {
        PlanInputs.parseOptions(options.plan, command: "run", usage: usage).flatMap { planOptions in
            guard let platform = planOptions.platform, platform.contains(",") else { return .success(planOptions) }
            return .failure(
                UsageError("stepwise run: error: a session tests one platform, the device in your hand: give one --platform", option: "--platform"))
        }
    }

    /// What the team section makes of a new session (`teamShare`).
    enum TeamStart {
        /// No team section, or paths that choose the features themselves.
        case notInATeam
        /// The tester, the line that says what they test, and whether the team gives them a
        /// share (or, naming them nowhere, leaves every feature planned).
        case share(tester: String, line: String, own: Bool)
        /// The tester quit when asked their name.
        case quit
    }

    /// With the project's features as a whole planned in a project with a team section, the
    /// tester's name (asked now when not given) and their share planned instead
    /// (`TeamSelection`).
    static func teamShare(_ planOptions: inout PlanInputs.Options, options: SessionOptions, console: WorkflowConsole) -> Result<
        TeamStart, UsageError
    > {
        guard TeamSelection.applies(to: planOptions.paths) else { return .success(.notInATeam) }
        let team: ResolvedTeam
        switch TeamSelection.team(for: planOptions.paths) {
        case .success(let found?): team = found
        case .success(nil): return .success(.notInATeam)
        case .failure(let error): return .failure(error)
        }
        switch testerName(options.tester, console: console) {
        case .success(let name?):
            let line = TeamSelection.narrow(&planOptions, tester: name, team: team)
            return .success(.share(tester: name, line: line, own: team.share(for: name) != nil))
        case .success(nil): return .success(.quit)
        case .failure(let error): return .failure(error)
        }
    }

    /// The selection planned, its library read; the warnings said.
    static func inputsForSession(_ planOptions: PlanInputs.Options, console: WorkflowConsole) -> Result<PlanInputs, UsageError> {
        switch PlanInputs.load(planOptions) {
        case .success(let (inputs, diagnostics)):
            guard diagnostics.isEmpty else { return .failure(UsageError(diagnostics.joined(separator: "\n"))) }
            for warning in inputs.warnings { console.notice(warning) }
            return .success(inputs)
        case .failure(let error): return .failure(error)
        }
    }

    /// The tester's platform, asked until it is one of those planned; nil when they quit.
    static func askPlatform(_ platforms: [String], console: WorkflowConsole) -> Result<String?, UsageError> {
        while true {
            console.say("Which platform are you testing on? Type one of: \(platforms.joined(separator: ", ")); or q to quit:")
            guard console.canAsk, let answer = console.answer()?.trimmingCharacters(in: .whitespaces).lowercased() else {
                return .failure(UsageError("stepwise run: error: no platform given; use --platform", option: "--platform"))
            }
            if platforms.contains(answer) { return .success(answer) }
            if quits(answer) { return .success(nil) }
            console.say("'\(answer)' is not one of: \(platforms.joined(separator: ", ")).")
        }
    }

    /// The SHA-256 of every feature and step library file the session was planned from, so a
    /// later change to them is seen.
    static func fileHashes(_ inputs: PlanInputs) -> [String: JSONValue] {
        var files: [String: JSONValue] = [:]
        for source in inputs.sources {
            let name = ProjectPath.split(source.uri).file
            if let data = FileManager.default.contents(atPath: ProjectPath.split(ProjectPath.readablePath(source.uri)).file) {
                files[name] = .string(data.withUnsafeBytes { SHA256.hash($0.bindMemory(to: UInt8.self)) })
            }
        }
        for definition in inputs.library.definitions where files[definition.file] == nil {
            if let data = FileManager.default.contents(atPath: ProjectPath.readablePath(definition.file)) {
                files[definition.file] = .string(data.withUnsafeBytes { SHA256.hash($0.bindMemory(to: UInt8.self)) })
            }
        }
        return files
    }

    /// The selection as the session records it, to be planned again on resume.
    static func recordedSelection(_ planOptions: PlanInputs.Options, inputs: PlanInputs, rerun: Set<String>?) -> [String: JSONValue] {
        var selection: [String: JSONValue] = ["paths": .array(planOptions.paths.map { .string($0) })]
        if let tags = planOptions.tags { selection["tags"] = .string(tags) }
        if let name = planOptions.name { selection["name"] = .string(name) }
        // The page of the sample tested (`--page`), by its title: resumed on the same page.
        if let page = inputs.selection.page { selection["page"] = .string(page) }
        if let steps = inputs.stepsFolder { selection["steps"] = .string(steps) }
        if let kinds = rerun { selection["rerun"] = .array(kinds.sorted().map { .string($0) }) }
        return selection
    }

    // MARK: - Resuming

    package static func resume(_ options: SessionOptions, resultsFolder: String, usage: String, console: WorkflowConsole) -> Result<Ready, UsageError>
    {
        let sessions: [SessionLedger]
        do {
            sessions = try SessionLedger.readFolder(resultsFolder, checkingEvidence: false)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        let session: SessionLedger
        let started: LedgerRecord
        let selection: [String: JSONValue]
        switch resumable(options.resumeSession, in: sessions, resultsFolder: resultsFolder) {
        case .success(let value): (session, started, selection) = value
        case .failure(let error): return .failure(error)
        }
        let platform = started.string("platform") ?? ""
        let planArguments = planArguments(recorded: selection, platform: platform)
        let planOptions: PlanInputs.Options
        switch PlanInputs.parseOptions(planArguments, command: "run", usage: usage) {
        case .success(let value): planOptions = value
        case .failure(let error): return .failure(error)
        }
        // Named here, with the ledger that holds it: `run` refuses such a selection before
        // recording it, so the file was written by something else.
        var recorded = PlanSelection()
        if let problem = PlanInputs.readSelection(planOptions, into: &recorded) {
            return .failure(UsageError("\(session.path): error: the session's recorded selection cannot be planned again: \(problem.message)"))
        }
        let inputs: PlanInputs
        switch PlanInputs.load(planOptions) {
        case .success(let (loaded, diagnostics)):
            guard diagnostics.isEmpty else { return .failure(UsageError(diagnostics.joined(separator: "\n"))) }
            inputs = loaded
        case .failure(let error): return .failure(error)
        }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        var byID: [String: PlannedScenario] = [:]
        for scenario in plan.scenarios where byID[scenario.id] == nil { byID[scenario.id] = scenario }
        let scenarios = recordedScenarios(started, planned: byID, session: session, sessions: sessions, console: console)
        var firstAttempts: [String: Int] = [:]
        if case .object(let attempts)? = started.payload["attempts"] {
            for (id, value) in attempts { if case .int(let n) = value { firstAttempts[id] = n } }
        }
        let tester = started.string("tester") ?? "unknown tester"
        let writer: LedgerWriter
        let recovery: LedgerWriter.Recovery?
        do {
            (writer, recovery) = try LedgerWriter.open(folder: resultsFolder, sessionID: session.sessionID, holder: tester)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        var introduction: [String] = []
        if let recovery {
            introduction.append(
                "A record torn by a crash (\(recovery.byteCount) bytes at line \(recovery.line)) was moved to \(recovery.tornPath); every saved verdict is intact."
            )
        }
        // Read again after recovery, so the records are exactly what is on disk.
        guard let data = FileManager.default.contents(atPath: writer.path) else {
            writer.close()
            return .failure(UsageError("\(writer.path): error: cannot read the ledger"))
        }
        var records = SessionLedger(path: writer.path, bytes: [UInt8](data)).records
        do {
            records.append(try writer.append(RecordType.resumed, [:]))
        } catch {
            writer.close()
            return .failure(UsageError("\(error)"))
        }
        introduction.append("Resuming session \(session.sessionID) for \(tester) on \(PlatformChoice.title(platform)).")
        introduction += changedSinceTested(scenarios, records: records)
        var ready = Ready(writer: writer, scenarios: scenarios, records: records, firstAttempts: firstAttempts, introduction: introduction)
        // A re-run resumed shows again what other sessions said of its scenarios, so its
        // verdicts still supersede what the tester was shown.
        if selection["rerun"] != nil {
            let others = sessions.filter { $0.sessionID != session.sessionID }
            let results = ResultsReplay.replay(others, plan: scenarios.map { .init(id: $0.id, contentHash: $0.contentHash) })
            var current: [String: [Attempt]] = [:]
            for (scenario, result) in zip(scenarios, results.scenarios) where !result.current.isEmpty { current[scenario.id] = result.current }
            ready.earlier = EarlierAttempt.gather(
                current: current, records: Dictionary(others.map { ($0.sessionID, $0.records) }, uniquingKeysWith: { first, _ in first }))
        }
        return .success(ready)
    }

    /// The first record of a new session: who, on what, what was planned, from which files.
    static func startPayload(
        sessionID: String, tester: String, platform: String, selection: [String: JSONValue], files: [String: JSONValue],
        scenarios: [PlannedScenario], firstAttempts: [String: Int], environment: TestEnvironment, build: String?, resultsFolder: String
    ) -> [String: JSONValue] {
        var payload: [String: JSONValue] = [
            "session": .string(sessionID), "tester": .string(tester), "platform": .string(platform),
            "selection": .object(selection), "files": .object(files), "tool": .string("stepwise \(ToolVersion.current)"),
            "scenarios": .array(scenarios.map { .string($0.id) }),
            "attempts": .object(firstAttempts.mapValues { .int($0) }),
        ]
        if let device = environment.device { payload["device"] = .string(device) }
        if let os = environment.os { payload["os"] = .string(os) }
        if !environment.assistiveTechnology.isEmpty {
            payload["assistiveTechnology"] = .array(environment.assistiveTechnology.map { .string($0) })
        }
        if let build { payload["build"] = .string(build) }
        // The project and release the session belongs to, as the project's settings name them.
        if case .success(let config) = ProjectConfig.load(forResults: resultsFolder) {
            if let project = config.project { payload["project"] = .string(project) }
            if let release = config.release { payload["release"] = .string(release) }
        }
        return payload
    }

    /// The session to resume (the one named, else the latest unfinished), its first record
    /// and the selection that record says was planned.
    static func resumable(_ id: String?, in sessions: [SessionLedger], resultsFolder: String) -> Result<
        (SessionLedger, LedgerRecord, [String: JSONValue]), UsageError
    > {
        // An engine's scan or a review of one is not a guided session to resume.
        let unfinished = sessions.filter { session in
            !session.records.contains { $0.type == RecordType.sessionFinished }
                && session.records.first?.type == RecordType.sessionStarted && session.records.first?.string("mode") == nil
        }
        let chosen: SessionLedger?
        if let id {
            chosen = sessions.first { $0.sessionID == id }
            guard let found = chosen else { return .failure(UsageError("stepwise run: error: no session '\(id)' in \(resultsFolder)")) }
            if let mode = found.records.first?.string("mode") {
                return .failure(
                    UsageError(
                        "stepwise run: error: session '\(id)' is "
                            + (mode == AutomatedReviewRecord.mode
                                ? "a review of engines' results: run --review goes on with what is left to judge"
                                : "an engine's results, not a guided session")))
            }
            if found.records.contains(where: { $0.type == RecordType.sessionFinished }) {
                return .failure(UsageError("stepwise run: error: session '\(id)' is finished; start a new one, or --rerun what failed"))
            }
        } else {
            chosen = unfinished.max { ($0.records.last?.time ?? "") < ($1.records.last?.time ?? "") }
        }
        guard let session = chosen, let started = session.records.first, started.type == RecordType.sessionStarted else {
            return .failure(UsageError("stepwise run: error: no unfinished session in \(resultsFolder) to resume"))
        }
        guard case .object(let selection)? = started.payload["selection"] else {
            return .failure(UsageError("\(session.path): error: the session's first record does not say what was planned"))
        }
        return .success((session, started, selection))
    }

    /// The recorded selection as `plan`'s arguments, on the session's platform.
    static func planArguments(recorded selection: [String: JSONValue], platform: String) -> [String] {
        var arguments: [String] = []
        if case .array(let paths)? = selection["paths"] {
            for case .string(let path) in paths { arguments.append(path) }
        }
        if case .string(let tags)? = selection["tags"] { arguments += ["--tags", tags] }
        if case .string(let name)? = selection["name"] { arguments += ["--name", name] }
        if case .string(let page)? = selection["page"] { arguments += ["--page", page] }
        if case .string(let steps)? = selection["steps"] { arguments += ["--steps", steps] }
        if !platform.isEmpty { arguments += ["--platform", platform] }
        return arguments
    }

    /// The session's scenarios as planned today, in its order; one gone from the criteria is
    /// left out, and said.
    static func recordedScenarios(
        _ started: LedgerRecord, planned byID: [String: PlannedScenario], session: SessionLedger, sessions: [SessionLedger], console: WorkflowConsole
    ) -> [PlannedScenario] {
        var scenarios: [PlannedScenario] = []
        guard case .array(let ids)? = started.payload["scenarios"] else { return [] }
        for case .string(let id) in ids {
            if let scenario = byID[id] {
                scenarios.append(scenario)
            } else {
                let named = removedScenarioName(id, sessions: sessions)
                console.notice("\(session.path): warning: scenario \(named) is no longer in the plan (the criteria changed); it is left out")
            }
        }
        return scenarios
    }

    /// Which unfinished scenarios changed since their steps were tested: their steps are asked
    /// again (see `SessionProgress`), and the tester should know why.
    static func changedSinceTested(_ scenarios: [PlannedScenario], records: [LedgerRecord]) -> [String] {
        let finished = Set(records.filter { $0.type == RecordType.scenarioResult }.compactMap { $0.string("scenario") })
        var lines: [String] = []
        for (number, scenario) in scenarios.enumerated() where !finished.contains(scenario.id) {
            let changed = records.contains { record in
                record.type == RecordType.stepResult && record.string("scenario") == scenario.id
                    && record.string("contentHash").map { $0 != scenario.contentHash } == true
            }
            if changed {
                lines.append("Scenario \(number + 1), \(scenario.name), changed since its steps were tested: they are asked again.")
            }
        }
        return lines
    }

    // MARK: - Pieces

    /// What the session is tested with: the device, its system and the assistive technology.
    package struct TestEnvironment {
        package var device: String?
        package var os: String?
        package var assistiveTechnology: [String] = []
    }

    /// The options, and at a terminal what the tester answers for those not given: each asked
    /// once, with what the machine can find out offered for Enter (a connected Android
    /// device's model and version). Scripted sessions (`--answers`) are not asked: they give
    /// the options, so an answers file means the same whatever is connected.
    ///
    /// In a re-run, what the tester's last session on this platform recorded (`last`) is taken
    /// for what the options leave out, without asking again.
    package static func testEnvironment(
        _ options: SessionOptions, platform: String, console: WorkflowConsole, last: TestEnvironment? = nil
    ) -> TestEnvironment {
        var environment = TestEnvironment(device: options.device, os: options.os, assistiveTechnology: options.assistiveTechnology)
        if let last {
            environment.device = environment.device ?? last.device
            environment.os = environment.os ?? last.os
            if environment.assistiveTechnology.isEmpty { environment.assistiveTechnology = last.assistiveTechnology }
            return environment
        }
        guard console.isPerson else { return environment }
        let offer = (environment.device == nil || environment.os == nil) ? DeviceProbe.offer(platform: platform) : DeviceProbe.Offer()
        func ask(_ question: String, offered: String?) -> String? {
            let hint = offered.map { "Enter for \($0), or type another" } ?? "Enter to leave it out"
            console.say("\(question) (\(hint)):")
            guard let answer = console.answer()?.trimmingCharacters(in: .whitespaces) else { return offered }
            return answer.isEmpty ? offered : answer
        }
        if environment.device == nil { environment.device = ask("Which device are you testing on?", offered: offer.device) }
        if environment.os == nil { environment.os = ask("Which system and version does it run?", offered: offer.os) }
        if environment.assistiveTechnology.isEmpty,
            let answer = ask(
                "Which assistive technology and version are you using (VoiceOver, TalkBack 15, NVDA 2025.1; commas between several)?", offered: nil)
        {
            environment.assistiveTechnology = answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return environment
    }

    /// What the tester's latest session on this platform was tested with, if any.
    package static func lastEnvironment(_ ledgers: [SessionLedger], tester: String, platform: String) -> TestEnvironment? {
        let started = ledgers.compactMap { $0.records.first { $0.type == RecordType.sessionStarted } }
            .filter { $0.string("tester") == tester && $0.string("platform") == platform }
        guard let last = started.max(by: { $0.time < $1.time }) else { return nil }
        var technology: [String] = []
        if case .array(let items)? = last.payload["assistiveTechnology"] {
            technology = items.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
        }
        return TestEnvironment(device: last.string("device"), os: last.string("os"), assistiveTechnology: technology)
    }

    /// A scenario gone from the criteria, named as the tester knows it — `path:line (name)` —
    /// from the last verdict any session recorded for it; by its id only when none was.
    package static func removedScenarioName(_ id: String, sessions: [SessionLedger]) -> String {
        let verdicts = sessions.flatMap(\.records).filter { $0.type == RecordType.scenarioResult && $0.string("scenario") == id }
        guard let last = verdicts.last, let uri = last.string("uri"), let line = last.int("line"), let name = last.string("name") else {
            return "\(id) (never given a verdict, so its name was not recorded)"
        }
        return "\(uri):\(line) (\(name))"
    }

    /// `--tester`, else `git config user.name`, else asked once; nil when the tester quit.
    package static func testerName(_ option: String?, console: WorkflowConsole) -> Result<String?, UsageError> {
        if let option, !option.trimmingCharacters(in: .whitespaces).isEmpty { return .success(option) }
        if let name = gitUserName(), !name.isEmpty { return .success(name) }
        // Like every other prompt: a question, then what to type.
        console.say("What is your name, to record with your verdicts? Type it and press Enter; or q to quit:")
        guard console.canAsk, let answer = console.answer()?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else {
            return .failure(UsageError("stepwise run: error: no tester name; use --tester NAME"))
        }
        return .success(quits(answer) ? nil : answer)
    }

    /// `q` or `quit`, in any case, as at the step prompt.
    package static func quits(_ answer: String) -> Bool {
        ["q", "quit"].contains(answer.lowercased())
    }

    package static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `20261122-091503-ann-lee-ios`: sortable, readable, safe as a file name.
    package static func newSessionID(tester: String, platform: String) -> String {
        let now = Date()
        var time = time_t(now.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        let stamp = String(
            format: "%04d%02d%02d-%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        let slug = tester.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        let suffix = String(UInt32.random(in: 0...0xFFFF), radix: 16)
        return [stamp, slug.isEmpty ? "tester" : slug, platform.isEmpty ? nil : platform, suffix].compactMap { $0 }.joined(separator: "-")
    }

}
