import Foundation
import Gherkin
import Paths
import TestPlan

/// What `plan` and `steps` share: reading features (and criteria), the step library, and the
/// selection options. Every problem is one line and exit status 2.
package struct PlanInputs {
    package var sources: [PlanSource] = []
    /// With `deferParsing`, the sources, as text: parsed and planned a scenario at a time
    /// (`StreamedPlan`) rather than held parsed, all at once, in `sources`.
    package var deferred: [DeferredSource] = []

    /// A source kept as its text until it is planned.
    package struct DeferredSource {
        package let text: String
        /// As the person gave it (parse errors name it so).
        package let uri: String
        /// From the project root, as the plan names it.
        package let identity: String
        package let syntax: GherkinSyntax
    }
    package var library = StepLibrary(definitions: [])
    package var stepsFolder: String?
    package var selection = PlanSelection()
    package var warnings: [String] = []

    /// Parsed options for `plan` / `steps`.
    package struct Options {
        package var paths: [String] = []
        package var steps: String?
        package var tags: String?
        package var name: String?
        package var platform: String?
        package var part: String?
        package var wcag: String?
        /// `--page NAME`: the scenarios planned on this page of report.scope.
        package var page: String?
        package var format = "text"
        package var undefinedOnly = false
    }

    /// What every command plans when no path is given.
    package static let defaultFeatures = "features"

    /// The commands that print JSON with `--format json`.
    package static let formatCommands: Set<String> = ["plan", "results", "status", "coverage"]

    /// The options that choose scenarios, as every command that plans takes them; `--format`
    /// for the commands that print JSON, `--undefined` for `steps`.
    package static func selectionOptions(for command: String) -> [CommandOption] {
        var options = [
            CommandOption("--steps", .value("DIR")), CommandOption("--tags", .value("EXPR")), CommandOption("--name", .value("REGEX")),
            CommandOption("--platform", .value("P")), CommandOption("--wcag", .value("N.N.N")), CommandOption("--page", .value("NAME")),
            CommandOption("--part", .value("K/N")),
        ]
        if formatCommands.contains(command) { options.append(CommandOption("--format", .value("text|json"))) }
        if command == "steps" { options.insert(CommandOption("--undefined"), at: 0) }
        return options
    }

    /// The names of `selectionOptions`, to hand a selection on from a command's own arguments.
    package static func selectionNames(for command: String) -> Set<String> { Set(selectionOptions(for: command).map(\.name)) }

    /// - Parameter defaultPaths: the paths when none is given (`coverage` reads `features`);
    ///   empty: a path is required.
    package static func parseOptions(_ arguments: [String], command: String, usage: String, defaultPaths: [String] = []) -> Result<
        Options, UsageError
    > {
        let table = OptionTable(command: command, operands: "PATH...", options: selectionOptions(for: command))
        switch table.parse(arguments) {
        case .success(let parsed): return options(from: parsed, command: command, usage: usage, defaultPaths: defaultPaths)
        case .failure(let error):
            // Said with the command's own usage, not the selection's alone.
            let problem = error.message.components(separatedBy: "\n")[0]
            return .failure(UsageError(problem + "\n" + usage, option: error.option))
        }
    }

    /// The selection `parsed` gives, each value checked.
    package static func options(from parsed: ParsedArguments, command: String, usage: String, defaultPaths: [String] = []) -> Result<
        Options, UsageError
    > {
        func refuse(_ problem: String, _ option: String) -> Result<Options, UsageError> {
            .failure(UsageError("stepwise \(command): error: \(problem)\n\(usage)", option: option))
        }
        var options = Options()
        options.steps = parsed.value("--steps")
        options.tags = parsed.value("--tags")
        options.name = parsed.value("--name")
        options.platform = parsed.value("--platform")
        if let wcag = parsed.value("--wcag") {
            guard WCAGCriterion.named(wcag) != nil else {
                return refuse("--wcag takes a WCAG 2.2 success criterion's number, as in --wcag 2.4.7", "--wcag")
            }
            options.wcag = wcag
        }
        if let page = parsed.value("--page") {
            guard !page.trimmingCharacters(in: .whitespaces).isEmpty else {
                return refuse("--page needs a page's title or address from report.scope", "--page")
            }
            options.page = page
        }
        if let part = parsed.value("--part") {
            guard PlanPartition(part) != nil else { return refuse("--part takes K/N, your share K of N testers (for example 2/3)", "--part") }
            options.part = part
        }
        if let format = parsed.value("--format") {
            guard format == "text" || format == "json" else { return refuse("--format is text or json", "--format") }
            options.format = format
        }
        options.undefinedOnly = parsed.has("--undefined")
        options.paths = parsed.operands.isEmpty ? defaultPaths : parsed.operands
        if options.paths.isEmpty {
            // As `serve` and `coverage` do: the project's features folder, when there is one here.
            guard FileManager.default.fileExists(atPath: defaultFeatures) else {
                return refuse("no paths given, and no \(defaultFeatures) folder here; name the features to plan", "PATH")
            }
            options.paths = [defaultFeatures]
        }
        return .success(options)
    }

    /// The folder the first path is, or is in, as a real path (`PATH:LINE` read as PATH); nil
    /// when it does not exist. Where the selection's project is looked for.
    package static func firstFolder(_ paths: [String]) -> String? {
        guard let first = paths.first.map({ LineSelector.split($0).path }), let real = ProjectPath.realPath(first) else { return nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) && isFolder.boolValue ? real : PathText.parent(real)
    }

    /// The pages of the sample that list components (report.scope in the stepwise.json
    /// nearest the first path), and the title of the page `--page` names. Settings that cannot
    /// be read plan no pages, unless `--page` needs them.
    package static func pages(_ options: Options) -> Result<([PlanPage], String?), UsageError> {
        let folder = firstFolder(options.paths) ?? "."
        let config: ProjectConfig
        switch ProjectConfig.load(from: folder.isEmpty ? "." : folder) {
        case .success(let value): config = value
        case .failure(let error):
            return options.page == nil ? .success(([], nil)) : .failure(error)
        }
        let pages = config.report.scope.filter { !$0.components.isEmpty }.map {
            PlanPage(title: $0.title, url: $0.url, platforms: $0.platforms, components: $0.components)
        }
        guard let wanted = options.page else { return .success((pages, nil)) }
        guard let page = pages.first(where: { $0.isNamed(wanted) }) else {
            let titles = pages.map(\.title)
            return .failure(
                UsageError(
                    titles.isEmpty
                        ? "stepwise: error: --page \(wanted): stepwise.json's report.scope lists no page with the components tested on it"
                        : "stepwise: error: --page \(wanted) is not a page of report.scope that lists components; its pages are: "
                            + titles.joined(separator: ", ")))
        }
        return .success((pages, page.title))
    }

    /// The selection's own texts, `--tags`, `--name` and `--platform`, read into `selection`;
    /// what is wrong with the first that does not read, without the `stepwise: error: ` a
    /// command puts before it. Apart from `load` because a recorded selection (a sign-off's)
    /// that does not read is a problem of its own, where features that do not is not.
    /// What is wrong with the selection's values, if anything: the message, and the option
    /// whose value it is.
    package static func readSelection(_ options: Options, into selection: inout PlanSelection) -> (message: String, option: String)? {
        if let tags = options.tags {
            do {
                selection.tags = try TagExpression.parse(tags)
            } catch {
                return ("bad tag expression: \(error)", "--tags")
            }
        }
        if let name = options.name {
            do {
                selection.name = try NameFilter(name)
            } catch {
                return ("bad --name regular expression '\(name)'", "--name")
            }
        }
        if let platform = options.platform {
            switch PlatformChoice.parse(platform) {
            case .success(let names): selection.platforms = names
            case .failure(let error): return (error.message, "--platform")
            }
        }
        return nil
    }

    /// The feature files the paths name, each once, with the lines `PATH:LINE` selects; and an
    /// error line for each criteria document that could not be read, which fails the plan
    /// like a feature that does not parse (`status --check` must fail).
    static func expand(_ paths: [String], lines selected: inout [String: Set<Int>]) -> Result<([String], [String]), UsageError> {
        var files: [String] = []
        var unreadable: [String] = []
        var seenFiles: Set<String> = []
        for argument in paths {
            let (path, lines) = LineSelector.split(argument)
            let expanded: [String]
            do {
                let found = try FeatureFiles.expandReporting([path])
                expanded = found.files
                unreadable += found.unread.map { unread in
                    let (place, why) = unread.split(separator: ":", maxSplits: 1).map(String.init).pairOrWhole
                    return "\(place): error: not read:\(why)"
                }
            } catch {
                return .failure(error)
            }
            // A file named twice (two of its lines, or a folder and a file inside it) is
            // planned once: twice, its scenarios would be two entries with one identity, which a
            // session cannot tell apart.
            for file in expanded where seenFiles.insert(ProjectPath.identity(file)).inserted { files.append(file) }
            for file in expanded where !lines.isEmpty { selected[ProjectPath.identity(file), default: []].formUnion(lines) }
        }
        return .success((files, unreadable))
    }

    /// Reads everything the options name. Parse errors in features are returned as
    /// diagnostics (exit 1 territory); unusable input is a `UsageError` (exit 2).
    package static func load(_ options: Options, deferParsing: Bool = false) -> Result<(PlanInputs, [String]), UsageError> {
        var inputs = PlanInputs()
        var diagnostics: [String] = []
        if let problem = readSelection(options, into: &inputs.selection) {
            return .failure(UsageError("stepwise: error: \(problem.message)", option: problem.option))
        }
        if let part = options.part { inputs.selection.partition = PlanPartition(part) }
        switch pages(options) {
        case .success(let (pages, page)):
            inputs.selection.pages = pages
            inputs.selection.page = page
        case .failure(let error): return .failure(error)
        }
        inputs.selection.wcag = options.wcag
        // Paths, with PATH:LINE selectors.
        let files: [String]
        switch expand(options.paths, lines: &inputs.selection.lines) {
        case .success(let (found, unread)):
            files = found
            diagnostics += unread
        case .failure(let error): return .failure(error)
        }
        for file in files {
            switch SourceLoader.load(file) {
            case .failure(.unreadable(let error)): return .failure(error)
            case .failure(.noCriteria(let error)): return .failure(UsageError(error.description))
            case .success(let loaded):
                inputs.warnings += loaded.warnings
                for source in loaded.sources {
                    let ids = IdGenerator()
                    if deferParsing {
                        // Parsed when planned, a scenario at a time (`StreamedPlan`), which also
                        // finds its errors.
                        inputs.deferred.append(
                            DeferredSource(text: source.text, uri: source.uri, identity: ProjectPath.identity(source.uri), syntax: source.syntax))
                        continue
                    }
                    switch GherkinParser.parse(source.text, uri: source.uri, syntax: source.syntax, ids: ids) {
                    case .failure(let failure):
                        diagnostics += failure.errors.map {
                            "\(source.uri):\($0.location.line):\($0.location.column ?? 1): error: \($0.message)"
                        }
                    case .success(let document):
                        // Parse errors name the file as the person gave it; the plan names it
                        // from the project root, so identities do not depend on the spelling.
                        let uri = ProjectPath.identity(source.uri)
                        let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
                        inputs.sources.append(PlanSource(uri: uri, document: document, pickles: pickles))
                    }
                }
            }
        }
        // The step library: --steps, else the nearest steps/ up from the features (their project's).
        let folder = options.steps ?? defaultStepsFolder(for: options.paths.map { LineSelector.split($0).path })
        if let folder {
            switch readLibrary(folder, explicit: options.steps != nil) {
            case .success(let library):
                inputs.library = library
                inputs.stepsFolder = folder
            case .failure(let error): return .failure(error)
            }
        }
        return .success((inputs, diagnostics))
    }

    /// The step library of the features' project: the nearest `steps/` folder up from the first
    /// path that has one, looked for no higher than the project's root (the first folder with
    /// `.git` or `stepwise.json`). Never the working folder's own: from another folder, a
    /// feature must be guided by its project's library, not by whatever `./steps` is there
    /// (`features/web/component/button.feature` found none beside `features/web` and fell back
    /// to the working folder's, so from elsewhere it had no guidance at all).
    package static func defaultStepsFolder(for paths: [String]) -> String? {
        let manager = FileManager.default
        func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        for path in paths {
            var folder = isFolder(path) ? path : PathText.parent(path)
            // Walked by the real path, so `..` and links climb where the files are.
            if let real = ProjectPath.realPath(folder.isEmpty ? "." : folder) { folder = real }
            while true {
                let candidate = PathText.join(folder, "steps")
                if isFolder(candidate) { return displayed(candidate) }
                let isRoot =
                    manager.fileExists(atPath: PathText.join(folder, ".git"))
                    || manager.fileExists(atPath: PathText.join(folder, ProjectConfig.fileName))
                let up = PathText.parent(folder)
                if isRoot || up == folder || up.isEmpty { break }
                folder = up
            }
        }
        return nil
    }

    /// A steps folder as messages name it: relative to the working folder when it is below it.
    private static func displayed(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let real = ProjectPath.realPath(here) ?? here
        if path == real + "/steps" { return "steps" }
        if path.hasPrefix(real + "/") { return String(path.dropFirst(real.count + 1)) }
        return path
    }

    package static func readLibrary(_ folder: String, explicit: Bool) -> Result<StepLibrary, UsageError> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return .failure(UsageError("\(folder): error: no such steps folder"))
        }
        var files: [String] = []
        if isDirectory.boolValue {
            // Every `.md` below the folder, as features are found below theirs: a team that
            // keeps guidance in subfolders (steps/ios/, steps/web/) must not lose it silently.
            // READMEs describe folders, and hidden files and folders are not guidance.
            files = FolderFiles.find(in: folder) { $0.hasSuffix(".md") && $0.lowercased() != "readme.md" }
        } else {
            files = [folder]
        }
        var definitions: [StepDefinition] = []
        var errors: [StepLibraryError] = []
        for file in files {
            switch FeatureFiles.read(file) {
            case .failure(let error): return .failure(error)
            case .success(let text):
                // Named from the project root, as features are: where a step's guidance comes
                // from reads the same whichever folder the command runs in.
                switch StepLibraryReader.read(text, file: ProjectPath.identity(file)) {
                case .success(let found): definitions += found
                case .failure(let found): errors += found.errors
                }
            }
        }
        if errors.isEmpty {
            switch StepLibrary.make(definitions) {
            case .success(let library): return .success(library)
            case .failure(let duplicates): errors = duplicates.errors
            }
        }
        return .failure(UsageError(errors.map(\.description).joined(separator: "\n")))
    }
}

extension Array where Element == String {
    /// The first element and the rest joined back, for `path: reason` text.
    fileprivate var pairOrWhole: (String, String) { (first ?? "", count > 1 ? dropFirst().joined(separator: ":") : "") }
}
