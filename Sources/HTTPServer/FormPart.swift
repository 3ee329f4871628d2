/// One field of a multipart/form-data body: a text field, or a file with its name and type
/// as the browser gave them.
public struct FormPart: Sendable, Equatable {
    /// The form field's name (`name=` of its Content-Disposition).
    public var name: String
    /// The file's name as the browser sent it, for a file field (it may be empty when no file
    /// was chosen). Never use it as a path as it is: it can hold `/`, `..` or anything else.
    public var filename: String?
    public var contentType: String?
    public var data: [UInt8]

    public init(name: String, filename: String? = nil, contentType: String? = nil, data: [UInt8]) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }

    /// The data as UTF-8 text, invalid bytes replaced.
    public var text: String { String(decoding: data, as: UTF8.self) }
}
