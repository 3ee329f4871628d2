/// The step texts of a plan that the library cannot guide (its undefined, or its ambiguous
/// steps), each with where it is used, as planning meets them.
///
/// Kept small, since a new feature's steps are mostly undefined and a large one has hundreds of
/// thousands: a place is three numbers (the text's entry, the file's number, the line), not a
/// `path:line` string, in one list in plan order, and made into text only when the plan is
/// written; each text's places are put together then. A place is seen again at once when the
/// same step is planned for another platform or page, or a background step for the next
/// scenario, so each entry remembers its last place and a repeat of it is not listed twice; any
/// other repeat is dropped when the places are put together.
struct UnguidedSteps {
    /// One place a text is used.
    private struct Place {
        let entry: Int32
        let file: Int32
        let line: Int32
    }

    /// The texts, in the order first met.
    private(set) var texts: [String] = []
    /// For ambiguous texts, the definitions (`file:line`) that match each, by entry; by entry
    /// rather than one for each text, as undefined texts have none.
    private var definitions: [Int32: [String]] = [:]
    private var places: [Place] = []
    /// Each entry's last place in `places`, or -1.
    private var lastPlace: [Int32] = []
    /// What planning learns of a text besides its match, by entry, made when first asked for
    /// (only in a feature tagged @native or @web).
    private var facts: [Int32: StepFacts] = [:]

    var count: Int { texts.count }

    /// Adds a text first met, with the definitions that match it if it is ambiguous; its
    /// entry's number.
    mutating func add(_ text: String, definitions matching: [String]) -> Int32 {
        let entry = Int32(texts.count)
        texts.append(text)
        if !matching.isEmpty { definitions[entry] = matching }
        lastPlace.append(-1)
        return entry
    }

    /// Records that entry `entry`'s text is used at this line of this file.
    mutating func use(_ entry: Int32, file: Int, line: Int) {
        let index = Int(entry)
        let last = Int(lastPlace[index])
        if last >= 0, places[last].file == Int32(file), places[last].line == Int32(line) { return }
        lastPlace[index] = Int32(places.count)
        places.append(Place(entry: entry, file: Int32(file), line: Int32(line)))
    }

    /// What planning learns of an entry's text (its platform restriction), worked out once.
    mutating func facts(of entry: Int32) -> StepFacts {
        if let known = facts[entry] { return known }
        let made = StepFacts()
        facts[entry] = made
        return made
    }

    /// How far the list has come, for `rollBack(to:)`.
    var mark: (texts: Int, places: Int) { (texts.count, places.count) }

    /// Takes back every text and place added since `mark`; the texts taken back.
    mutating func rollBack(to mark: (texts: Int, places: Int)) -> ArraySlice<String> {
        // A kept entry whose last place is taken back has none.
        for place in places[mark.places...] where Int(place.entry) < mark.texts { lastPlace[Int(place.entry)] = -1 }
        places.removeLast(places.count - mark.places)
        let removed = texts[mark.texts...]
        for entry in Int32(mark.texts)..<Int32(texts.count) {
            definitions[entry] = nil
            facts[entry] = nil
        }
        texts.removeLast(texts.count - mark.texts)
        lastPlace.removeLast(lastPlace.count - mark.texts)
        return removed
    }

    /// Each text with its places (`uri:line`, in the order first used) and, for an ambiguous
    /// one, its definitions, one at a time.
    func forEach(fileURIs: [String], _ body: (TestPlan.UnguidedStep) -> Void) {
        // The places put together by entry, in plan order: a counting sort.
        var starts = [Int32](repeating: 0, count: texts.count + 1)
        for place in places { starts[Int(place.entry) + 1] += 1 }
        for index in texts.indices { starts[index + 1] += starts[index] }
        var next = starts
        var byEntry = [Int32](repeating: 0, count: places.count)
        for (index, place) in places.enumerated() {
            byEntry[Int(next[Int(place.entry)])] = Int32(index)
            next[Int(place.entry)] += 1
        }
        var seen = Set<Int64>()
        for (entry, text) in texts.enumerated() {
            var listed: [String] = []
            let range = Int(starts[entry])..<Int(starts[entry + 1])
            // Most texts are used once: their one place needs no check for repeats.
            if range.count > 1 { seen.removeAll(keepingCapacity: true) }
            for position in range {
                let place = places[Int(byEntry[position])]
                guard range.count == 1 || seen.insert(Int64(place.file) << 32 | Int64(place.line)).inserted else { continue }
                listed.append("\(fileURIs[Int(place.file)]):\(place.line)")
            }
            body(TestPlan.UnguidedStep(text: text, places: listed, definitions: definitions[Int32(entry)] ?? []))
        }
    }
}
