/// One Gherkin text the plan was made from, as the planner read it: a feature file, or the
/// feature imported on the fly from a criteria document (`uri` is then the document's path,
/// and `text` the Gherkin it became).
public struct ReportSource: Sendable {
    public var uri: String
    public var text: String
    /// `text/x.cucumber.gherkin+plain` or `text/x.cucumber.gherkin+markdown`, as Cucumber
    /// Messages name the two syntaxes.
    public var mediaType: String

    public init(uri: String, text: String, mediaType: String) {
        self.uri = uri
        self.text = text
        self.mediaType = mediaType
    }
}
