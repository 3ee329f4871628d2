/// What importing one document gives: a feature per component and any warnings.
public struct CriteriaImport: Sendable, Hashable {
    public var features: [ImportedFeature]
    public var warnings: [ImportWarning]

    public init(features: [ImportedFeature], warnings: [ImportWarning] = []) {
        self.features = features
        self.warnings = warnings
    }
}
