/// This build's version, as every report's and ledger's `tool` names it.
package enum ToolVersion {
    package static let current = "0.1.0"
}
