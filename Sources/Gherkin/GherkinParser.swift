/// The two ways Gherkin is written.
public enum GherkinSyntax: Sendable {
    /// `.feature` files.
    case plain
    /// Gherkin inside Markdown, `.feature.md` files.
    case markdown

    /// The syntax a file's name calls for: Markdown for `*.md`, plain otherwise.
    public init(path: String) {
        self = path.hasSuffix(".md") ? .markdown : .plain
    }

    /// The media type Cucumber Messages give a source of this syntax.
    public var mediaType: String {
        switch self {
        case .plain: return "text/x.cucumber.gherkin+plain"
        case .markdown: return "text/x.cucumber.gherkin+markdown"
        }
    }
}

/// Parses Gherkin sources into documents and pickles: the library's front door.
public enum GherkinParser {
    /// Parses one source. On success the document's `uri` is the one given.
    ///
    /// - Parameters:
    ///   - ids: shared with the pickle compiler when pickles follow, so ids match the reference.
    ///   - language: the dialect assumed until a `# language:` header says otherwise.
    public static func parse(
        _ source: String, uri: String, syntax: GherkinSyntax = .plain, ids: IdGenerator = IdGenerator(),
        language: String = "en"
    ) -> Result<GherkinDocument, ParseErrors> {
        run(source, uri: uri, syntax: syntax, ids: ids, language: language, scenarioSink: nil)
    }

    /// Parses one source, handing each scenario to `scenario` as soon as it ends, in a document
    /// of its own with the feature's header and background (and its rule's) and the comments
    /// about them — so a long file is never held whole. The document returned has no scenarios;
    /// on failure, the scenarios before the first error may already have been handed out.
    ///
    /// Ids are those `parse` gives but for the tags of a feature or rule and a rule's id, which
    /// are taken before its first scenario: where ids must match the reference's one for one
    /// (`--predictable-ids`), use `parse`.
    public static func parse(
        _ source: String, uri: String, syntax: GherkinSyntax = .plain, ids: IdGenerator = IdGenerator(), language: String = "en",
        eachScenario: (GherkinDocument) -> Void
    ) -> Result<GherkinDocument, ParseErrors> {
        // The builder holds the closure only while this call parses.
        withoutActuallyEscaping(eachScenario) { eachScenario in
            run(source, uri: uri, syntax: syntax, ids: ids, language: language) { document in
                var document = document
                document.uri = uri
                eachScenario(document)
            }
        }
    }

    private static func run(
        _ source: String, uri: String, syntax: GherkinSyntax, ids: IdGenerator, language: String, scenarioSink: ((GherkinDocument) -> Void)?
    ) -> Result<GherkinDocument, ParseErrors> {
        // The text's own UTF-8, read in place: a native string's bytes are contiguous, so no
        // copy of the file is made to parse it.
        var text = source
        let result = text.withUTF8 { buffer -> Result<GherkinDocument, ParseErrors> in
            do throws(ParseError) {
                switch syntax {
                case .plain:
                    var parser = Parser(
                        matcher: try PlainTokenMatcher(defaultDialect: language), buffer: buffer, ids: ids, scenarioSink: scenarioSink)
                    return parser.parse()
                case .markdown:
                    var parser = Parser(
                        matcher: try MarkdownTokenMatcher(defaultDialect: language), buffer: buffer, ids: ids, scenarioSink: scenarioSink)
                    return parser.parse()
                }
            } catch {
                return .failure(ParseErrors(errors: [error]))
            }
        }
        return result.map { document in
            var document = document
            document.uri = uri
            return document
        }
    }
}
