# Imported by Stepwise from criteria/native/controls/checkbox.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @checkbox
Feature: Checkbox
  a11y - Native Accessibility Acceptance Criteria
  How to test a checkbox
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/checkbox

  Background:
    # source: criteria/native/controls/checkbox.md:5
    Given that I am on a screen with a checkbox

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/checkbox.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/checkbox.md:10
    Then the focus should visibly move to the checkbox
    # source: criteria/native/controls/checkbox.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/checkbox.md:12
    Then the checkbox should be activated on iOS and Android
    # source: criteria/native/controls/checkbox.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/checkbox.md:14 platforms: android
    Then the checkbox should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/checkbox.md:18
    When I swipe to navigate to the checkbox
    # source: criteria/native/controls/checkbox.md:19
    Then the focus should move to the checkbox
    # source: criteria/native/controls/checkbox.md:20
    And the checkbox's name, role, and state should be expressed
    # source: criteria/native/controls/checkbox.md:21
    When I double-tap the checkbox
    # source: criteria/native/controls/checkbox.md:22
    Then the checkbox should toggle between CHECKED and NOT CHECKED states

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/checkbox.md:26
    When a screen reader reads the checkbox
    # source: criteria/native/controls/checkbox.md:27
    Then its name should describe the purpose of the control and match the visible label
    # source: criteria/native/controls/checkbox.md:28
    And its role should be identified as a checkbox in Android and as a button or checkbox in iOS
    # source: criteria/native/controls/checkbox.md:29
    And its visible label should be grouped with the checkbox in a single swipe
    # source: criteria/native/controls/checkbox.md:30
    And its state (DISABLED/DIMMED, CHECKED, NOT CHECKED, SELECTED, UNSELECTED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/checkbox.md:34
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/checkbox.md:35
    Then the text label should resize up to 200% without losing information
