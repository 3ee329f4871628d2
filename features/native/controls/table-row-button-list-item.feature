# Imported by Stepwise from criteria/native/controls/table-row-button.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @table-row-button-list-item
Feature: Table row button / list item
  a11y - Native Accessibility Acceptance Criteria
  How to test a table row button / list item
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/table-row-button

  Background:
    # source: criteria/native/controls/table-row-button.md:5
    Given that I am on a screen with a table row button / list item

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/table-row-button.md:9
    When I press the "TAB" key
    # source: criteria/native/controls/table-row-button.md:10
    Then the focus should visibly move to the row or blade if it is interactive
    # source: criteria/native/controls/table-row-button.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/table-row-button.md:12
    Then the row or blade should be activated on iOS and Android
    # source: criteria/native/controls/table-row-button.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/table-row-button.md:14 platforms: android
    Then the row or blade should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/table-row-button.md:18
    When I swipe to navigate to the row or blade
    # source: criteria/native/controls/table-row-button.md:19
    Then the focus should move to the row or blade
    # source: criteria/native/controls/table-row-button.md:20
    And its state should be expressed if applicable
    # source: criteria/native/controls/table-row-button.md:21
    When I double-tap the row or blade
    # source: criteria/native/controls/table-row-button.md:22
    Then the row or blade should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/table-row-button.md:26
    When a screen reader reads the row or blade
    # source: criteria/native/controls/table-row-button.md:27
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/table-row-button.md:28 platforms: ios
    And its role should be identified as "button" in iOS
    # source: criteria/native/controls/table-row-button.md:29 platforms: android
    And on Android, it should instruct "double tap to activate"
    # source: criteria/native/controls/table-row-button.md:30
    And the visible label (if any) should be grouped or associated with the button in a single swipe
    # source: criteria/native/controls/table-row-button.md:31
    And its state (DISABLED or DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/table-row-button.md:35
    When the text resize setting is increased up to 200%
    # source: criteria/native/controls/table-row-button.md:36
    Then the text within the row or blade should remain readable without losing information or functionality
