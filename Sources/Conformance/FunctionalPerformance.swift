import WCAG

/// Section 508's Functional Performance Criteria (Chapter 3, 302.1–302.9), each with the WCAG
/// 2.2 success criteria whose outcome speaks to it (after EN 301 549 V3.2.1's Table B.2; `all`
/// says where it departs), and the level the claims on those criteria give it (`derive`).
/// Stepwise tests WCAG criteria, not the FPC directly, so an FPC's level is derived, and only
/// where the mapping supports it: an FPC no WCAG criterion speaks to (302.6 Without Speech) is
/// a gap, never Supports (VPAT 2.5 keeps Not Evaluated for WCAG AAA).
///
/// The rule, for one FPC over the claims on its mapped criteria (in one product part, or in
/// all parts for the product as a whole), AAA criteria and criteria above the target aside:
/// - no mapped criterion: a **gap** (not established);
/// - some mapped claim fails (Does Not Support or Partially Supports): **Does Not Support**
///   when every mapped claim that is not Not Applicable is Does Not Support, else
///   **Partially Supports** — a known barrier is reported even while other criteria are gaps;
/// - no failure but some mapped claim is a gap: a **gap** (not established);
/// - every mapped claim Not Applicable: **Not Applicable**;
/// - otherwise (each Supports or Not Applicable, one at least Supports): **Supports**.
public enum FunctionalPerformance {
    public struct Criterion: Sendable, Hashable {
        /// "302.1".
        public let number: String
        /// "Without Vision".
        public let name: String
        /// The WCAG 2.2 criterion numbers whose outcome speaks to it, in number order.
        public let wcag: [String]
        /// Why these, in a sentence the report can print.
        public let basis: String
    }

    /// The FPC's level and the claims it rests on.
    public struct Derived: Sendable, Hashable {
        public let criterion: Criterion
        public let level: ConformanceLevel
        /// The mapped claims that are not Supports or Not Applicable: what keeps it from
        /// Supports, "1.4.3 (Web): Does Not Support".
        public let holding: [ConformanceClaims.Claim]
        /// How many mapped claims there were, and how many Supports.
        public let mapped: Int
        public let supports: Int
    }

    /// The level of `criterion` from the claims on its mapped criteria; `parts` nil means every
    /// part the claims cover.
    public static func derive(_ criterion: Criterion, claims: ConformanceClaims, parts: Set<ProductPart>? = nil) -> Derived {
        let mapped = Set(criterion.wcag)
        let relevant = claims.claims.filter { claim in
            mapped.contains(claim.criterion) && (parts?.contains(claim.part) ?? true)
                && WCAGCriterion.named(claim.criterion)?.level != .aaa
        }
        let failing = relevant.filter { $0.level == .doesNotSupport || $0.level == .partiallySupports }
        let gaps = relevant.filter { $0.level == .gap || $0.level == .notEvaluated }
        let applicable = relevant.filter { $0.level != .notApplicable }
        let supports = relevant.filter { $0.level == .supports }.count
        let level: ConformanceLevel
        if relevant.isEmpty {
            level = .gap
        } else if !failing.isEmpty {
            level = applicable.allSatisfy { $0.level == .doesNotSupport } ? .doesNotSupport : .partiallySupports
        } else if !gaps.isEmpty {
            level = .gap
        } else if applicable.isEmpty {
            level = .notApplicable
        } else {
            level = .supports
        }
        return Derived(criterion: criterion, level: level, holding: failing + gaps, mapped: relevant.count, supports: supports)
    }

    /// 302.1–302.9 in order.
    ///
    /// Source: EN 301 549 V3.2.1 (2021-03), Annex B, Table B.2, which marks for each clause 9
    /// (web) requirement — WCAG 2.1 A and AA, numbered 9.x.y.z for WCAG x.y.z — the functional
    /// performance statements it serves, as a primary (P) or secondary (S) relationship. A WCAG
    /// criterion is listed under an FPC where its clause 9 row has a P in the matching column;
    /// S marks are left out, so one failure does not drag down an FPC it only partly serves.
    /// Columns: 302.1 ← 4.2.1 usage without vision, 302.2 ← 4.2.2 limited vision, 302.3 ← 4.2.3
    /// without perception of colour, 302.4 ← 4.2.4 without hearing, 302.5 ← 4.2.5 limited
    /// hearing, 302.6 ← 4.2.6 without vocal capability, 302.7 ← 4.2.7 limited manipulation or
    /// strength, 302.8 ← 4.2.8 limited reach plus the strength half of 4.2.7, 302.9 ← 4.2.10
    /// limited cognition, language or learning. 4.2.9 (photosensitive seizures) has no 508 FPC.
    /// The marks were read from a third-party transcription of the table (CivicActions'
    /// accessibility-data-reference, `EN301549-to-FPS.csv`), not from ETSI's PDF, and checked
    /// against the V4.1.0 final draft's Table B.2, which carries the WCAG 2.2 rows.
    ///
    /// Where this table departs from V3.2.1, and why:
    /// - 4.1.1 Parsing is left out: WCAG 2.2 removed it.
    /// - 302.6 has no criterion: the 4.2.6 column has no P on any clause 9 row (only S marks),
    ///   and no WCAG criterion asks whether operation needs speech.
    /// - 302.8 takes every P of 4.2.8, and from 4.2.7 the criteria about effort rather than
    ///   precision: 2.1.1 and 2.1.2 (the keyboard interface is how switch, sip-and-puff and
    ///   mouth-stick input, used by people without reach or grip, operate the content) and
    ///   2.2.1 (slow, tiring movement needs time).
    /// - 2.4.7 Focus Visible is not under 302.1, though V3.2.1 marks it: the indicator is
    ///   visual and its Understanding document speaks of sighted keyboard users; the V4.1.0
    ///   draft and section508.gov's WCAG-to-FPC mapping leave it out too.
    /// - 4.1.3 Status Messages is not under 302.3, 302.4 or 302.5, though V3.2.1 marks P in
    ///   nearly every column (seizures included): what it requires is that assistive technology
    ///   can announce a message, which its Understanding document ties to blind, low-vision and
    ///   cognitive needs, and the V4.1.0 draft drops those three columns.
    /// - 1.3.5 Identify Input Purpose is added to 302.9 (V3.2.1 marks only limited vision): its
    ///   Understanding document puts people with language, memory and executive-function
    ///   disabilities first, and the V4.1.0 draft marks cognition P.
    ///
    /// WCAG 2.2's new A and AA criteria are not in V3.2.1. They are placed from the benefits their
    /// W3C Understanding documents name, and follow the nearest V3.2.1 row where it fits:
    /// - 2.4.11 Focus Not Obscured (Minimum): 302.2, 302.7, 302.9 — low vision under
    ///   magnification, keyboard, switch and speech users, attention and memory limits; as 2.4.7.
    /// - 2.5.7 Dragging Movements: 302.7, 302.8 — dexterity, and holding a contact down while
    ///   moving it; as 2.5.1 for those two columns.
    /// - 2.5.8 Target Size (Minimum): 302.7, 302.8 — tremor, limited fine movement, one-handed
    ///   use and imprecise pointers such as head pointers; as the other pointer criteria, which
    ///   V3.2.1 marks for both limited manipulation and limited reach.
    /// - 3.2.6 Consistent Help: 302.9 — people who struggle to find help.
    /// - 3.3.7 Redundant Entry: 302.7, 302.8, 302.9 — working memory, and less typing for switch
    ///   and voice input users.
    /// - 3.3.8 Accessible Authentication (Minimum): 302.9 — memory, reading and number tests.
    /// The V4.1.0 draft marks some of these for more columns (2.5.7 and 3.2.6 for vision, 3.3.8
    /// for every column); it is a draft and the Understanding documents do not name those users,
    /// so this table does not follow it there.
    public static let all: [Criterion] = [
        Criterion(
            number: "302.1", name: "Without Vision",
            wcag: [
                "1.1.1", "1.2.1", "1.2.3", "1.2.5", "1.3.1", "1.3.2", "1.3.3", "1.4.1", "1.4.2", "2.1.1", "2.1.2", "2.2.1",
                "2.2.2", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6", "3.1.1", "3.1.2", "3.2.1", "3.2.2", "3.2.3",
                "3.3.1", "3.3.2", "3.3.3", "3.3.4", "4.1.2", "4.1.3",
            ],
            basis: "what a screen-reader user relies on: text alternatives and audio description, structure and reading "
                + "order in the code, cues that do not rest on colour, shape or sound alone, the whole interface from the "
                + "keyboard, predictable navigation, labelled fields with errors described, and names, roles, states and "
                + "status messages exposed, after EN 301 549 Table B.2 for usage without vision"),
        Criterion(
            number: "302.2", name: "With Limited Vision",
            wcag: [
                "1.1.1", "1.2.1", "1.3.3", "1.3.5", "1.4.1", "1.4.3", "1.4.4", "1.4.5", "1.4.10", "1.4.11", "1.4.12",
                "1.4.13", "2.1.1", "2.1.2", "2.2.1", "2.2.2", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6", "2.4.7",
                "2.4.11", "2.5.2", "3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.3.1", "3.3.2", "3.3.3", "3.3.4", "4.1.2", "4.1.3",
            ],
            basis: "what a user of magnification, large text or high contrast relies on: contrast, resizing, reflow and "
                + "text spacing without loss, focus that shows and is not covered, cues that do not rest on colour alone, "
                + "enough time, and pages that behave the same way each time, after EN 301 549 Table B.2 for usage with "
                + "limited vision"),
        Criterion(
            number: "302.3", name: "Without Perception of Color",
            wcag: ["1.3.3", "1.4.1", "1.4.3", "1.4.5", "1.4.11", "3.3.1"],
            basis: "information and errors not told by colour alone, and text and component boundaries set apart by "
                + "lightness contrast rather than hue, after EN 301 549 Table B.2 for usage without perception of colour"),
        Criterion(
            number: "302.4", name: "Without Hearing",
            wcag: ["1.1.1", "1.2.1", "1.2.2", "1.2.4", "1.3.3", "2.2.1", "2.2.2"],
            basis: "text alternatives, transcripts and captions for what is heard, cues that do not rest on sound alone, "
                + "and time to read text instead of listening, after EN 301 549 Table B.2 for usage without hearing"),
        Criterion(
            number: "302.5", name: "With Limited Hearing",
            wcag: ["1.2.1", "1.2.2", "1.2.4", "1.3.3", "1.4.2", "2.2.1", "2.2.2"],
            basis: "transcripts and captions for what is heard, cues that do not rest on sound alone, control of audio "
                + "that plays on its own, and time to read, after EN 301 549 Table B.2 for usage with limited hearing"),
        Criterion(
            number: "302.6", name: "Without Speech", wcag: [],
            basis: "no WCAG 2.2 criterion tests whether operation needs speech"),
        Criterion(
            number: "302.7", name: "With Limited Manipulation",
            wcag: [
                "1.3.4", "2.1.1", "2.1.2", "2.1.4", "2.2.1", "2.2.2", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6",
                "2.4.7", "2.4.11", "2.5.1", "2.5.2", "2.5.3", "2.5.4", "2.5.7", "2.5.8", "3.2.1", "3.2.2", "3.3.7", "4.1.3",
            ],
            basis: "operation from a keyboard, switch or voice without traps or stray one-key shortcuts, without path, "
                + "multipoint or dragging gestures, device motion, a fixed orientation or small targets, with enough "
                + "time, few steps to reach content, focus in view and nothing typed twice, after EN 301 549 Table B.2 "
                + "for limited manipulation"),
        Criterion(
            number: "302.8", name: "With Limited Reach and Strength",
            wcag: [
                "1.3.4", "2.1.1", "2.1.2", "2.1.4", "2.2.1", "2.5.1", "2.5.2", "2.5.3", "2.5.4", "2.5.7", "2.5.8", "3.3.7",
                "4.1.3",
            ],
            basis: "operation of a mounted or hard-to-reach device without turning or moving it, without gestures or "
                + "press-and-drag that need reach or a sustained grip, with targets an imprecise pointer can hit, from a "
                + "keyboard or switch, with enough time and nothing typed twice, after EN 301 549 Table B.2 for limited "
                + "reach and for the strength part of limited manipulation or strength"),
        Criterion(
            number: "302.9", name: "With Limited Language, Cognitive, and Learning Abilities",
            wcag: [
                "1.3.5", "1.4.12", "1.4.13", "2.2.1", "2.2.2", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6", "2.4.7",
                "2.4.11", "2.5.1", "2.5.2", "3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.2.6", "3.3.1", "3.3.2", "3.3.3", "3.3.4",
                "3.3.7", "3.3.8", "4.1.3",
            ],
            basis: "predictable, consistent pages and help, clear titles, headings, links and labels, errors found and "
                + "explained with a chance to review, enough time and a way to stop motion, fields that fill themselves, "
                + "nothing typed twice, and no memory or puzzle test to sign in, after EN 301 549 Table B.2 for limited "
                + "cognition, language or learning"),
    ]
}

extension FunctionalPerformance {
    /// EN 301 549's Functional Performance Statements, 4.2.1–4.2.11, derived by the same rule
    /// (`derive`) from the same reading of Table B.2 as 302.1–302.9 above: the 302 criterion made
    /// from a statement's column carries its WCAG criteria over, so the two standards never
    /// disagree about one failure. Where EN 301 549 differs from Section 508:
    /// - 4.2.7 (limited manipulation or strength) takes 302.7's criteria, which already hold the
    ///   effort criteria (2.1.1, 2.1.2, 2.2.1) that 302.8 borrows from this column;
    /// - 4.2.8 (limited reach) is 302.8 without those three: its own P marks only;
    /// - 4.2.9 (photosensitive seizure triggers) has no 508 counterpart: 2.3.1 Three Flashes,
    ///   the one clause 9 row with a P in its column (4.1.3's mark there is left out, as under
    ///   302.3 to 302.5 above);
    /// - 4.2.6 (no or limited vocal capability) and 4.2.11 (privacy) have no criterion: no WCAG
    ///   criterion asks whether operation needs speech, or whether accessibility features keep
    ///   a user's privacy, so they are gaps an auditor's decision closes.
    public static let enStatements: [Criterion] = {
        func from(_ number: String) -> Criterion { all.first { $0.number == number }! }
        func statement(_ number: String, _ name: String, _ wcag: [String], _ basis: String) -> Criterion {
            Criterion(number: number, name: name, wcag: wcag, basis: basis)
        }
        let reachOnly = from("302.8").wcag.filter { !["2.1.1", "2.1.2", "2.2.1"].contains($0) }
        return [
            statement("4.2.1", "Usage without vision", from("302.1").wcag, from("302.1").basis),
            statement("4.2.2", "Usage with limited vision", from("302.2").wcag, from("302.2").basis),
            statement("4.2.3", "Usage without perception of colour", from("302.3").wcag, from("302.3").basis),
            statement("4.2.4", "Usage without hearing", from("302.4").wcag, from("302.4").basis),
            statement("4.2.5", "Usage with limited hearing", from("302.5").wcag, from("302.5").basis),
            statement(
                "4.2.6", "Usage with no or limited vocal capability", [],
                "no WCAG 2.2 criterion tests whether operation needs speech"),
            statement("4.2.7", "Usage with limited manipulation or strength", from("302.7").wcag, from("302.7").basis),
            statement(
                "4.2.8", "Usage with limited reach", reachOnly,
                "operation without turning or moving the device, without gestures or press-and-drag that need reach, with "
                    + "targets an imprecise pointer can hit and nothing typed twice, after EN 301 549 Table B.2 for limited reach"),
            statement(
                "4.2.9", "Minimize photosensitive seizure triggers", ["2.3.1"],
                "nothing that flashes more than three times a second, after EN 301 549 Table B.2 for photosensitive seizure triggers"),
            statement("4.2.10", "Usage with limited cognition, language or learning", from("302.9").wcag, from("302.9").basis),
            statement(
                "4.2.11", "Privacy", [],
                "no WCAG 2.2 criterion tests whether accessibility features keep the user's privacy"),
        ]
    }()
}

extension FunctionalPerformance {
    /// The Section 508 criterion (302.x) or EN 301 549 statement (4.2.x) with this number.
    public static func statement(_ number: String) -> Criterion? {
        all.first { $0.number == number } ?? enStatements.first { $0.number == number }
    }
}
