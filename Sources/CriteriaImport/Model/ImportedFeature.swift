/// One component's acceptance criteria, read from MagentaA11y and ready to be written as a
/// Gherkin feature. Every step keeps the line it came from.
public struct ImportedFeature: Sendable, Hashable {
    /// The component, as a feature name: "Alert dialog".
    public var component: String
    /// Lower-case, hyphenated: "alert-dialog"; the file name and a tag.
    public var slug: String
    public var platform: CriteriaPlatform
    /// The file the criteria were read from, as given to the importer; `stepwise import`
    /// replaces it with the file's path in the project the feature is written to.
    public var sourcePath: String
    /// Where the component's criteria start in that file.
    public var sourceLine: Int
    /// Free text for the feature's description: the "How to test" line, the
    /// Full-information link, the condensed checklist — each line kept.
    public var description: [String]
    /// `GIVEN THAT …` lines.
    public var background: [ImportedItem]
    public var scenarios: [ImportedScenario]

    public init(
        component: String, slug: String, platform: CriteriaPlatform, sourcePath: String, sourceLine: Int,
        description: [String] = [], background: [ImportedItem] = [], scenarios: [ImportedScenario] = []
    ) {
        self.component = component
        self.slug = slug
        self.platform = platform
        self.sourcePath = sourcePath
        self.sourceLine = sourceLine
        self.description = description
        self.background = background
        self.scenarios = scenarios
    }

    /// The feature's tags: `@a11y`, the platform, the component.
    public var tags: [String] { ["@a11y", platform.tag, "@" + slug] }
}

/// One numbered group of criteria ("1. Scenario: Test keyboard actions").
public struct ImportedScenario: Sendable, Hashable {
    public var name: String
    /// Tags for the kind of testing (`@keyboard`, `@screenreader`…) and, when the group is
    /// for some platforms only, those platforms (`@desktop`).
    public var tags: [String]
    public var line: Int
    public var items: [ImportedItem]

    public init(name: String, tags: [String], line: Int, items: [ImportedItem] = []) {
        self.name = name
        self.tags = tags
        self.line = line
        self.items = items
    }

    public var steps: [ImportedStep] {
        items.compactMap { if case .step(let step) = $0 { return step } else { return nil } }
    }
}

/// What a scenario or background holds, in source order.
public enum ImportedItem: Sendable, Hashable {
    case step(ImportedStep)
    /// A line that is not a criterion (inside an HTML comment), kept as a Gherkin comment.
    case comment(text: String, line: Int)
}

/// One step, with the criteria line it came from.
public struct ImportedStep: Sendable, Hashable {
    public var keyword: StepKeyword
    public var text: String
    /// The line in the source file.
    public var line: Int
    /// The device platforms the step is limited to ("on Android"), or nil for all.
    public var platforms: [DevicePlatform]?

    public init(keyword: StepKeyword, text: String, line: Int, platforms: [DevicePlatform]? = nil) {
        self.keyword = keyword
        self.text = text
        self.line = line
        self.platforms = platforms
    }
}

/// The Gherkin keyword a generated step is written with.
public enum StepKeyword: String, Sendable, Hashable {
    case given = "Given"
    case when = "When"
    case then = "Then"
    case and = "And"
    case but = "But"
    /// `*`: a step that is none of the others (OR…, IF…, notes).
    case star = "*"
}

/// Native apps or the web: MagentaA11y writes criteria for each.
public enum CriteriaPlatform: String, Sendable, Hashable {
    case native
    case web

    public var tag: String { "@" + rawValue }

    /// The devices criteria of this kind are tested on.
    public var devicePlatforms: [DevicePlatform] {
        switch self {
        case .native: return [.ios, .android]
        case .web: return [.desktop, .mobileWeb]
        }
    }
}

/// A device platform a scenario runs on.
public enum DevicePlatform: String, Sendable, Hashable, CaseIterable {
    case ios
    case android
    case desktop
    case mobileWeb = "mobile-web"

    /// The platform's name for people, as in "kept for iOS and Android".
    public var title: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .desktop: return "desktop"
        case .mobileWeb: return "mobile web"
        }
    }
}

/// Something the importer guessed at or could not use, reported as `file:line: warning: …`.
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): warning: \(message)" }
}

/// A document the importer cannot turn into criteria.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}
