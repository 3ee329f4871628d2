# Imported by Stepwise from criteria/native/controls/calendar-date-picker.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @calendar-date-picker
Feature: Calendar date picker
  a11y - Native Accessibility Acceptance Criteria
  How to test a calendar date picker
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/calendar-date-picker

  Background:
    # source: criteria/native/controls/calendar-date-picker.md:5
    Given that I am on a screen with a calendar date picker

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/calendar-date-picker.md:9
    When the user presses "TAB", Arrow Keys, or "CTRL+TAB"
    # source: criteria/native/controls/calendar-date-picker.md:10
    Then the focus visibly moves to the picker
    # source: criteria/native/controls/calendar-date-picker.md:11
    When the user presses "SPACEBAR" on iOS or Android
    # source: criteria/native/controls/calendar-date-picker.md:12
    Then the picker is selected and opens
    # source: criteria/native/controls/calendar-date-picker.md:13 platforms: android
    When the user presses "ENTER" on Android
    # source: criteria/native/controls/calendar-date-picker.md:14
    Then the picker is selected and opens

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/calendar-date-picker.md:18
    When the user swipes to the picker element
    # source: criteria/native/controls/calendar-date-picker.md:19
    Then focus moves to the element and announces its Name, Role, Value, and State (if applicable)
    # source: criteria/native/controls/calendar-date-picker.md:20
    When the user performs a double-tap gesture
    # source: criteria/native/controls/calendar-date-picker.md:21
    Then the picker is selected and opens

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/calendar-date-picker.md:25
    When the user swipes to the picker element
    # source: criteria/native/controls/calendar-date-picker.md:26
    Then the picker must be announced with the following attributes:
    # source: criteria/native/controls/calendar-date-picker.md:27
    And the Name must clearly describe the purpose and match any visible label
    # source: criteria/native/controls/calendar-date-picker.md:28
    And the Role must be identified as a "Button" in iOS and "Double tap to activate" in Android
    # source: criteria/native/controls/calendar-date-picker.md:29
    And the Group must have the visible label grouped with the control that opens the picker
    # source: criteria/native/controls/calendar-date-picker.md:30
    And the State must express its state (DISABLED/DIMMED)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/calendar-date-picker.md:34
    When a user adjusts text resizing settings up to 200%
    # source: criteria/native/controls/calendar-date-picker.md:35
    Then all text must remain readable without loss of information
