# Imported by Stepwise from criteria/native/controls/segmented-control.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @segemented-control-tabs
Feature: Segemented control / tabs
  a11y - Native Accessibility Acceptance Criteria
  How to test a segemented control / tabs
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/segmented-control

  Background:
    # source: criteria/native/controls/segmented-control.md:5
    Given that I am on a screen with a segemented control / tabs

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/segmented-control.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/segmented-control.md:10
    Then the focus should visibly move to the button
    # source: criteria/native/controls/segmented-control.md:11
    When I press the "ARROW KEYS"
    # source: criteria/native/controls/segmented-control.md:12
    Then I should navigate through the group
    # source: criteria/native/controls/segmented-control.md:13
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/segmented-control.md:14
    Then the button should be activated on iOS and Android
    # source: criteria/native/controls/segmented-control.md:15
    When I press the "ENTER" key
    # source: criteria/native/controls/segmented-control.md:16 platforms: android
    Then the button should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/segmented-control.md:20
    When I swipe to navigate to the button
    # source: criteria/native/controls/segmented-control.md:21
    Then the focus should move to the button
    # source: criteria/native/controls/segmented-control.md:22
    And the button's state (if applicable) should be expressed
    # source: criteria/native/controls/segmented-control.md:23
    When I double-tap the button
    # source: criteria/native/controls/segmented-control.md:24
    Then the button should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/segmented-control.md:28
    When a screen reader reads the button
    # source: criteria/native/controls/segmented-control.md:29
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/segmented-control.md:30
    And its role should be identified as a button in iOS and as "double tap to activate" in Android
    # source: criteria/native/controls/segmented-control.md:31
    And its visible label (if any) should be grouped or associated with the button in a single swipe
    # source: criteria/native/controls/segmented-control.md:32
    And its state (SELECTED, DISABLED, DIMMED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/segmented-control.md:36
    When I adjust the device text resize setting
    # source: criteria/native/controls/segmented-control.md:37
    Then this element remains exempt from text resizing requirements
