# Imported by Stepwise from criteria/native/controls/text-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @text-input
Feature: Text input
  a11y - Native Accessibility Acceptance Criteria
  How to test a text input
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/text-input

  Background:
    # source: criteria/native/controls/text-input.md:5
    Given that I am on a screen with a text input

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/text-input.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB"
    # source: criteria/native/controls/text-input.md:10
    Then the focus should visibly move to and from the text input
    # source: criteria/native/controls/text-input.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/text-input.md:12
    Then the user should be placed in editing mode inside the text input

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/text-input.md:16
    When I swipe to navigate to the text input
    # source: criteria/native/controls/text-input.md:17
    Then the focus should move to the text input
    # source: criteria/native/controls/text-input.md:18
    And the text input's name, role, input value, and state (if disabled) should be expressed
    # source: criteria/native/controls/text-input.md:19
    When I double-tap the text input
    # source: criteria/native/controls/text-input.md:20
    Then the keyboard should appear to allow editing

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/text-input.md:24
    When a screen reader reads the text input
    # source: criteria/native/controls/text-input.md:25
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/text-input.md:26
    And its role should be identified as a text field on iOS and as an edit box on Android
    # source: criteria/native/controls/text-input.md:27
    And its visible label should be grouped or associated with the text input in a single swipe
    # source: criteria/native/controls/text-input.md:28
    And its state (DISABLED/DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/text-input.md:32
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/text-input.md:33
    Then the text within the text input should resize up to 200% without losing information
