# Imported by Stepwise from criteria/native/controls/step-indicator.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @step-indicator
Feature: Step indicator
  a11y - Native Accessibility Acceptance Criteria
  How to test a step indicator
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/step-indicator

  Background:
    # source: criteria/native/controls/step-indicator.md:5
    Given that I am on a screen with a step indicator

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/step-indicator.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/step-indicator.md:10
    Then the focus should visibly move to the interactive part of the step indicator
    # source: criteria/native/controls/step-indicator.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/step-indicator.md:12
    Then the step indicator should be activated on iOS and Android
    # source: criteria/native/controls/step-indicator.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/step-indicator.md:14 platforms: android
    Then the step indicator should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/step-indicator.md:18
    When I swipe to navigate to the step indicator
    # source: criteria/native/controls/step-indicator.md:19
    Then the focus should move to the step indicator
    # source: criteria/native/controls/step-indicator.md:20
    And the step indicator's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/step-indicator.md:21
    When I double-tap the step indicator
    # source: criteria/native/controls/step-indicator.md:22
    Then the step indicator should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/step-indicator.md:26
    When a screen reader reads the step indicator
    # source: criteria/native/controls/step-indicator.md:27
    Then its name should clearly describe its purpose (e.g., "Step 6 of 7, Account")
    # source: criteria/native/controls/step-indicator.md:28
    And its role should be identified as a button or dropdown

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/step-indicator.md:32
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/step-indicator.md:33
    Then the text should resize up to 200% without losing information
