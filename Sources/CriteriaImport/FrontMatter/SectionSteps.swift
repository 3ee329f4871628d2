/// Turns one criteria section of an entry into the steps of its scenario. The map and list
/// shapes are read in their own files; what they share is here: making steps, and keeping
/// text that has neither shape as `*` steps so that no word is lost.
struct SectionSteps {
    let kind: CriteriaSectionKind
    let platform: CriteriaPlatform
    let path: String
    /// The section's key as written, for messages.
    let sectionName: String

    private(set) var steps: [ImportedStep] = []
    private(set) var warnings: [ImportWarning] = []

    init(section: EntrySections.Section, platform: CriteriaPlatform, path: String) {
        kind = section.kind
        self.platform = platform
        self.path = path
        sectionName = section.key.oneLine
        if kind.isList {
            readList(section.value, adopted: section.adopted, keyLine: section.key.line)
        } else {
            readMap(section.value, adopted: section.adopted, keyLine: section.key.line)
        }
    }

    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(path: path, line: line, message: message))
    }

    /// Adds a step, limited to the device platforms its text unmistakably names ("Activates on
    /// Android"); a platform it names less clearly is warned about at its line.
    mutating func add(_ keyword: StepKeyword, _ text: String, line: Int) {
        add(keyword, text, line: line, platforms: platforms(of: text, line: line))
    }

    /// Adds a step whose platforms are already decided (those of the criterion it is half of).
    mutating func add(_ keyword: StepKeyword, _ text: String, line: Int, platforms: [DevicePlatform]?) {
        steps.append(ImportedStep(keyword: keyword, text: text, line: line, platforms: platforms))
    }

    /// The platforms `text` limits a criterion to; a mention that limits nothing is warned
    /// about at `line`, unless the section is for that platform anyway ("Mobile screenreader").
    mutating func platforms(of text: String, line: Int) -> [DevicePlatform]? {
        let reading = PlatformRestriction.reading(ofStep: text, of: platform)
        let group = PlatformRestriction.platforms(inGroupNamed: kind.scenarioName, of: platform)
        if let warning = reading.warning(for: platform, groupLimitedTo: group) { warn(line, warning) }
        return reading.platforms
    }

    /// The text `node` holds when it is a scalar with words; nil otherwise.
    static func text(of node: YAMLNode?) -> YAMLScalar? {
        guard let scalar = node?.scalar, !scalar.isEmpty else { return nil }
        return scalar
    }

    /// Every word of `node` as `*` steps, one for each pair or text, at its own line: for
    /// whatever the front matter holds in a place no criteria shape fits.
    mutating func addAsText(_ node: YAMLNode) {
        switch node {
        case .scalar(let scalar):
            if !scalar.isEmpty { add(.star, scalar.oneLine, line: scalar.line) }
        case .sequence(let items, _):
            for item in items { addAsText(item) }
        case .mapping(let members, _):
            for member in members { addAsText(member) }
        }
    }

    mutating func addAsText(_ member: YAMLMember) {
        switch member {
        case .stray(let node):
            addAsText(node)
        case .pair(let key, let value):
            if let text = Self.text(of: value) {
                add(.star, key.oneLine + ": " + text.oneLine, line: key.line)
            } else {
                add(.star, key.oneLine, line: key.line)
                if let value { addAsText(value) }
            }
        }
    }
}
