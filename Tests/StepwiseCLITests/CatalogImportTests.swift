import Foundation
import Testing

@Suite("stepwise import --catalog")
struct CatalogImportTests {
    private let content = #"""
        {"web":[{"label":"Component","name":"component","children":[
            {"label":"Button","name":"button","type":"file","gherkin":"GIVEN THAT I am on a page with a button\n\n1. Keyboard for mobile & desktop\n\n   * WHEN I use the tab key to move focus to the button I SEE focus is strongly visually indicated\n"}]}],
         "native":[{"label":"Controls","name":"controls","children":[
            {"label":"Button","name":"button","type":"file","gherkin":"GIVEN THAT I am on a screen with a button\n\n1. Scenario: Test keyboard actions\n   - WHEN I use the tab key to move focus to a button\n     - THEN the focus should visibly move to the button\n"}]}]}
        """#

    private func stepwise(_ arguments: [String], in folder: String) throws -> (status: Int32?, output: String) {
        let process = try ChildProcess(try BuiltBinary.stepwise(), arguments, environment: ProcessInfo.processInfo.environment, directory: folder)
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    @Test("from content.json: web and native components of one name both kept by family and category, criteria copied in, the same bytes again")
    func fromContentJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/.keep", "")
        try folder.write("content.json", content)
        let first = try stepwise(["import", "--catalog", "content.json"], in: folder.path)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("features/native/controls/button.feature: written"))
        #expect(first.output.contains("features/web/component/button.feature: written"))
        #expect(first.output.contains("2 components from content.json."))
        let native = try String(contentsOfFile: folder.path + "/features/native/controls/button.feature", encoding: .utf8)
        #expect(native.contains("criteria/native/controls/button.md"), "the source is the copy in the project")
        #expect(!native.contains("content.json"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/criteria/web/component/button.md"))
        let again = try stepwise(["import", "--catalog", "content.json"], in: folder.path)
        #expect(again.status == 0)
        #expect(again.output.components(separatedBy: ": unchanged").count - 1 == 2, "\(again.output)")
        #expect(try stepwise(["check", "features"], in: folder.path).status == 0)
    }

    @Test("from a checkout's documentation folder, found below the folder given")
    func fromCheckout() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/.keep", "")
        try folder.write(
            "checkout/public/content/native/controls/button.md",
            "GIVEN THAT I am on a screen with a button\n\n1. Scenario: Test keyboard actions\n   - WHEN I use the tab key to move focus to a button\n     - THEN the focus should visibly move to the button\n"
        )
        let imported = try stepwise(["import", "--catalog", "checkout"], in: folder.path)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.output.contains("features/native/controls/button.feature: written"))
        #expect(try stepwise(["import", "--catalog", "nowhere"], in: folder.path).status == 2)
        #expect(try stepwise(["import", "--catalog", "content.json", "x.md"], in: folder.path).status == 2)
    }
}
