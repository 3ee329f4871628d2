# Imported by Stepwise from criteria/native/controls/radio-button.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @radio-button
Feature: Radio button
  a11y - Native App Accessibility Acceptance Criteria
  How to test a radio button
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/radio-button

  Background:
    # source: criteria/native/controls/radio-button.md:5
    Given that I am on a screen with a radio button

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/radio-button.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB"
    # source: criteria/native/controls/radio-button.md:10
    Then the focus should visibly move to the radio button
    # source: criteria/native/controls/radio-button.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/radio-button.md:12
    Then the radio button should be activated on iOS and Android
    # source: criteria/native/controls/radio-button.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/radio-button.md:14 platforms: android
    Then the radio button should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/radio-button.md:18
    When I swipe to navigate to the radio button
    # source: criteria/native/controls/radio-button.md:19
    Then the focus should move to the radio button
    # source: criteria/native/controls/radio-button.md:20
    And the radio button's name, role, and state should be expressed
    # source: criteria/native/controls/radio-button.md:21
    When I double-tap the radio button
    # source: criteria/native/controls/radio-button.md:22
    Then the radio button state should toggle

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/radio-button.md:26
    When a screen reader reads the radio button
    # source: criteria/native/controls/radio-button.md:27
    Then its name should clearly describe its purpose and match any visible label
    # source: criteria/native/controls/radio-button.md:28
    And its role should be identified as a button in iOS and as a radio button in Android
    # source: criteria/native/controls/radio-button.md:29
    And its visible label should be grouped or associated with the radio button in a single swipe
    # source: criteria/native/controls/radio-button.md:30
    And its state (DISABLED/DIMMED, iOS: CHECKED/UNCHECKED, SELECTED/UNSELECTED, Android: CHECKED/NOT CHECKED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/radio-button.md:34
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/radio-button.md:35
    Then the text label should resize up to 200% without losing information
