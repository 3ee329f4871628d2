# Sources: WCAG 2.2 Understanding 2.5.8 Target Size (Minimum)
# (w3.org/WAI/WCAG22/Understanding/target-size-minimum), in our own words: targets are at least 24
# by 24 CSS pixels, or an undersized target's 24-pixel circle reaches no other target, with
# exceptions for inline links, equivalent controls, unmodified browser controls and essential
# layouts. Section 508 Trusted Tester 5.1 predates WCAG 2.2 and has no test for it.
@web @checklist @target-size
Feature: Target size (minimum)
  Pointer targets are at least 24 by 24 CSS pixels or spaced well apart.

  @visual
  Scenario: Targets are large enough or spaced enough
    Given that I am on a page with buttons, links and other pointer targets
    When I measure each pointer target and the space around the small ones
    Then every target should be at least 24 by 24 pixels, or spaced so its 24-pixel circle overlaps no other target or circle
