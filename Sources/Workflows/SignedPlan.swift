import Conformance
import Foundation
import JSON
import Reports
import SignOff
import TestPlan

/// The plan a sign-off was made from, made again from today's features with the selection it
/// recorded (paths, tags, name, platform): which of its scenarios are still planned. A failing
/// scenario deleted from `features/` after a sign-off must not quietly leave the gate green.
///
/// Paths were recorded as the signer gave them, relative to the folder they signed from; they
/// are looked for from the results folder's parent (the project folder, as README lays it out),
/// then from here, so `verify --results /abs/results` from elsewhere finds them, and another
/// project's `features` in the working folder never stands in for them. A path that exists in
/// neither place plans nothing: its scenarios are gone.
package enum SignedPlan {
    /// A function giving, for a manifest, the ids its selection plans now; nil when that cannot
    /// be told (the selection records no paths, or the features do not read); a refusal when
    /// the selection's own texts do not read (a tag expression nested past its limit, say).
    package static func replanner(resultsFolder: String) -> @Sendable (SignOffManifest) -> PlanNow? {
        let cache = Cache()
        return { manifest in
            let target = manifest.conformance?.map.target
            let key = JSONValue.object(manifest.selection).text + "\u{1F}" + (target?.rawValue ?? "")
            if let known = cache.get(key) { return known }
            let planned: PlanNow?
            switch plan(selection: manifest.selection, resultsFolder: resultsFolder) {
            case .success(let scenarios?):
                planned = PlanNow(scenarios: Set(scenarios.map(\.id)), map: target.map { ConformanceMap(plan: scenarios, target: $0) })
            case .success(nil): planned = nil
            case .failure(let refusal): planned = PlanNow(refusal: refusal.reason)
            }
            cache.set(key, planned)
            return planned
        }
    }

    /// Why a recorded selection cannot be planned: one of its own texts does not read.
    package struct Refusal: Error {
        package let reason: String
    }

    /// The scenarios the selection plans now; nil when that cannot be told.
    package static func plan(selection: [String: JSONValue], resultsFolder: String) -> Result<[PlannedScenario]?, Refusal> {
        guard case .array(let values)? = selection["paths"] else { return .success(nil) }
        let given = values.compactMap { value -> String? in
            if case .string(let text) = value { return text }
            return nil
        }
        guard !given.isEmpty else { return .success(nil) }
        let projectFolder = ((ProjectPath.realPath(resultsFolder) ?? resultsFolder) as NSString).deletingLastPathComponent
        var options = PlanInputs.Options()
        for argument in given {
            let (path, _) = LineSelector.split(argument)
            let fromProject = (projectFolder as NSString).appendingPathComponent(argument)
            if path.hasPrefix("/") {
                if FileManager.default.fileExists(atPath: path) { options.paths.append(argument) }
            } else if FileManager.default.fileExists(atPath: LineSelector.split(fromProject).path) {
                // The project that owns the results first: run from another project's folder,
                // its own `features` must not stand in for these.
                options.paths.append(fromProject)
            } else if FileManager.default.fileExists(atPath: path) {
                options.paths.append(argument)
            }
        }
        if case .string(let tags)? = selection["tags"] { options.tags = tags }
        if case .string(let name)? = selection["name"] { options.name = name }
        if case .string(let platform)? = selection["platform"] { options.platform = platform }
        if case .string(let page)? = selection["page"] { options.page = page }
        if case .string(let steps)? = selection["steps"] {
            let fromProject = (projectFolder as NSString).appendingPathComponent(steps)
            options.steps = !steps.hasPrefix("/") && FileManager.default.fileExists(atPath: fromProject) ? fromProject : steps
        }
        var selection = PlanSelection()
        if let problem = PlanInputs.readSelection(options, into: &selection) { return .failure(Refusal(reason: problem.message)) }
        guard !options.paths.isEmpty else { return .success([]) }
        guard case .success(let (inputs, diagnostics)) = PlanInputs.load(options), !diagnostics.contains(where: { $0.contains(": error:") })
        else { return .success(nil) }
        return .success(Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection).scenarios)
    }

    private final class Cache: @unchecked Sendable {
        private var planned: [String: PlanNow?] = [:]
        private let lock = NSLock()
        package func get(_ key: String) -> PlanNow?? {
            lock.lock()
            defer { lock.unlock() }
            return planned[key]
        }
        package func set(_ key: String, _ value: PlanNow?) {
            lock.lock()
            defer { lock.unlock() }
            planned[key] = value
        }
    }
}
