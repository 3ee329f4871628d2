/// Finds the device platforms a criteria line is limited to: "(Android only)", "on Android",
/// "in iOS" name one platform; "on iOS and Android" names both, which limits nothing.
public enum PlatformRestriction {
    /// The platforms a step's text limits it to, or nil when it applies everywhere.
    public static func platforms(inStep text: String, of platform: CriteriaPlatform) -> [DevicePlatform]? {
        let words = Self.words(text)
        switch platform {
        case .native:
            return restriction(words, [("ios", .ios), ("android", .android)])
        case .web:
            return restriction(words, [("desktop", .desktop), ("mobile", .mobileWeb)])
        }
    }

    /// The platforms a group of criteria is for, from its name ("Desktop screenreader"), or
    /// nil when it is for all of its kind's platforms.
    public static func platforms(inGroupNamed name: String, of platform: CriteriaPlatform) -> [DevicePlatform]? {
        let words = Self.words(name)
        let candidates: [(String, DevicePlatform)] =
            platform == .native ? [("ios", .ios), ("android", .android)] : [("desktop", .desktop), ("mobile", .mobileWeb)]
        let named = candidates.filter { words.contains($0.0) }.map(\.1)
        return named.count == 1 ? named : nil
    }

    /// A platform counts as named when a word before it says where ("on", "in", "for") or a
    /// word after it says "only"; when every platform of the kind is named, none is singled out.
    private static func restriction(_ words: [String], _ candidates: [(String, DevicePlatform)]) -> [DevicePlatform]? {
        var named: [DevicePlatform] = []
        for (word, platform) in candidates {
            for (index, candidate) in words.enumerated() where candidate == word {
                let before = index > 0 ? words[index - 1] : ""
                let after = index + 1 < words.count ? words[index + 1] : ""
                if ["on", "in", "for", "and", "or"].contains(before) || after == "only" {
                    if !named.contains(platform) { named.append(platform) }
                }
            }
        }
        if named.isEmpty || named.count == candidates.count { return nil }
        return named
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
