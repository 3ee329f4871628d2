/// A step line, with its optional data table and doc string.
public struct Step: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var keyword: String
    public var keywordType: StepKeywordType?
    public var text: String
    public var dataTable: DataTable?
    public var docString: DocString?
}

/// A `| table |` under a step.
public struct DataTable: Sendable, Hashable {
    public var location: Location
    public var rows: [TableRow]
}

public struct TableRow: Sendable, Hashable {
    public var id: String
    public var location: Location
    public var cells: [TableCell]
}

/// One cell, unescaped (`\|` → `|`, `\\` → `\`, `\n` → newline) and trimmed.
public struct TableCell: Sendable, Hashable {
    public var location: Location
    public var value: String
}

/// A `"""` or ```` ``` ```` block under a step.
public struct DocString: Sendable, Hashable {
    public var location: Location
    public var mediaType: String?
    public var content: String
    public var delimiter: String
}
