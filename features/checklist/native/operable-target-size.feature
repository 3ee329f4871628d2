# Sources: WCAG 2.2 Understanding 2.5.8 Target Size (Minimum)
# (w3.org/WAI/WCAG22/Understanding/target-size-minimum), in our own words: targets are at least 24
# by 24, or an undersized target's 24-wide circle reaches no other target, with exceptions for
# inline links, equivalent controls, unmodified system controls and essential layouts; WCAG2ICT
# measures native software in the platform's density-independent unit (iOS points, Android dp)
# in place of CSS pixels.
@native @checklist @target-size
Feature: Target size (minimum)
  Touch targets are at least 24 by 24 points or dp, or spaced well apart.

  @visual
  Scenario: Targets are large enough or spaced enough
    Given that I am on a screen with buttons, links and other touch targets
    When I measure each pointer target and the space around the small ones
    Then every target should be at least 24 by 24 pixels, or spaced so its 24-pixel circle overlaps no other target or circle
