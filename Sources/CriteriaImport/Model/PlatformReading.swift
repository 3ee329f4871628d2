/// What the words of one criterion say about the device platforms it is for.
///
/// A step marked for one platform is recorded "not applicable" on the others without anyone
/// looking at it, so only words that leave no doubt may limit it; a mention that might be a
/// limit is kept for every platform and reported, for a person to judge.
public enum PlatformReading: Sendable, Hashable {
    /// No platform is named, or all of them together ("on iOS and Android").
    case everywhere
    /// The words unmistakably limit the step: "On iOS, …", "(Android only)", "… on Android".
    case limited([DevicePlatform])
    /// Platforms are named, but not unmistakably as a limit ("often on Android", "a button in
    /// iOS and a switch in Android", "in iOS Rotor using SwiftUI"): kept for every platform.
    case unclear(mentioned: [DevicePlatform])

    /// The platforms to limit the step to, or nil for all of them.
    public var platforms: [DevicePlatform]? {
        if case .limited(let platforms) = self { return platforms }
        return nil
    }

    /// The import warning for a mention that limits nothing, or nil when there is nothing to
    /// report. A step in a group already limited to the platforms it mentions (a "Desktop
    /// screenreader" group's "I use a desktop screenreader") is planned only there anyway.
    public func warning(for kind: CriteriaPlatform, groupLimitedTo group: [DevicePlatform]?) -> String? {
        guard case .unclear(let mentioned) = self else { return nil }
        if let group, Set(mentioned).isSubset(of: group) { return nil }
        let names = mentioned.map(\.title).joined(separator: " and ")
        let target = mentioned.count == 1 ? "it" : "either"
        let everyPlatform = (group ?? kind.devicePlatforms).map(\.title).joined(separator: " and ")
        return "the step mentions \(names) but was not restricted to \(target) (the words do not clearly limit it); "
            + "kept for \(everyPlatform)"
    }
}
