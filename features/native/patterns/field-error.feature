# Imported by Stepwise from criteria/native/patterns/field-errors.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @field-error
Feature: Field error
  a11y - Native Accessibility Acceptance Criteria
  How to test a field error
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/field-errors

  Background:
    # source: criteria/native/patterns/field-errors.md:5
    Given that I am on a screen with a field error

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/field-errors.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    # source: criteria/native/patterns/field-errors.md:10
    Then the error message should not receive focus

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/field-errors.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/field-errors.md:15
    Then the error message should not receive focus

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/field-errors.md:19
    When a screen reader reads the error
    # source: criteria/native/patterns/field-errors.md:20
    Then "ERROR" should be announced as alt text for an error icon
    # source: criteria/native/patterns/field-errors.md:21
    And the error message should be announced immediately after
    # source: criteria/native/patterns/field-errors.md:22
    When I navigate into the text field with the error
    # source: criteria/native/patterns/field-errors.md:23
    Then the error message should be announced

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/field-errors.md:27
    When I have increased text size up to 200% in the device settings
    # source: criteria/native/patterns/field-errors.md:28
    Then the text should resize without losing information
