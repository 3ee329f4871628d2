# Imported by Stepwise from criteria/native/controls/chip.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @chip
Feature: Chip
  a11y - Native Accessibility Acceptance Criteria
  How to test a chip
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/chip

  Background:
    # source: criteria/native/controls/chip.md:5
    Given that I am on a screen with a chip

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/chip.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB"
    # source: criteria/native/controls/chip.md:10
    Then the focus should visibly move to the chip
    # source: criteria/native/controls/chip.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/chip.md:12
    Then any elements inside the chip should be activated on iOS and Android
    # source: criteria/native/controls/chip.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/chip.md:14 platforms: android
    Then any elements inside the chip should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/chip.md:18
    When I swipe to navigate to the chip
    # source: criteria/native/controls/chip.md:19
    Then the focus should move to the chip
    # source: criteria/native/controls/chip.md:20
    And the chip's state should be expressed, if applicable
    # source: criteria/native/controls/chip.md:21
    When I double-tap the chip
    # source: criteria/native/controls/chip.md:22
    Then the chip should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/chip.md:26
    When a screen reader reads the chip
    # source: criteria/native/controls/chip.md:27
    Then its name should clearly describe its purpose and match the group visible label or chip label
    # source: criteria/native/controls/chip.md:28
    And its role should be identified as a button in iOS and as "double tap to activate" or checkbox in Android
    # source: criteria/native/controls/chip.md:29
    And its state (SELECTED, DISABLED, DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/chip.md:33
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/chip.md:34
    Then the text label should resize up to 200% without losing information
