# Sources: WCAG 2.2 Understanding 2.3.1 Three Flashes or Below Threshold
# (w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold), in our own words: more than
# three flashes in a second are allowed only below the general and red flash thresholds; WCAG2ICT
# applies it to native software, judging the flash area at the screen's real size and viewing
# distance. Section 508 Trusted Tester 5.1, the test of this topic, for the web counterpart.
@native @checklist @flashing
Feature: Three flashes or below threshold
  Nothing on the screen flashes more than three times a second above the flash thresholds.

  @visual
  Scenario: No content flashes above the threshold
    Given that I am on a screen with video, animation or transitions
    When I record the screen while every video, animation and transition plays
    Then nothing should flash more than three times in any one second, unless the flashes stay below the general and red flash thresholds
