import Foundation
import Testing

@testable import Gherkin

@Suite("Node ids")
struct IdGeneratorTests {
    @Test("ids that are not predictable are distinct version-4 UUIDs in lower case, as Foundation writes them")
    func randomIDs() throws {
        let ids = IdGenerator(predictable: false)
        var seen = Set<String>()
        for _ in 0..<20_000 {
            let id = ids.nextID()
            #expect(seen.insert(id).inserted, "\(id) twice")
            let parsed = try #require(UUID(uuidString: id), "\(id)")
            #expect(parsed.uuidString.lowercased() == id)
            let characters = Array(id)
            #expect(characters.count == 36 && characters[14] == "4" && "89ab".contains(characters[19]), "\(id)")
        }
        // Every hex digit turns up in every free place: the bytes are random, not a pattern.
        let sample = (0..<2_000).map { _ in Array(ids.nextID()) }
        for place in [0, 7, 9, 16, 20, 35] {
            #expect(Set(sample.map { $0[place] }).count == 16, "place \(place)")
        }
    }

    @Test("predictable ids count up from 0")
    func predictableIDs() {
        let ids = IdGenerator()
        #expect((0..<3).map { _ in ids.nextID() } == ["0", "1", "2"])
    }
}
