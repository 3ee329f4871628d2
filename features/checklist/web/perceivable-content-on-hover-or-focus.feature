# Sources: WCAG 2.2 Understanding 1.4.13 Content on Hover or Focus
# (w3.org/WAI/WCAG22/Understanding/content-on-hover-or-focus), in our own words: content that
# appears on pointer hover or keyboard focus can be dismissed without moving the pointer or
# focus, can itself be hovered, and stays until dismissed, the trigger is left or it is no
# longer valid; the browser's own title tooltips are exempt. Section 508 Trusted Tester 5.1
# follows WCAG 2.0 and has no test of it, so none is cited.
@web @checklist @content-on-hover-or-focus
Feature: Content on hover or focus across the page
  Every tooltip, hover card, and menu on the page that opens on hover or focus can be dismissed,
  hovered, and stays until the user is done.

  @pointer
  Scenario: Content shown on pointer hover is dismissible, hoverable and persistent
    Given that I am on a page with tooltips or other content shown on hover
    When I show the extra content by hovering a pointer over its trigger
    Then the hover or focus content should be dismissible without moving the pointer or focus
    And the pointer should be able to move onto the hover content without it disappearing
    And the hover or focus content should stay visible until dismissed or no longer relevant

  @keyboard
  Scenario: Content shown on keyboard focus is dismissible and persistent
    Given that I am on a page with tooltips or other content shown on keyboard focus
    When I show the extra content by moving keyboard focus to its trigger
    Then the hover or focus content should be dismissible without moving the pointer or focus
    And the hover or focus content should stay visible until dismissed or no longer relevant
