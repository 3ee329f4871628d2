import SafeHTML

/// What the tester has chosen and typed on the start page so far, carried from one step of
/// the page to the next — the platform, then the list narrowed by a filter — in the address,
/// so that without the script nothing typed or ticked is lost on the way.
struct StartChoices {
    /// The start form's fields that a step carries on, in the order they are written.
    static let carried = ["platform", "filter", "component", "tester", "device", "os", "at", "build", "page", "tags", "wcag", "name"]

    /// The carried fields that hold something, in `carried`'s order.
    let fields: [(name: String, value: String)]

    init(_ form: WebForm) {
        fields = Self.carried.flatMap { name in
            form.fields.filter { $0.name == name && !$0.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        }
    }

    /// The start page's address with these choices, less `leaving`, and what the page just
    /// did (`after`), which says where it puts focus.
    func address(_ app: WebApp, leaving: Set<String> = [], after: String) -> String {
        let query = fields.filter { !leaving.contains($0.name) }.map { "\($0.name)=\(WebText.formEncoded($0.value))" } + ["after=\(after)"]
        return app.link("/start") + "?" + query.joined(separator: "&")
    }

    /// The choices as hidden fields of a form that asks for something else, less `leaving`.
    func hiddenFields(leaving: Set<String>) -> HTML {
        fields.filter { !leaving.contains($0.name) }.map {
            "<input type=\"hidden\" name=\"\(attribute: $0.name)\" value=\"\(attribute: $0.value)\">\n" as HTML
        }
        .joined()
    }
}
