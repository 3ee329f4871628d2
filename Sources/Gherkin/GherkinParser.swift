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
        var bytes = Array(source.utf8)
        let result = bytes.withUnsafeMutableBufferPointer { mutable -> Result<GherkinDocument, ParseErrors> in
            let buffer = UnsafeBufferPointer(mutable)
            do throws(ParseError) {
                switch syntax {
                case .plain:
                    var parser = Parser(matcher: try PlainTokenMatcher(defaultDialect: language), buffer: buffer, ids: ids)
                    return parser.parse()
                case .markdown:
                    var parser = Parser(
                        matcher: try MarkdownTokenMatcher(defaultDialect: language), buffer: buffer, ids: ids)
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
