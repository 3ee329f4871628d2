import Conformance

/// What a report says of a Section 508 or EN 301 549 chapter, and of a row of it that neither a
/// check nor a decision speaks to: what the chapter is about, and how its gaps close.
enum ClauseChapterNotes {
    /// The chapters of hardware: a software or web product has none, but only an auditor can
    /// say so.
    static let hardware: Set<String> = ["hardware", "en_301_549_hardware"]
    static let relay = "en_301_549_ict_providing_relay_or_emergency_service_access"
    static let functionalPerformance: Set<String> = ["functional_performance_criteria", "en_301_549_functional_performance"]

    /// What the chapter's requirements are about, as its remarks name them.
    static func subject(_ chapter: String) -> String {
        switch chapter {
        case "hardware", "en_301_549_hardware": return "hardware (keys, displays, speech and biometrics on a device)"
        case "software": return "interoperability with assistive technology, user preferences and authoring tools"
        case "support_documentation_and_services", "en_301_549_documentation_and_support_services":
            return "the accessibility of product documentation and support services"
        case "en_301_549_generic_requirements":
            return "closed functionality, activation of accessibility features, biometrics, preservation of accessibility information, "
                + "operable parts, locking and toggle controls and key repeat"
        case "en_301_549_ict_with_two-way_voice": return "two-way voice communication: real-time text, caller ID and video communication"
        case "en_301_549_ict_with_video": return "caption and audio-description playback, synchronisation and user controls for video"
        case "en_301_549_non-web-documents": return "non-web documents beyond WCAG: caption positioning and audio-description timing"
        case "en_301_549_software":
            return "interoperability with assistive technology through the platform's accessibility services, documented "
                + "accessibility usage, user preferences and authoring tools"
        case relay: return "relay services and access to relay and emergency services"
        default: return "its requirements"
        }
    }

    static func notes(_ chapter: String, standard: Clause.Standard) -> String {
        if functionalPerformance.contains(chapter) {
            return "Derived from the WCAG 2.2 claims, by the rule docs/auditing-and-the-acr.md (Section 508) writes: a statement fails "
                + "where a WCAG criterion that speaks to it fails, is established only when each of those criteria is, and supports only "
                + "when they do. An auditor's decision about a row is its level, shown beside the derived one."
        }
        if chapter == "en_301_549_web" {
            return "Chapter 9's requirements are WCAG 2.1's Level A and AA success criteria for web content (9.1.1.1 is WCAG 1.1.1): "
                + "the WCAG tables above answer them, each criterion naming its clause, with the level of the Web part."
        }
        let close = "stepwise decide --criterion NUMBER --part any-platform --level LEVEL --reason TEXT"
        if hardware.contains(chapter) || chapter == relay {
            return "This chapter is about \(subject(chapter)). These tests evaluate web content and software, so no check speaks to "
                + "it; each row is a gap until an auditor decides it with its reason (\(close)), or every row at once (stepwise decide "
                + "--chapter \(chapter) --part any-platform …), such as Not Applicable for a product with none. A row is never called "
                + "Not Applicable unsaid."
        }
        return "This chapter is about \(subject(chapter)). A row takes the level of the checks that evidence it, where the test plan "
            + "has some; every other row is a gap until an auditor decides it with its reason (\(close))."
    }

    /// The remark of a row nothing speaks to.
    static func gapRemark(_ chapter: String, clause: Clause) -> String {
        let decide = "stepwise decide --criterion \(clause.number) --part any-platform"
        if hardware.contains(chapter) {
            return "Not established: this is a hardware requirement and these tests evaluate web content and software. An auditor's "
                + "decision closes it (\(decide) --level not-applicable --reason \"The product has no hardware.\", if so)."
        }
        if chapter == relay {
            return "Not established: this concerns relay or emergency service access, which these tests do not evaluate. An "
                + "auditor's decision closes it (\(decide))."
        }
        return "Not established: no check in the test plan evidences this clause and no auditor has decided it (\(decide))."
    }
}
