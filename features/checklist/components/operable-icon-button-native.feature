# Sources: WCAG 2.2 Understanding 2.5.8 Target Size (Minimum)
# (w3.org/WAI/WCAG22/Understanding/target-size-minimum), 1.4.11 Non-text Contrast
# (w3.org/WAI/WCAG22/Understanding/non-text-contrast) and 1.4.13 Content on Hover or Focus
# (w3.org/WAI/WCAG22/Understanding/content-on-hover-or-focus), in our own words; WCAG2ICT applies
# the three to native software as written, with CSS pixels read as iOS points and Android dp, and
# hover meaning a mouse, trackpad or hovering pencil (a long press is not hover). Section 508
# Trusted Tester 5.1 follows WCAG 2.0 and has no test of these WCAG 2.1 and 2.2 criteria, so none
# is cited. Icon-only buttons are where small targets, faint graphics and fleeting tooltips are
# most common.
@native @checklist @icon-button
Feature: Icon button size, contrast and tooltip
  An icon-only button is big or spaced enough to hit, its icon can be seen, and the tooltip that
  names it can be read and dismissed.

  @visual
  Scenario: The icon button is big enough, or spaced enough, to hit
    Given that I am on a screen with an icon button
    When I measure the icon button's clickable area and the space around it
    Then the icon button should be at least 24 by 24 pixels, or keep every other target outside its 24-pixel circle

  @visual
  Scenario: The icon can be told apart from its background
    Given that I am on a screen with an icon button
    When I measure the contrast of the icon button's icon against the colours behind it
    Then the icon button's icon should have a contrast of at least 3:1 with the colours behind it

  @visual
  Scenario: The icon button's tooltip stays and can be dismissed
    Given that I am on a screen with an icon button
    When I show the icon button's tooltip by hovering over the icon button or moving keyboard focus to it
    Then the icon button's tooltip should stay visible while I move the pointer onto it, until I move away or dismiss it
    And pressing Escape should hide the icon button's tooltip without moving the pointer or focus
