/// What reading front matter gives: its root node, its comments and what was not well-formed.
struct YAMLDocument: Sendable, Hashable {
    /// The top node, or nil when the front matter holds nothing but blank lines and comments.
    var root: YAMLNode?
    /// Every `#` comment outside a block scalar, in line order, so an importer can keep the
    /// ones that fall inside criteria.
    var comments: [YAMLComment]
    /// Lines that were not the YAML this reader expects, and what was made of them.
    var warnings: [ImportWarning]
}

/// A `#` comment: its text after the `#` (and one space), and its line.
struct YAMLComment: Sendable, Hashable {
    var text: String
    var line: Int
}
