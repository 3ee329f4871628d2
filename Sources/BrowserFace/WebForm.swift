import HTTPServer
import Workflows

/// A POSTed form's fields and files, whichever encoding the browser chose: a form with a file
/// input is sent as multipart/form-data, the others as application/x-www-form-urlencoded.
package struct WebForm: Sendable {
    package struct File: Sendable {
        package let name: String
        package let bytes: [UInt8]
    }

    package let fields: [(name: String, value: String)]
    /// Files, by field name, in the order sent; a file input left empty sends a part with no
    /// file name and no bytes, which is not a file.
    package let files: [(field: String, file: File)]

    /// nil when the body is not a form this server reads.
    package init?(_ request: HTTPRequest) {
        let type = request.headers["Content-Type"]?.lowercased() ?? ""
        if type.hasPrefix("multipart/form-data") {
            guard let parts = FormData.multipart(request.body, contentType: request.headers["Content-Type"] ?? "") else { return nil }
            var fields: [(name: String, value: String)] = []
            var files: [(field: String, file: File)] = []
            for part in parts {
                if let filename = part.filename {
                    if !filename.isEmpty || !part.data.isEmpty {
                        files.append((part.name, File(name: filename.isEmpty ? "pasted" : filename, bytes: part.data)))
                    }
                } else {
                    fields.append((part.name, String(decoding: part.data, as: UTF8.self)))
                }
            }
            self.fields = fields
            self.files = files
        } else if type.hasPrefix("application/x-www-form-urlencoded") || (type.isEmpty && request.body.isEmpty) {
            fields = FormData.urlEncoded(request.body)
            files = []
        } else {
            return nil
        }
    }

    package init(fields: [(name: String, value: String)], files: [(field: String, file: File)] = []) {
        self.fields = fields
        self.files = files
    }

    /// The first value of a field, trimmed; nil when absent or blank.
    package func value(_ name: String) -> String? {
        guard let value = fields.first(where: { $0.name == name })?.value.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// Every non-blank value of a field (checkboxes, repeated inputs).
    package func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
