# Imported by Stepwise from criteria/native/controls/expandable.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @expandable-region
Feature: Expandable region
  a11y - Native Accessibility Acceptance Criteria
  How to test an expandable region
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/expandable

  Background:
    # source: criteria/native/controls/expandable.md:5
    Given that I am on a screen with an expandable region

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/expandable.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/expandable.md:10
    Then the focus should visibly move to the expandable region
    # source: criteria/native/controls/expandable.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/expandable.md:12
    Then the expandable region should be activated on iOS and Android
    # source: criteria/native/controls/expandable.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/expandable.md:14 platforms: android
    Then the expandable region should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/expandable.md:18
    When I swipe to navigate to the expandable region
    # source: criteria/native/controls/expandable.md:19
    Then the focus should move to the expandable region
    # source: criteria/native/controls/expandable.md:20
    And the expandable region's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/expandable.md:21
    When I double-tap the expandable region
    # source: criteria/native/controls/expandable.md:22
    Then the expandable region should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/expandable.md:26
    When a screen reader reads the expandable region
    # source: criteria/native/controls/expandable.md:27
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/expandable.md:28
    And its role should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/expandable.md:32
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/expandable.md:33
    Then the text on the expandable region should resize up to 200% without losing information
