import Ledger

extension Verdict {
    /// A scenario is failed if any step failed, else blocked if any was blocked. Otherwise it
    /// passed only when at least one of its checks passed (`isCheck[i]` says whether step i
    /// is one): a pass given to a setup step, an action or a condition proves nothing about
    /// the product. With no check passed it is not applicable when every check it has was
    /// found not applicable, else skipped. A scenario with no check at all (the criteria's
    /// "keyboard interaction is N/A" placeholders) has nothing to pass: it is not applicable
    /// once every step was answered without a skip.
    public static func scenario(_ steps: [Verdict?], isCheck: [Bool]) -> Verdict {
        let given = steps.compactMap { $0 }
        if given.contains(.failed) { return .failed }
        if given.contains(.blocked) { return .blocked }
        let checks = zip(steps, isCheck).filter(\.1).map(\.0)
        if checks.contains(.passed) { return .passed }
        if !checks.isEmpty, checks.allSatisfy({ $0 == .notApplicable }) { return .notApplicable }
        if checks.isEmpty, !steps.isEmpty, steps.allSatisfy({ $0 == .passed || $0 == .notApplicable }) { return .notApplicable }
        return .skipped
    }
}
