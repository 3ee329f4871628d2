# Imported by Stepwise from criteria/native/controls/button.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @button
Feature: Button
  a11y - Native App Accessibility Acceptance Criteria
  How to test a button
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/button

  Background:
    # source: criteria/native/controls/button.md:5
    Given that I am on a screen with a button

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/button.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB"
    # source: criteria/native/controls/button.md:10
    Then the focus should visibly move to the button
    # source: criteria/native/controls/button.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/button.md:12
    Then the button should be activated on iOS and Android
    # source: criteria/native/controls/button.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/button.md:14 platforms: android
    Then the button should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/button.md:18
    When I swipe to navigate to the button
    # source: criteria/native/controls/button.md:19
    Then the focus should move to the button
    # source: criteria/native/controls/button.md:20
    And the button's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/button.md:21
    When I double-tap the button
    # source: criteria/native/controls/button.md:22
    Then the button should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/button.md:26
    When a screen reader reads the button
    # source: criteria/native/controls/button.md:27
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/button.md:28
    And its role should be identified as a button in iOS and as a button or "double tap to activate" in Android
    # source: criteria/native/controls/button.md:29
    And its visible label should be grouped or associated with the button in a single swipe
    # source: criteria/native/controls/button.md:30
    And its state (DISABLED/DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/button.md:34
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/button.md:35
    Then the text on the button should resize up to 200% without losing information
