# Imported by Stepwise from criteria/native/controls/time-picker.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @time-picker
Feature: Time picker
  a11y - Native Accessibility Acceptance Criteria
  How to test a time picker
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/time-picker

  Background:
    # source: criteria/native/controls/time-picker.md:5
    Given that I am on a screen with a time picker

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/time-picker.md:9
    When I press the "TAB" key, an arrow key, or "CTRL+TAB" key
    # source: criteria/native/controls/time-picker.md:10
    Then the focus should visibly move to the time picker
    # source: criteria/native/controls/time-picker.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/time-picker.md:12
    Then the time picker should be selected and opened on iOS and Android
    # source: criteria/native/controls/time-picker.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/time-picker.md:14 platforms: android
    Then the time picker should be selected and opened on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/time-picker.md:18
    When I swipe to navigate to the time picker
    # source: criteria/native/controls/time-picker.md:19
    Then the focus should move to the time picker
    # source: criteria/native/controls/time-picker.md:20
    And its name, role, and current value should be expressed
    # source: criteria/native/controls/time-picker.md:21
    When I double-tap the time picker
    # source: criteria/native/controls/time-picker.md:22
    Then the time picker should be selected and opened

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/time-picker.md:26
    When a screen reader reads the time picker
    # source: criteria/native/controls/time-picker.md:27
    Then its name should clearly describe its purpose and match any visible label
    # source: criteria/native/controls/time-picker.md:28 platforms: ios
    And its role should be identified as "button" or "adjustable" in iOS
    # source: criteria/native/controls/time-picker.md:29 platforms: android
    And on Android, it should instruct "double tap to activate"
    # source: criteria/native/controls/time-picker.md:30
    And its state (DISABLED or DIMMED) should be expressed if applicable
    # source: criteria/native/controls/time-picker.md:31
    And group-related functionality is not applicable (N/A)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/time-picker.md:35
    When the text resize setting is increased up to 200%
    # source: criteria/native/controls/time-picker.md:36
    Then the text within the time picker should remain readable without losing information or functionality
