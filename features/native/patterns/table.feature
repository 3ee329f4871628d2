# Imported by Stepwise from criteria/native/patterns/table.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @table
Feature: Table
  a11y - Native Accessibility Acceptance Criteria
  How to test a table
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/table

  Background:
    # source: criteria/native/patterns/table.md:5
    Given that I am on a screen with a table

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/table.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    # source: criteria/native/patterns/table.md:10
    Then the focus should visibly move to the first interactive element in the table

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/table.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/table.md:15
    Then the focus should move to the first element in the table
    # source: criteria/native/patterns/table.md:16
    When I double-tap an interactive element
    # source: criteria/native/patterns/table.md:17
    Then the element should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/table.md:21
    When a screen reader reads the table
    # source: criteria/native/patterns/table.md:22
    Then the visible table title that describes the table’s purpose should be announced
    # source: criteria/native/patterns/table.md:23
    And each column header should be announced with each row cell beneath it, along with cell data
    # source: criteria/native/patterns/table.md:24
    And if applicable, each row header should be announced with each cell in the row, along with cell data
    # source: criteria/native/patterns/table.md:25
    And the purpose of any interactive element should be clear and match its visible label
    # source: criteria/native/patterns/table.md:26
    And most interactive elements should identify as a "BUTTON" in iOS and announce "DOUBLE TAP TO ACTIVATE" in Android
    # source: criteria/native/patterns/table.md:27
    And the state of interactive elements (DISABLED or DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/table.md:31
    When I have increased text size up to 200% in the device settings
    # source: criteria/native/patterns/table.md:32
    Then all text should resize without losing information
