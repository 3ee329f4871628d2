import Foundation

/// Finds the device platforms a criteria line is limited to. A step limited to one platform
/// is recorded "not applicable" on the others by itself, so only words that leave no doubt
/// limit it:
/// - the step starts with the platform: "On iOS, …", "In Android …", "iOS: …", "Android only …",
///   "(iOS) …";
/// - or ends with it: "… activated on Android", "… a button in iOS", "… (Android only)", "… (iOS)";
/// - and it is one sentence, names no other platform, and does not hedge ("often", "usually",
///   "sometimes", "typically", "e.g.", "for example", "such as").
/// Every platform named together ("on iOS and Android", "iOS or Android") limits nothing; any
/// other mention ("Often with first swipe on Android", "a button in iOS and a switch in
/// Android", "in iOS Rotor using SwiftUI") is `.unclear`: kept everywhere, and worth a warning.
public enum PlatformRestriction {
    /// What a step's text says about its platforms.
    public static func reading(ofStep text: String, of platform: CriteriaPlatform) -> PlatformReading {
        let words = PlatformWords(text, candidates: candidates(of: platform))
        let mentions = words.tokens.indices.filter { words.platform(at: $0) != nil }
        guard !mentions.isEmpty else { return .everywhere }
        let mentioned = candidates(of: platform).map(\.1).filter { candidate in
            mentions.contains { words.platform(at: $0) == candidate }
        }
        // "iOS and Android", "desktop or mobile": every platform of the kind, named as one.
        var together = Set<Int>()
        for index in mentions {
            if let first = words.platform(at: index), ["and", "or", "&", "/"].contains(words.token(index + 1)),
                let second = words.platform(at: index + 2), first != second
            {
                together.formUnion([index, index + 2])
            }
        }
        if mentions.allSatisfy(together.contains) { return .everywhere }
        let unclear = PlatformReading.unclear(mentioned: mentioned)
        guard mentioned.count == 1, together.isEmpty, !words.hedges, words.isOneSentence else { return unclear }
        guard let named = words.leadingPlatform ?? words.trailingPlatform else { return unclear }
        return .limited([named])
    }

    /// The platforms a step's text limits it to, or nil when it applies everywhere (its
    /// platform mention, if any, being unclear).
    public static func platforms(inStep text: String, of platform: CriteriaPlatform) -> [DevicePlatform]? {
        reading(ofStep: text, of: platform).platforms
    }

    /// The platforms a group of criteria is for, from its name ("Desktop screenreader"), or
    /// nil when it is for all of its kind's platforms.
    public static func platforms(inGroupNamed name: String, of platform: CriteriaPlatform) -> [DevicePlatform]? {
        let words = PlatformWords(name, candidates: candidates(of: platform))
        let named = candidates(of: platform).map(\.1).filter { candidate in
            words.tokens.indices.contains { words.platform(at: $0) == candidate }
        }
        return named.count == 1 ? named : nil
    }

    /// The words that name each platform of a kind, in the order warnings list them.
    private static func candidates(of platform: CriteriaPlatform) -> [(String, DevicePlatform)] {
        switch platform {
        case .native: return [("ios", .ios), ("android", .android)]
        case .web: return [("desktop", .desktop), ("mobile", .mobileWeb)]
        }
    }
}
