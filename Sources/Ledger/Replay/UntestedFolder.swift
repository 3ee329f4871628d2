/// The features of one folder that have no result on any planned platform, counted together:
/// what `StatusOverview` folds into one line, so that a catalog of a hundred and fifty features
/// does not read as three hundred rows of zeros. Its counts are the rows it folds, added up.
public struct UntestedFolder: Sendable, Hashable {
    /// How many of these features, and of their scenarios, are planned on one platform (every
    /// scenario untested).
    public struct PlatformCount: Sendable, Hashable {
        public let platform: String
        public let features: Int
        public let scenarios: Int

        public init(platform: String, features: Int, scenarios: Int) {
            self.platform = platform
            self.features = features
            self.scenarios = scenarios
        }
    }

    /// The folder as the features' paths name it, with a slash at the end
    /// ("features/native/controls/"), or "./" for features with no folder in their path.
    public let folder: String
    /// The feature files folded, in plan order.
    public let uris: [String]
    /// Every row folded, added up: all of it untested, since none of these has a result.
    public let counts: StatusCounts
    /// Per platform, in the order the plan first meets them.
    public let platforms: [PlatformCount]

    public var features: Int { uris.count }

    /// The folder of a feature's path: everything up to and including its last slash.
    public static func folder(of uri: String) -> String {
        guard let slash = uri.lastIndex(of: "/") else { return "./" }
        return String(uri[...slash])
    }

    /// Rows without a result, folded into one per folder, folders in the order the rows first
    /// name them.
    static func fold(_ rows: [StatusSummary.Row]) -> [UntestedFolder] {
        var order: [String] = []
        var rowsByFolder: [String: [StatusSummary.Row]] = [:]
        for row in rows {
            let folder = folder(of: row.uri)
            if rowsByFolder[folder] == nil { order.append(folder) }
            rowsByFolder[folder, default: []].append(row)
        }
        return order.map { folder in
            let folded = rowsByFolder[folder]!
            var uris: [String] = []
            var seen: Set<String> = []
            var platforms: [String] = []
            var perPlatform: [String: (features: Int, scenarios: Int)] = [:]
            var counts = StatusCounts()
            // A row is one feature on one platform, and each comes once.
            for row in folded {
                if seen.insert(row.uri).inserted { uris.append(row.uri) }
                if perPlatform[row.platform] == nil { platforms.append(row.platform) }
                perPlatform[row.platform, default: (0, 0)].features += 1
                perPlatform[row.platform, default: (0, 0)].scenarios += row.counts.planned
                counts.add(row.counts)
            }
            return UntestedFolder(
                folder: folder, uris: uris, counts: counts,
                platforms: platforms.map { PlatformCount(platform: $0, features: perPlatform[$0]!.features, scenarios: perPlatform[$0]!.scenarios) })
        }
    }
}
