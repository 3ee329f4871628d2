import Automated
import JSON
import Testing

/// Files that are not automated results, or are damaged: each refused whole with a message
/// that says what is wrong and, for the JSON itself, where.
@Suite struct HostileInputTests {
    private let engine = "\"testEngine\": {\"name\": \"axe-core\", \"version\": \"4.10.2\"}"

    @Test("empty, blank, not JSON: refused with the place")
    func notResults() {
        #expect(refusal("", file: "empty.json") == "empty.json: error: the file is empty: expected axe-core results or EARL")
        #expect(refusal(" \n\t ", file: "blank.json") == "blank.json: error: the file is empty: expected axe-core results or EARL")
        #expect(refusal("{\"url\": }", file: "cut.json") == "cut.json:1:9: error: not JSON: unexpected character")
        #expect(refusal("{\n  \"url\": \"é\",\n  \"x\": tru\n}")?.hasPrefix("results.json:3:8: error: not JSON") == true, "columns count characters")
        #expect(refusal("<html></html>")?.hasPrefix("results.json:1:1: error: not JSON") == true)
    }

    @Test("JSON of another shape: {}, [], a list of numbers, a string")
    func otherShapes() {
        let unknown = "error: neither axe-core results nor EARL: expected testEngine/violations or @graph assertions"
        #expect(refusal("{}") == "results.json:1:1: " + unknown)
        #expect(refusal("\n  {\"url\": \"https://shop.example/\"}") == "results.json:2:3: " + unknown)
        #expect(refusal("[1, 2]") == "results.json:1:1: " + unknown)
        #expect(refusal("\"violations\"") == "results.json:1:1: " + unknown)
        #expect(refusal("[]") == "results.json: error: no results: the file is an empty list")
    }

    @Test("axe-core results without a page, an engine, its version or any rule")
    func axeMissingParts() {
        #expect(
            refusal("{\(engine), \"violations\": []}")
                == "results.json: error: the result names no page: a result needs the URL of the page it tested (axe-core's url, an EARL subject's source)"
        )
        #expect(refusal("{\(engine), \"url\": \"  \", \"passes\": []}")?.contains("the result names no page") == true)
        let good =
            "{\(engine), \"url\": \"https://shop.example/\", \"passes\": [{\"id\": \"document-title\", \"tags\": [\"wcag242\"], \"nodes\": []}]}"
        #expect((try? read(good).get().count) == 1)
        #expect(refusal("[\(good), {\(engine), \"passes\": []}]")?.hasPrefix("results.json: error: the result at [1] names no page") == true)
        #expect(
            refusal("{\"url\": \"https://shop.example/\", \"violations\": []}")?.hasPrefix("results.json: error: the result names no engine") == true)
        #expect(
            refusal("{\"url\": \"https://shop.example/\", \"testEngine\": {\"name\": \"axe-core\"}, \"passes\": []}")
                == "results.json: error: the result: the engine \"axe-core\" is named without its version")
        #expect(
            refusal("{\(engine), \"url\": \"https://shop.example/\", \"violations\": [], \"passes\": [], \"incomplete\": [], \"inapplicable\": []}")
                == "results.json: error: no results: the result lists no rule in violations, passes, incomplete or inapplicable")
    }

    @Test("axe-core results with members of the wrong kind name the member")
    func axeWrongKinds() {
        func rule(_ members: String) -> String {
            "{\(engine), \"url\": \"https://shop.example/\", \"violations\": [{\"id\": \"image-alt\", \(members)}]}"
        }
        #expect(
            refusal("{\(engine), \"url\": \"https://shop.example/\", \"violations\": {}}") == "results.json: error: violations: expected an array")
        #expect(
            refusal(rule("\"nodes\": [{\"target\": [7]}]"))
                == "results.json: error: violations[0].nodes[0].target[0]: expected a CSS selector or a list of them")
        #expect(
            refusal(rule("\"impact\": \"huge\""))
                == "results.json: error: violations[0].impact: expected minor, moderate, serious, critical or null, not \"huge\"")
        #expect(refusal(rule("\"tags\": \"wcag111\"")) == "results.json: error: violations[0].tags: expected an array")
        #expect(
            refusal("{\(engine), \"url\": \"https://shop.example/\", \"passes\": [{\"tags\": []}]}")
                == "results.json: error: passes[0].id: expected the rule's id, a string")
        let good = "{\(engine), \"url\": \"https://shop.example/\", \"passes\": [{\"id\": \"document-title\"}]}"
        #expect(refusal("[\(good), 3]") == "results.json: error: [1]: expected an axe-core result object (testEngine, url, violations, …)")
    }

    @Test("an element inside shadow DOM: the host's selector, then the selectors within")
    func shadowTarget() throws {
        let text =
            "{\(engine), \"url\": \"https://shop.example/\", \"violations\": [{\"id\": \"button-name\", \"tags\": [\"wcag412\"], \"nodes\": [{\"html\": \"<button>\", \"target\": [\"iframe#pay\", [\"shop-cart\", \"button.buy\"]]}]}]}"
        let scan = try #require(try read(text).get().first)
        #expect(scan.results.first?.nodes.first?.target == ["iframe#pay", "shop-cart >>> button.buy"])
    }

    @Test("deep nesting is refused by the parser's depth limit, and 500 levels of EARL are walked without a crash")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(refusal(deep) == "results.json:1:513: error: not JSON: nested more than \(JSONParser.maximumDepth) levels deep")
        let nested = "{\"@graph\": " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}"
        #expect(refusal(nested)?.contains("no results: the EARL has no assertion") == true)
    }

    @Test("not UTF-8: a byte order mark of another encoding, or bytes that are not UTF-8 in a string")
    func notUTF8() {
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] }
        #expect(
            AutomatedResultsReader.read(bytes: utf16, file: "u16.json").failure?.description
                == "u16.json: error: the file is UTF-16, not UTF-8: save it as UTF-8")
        let latin1: [UInt8] = Array("{\"url\": \"caf".utf8) + [0xE9] + Array("\"}".utf8)
        #expect(
            AutomatedResultsReader.read(bytes: latin1, file: "latin1.json").failure?.description
                == "latin1.json:1:10: error: not JSON: invalid UTF-8 in a string")
    }

    @Test("a 10 MB file: ninety-odd pages of the CLI's array read, and ten megabytes of one string refused")
    func tenMegabytes() throws {
        let page = try Fixtures.bytes("axe-shop-cart.json")
        var big: [UInt8] = [UInt8(ascii: "[")]
        var copies = 0
        while big.count < 10_000_000 {
            if copies > 0 { big.append(UInt8(ascii: ",")) }
            big += page
            copies += 1
        }
        big.append(UInt8(ascii: "]"))
        let scans = try AutomatedResultsReader.read(bytes: big, file: "big.json").get()
        #expect(scans.count == copies && copies > 90)
        #expect(scans.allSatisfy { $0.page == "http://shop.example/cart" && $0.results(.violation).count == 3 })
        let string: [UInt8] = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: 10_000_000) + [UInt8(ascii: "\"")]
        #expect(AutomatedResultsReader.read(bytes: string, file: "string.json").failure?.problem == .unknownShape)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
