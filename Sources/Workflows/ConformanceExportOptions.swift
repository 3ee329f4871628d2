import Conformance
import Foundation
import Reports
import TestPlan

/// What `stepwise export` reads for the WCAG conformance table and the conformance formats:
/// `--level A|AA|AAA`, `--product NAME` and `--product-version V` (html, markdown, acr,
/// acr-markdown, openacr, earl), `--catalog 2.5-edition-wcag-2.2-en|…-508-en|…-508-eu-en` (acr,
/// acr-markdown, openacr). They override the `report` section of `stepwise.json`.
package struct ConformanceExportOptions {
    package init() {}
    package static let flags = ["--level", "--product", "--product-version", "--catalog"]
    /// What each option's value is, as the help shows it.
    package static let placeholders = ["--level": "A|AA|AAA", "--product": "NAME", "--product-version": "V", "--catalog": "ID"]
    package static let usage = "conformance: [--level A|AA|AAA] [--product NAME] [--product-version V] [--catalog ID]"
    /// The catalogs Stepwise carries: the WCAG, Section 508 and International editions.
    package static var catalogs: [String] { OpenACRCatalog.ids }
    /// The formats each flag means something to.
    package static let conformanceFormats = ["html", "markdown", "acr", "acr-markdown", "openacr", "earl"]
    package static let formatsFor: [String: [String]] = [
        "--level": conformanceFormats, "--product": conformanceFormats,
        "--product-version": conformanceFormats, "--catalog": ["acr", "acr-markdown", "openacr"],
    ]

    package var values: [String: String] = [:]

    /// Why these values cannot be used with this format, if they cannot.
    package func problem(format: String) -> String? {
        for flag in Self.flags where values[flag] != nil && !(Self.formatsFor[flag] ?? []).contains(format) {
            return "\(flag) is for --format \((Self.formatsFor[flag] ?? []).joined(separator: "|"))"
        }
        if let level = values["--level"], WCAGCriterion.Level(rawValue: level.uppercased()) == nil {
            return "--level must be A, AA or AAA"
        }
        if let catalog = values["--catalog"], !Self.catalogs.contains(catalog) {
            return "--catalog must be one of: \(Self.catalogs.joined(separator: ", "))"
        }
        for flag in ["--product", "--product-version"] where values[flag]?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            return "\(flag) needs a non-empty value"
        }
        return nil
    }

    /// The report's options over the project's report details (`stepwise.json`): the options
    /// win, then the details, then the project's `project` and `release` names for the
    /// product. Call after `problem(format:)` found none.
    package func options(project: ProjectConfig) -> ConformanceReportOptions {
        var options = ConformanceReportOptions()
        options.details = project.report
        if let level = values["--level"].flatMap({ WCAGCriterion.Level(rawValue: $0.uppercased()) }) { options.target = level }
        options.productName = values["--product"]?.trimmingCharacters(in: .whitespaces) ?? project.report.productName ?? project.project
        options.productVersion =
            values["--product-version"]?.trimmingCharacters(in: .whitespaces) ?? project.report.productVersion ?? project.release
        if let catalog = values["--catalog"] { options.openACRCatalog = catalog }
        return options
    }
}
