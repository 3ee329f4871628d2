/// A header value with parameters, as Content-Type and Content-Disposition are written:
/// `form-data; name="file"; filename="a;b.txt"`. Splitting on `;` alone would cut quoted
/// values apart, so quoted strings (RFC 9110 §5.6.4) are read as a whole.
struct HeaderParameters: Equatable {
    /// What comes before the first `;`, trimmed (`form-data`, `multipart/form-data`).
    var value: String
    var parameters: [(name: String, value: String)]

    static func == (a: HeaderParameters, b: HeaderParameters) -> Bool {
        a.value == b.value && a.parameters.elementsEqual(b.parameters) { $0.name == $1.name && $0.value == $1.value }
    }

    /// The first parameter of that name (names are case-insensitive).
    func parameter(_ name: String) -> String? {
        parameters.first { HTTPHeaders.sameName($0.name, name) }?.value
    }

    /// Nil when a quoted string is not closed or a parameter has no `=` or no name.
    static func parse(_ text: String) -> HeaderParameters? {
        let characters = Array(text.unicodeScalars)
        var index = 0
        func skipWhitespace() { while index < characters.count && (characters[index] == " " || characters[index] == "\t") { index += 1 } }
        func readUntil(_ stops: Set<Unicode.Scalar>) -> String {
            var out = String.UnicodeScalarView()
            while index < characters.count && !stops.contains(characters[index]) {
                out.append(characters[index])
                index += 1
            }
            return ASCII.trimmingWhitespace(String(out))
        }

        let value = readUntil([";"])
        var parameters: [(name: String, value: String)] = []
        while index < characters.count {
            index += 1  // the ";"
            skipWhitespace()
            if index == characters.count { break }  // a trailing ";"
            let name = readUntil(["=", ";"])
            guard index < characters.count, characters[index] == "=", !name.isEmpty else { return nil }
            index += 1
            skipWhitespace()
            var parameterValue = String.UnicodeScalarView()
            if index < characters.count && characters[index] == "\"" {
                index += 1
                var closed = false
                while index < characters.count {
                    let c = characters[index]
                    index += 1
                    if c == "\"" {
                        closed = true
                        break
                    }
                    // `\"` and `\\` are escapes; any other backslash is kept, as old browsers
                    // sent Windows paths (`C:\files\a.txt`) as file names unescaped.
                    if c == "\\" && index < characters.count && (characters[index] == "\"" || characters[index] == "\\") {
                        parameterValue.append(characters[index])
                        index += 1
                    } else {
                        parameterValue.append(c)
                    }
                }
                guard closed else { return nil }
                skipWhitespace()
                guard index == characters.count || characters[index] == ";" else { return nil }
                parameters.append((name, String(parameterValue)))
            } else {
                parameters.append((name, readUntil([";"])))
            }
        }
        return HeaderParameters(value: value, parameters: parameters)
    }
}
