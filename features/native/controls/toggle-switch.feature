# Imported by Stepwise from criteria/native/controls/toggle-switch.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @toggle-switch
Feature: Toggle switch
  a11y - Native Accessibility Acceptance Criteria
  How to test a toggle switch
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/toggle-switch

  Background:
    # source: criteria/native/controls/toggle-switch.md:5
    Given that I am on a screen with a toggle switch

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/toggle-switch.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    # source: criteria/native/controls/toggle-switch.md:10
    Then the focus should visibly move to the toggle switch or table row with a toggle switch
    # source: criteria/native/controls/toggle-switch.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/toggle-switch.md:12
    Then the toggle switch or table row with a toggle switch should be activated on iOS and Android
    # source: criteria/native/controls/toggle-switch.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/toggle-switch.md:14 platforms: android
    Then the toggle switch or table row with a toggle switch should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/toggle-switch.md:18
    When I swipe to navigate to the toggle switch or table row with a toggle switch
    # source: criteria/native/controls/toggle-switch.md:19
    Then the focus should move to the toggle switch or table row with a toggle switch
    # source: criteria/native/controls/toggle-switch.md:20
    And its state should be expressed
    # source: criteria/native/controls/toggle-switch.md:21
    When I double-tap the toggle switch or table row with a toggle switch
    # source: criteria/native/controls/toggle-switch.md:22
    Then the toggle switch or table row with a toggle switch should toggle between the two states (OFF/ON, DISABLED/DIMMED, ENABLED/DISABLED, CHECKED/NOT CHECKED)

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/toggle-switch.md:26
    When a screen reader reads the toggle switch or table row with a toggle switch
    # source: criteria/native/controls/toggle-switch.md:27
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/toggle-switch.md:28
    And its role should be identified as "switch button" on iOS, it should instruct "double tap to toggle/activate setting"
    # source: criteria/native/controls/toggle-switch.md:29
    And its role should be identified as "switch" on Android, it should instruct "double tap to activate/toggle"
    # source: criteria/native/controls/toggle-switch.md:30
    And the visible label should be grouped or associated with the toggle switch in a single swipe
    # source: criteria/native/controls/toggle-switch.md:31
    And its state (OFF/ON, DISABLED/DIMMED, ENABLED/DISABLED, CHECKED/NOT CHECKED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/toggle-switch.md:35
    When the text resize setting is increased up to 200%
    # source: criteria/native/controls/toggle-switch.md:36
    Then the text within the toggle switch or table row with a toggle switch should remain readable without losing information or functionality
