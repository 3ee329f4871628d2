import SafeHTML
import Testing

@Suite("HTML built by construction")
struct HTMLBuilderTests {
    @Test("a literal's text is markup; an interpolated string is escaped as text")
    func interpolatedText() {
        let tester = "<i>Ann</i> & \"Bo\""
        let row: HTML = "<td>\(tester)</td>"
        #expect(row.markup == "<td>&lt;i&gt;Ann&lt;/i&gt; &amp; &quot;Bo&quot;</td>")
    }

    @Test("an attribute value keeps its quotes and line breaks as references")
    func interpolatedAttribute() {
        let value = "x\" onfocus=\"alert(1)\nnext"
        let input: HTML = "<input value=\"\(attribute: value)\">"
        #expect(input.markup == "<input value=\"x&quot; onfocus=&quot;alert(1)&#10;next\">")
    }

    @Test("HTML is inserted as it is, numbers in decimal, pieces joined")
    func composition() {
        let items: [HTML] = ["a<b", "c"].map { "<li>\($0)</li>" }
        let list: HTML = "<ul>\(items.joined(separator: "\n"))</ul> \(3)"
        #expect(list.markup == "<ul><li>a&lt;b</li>\n<li>c</li></ul> 3")
        var built = HTML(text: "<")
        built += "<br>"
        #expect((built + .trusted("<hr>")).markup == "&lt;<br><hr>")
        #expect(HTML().isEmpty)
    }
}
