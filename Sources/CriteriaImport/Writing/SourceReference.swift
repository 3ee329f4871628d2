import Gherkin

/// Where a generated step came from, written as a comment just above the step so it
/// survives in the `.feature` file: `# source: criteria/button.md:42`, with
/// ` platforms: android` added when the step is for some platforms only.
public struct SourceReference: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var platforms: [DevicePlatform]?

    public init(path: String, line: Int, platforms: [DevicePlatform]? = nil) {
        self.path = path
        self.line = line
        self.platforms = platforms
    }

    static let prefix = "# source: "
    static let platformsMarker = " platforms: "

    /// The comment text, without indentation.
    public var comment: String {
        var text = Self.prefix + "\(path):\(line)"
        if let platforms, !platforms.isEmpty {
            text += Self.platformsMarker + platforms.map(\.rawValue).joined(separator: ",")
        }
        return text
    }

    /// Reads a comment written by `comment`; nil for any other comment.
    public init?(comment: String) {
        var text = Substring(comment.drop { $0 == " " || $0 == "\t" })
        guard text.hasPrefix(Self.prefix) else { return nil }
        text = text.dropFirst(Self.prefix.count)
        var platforms: [DevicePlatform]?
        if let marker = text.range(of: Self.platformsMarker) {
            let names = text[marker.upperBound...].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let parsed = names.compactMap(DevicePlatform.init(rawValue:))
            guard parsed.count == names.count, !parsed.isEmpty else { return nil }
            platforms = parsed
            text = text[..<marker.lowerBound]
        }
        text = Substring(text.trimmingCharacters(in: .whitespaces))
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0 else {
            return nil
        }
        let path = String(text[..<colon])
        guard !path.isEmpty else { return nil }
        self.init(path: path, line: line, platforms: platforms)
    }

    /// The source of every step in a document that has one, by the step's line: the
    /// `# source:` comment on the line just above it.
    public static func references(in document: GherkinDocument) -> [Int: SourceReference] {
        var byLine: [Int: SourceReference] = [:]
        for comment in document.comments {
            if let reference = SourceReference(comment: comment.text) {
                byLine[comment.location.line + 1] = reference
            }
        }
        // Most documents (and the one scenario of a streamed piece) have no such comment.
        if byLine.isEmpty { return [:] }
        var result: [Int: SourceReference] = [:]
        for step in document.allSteps {
            if let reference = byLine[step.location.line] { result[step.location.line] = reference }
        }
        return result
    }
}

extension GherkinDocument {
    /// Every step of every background and scenario, in source order.
    var allSteps: [Step] {
        guard let feature else { return [] }
        var steps: [Step] = []
        func collect(_ scenario: Scenario) { steps += scenario.steps }
        for child in feature.children {
            switch child {
            case .background(let background): steps += background.steps
            case .scenario(let scenario): collect(scenario)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): steps += background.steps
                    case .scenario(let scenario): collect(scenario)
                    }
                }
            }
        }
        return steps
    }
}
