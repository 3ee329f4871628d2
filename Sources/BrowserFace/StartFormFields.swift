import SafeHTML

/// The start form's text fields as the form was sent back with a problem: each keeps what was
/// typed, and the field the problem is about is marked invalid and described by it.
struct StartFormFields {
    let form: WebForm?
    /// The field the problem is about, if it is about one.
    let invalid: String?
    /// The tester this browser came in as, with a tester's own link: their name is no field.
    var testsAs: String? = nil

    /// What was typed in the field, as an attribute value.
    func value(_ name: String) -> HTML { "\(attribute: form?.value(name) ?? "")" }

    func invalidMark(_ name: String) -> HTML { invalid == name ? " aria-invalid=\"true\"" : "" }

    /// The field's hint, and the problem when the problem is about this field.
    func described(_ name: String, hint: String?) -> HTML {
        let ids = [hint, invalid == name ? "problem" : nil].compactMap { $0 }
        return ids.isEmpty ? "" : " aria-describedby=\"\(attribute: ids.joined(separator: " "))\""
    }
}
