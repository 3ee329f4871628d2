# Imported by Stepwise from criteria/native/controls/dropdown.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @dropdown
Feature: Dropdown
  a11y - Native Accessibility Acceptance Criteria
  How to test a dropdown
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/dropdown

  Background:
    # source: criteria/native/controls/dropdown.md:5
    Given that I am on a screen with a dropdown

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/dropdown.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/dropdown.md:10
    Then the focus should visibly move to the dropdown
    # source: criteria/native/controls/dropdown.md:11
    When I press the "ESCAPE" key
    # source: criteria/native/controls/dropdown.md:12
    Then the dropdown should close and return focus to the button that launched it
    # source: criteria/native/controls/dropdown.md:13
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/dropdown.md:14
    Then the dropdown should be selected and opened on iOS and Android
    # source: criteria/native/controls/dropdown.md:15
    When I press the "ENTER" key
    # source: criteria/native/controls/dropdown.md:16 platforms: android
    Then the dropdown should be selected and opened on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/dropdown.md:20
    When I swipe to navigate to the dropdown
    # source: criteria/native/controls/dropdown.md:21
    Then the focus should move to the dropdown
    # source: criteria/native/controls/dropdown.md:22
    And the dropdown's name, role, value, and state (EXPANDED or COLLAPSED) should be expressed
    # source: criteria/native/controls/dropdown.md:23
    When I double-tap the dropdown
    # source: criteria/native/controls/dropdown.md:24
    Then the dropdown should be selected and opened

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/dropdown.md:28
    When a screen reader reads the dropdown
    # source: criteria/native/controls/dropdown.md:29
    Then its name should clearly describe its purpose and match any visible label
    # source: criteria/native/controls/dropdown.md:30
    And its role should be identified as a button in iOS and as "double tap to activate" in Android
    # source: criteria/native/controls/dropdown.md:31
    And its visible label should be grouped or associated with the dropdown in a single swipe
    # source: criteria/native/controls/dropdown.md:32
    And its state (DISABLED/DIMMED) should be expressed
    # source: criteria/native/controls/dropdown.md:33
    And the EXPANDED or COLLAPSED state should be announced on the elements that close or open the dropdown

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/dropdown.md:37
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/dropdown.md:38
    Then the text on the dropdown should resize up to 200% without losing information
