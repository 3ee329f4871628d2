import Conformance

/// The Section 508 chapters of an ACR made with the 508 catalog: Chapter 3's Functional
/// Performance Criteria derived from the WCAG claims (`FunctionalPerformance`), and what
/// Chapters 4 (hardware), 5 (software) and 6 (support documentation and services) can say.
/// Their criteria have one component in GSA's catalog (`none`), so each row has one level for
/// the product, with remarks that give the level in each product part.
public struct Section508Table: Sendable {
    public struct Row: Sendable {
        /// "302.1", "402.2.1".
        public let number: String
        public let name: String
        public let level: ConformanceLevel
        public let remarks: String
    }

    public struct Chapter: Sendable {
        /// OpenACR's chapter key: "functional_performance_criteria", "hardware", "software",
        /// "support_documentation_and_services".
        public let id: String
        /// "Chapter 3: Functional Performance Criteria (FPC)".
        public let label: String
        /// What the chapter's table rests on, or why it cannot apply.
        public let notes: String
        public let rows: [Row]
    }

    public let chapters: [Chapter]

    public init(_ table: ConformanceTable) {
        let catalog = OpenACRCatalog.named("2.5-edition-wcag-2.2-508-en")!
        var chapters: [Chapter] = []
        for chapter in catalog.chapters where chapter.wcagLevel == nil {
            switch chapter.id {
            case "functional_performance_criteria":
                chapters.append(Self.functionalPerformance(chapter, table: table))
            case "hardware":
                let parts = table.parts.isEmpty ? "no product part" : ConformanceRemarks.list(table.parts.map(\.title))
                let reason =
                    "Not applicable: this report covers \(parts) — web content and software — and Chapter 4 applies "
                    + "to hardware. Hardware the product ships with would need its own evaluation."
                chapters.append(
                    Chapter(
                        id: chapter.id, label: chapter.label, notes: reason,
                        rows: chapter.criteria.map { Row(number: $0.num, name: $0.handle, level: .notApplicable, remarks: reason) }))
            default:
                let what =
                    chapter.id == "software"
                    ? "Chapter 5's requirements (interoperability with assistive technology through the platform's accessibility "
                        + "services, user preferences, authoring tools)"
                    : "Chapter 6's requirements (the accessibility of support documentation and services)"
                let reason =
                    "Not established: these tests check WCAG 2.2 success criteria; \(what) were not evaluated, so no "
                    + "level is given."
                chapters.append(
                    Chapter(
                        id: chapter.id, label: chapter.label, notes: reason,
                        rows: chapter.criteria.map { Row(number: $0.num, name: $0.handle, level: .gap, remarks: reason) }))
            }
        }
        self.chapters = chapters
    }

    private static func functionalPerformance(_ chapter: OpenACRCatalog.Chapter, table: ConformanceTable) -> Chapter {
        let rows = FunctionalPerformance.all.map { criterion -> Row in
            let overall = FunctionalPerformance.derive(criterion, claims: table.claims)
            guard !criterion.wcag.isEmpty else {
                return Row(
                    number: criterion.number, name: criterion.name, level: overall.level,
                    remarks: "Not established: \(criterion.basis), and these tests include no check of it.")
            }
            var remarks = "Derived from WCAG 2.2 " + ConformanceRemarks.list(criterion.wcag) + " (\(criterion.basis))."
            for part in table.parts {
                let derived = FunctionalPerformance.derive(criterion, claims: table.claims, parts: [part])
                var sentence = " \(part.title): \(derived.level.title)"
                if !derived.holding.isEmpty {
                    // A failed check always gives its criterion a level (never a gap), so each is named with it.
                    sentence += ", because of " + ConformanceRemarks.list(derived.holding.map { "\($0.criterion) (\($0.level.title))" })
                }
                remarks += sentence + "."
            }
            return Row(number: criterion.number, name: criterion.name, level: overall.level, remarks: remarks)
        }
        return Chapter(
            id: chapter.id, label: chapter.label,
            notes:
                "Derived from the WCAG 2.2 claims, by the rule docs/auditing-and-the-acr.md (Section 508) writes: an FPC fails where a WCAG criterion "
                + "that speaks to it fails, is established only when each of those criteria is, and supports only when they do.",
            rows: rows)
    }
}
