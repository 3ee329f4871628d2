/// The part of the product a conformance claim is about: what an Accessibility Conformance
/// Report lists as a component. Platforms fold into families because an ACR states one claim
/// for the web product and one for the app, not one per browser or phone.
public enum ProductPart: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Desktop and mobile web.
    case web
    /// iOS and Android apps.
    case nativeApp = "native-app"
    /// Scenarios whose features name no platform.
    case anyPlatform = "any-platform"

    public init(platform: String) {
        switch platform {
        case "desktop", "mobile-web": self = .web
        case "ios", "android": self = .nativeApp
        default: self = .anyPlatform
        }
    }

    /// "Web", "Native app", "Product": as a table heading says it.
    public var title: String {
        switch self {
        case .web: return "Web"
        case .nativeApp: return "Native app"
        case .anyPlatform: return "Product"
        }
    }

    /// OpenACR's component: `web` for web content, `software` for apps, `none` for a claim
    /// not tied to either.
    public var openACRComponent: String {
        switch self {
        case .web: return "web"
        case .nativeApp: return "software"
        case .anyPlatform: return "none"
        }
    }

    public static func < (lhs: ProductPart, rhs: ProductPart) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
