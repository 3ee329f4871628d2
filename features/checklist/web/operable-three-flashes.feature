# Sources: WCAG 2.2 Understanding 2.3.1 Three Flashes or Below Threshold
# (w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold), in our own words: more than
# three flashes in a second are allowed only when they are small or dim enough to stay under the
# general and red flash thresholds; Section 508 Trusted Tester 5.1, the test of this topic, which
# records flashing content as not tested unless it is analysed with a tool such as PEAT.
@web @checklist @flashing
Feature: Three flashes or below threshold
  Nothing on the page flashes more than three times a second above the flash thresholds.

  @visual
  Scenario: No content flashes above the threshold
    Given that I am on a page with video, animation or transitions
    When I record the screen while every video, animation and transition plays
    Then nothing should flash more than three times in any one second, unless the flashes stay below the general and red flash thresholds
