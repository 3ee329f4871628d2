import Foundation
import JSON
import Ledger
import TestPlan

extension ReportDetails {
    /// The keys of the `report` section, for the template and for naming a misspelt key.
    static let keys = [
        "vendor", "author", "product", "reportVersion", "reportDate", "evaluationMethods", "legalDisclaimer", "license",
        "feedback", "repository", "related", "notes", "scope",
    ]
    static let contactKeys = ["name", "company", "address", "email", "phone", "website"]
    static let productKeys = ["name", "version", "description", "url"]
    static let scopeKeys = ["title", "url", "description", "platforms", "components"]

    /// Reads the `report` section of `stepwise.json`. An empty string counts as not given, so
    /// the template (`template`) can be committed before it is filled in; an unknown key is an
    /// error, because a misspelt `legalDisclaimer` would otherwise leave the report without one
    /// and nobody would be told. The error names the member: "report.scope[2].url must be an
    /// http or https address".
    public static func read(_ value: JSONValue) -> Result<ReportDetails, DetailsError> {
        do throws(DetailsError) {
            return .success(try parse(value))
        } catch {
            return .failure(error)
        }
    }

    public struct DetailsError: Error, Sendable, Equatable {
        public let message: String
    }

    private static func parse(_ value: JSONValue) throws(DetailsError) -> ReportDetails {
        let members = try object(value, at: "report", keys: keys)
        var details = ReportDetails()
        details.vendor = try contact(members["vendor"], at: "report.vendor")
        details.author = try contact(members["author"], at: "report.author")
        if let product = members["product"] {
            let fields = try object(product, at: "report.product", keys: productKeys)
            details.productName = try text(fields["name"], at: "report.product.name")
            details.productVersion = try text(fields["version"], at: "report.product.version")
            details.productDescription = try text(fields["description"], at: "report.product.description")
            details.productURL = try address(fields["url"], at: "report.product.url")
        }
        switch members["reportVersion"] {
        case nil, .null?: break
        case .int(let number)? where number >= 1: details.reportVersion = number
        default: throw DetailsError(message: "report.reportVersion must be a whole number from 1 (this report's issue)")
        }
        if let date = try text(members["reportDate"], at: "report.reportDate") {
            guard isDate(date) else { throw DetailsError(message: "report.reportDate must be a date as YYYY-MM-DD") }
            details.reportDate = date
        }
        details.evaluationMethods = try text(members["evaluationMethods"], at: "report.evaluationMethods")
        details.legalDisclaimer = try text(members["legalDisclaimer"], at: "report.legalDisclaimer")
        if let license = try text(members["license"], at: "report.license") {
            // SPDX ids and expressions are letters, digits, `.`, `-`, `+`, spaces and parentheses.
            guard license.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+() ".contains($0)) }) else {
                throw DetailsError(message: "report.license must be an SPDX licence id, such as CC-BY-4.0")
            }
            details.license = license
        }
        details.feedback = try address(members["feedback"], at: "report.feedback", mailto: true)
        details.repository = try address(members["repository"], at: "report.repository")
        details.notes = try text(members["notes"], at: "report.notes")
        for (index, item) in try array(members["related"], at: "report.related").enumerated() {
            let at = "report.related[\(index)]"
            let fields = try object(item, at: at, keys: ["url", "type"])
            guard let url = try address(fields["url"], at: at + ".url") else { continue }
            let type = try text(fields["type"], at: at + ".type") ?? "secondary"
            guard type == "primary" || type == "secondary" else { throw DetailsError(message: "\(at).type must be primary or secondary") }
            details.related.append(RelatedReport(url: url, type: type))
        }
        for (index, item) in try array(members["scope"], at: "report.scope").enumerated() {
            let at = "report.scope[\(index)]"
            let fields = try object(item, at: at, keys: scopeKeys)
            let url = try address(fields["url"], at: at + ".url")
            guard let title = try text(fields["title"], at: at + ".title") ?? url else {
                if fields.values.allSatisfy({ $0 == .string("") || $0 == .array([]) }) { continue }  // the template's empty entry
                throw DetailsError(message: "\(at) needs a title (the page's or screen's name) or a url")
            }
            var platforms: [String] = []
            for name in try strings(fields["platforms"], at: at + ".platforms") {
                let lower = name.lowercased()
                guard PlatformChoice.known.contains(lower) else {
                    throw DetailsError(
                        message: "\(at).platforms: unknown platform '\(name)' (known: \(PlatformChoice.known.joined(separator: ", ")))")
                }
                if !platforms.contains(lower) { platforms.append(lower) }
            }
            details.scope.append(
                ScopeItem(
                    title: title, url: url, description: try text(fields["description"], at: at + ".description"), platforms: platforms,
                    components: try strings(fields["components"], at: at + ".components")))
        }
        return details
    }

    private static func object(_ value: JSONValue, at path: String, keys: [String]) throws(DetailsError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw DetailsError(message: "\(path) must be a JSON object") }
        for key in members.keys.sorted() where !keys.contains(key) {
            throw DetailsError(message: "\(path): unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
        }
        return members
    }

    private static func contact(_ value: JSONValue?, at path: String) throws(DetailsError) -> Contact {
        guard let value else { return Contact() }
        let fields = try object(value, at: path, keys: contactKeys)
        var contact = Contact(
            name: try text(fields["name"], at: path + ".name"), company: try text(fields["company"], at: path + ".company"),
            address: try text(fields["address"], at: path + ".address"), email: try text(fields["email"], at: path + ".email"),
            phone: try text(fields["phone"], at: path + ".phone"))
        contact.website = try address(fields["website"], at: path + ".website")
        if let email = contact.email, !isEmail(email) { throw DetailsError(message: "\(path).email must be an email address") }
        return contact
    }

    /// A string with something in it; nil for a missing, null or blank one.
    private static func text(_ value: JSONValue?, at path: String) throws(DetailsError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        default: throw DetailsError(message: "\(path) must be a string")
        }
    }

    private static func strings(_ value: JSONValue?, at path: String) throws(DetailsError) -> [String] {
        var result: [String] = []
        for (index, item) in try array(value, at: path).enumerated() {
            if let text = try text(item, at: "\(path)[\(index)]") { result.append(text) }
        }
        return result
    }

    private static func array(_ value: JSONValue?, at path: String) throws(DetailsError) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case .array(let items)?: return items
        default: throw DetailsError(message: "\(path) must be a JSON array")
        }
    }

    /// An http(s) address (or, for feedback, a mailto: one): reports print it as a link, and a
    /// link to `javascript:` or a bare word would be a trap or a dead end.
    private static func address(_ value: JSONValue?, at path: String, mailto: Bool = false) throws(DetailsError) -> String? {
        guard let url = try text(value, at: path) else { return nil }
        let lower = url.lowercased()
        let schemes = mailto ? ["https://", "http://", "mailto:"] : ["https://", "http://"]
        guard let scheme = schemes.first(where: lower.hasPrefix), url.count > scheme.count,
            !url.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" })
        else {
            throw DetailsError(message: "\(path) must be an \(mailto ? "http, https or mailto:" : "http or https") address")
        }
        return url
    }

    private static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(where: { $0.isWhitespace || "<>\"".contains($0) })
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts[0].count == 4, (1...12).contains(month)
        else { return false }
        return (1...LedgerTimeReading.daysIn(month: month, year: year)).contains(day)
    }

    /// The section `stepwise init-report` writes: every key, blank, to be filled in.
    public static var template: JSONValue {
        let contact = JSONValue.object(Dictionary(uniqueKeysWithValues: contactKeys.map { ($0, JSONValue.string("")) }))
        return .object([
            "vendor": contact,
            "author": contact,
            "product": .object(Dictionary(uniqueKeysWithValues: productKeys.map { ($0, JSONValue.string("")) })),
            "reportVersion": .int(1),
            "reportDate": .string(""),
            "evaluationMethods": .string(""),
            "legalDisclaimer": .string(""),
            "license": .string("CC-BY-4.0"),
            "feedback": .string(""),
            "repository": .string(""),
            "notes": .string(""),
            "scope": .array([
                .object(["title": .string(""), "url": .string(""), "description": .string(""), "platforms": .array([]), "components": .array([])])
            ]),
        ])
    }
}

extension ReportDetails {
    /// The text of a `stepwise.json` with these members and a blank `report` section added,
    /// indented and with its keys sorted, as `stepwise init-report` writes it.
    public static func settingsWithTemplate(_ members: [String: JSONValue]) -> String {
        var members = members
        members["report"] = template
        return IndentedJSON.text(.object(members))
    }
}
