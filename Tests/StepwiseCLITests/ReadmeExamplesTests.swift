import Foundation
import Testing

/// The console examples of README.md and of every page in docs/, run as a newcomer would run
/// them on a fresh copy of the project, and compared with what the page says they print.
///
/// Each ```` ```console ```` block holds commands (`$ …`) and their output. `swift run stepwise`
/// in a command is the built binary. Before a block, `<!-- readme-setup: COMMAND -->` lines
/// run first (to make the sessions, keys or broken files an example needs), in the same
/// folder, where `stepwise` is the built binary too. In the printed output, `…` stands for
/// any text: alone on a line, for any number of lines; within a line, for any part of it.
/// Session ids, times and hashes differ from run to run and are compared by their shape. A
/// `run` example stops at its first prompt, so its output need only begin as the page shows.
/// Each example is named by its page and the line its block starts on, `docs/ci.md:31`.
///
/// README.md's tour has no hidden state: its examples run one after another in one folder, as
/// a reader types them, so each example first runs every command of the README's examples
/// before it (their output is checked by their own example).
@Suite("The console examples of README.md and docs/")
struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        /// The commands of the README examples before this one, run first; their output and status
        /// are checked by their own examples (a `run` at its prompt or a `check` of a broken file ends non-zero).
        var earlier: [String] = []
        let setup: [String]
        let commands: [(command: String, output: [String])]
        var testDescription: String { "\(file):\(line)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, then every `docs/*.md` in name order, as paths from the package's folder.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func text(_ page: String) -> String? {
        try? String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
    }

    /// Every ```` ```console ```` block of a page, with the setup lines just before it; a block
    /// without a command is kept too, so that the test can say it runs nothing.
    static func blocks(in page: String) -> [Example] {
        guard let text = text(page) else { return [] }
        var examples: [Example] = []
        var setup: [String] = []
        var inBlock = false
        var blockLine = 0
        var commands: [(String, [String])] = []
        var earlier: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if inBlock {
                if line.hasPrefix("```") {
                    examples.append(Example(file: page, line: blockLine, earlier: earlier, setup: setup, commands: commands))
                    if page == "README.md" {
                        earlier += setup + commands.map { $0.0.replacingOccurrences(of: "swift run stepwise", with: "stepwise") }
                    }
                    setup = []
                    commands = []
                    inBlock = false
                } else if line.hasPrefix("$ ") {
                    commands.append((String(line.dropFirst(2)), []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].1.append(line)
                }
            } else if line.hasPrefix("<!-- readme-setup: "), line.hasSuffix(" -->") {
                setup.append(String(line.dropFirst("<!-- readme-setup: ".count).dropLast(" -->".count)))
            } else if line == "```console" {
                inBlock = true
                blockLine = index + 1
            }
        }
        return examples
    }

    static let examples: [Example] = pages.flatMap { blocks(in: $0) }.filter { !$0.commands.isEmpty }

    @Test("README and docs/ have console examples to check")
    func thereAreExamples() {
        #expect(Self.pages.count > 1, "docs/*.md were not found")
        #expect(Self.examples.filter { $0.file == "README.md" }.count >= 4, "README.md's console examples were not found")
        #expect(Self.examples.count >= 16, "the console examples of README.md and docs/ were not found")
    }

    @Test("every console block runs a command, and every setup line belongs to a block")
    func everyBlockIsAnExample() throws {
        for page in Self.pages {
            for block in Self.blocks(in: page) {
                #expect(!block.commands.isEmpty, "\(page):\(block.line): a console block with no `$ ` command is not run; make it a text block")
            }
            let text = try #require(Self.text(page))
            var pendingSetup: Int?
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("<!-- readme-setup: ") {
                    pendingSetup = pendingSetup ?? index + 1
                } else if line.hasPrefix("```") {
                    #expect(
                        pendingSetup == nil || line == "```console",
                        "\(page):\(pendingSetup ?? 0): setup lines before a block that is not a console example")
                    pendingSetup = nil
                }
            }
            #expect(pendingSetup == nil, "\(page):\(pendingSetup ?? 0): setup lines with no console example after them")
        }
    }

    @Test("README links every page of docs/, and every link between them reaches its page and heading")
    func linksHold() throws {
        let readme = try #require(Self.text("README.md"))
        for page in Self.pages.dropFirst() {
            #expect(readme.contains("](\(page))") || readme.contains("](\(page)#"), "README.md does not link \(page)")
        }
        for page in Self.pages {
            let text = try #require(Self.text(page))
            let pageURL = Self.packageRoot.appendingPathComponent(page)
            for target in Self.links(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(parts[0]).standardized
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page): the link to \(target) names no file")
                guard parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) else { continue }
                #expect(Self.anchors(of: linked).contains(parts[1]), "\(page): the link to \(target) names no heading of \(file.lastPathComponent)")
            }
        }
    }

    /// The targets of a page's Markdown links, `[text](target)`, outside code blocks and spans.
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        var paragraphs: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                paragraphs.append("")
                continue
            }
            if inFence { continue }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                paragraphs.append("")
                continue
            }
            paragraphs[paragraphs.count - 1] += line + "\n"
        }
        for paragraph in paragraphs {
            // Code spans, which may run over lines of their paragraph, can hold `](` without being links.
            let prose = paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                .joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as
    /// hyphens, and `-1`, `-2` … after a repeated one.
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character == " " {
                    slug.append("-")
                } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                    slug.append(character)
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    @Test("each example prints what its page shows, on a fresh copy of the project", arguments: examples)
    func example(_ example: Example) throws {
        let folder = try TemporaryFolder()
        for name in ["features", "examples", "steps", "criteria"] {
            let source = Self.packageRoot.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: source) {
                try FileManager.default.copyItem(atPath: source, toPath: folder.path + "/" + name)
            }
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/home", withIntermediateDirectories: true)
        let binary = try BuiltBinary.stepwise()
        let binFolder = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: binFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: binFolder + "/stepwise", withDestinationPath: binary)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path + "/home"
        environment["STEPWISE_RESULTS"] = nil
        environment["NO_COLOR"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        for command in example.earlier {
            _ = try Self.shell(command, environment: environment, in: folder.path)
        }
        for command in example.setup {
            let result = try Self.shell(command, environment: environment, in: folder.path)
            #expect(result.status == 0, "setup '\(command)' failed: \(result.output)")
        }
        for (command, expected) in example.commands {
            let line = command.replacingOccurrences(of: "swift run stepwise", with: "stepwise")
            let result = try Self.shell(line, environment: environment, in: folder.path)
            #expect(result.status != nil, "\(command) did not finish")
            let actual = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = actual.last == "" ? Array(actual.dropLast()) : actual
            let prefixOnly = line.hasPrefix("stepwise run ")
            #expect(
                Self.matches(expected, lines, prefixOnly: prefixOnly),
                "\(example.file):\(example.line): '\(command)' printed:\n\(lines.joined(separator: "\n"))\n\(example.file) shows:\n\(expected.joined(separator: "\n"))"
            )
        }
    }

    static func shell(_ command: String, environment: [String: String], in directory: String) throws -> (status: Int32?, output: String) {
        let process = try ChildProcess("/bin/sh", ["-c", command], environment: environment, directory: directory)
        process.closeInput()
        return (process.waitForExit(timeout: 60), process.output)
    }

    /// Whether actual lines are what the page shows, with `…` wildcards and volatile values
    /// compared by shape.
    static func matches(_ expected: [String], _ actual: [String], prefixOnly: Bool) -> Bool {
        func lineMatches(_ pattern: String, _ line: String) -> Bool {
            let pieces = normalised(pattern).components(separatedBy: "…")
            let text = normalised(line)
            guard pieces.count > 1 else { return pieces[0] == text }
            guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]) else { return false }
            var rest = text.dropFirst(pieces[0].count)
            for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.count >= pieces[pieces.count - 1].count
        }
        func match(_ e: ArraySlice<String>, _ a: ArraySlice<String>) -> Bool {
            guard let first = e.first else { return a.isEmpty || prefixOnly }
            if first == "…" {
                let rest = e.dropFirst()
                for start in a.startIndex...a.endIndex where match(rest, a[start...]) { return true }
                return false
            }
            guard let line = a.first, lineMatches(first, line) else { return false }
            return match(e.dropFirst(), a.dropFirst())
        }
        return match(expected[...], actual[...])
    }

    /// Values that differ from run to run, by their shape: session and sign-off ids, times,
    /// hashes; trailing spaces dropped.
    static func normalised(_ line: String) -> String {
        var text = line
        while text.hasSuffix(" ") { text.removeLast() }
        let shapes: [(String, String)] = [
            (#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"#, "<time>"),
            (#"\d{8}-\d{6}(-[a-z0-9]+)*"#, "<id>"),
            (#"\b[0-9a-f]{16,64}\b"#, "<hash>"),
        ]
        for (pattern, replacement) in shapes {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
