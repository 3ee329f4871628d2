# Imported by Stepwise from criteria/native/patterns/headings.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @heading
Feature: Heading
  a11y - Native Accessibility Acceptance Criteria
  How to test a heading
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/headings

  Background:
    # source: criteria/native/patterns/headings.md:5
    Given that I am on a screen with a heading

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/headings.md:9
    When the user presses Tab, Arrow Keys, or Ctrl+Tab
    # source: criteria/native/patterns/headings.md:10
    Then keyboard navigation does not apply to headings as they are not interactive elements which receive focus (N/A)

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/headings.md:14
    When the user swipes to a heading
    # source: criteria/native/patterns/headings.md:15
    Then focus moves sequentially to the heading
    # source: criteria/native/patterns/headings.md:16
    And the screen reader must announce the text as a heading

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/headings.md:20
    When a screen reader reads the heading
    # source: criteria/native/patterns/headings.md:21
    Then its text should clearly announce as a heading
    # source: criteria/native/patterns/headings.md:22
    And when the user navigates by swiping up or down, which focuses on headings through the rotor or controls,
    # source: criteria/native/patterns/headings.md:23
    Then its focus should move from heading to heading and announce each text as such

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/headings.md:27
    When text resizing settings are adjusted on the device
    # source: criteria/native/patterns/headings.md:28
    Then all previously noted functionality must be focusable and announced
