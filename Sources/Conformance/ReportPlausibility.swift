import Foundation
import Ledger

/// Whether what a report claims about itself fits what was tested: the product version it
/// names against the builds the sessions recorded, and its date against when they ran. A
/// report for 3.4.0 made from sessions on 3.4.0-rc2, or dated before its first session or
/// after today, is one a procurement reader would be misled by; `export` and `signoff` say so.
public enum ReportPlausibility {
    /// What a session recorded that a report's claims rest on.
    public struct TestedSession: Sendable, Hashable {
        public let platform: String
        /// The build under test, as the tester gave it; nil when none was.
        public let build: String?
        /// The day it started, YYYY-MM-DD (UTC, as the ledger records time).
        public let day: String

        public init(platform: String, build: String?, day: String) {
            self.platform = platform
            self.build = build
            self.day = day
        }

        /// Read from a session ledger's start record; nil for a ledger that has none.
        public init?(_ session: SessionLedger) {
            guard let started = session.records.first(where: { $0.type == RecordType.sessionStarted }) else { return nil }
            self.init(platform: started.string("platform") ?? "", build: started.string("build"), day: String(started.time.prefix(10)))
        }
    }

    /// One sentence per thing that does not fit, without a "warning:" prefix.
    public static func warnings(productVersion: String?, reportDate: String?, sessions: [TestedSession], today: String) -> [String] {
        var warnings: [String] = []
        if let version = productVersion {
            let other = sessions.compactMap(\.build).filter { !isBuild($0, of: version) }
            if !other.isEmpty {
                warnings.append(
                    "the report claims version \(version), but \(other.count) of \(sessions.count) session\(sessions.count == 1 ? "" : "s") "
                        + "recorded another build (\(distinct(other).joined(separator: ", "))); test that version, or give the version tested (--product-version)"
                )
            }
            let unnamed = sessions.filter { $0.build == nil }.count
            if unnamed > 0 {
                warnings.append(
                    "the report claims version \(version), but \(unnamed) session\(unnamed == 1 ? "" : "s") recorded no build (run --build)")
            }
        }
        if let date = reportDate {
            if let first = sessions.map(\.day).min(), date < first {
                warnings.append("the report date \(date) is before the first session it reports (\(first))")
            }
            if date > today { warnings.append("the report date \(date) is after today (\(today))") }
        }
        return warnings
    }

    /// "Builds tested: 3.4.0-rc2 (desktop, mobile-web); 3.4.0 (ios)." or nil when no session
    /// named one: what the ACR's notes say was tested.
    public static func buildsTested(_ sessions: [TestedSession]) -> String? {
        var platforms: [String: [String]] = [:]
        var order: [String] = []
        for session in sessions {
            guard let build = session.build else { continue }
            if platforms[build] == nil { order.append(build) }
            if !session.platform.isEmpty, !(platforms[build] ?? []).contains(session.platform) {
                platforms[build, default: []].append(session.platform)
            }
        }
        guard !order.isEmpty else { return nil }
        let unnamed = sessions.filter { $0.build == nil }.count
        let builds = order.map { build in
            let on = platforms[build] ?? []
            return on.isEmpty ? build : "\(build) (\(on.joined(separator: ", ")))"
        }
        return "Builds tested: " + builds.joined(separator: "; ")
            + (unnamed > 0 ? "; \(unnamed) session\(unnamed == 1 ? "" : "s") named no build" : "") + "."
    }

    /// A build is of a version when it is the version, with or without a leading "v", or the
    /// version with build metadata after "+" or a space ("3.4.0+512", "3.4.0 (512)"); a
    /// pre-release ("3.4.0-rc2") is not the release.
    static func isBuild(_ build: String, of version: String) -> Bool {
        func bare(_ text: String) -> Substring {
            let trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
            return trimmed.first == "v" || trimmed.first == "V" ? trimmed.dropFirst() : trimmed
        }
        let build = bare(build)
        let version = bare(version)
        guard build.hasPrefix(version) else { return false }
        let rest = build.dropFirst(version.count)
        return rest.isEmpty || rest.first == "+" || rest.first == " "
    }

    static func distinct(_ values: [String]) -> [String] {
        var seen: [String] = []
        for value in values where !seen.contains(value) { seen.append(value) }
        return seen
    }
}
