/// A term of the vocabularies EARL files use, with every way a file may spell it. Producers
/// write JSON-LD against contexts of their own (QualWeb's is on the web, where a reader at work
/// cannot fetch it), so terms are matched by their usual spellings rather than by expanding the
/// document: `assertedBy`, `earl:assertedBy`, `http://www.w3.org/ns/earl#assertedBy`.
struct EARLTerm {
    let spellings: [String]

    private init(_ name: String, _ vocabularies: [Vocabulary], also: [String] = []) {
        var spellings = [name]
        for vocabulary in vocabularies {
            spellings += vocabulary.prefixes.map { $0 + ":" + name }
            spellings += vocabulary.addresses.map { $0 + name }
        }
        self.spellings = spellings + also
    }

    private struct Vocabulary {
        let prefixes: [String]
        let addresses: [String]
    }

    private static let earl = Vocabulary(prefixes: ["earl"], addresses: ["http://www.w3.org/ns/earl#"])
    private static let dct = Vocabulary(prefixes: ["dct", "dcterms", "dc"], addresses: ["http://purl.org/dc/terms/"])
    private static let doap = Vocabulary(prefixes: ["doap"], addresses: ["http://usefulinc.com/ns/doap#"])
    private static let foaf = Vocabulary(prefixes: ["foaf"], addresses: ["http://xmlns.com/foaf/0.1/"])
    private static let schema = Vocabulary(prefixes: ["sch", "schema"], addresses: ["https://schema.org/", "http://schema.org/"])
    private static let pointers = Vocabulary(prefixes: ["ptr"], addresses: ["http://www.w3.org/2009/pointers#"])

    static let assertedBy = EARLTerm("assertedBy", [earl])
    /// QualWeb's: the assertor of a subject's nested assertions.
    static let assertor = EARLTerm("assertor", [earl])
    /// The reverse of `subject`: a subject's assertions nested in it.
    static let assertions = EARLTerm("assertions", [earl])
    /// The reverse of `assertedBy`: an assertor's assertions nested in it.
    static let assertedThat = EARLTerm("assertedThat", [earl])
    static let subject = EARLTerm("subject", [earl])
    static let test = EARLTerm("test", [earl])
    static let result = EARLTerm("result", [earl])
    static let outcome = EARLTerm("outcome", [earl])
    static let mode = EARLTerm("mode", [earl])
    static let pointer = EARLTerm("pointer", [earl, pointers])
    static let info = EARLTerm("info", [earl])
    /// A subject's page; Alfa's context names it `url`.
    static let source = EARLTerm("source", [dct], also: ["url"])
    static let title = EARLTerm("title", [dct])
    static let description = EARLTerm("description", [dct])
    static let date = EARLTerm("date", [dct])
    static let isPartOf = EARLTerm("isPartOf", [dct])
    static let name = EARLTerm("name", [doap, foaf, schema])
    static let hasVersion = EARLTerm("hasVersion", [dct], also: ["version", "sch:version", "schema:version"])
    static let release = EARLTerm("release", [doap])
    static let revision = EARLTerm("revision", [doap])
    static let homepage = EARLTerm("homepage", [doap, foaf], also: ["doap:url", "sch:url", "url"])
    static let expression = EARLTerm("expression", [pointers])
    static let groupPointer = EARLTerm("groupPointer", [pointers])
}
