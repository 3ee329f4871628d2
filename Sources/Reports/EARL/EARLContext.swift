import JSON

/// The JSON-LD context of an EARL export, written into the document itself so that reading it
/// fetches nothing. Terms name the same IRIs the W3C WCAG-EM Report Tool uses (its step
/// numbers of WCAG-EM for the evaluation, EARL for the assertions, Dublin Core for titles and
/// dates), so the tool finds everything after framing the document with its own context, and
/// any other JSON-LD reader gets plain EARL 1.0.
///
/// Criteria are named under `http://www.w3.org/TR/WCAG/#`, the address of the current WCAG
/// (2.2): it is the one WCAG prefix the Report Tool's context has that every 2.2 criterion id
/// fits, and the tool finds a criterion by the id after the prefix (`WCAG:focus-visible`).
/// Under a prefix the tool lacks (WCAG 2.2's dated address) it would not find any.
///
/// `Website` and `Webpage` are the tool's subject types (its `TestSubjectTypes`): it sums only
/// assertions about a `Website`, and lists the sample as `Webpage`s. Addresses are
/// `dct:source`; `dct:hasPart` links a criterion's scope assertion to its per-subject ones
/// (WCAG-EM's data format, read by the tool before 3.0), `dct:isPartOf` a tested component to the
/// pages or screens of the scope it was tested on.
enum EARLContext {
    static let value: JSONValue = {
        func term(_ iri: String) -> JSONValue { .string(iri) }
        // A property whose value is an IRI or a node, written as a (compact) IRI string.
        func reference(_ iri: String) -> JSONValue { .object(["@id": .string(iri), "@type": .string("@id")]) }
        return .object([
            "earl": term("http://www.w3.org/ns/earl#"),
            "dct": term("http://purl.org/dc/terms/"),
            "foaf": term("http://xmlns.com/foaf/0.1/"),
            "wcagem": term("http://www.w3.org/TR/WCAG-EM/#"),
            "WAI": term("http://www.w3.org/WAI/"),
            "WCAG": term("http://www.w3.org/TR/WCAG/#"),
            "W3CDTF": term("http://www.w3.org/TR/NOTE-datetime"),

            // WCAG-EM: the evaluation and its steps.
            "Evaluation": term("wcagem:procedure"),
            "defineScope": term("wcagem:step1"),
            "scope": term("wcagem:step1a"),
            "conformanceTarget": reference("wcagem:step1b"),
            "accessibilitySupportBaseline": term("wcagem:step1c"),
            "additionalEvaluationRequirements": term("wcagem:step1d"),
            "wcagVersion": term("WAI:standards-guidelines/wcag/#versions"),
            "selectSample": term("wcagem:step3"),
            "structuredSample": term("wcagem:step3a"),
            "auditSample": term("wcagem:step4"),
            "reportFindings": term("wcagem:step5"),
            "evaluator": term("wcagem:evaluator"),
            "evaluationSpecifics": term("wcagem:step5b"),
            "Website": term("wcagem:website"),
            "Webpage": term("wcagem:webpage"),

            // EARL.
            "Assertion": term("earl:Assertion"),
            "Assertor": term("earl:Assertor"),
            "Software": term("earl:Software"),
            "TestSubject": term("earl:TestSubject"),
            "TestRequirement": term("earl:TestRequirement"),
            "TestResult": term("earl:TestResult"),
            "assertedBy": reference("earl:assertedBy"),
            "subject": reference("earl:subject"),
            "test": reference("earl:test"),
            "mode": reference("earl:mode"),
            "result": term("earl:result"),
            "outcome": reference("earl:outcome"),

            // Dublin Core and FOAF.
            "title": term("dct:title"),
            "description": term("dct:description"),
            "summary": term("dct:summary"),
            "date": .object(["@id": .string("dct:date"), "@type": .string("W3CDTF")]),
            "creator": reference("dct:creator"),
            "source": reference("dct:source"),
            "hasPart": reference("dct:hasPart"),
            "isPartOf": reference("dct:isPartOf"),
            "Person": term("foaf:Person"),
            "Group": term("foaf:Group"),
            "name": term("foaf:name"),
            "member": reference("foaf:member"),
        ])
    }()
}
