# Imported by Stepwise from criteria/native/controls/search.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @search
Feature: Search
  a11y - Native Accessibility Acceptance Criteria
  How to test a search
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/search

  Background:
    # source: criteria/native/controls/search.md:5
    Given that I am on a screen with a search

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/search.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/search.md:10
    Then the focus should visibly move to the search field
    # source: criteria/native/controls/search.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/search.md:12
    Then the search field should be activated on iOS and Android
    # source: criteria/native/controls/search.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/search.md:14 platforms: android
    Then the search field should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/search.md:18
    When I swipe to navigate to the search field
    # source: criteria/native/controls/search.md:19
    Then the focus should move to the search field
    # source: criteria/native/controls/search.md:20
    And the search field's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/search.md:21
    When I double-tap the search field
    # source: criteria/native/controls/search.md:22
    Then the search field should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/search.md:26
    When a screen reader reads the search field
    # source: criteria/native/controls/search.md:27
    Then its name should clearly describe its purpose and match the visible label or icon meaning (e.g., search icon)
    # source: criteria/native/controls/search.md:28
    And its role should identify as a search field or text field in iOS and as an edit box in Android
    # source: criteria/native/controls/search.md:29
    And its state (DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/search.md:33
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/search.md:34
    Then the text within the search field should resize up to 200% without losing information
