# Imported by Stepwise from criteria/native/controls/reorder-data-row.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @reorder-data-row
Feature: Reorder data row
  a11y - Native Accessibility Acceptance Criteria
  How to test a reorder data row
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/reorder-data-row

  Background:
    # source: criteria/native/controls/reorder-data-row.md:5
    Given that I am on a screen with a reorder data row

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/reorder-data-row.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/reorder-data-row.md:10
    Then the focus should visibly move to the reorder control
    # source: criteria/native/controls/reorder-data-row.md:11
    And the reorder control should not be activated via keyboard input

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/reorder-data-row.md:15
    When I swipe to navigate to the reorder control
    # source: criteria/native/controls/reorder-data-row.md:16
    Then the focus should move to the control
    # source: criteria/native/controls/reorder-data-row.md:17
    And the control's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/reorder-data-row.md:18
    When I double-tap and hold the reorder control
    # source: criteria/native/controls/reorder-data-row.md:19
    Then the reorder action should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/reorder-data-row.md:23
    When a screen reader reads the reorder control
    # source: criteria/native/controls/reorder-data-row.md:24
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/reorder-data-row.md:25
    And its role should be identified as a button and "draggable"
    # source: criteria/native/controls/reorder-data-row.md:26
    And the visible label should be associated with the reorder control
    # source: criteria/native/controls/reorder-data-row.md:27
    And its state (e.g., DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/reorder-data-row.md:31
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/reorder-data-row.md:32
    Then the text should resize up to 200% without losing information (visible label text)
