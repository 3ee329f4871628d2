import CriteriaImport
import Testing

@Suite("The MagentaA11y catalog index")
struct MagentaCatalogTests {
    static let content = #"""
        {"web":[{"label":"Component","name":"component","children":[
            {"label":"Button","name":"button","type":"file","gherkin":"GIVEN THAT I am on a page with a button\n\n1. Keyboard\n   * WHEN I use the tab key I SEE focus\n"},
            {"label":"Empty","name":"empty","type":"file","gherkin":"  "}]}],
         "native":[{"label":"Controls","name":"controls","children":[
            {"label":"Group","name":"more","children":[
              {"label":"Button","name":"button","type":"file","gherkin":"GIVEN THAT I am on a screen with a button\n"}]}]}],
         "how-to-test":[]}
        """#

    @Test("components of both families, nested groups read, same names kept apart by place, empty criteria left out, sorted")
    func entries() throws {
        let entries = try MagentaCatalog.entries(contentJSON: Array(Self.content.utf8))
        #expect(entries.map(\.place) == ["native/controls/button", "web/component/button"])
        #expect(entries[1].text.hasPrefix("GIVEN THAT I am on a page with a button"))
    }

    @Test("what is not a content.json is said", arguments: ["not json", "[1]", #"{"web":[]}"#])
    func refused(_ text: String) {
        #expect(throws: MagentaCatalog.Problem.self) { try MagentaCatalog.entries(contentJSON: Array(text.utf8)) }
    }

    @Test("a checkout's documents: web/ and native/ folders by category; scaffolding and stray files left out")
    func documents() {
        let entries = MagentaCatalog.entries(documents: [
            ("native/controls/button.md", "n"), ("web/component/button.md", "w"), ("web/component/_template.md", "t"),
            ("MARKDOWN_GUIDE.md", "g"), ("web/component/notes.txt", "x"),
        ])
        #expect(entries.map(\.place) == ["native/controls/button", "web/component/button"])
    }
}
