# Imported by Stepwise from criteria/native/controls/date-time-picker.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @date-time-picker
Feature: Date time picker
  a11y - Native Accessibility Acceptance Criteria
  How to test a date time picker
  Full information: https://www.magentaa11y.com/#/native-criteria/inputs/date-time-picker

  Background:
    # source: criteria/native/controls/date-time-picker.md:5
    Given that I am on a screen with a date time picker

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/date-time-picker.md:9
    When the user presses "TAB", Arrow Keys, or "CTRL+TAB"
    # source: criteria/native/controls/date-time-picker.md:10
    Then the focus must visibly move to the picker
    # source: criteria/native/controls/date-time-picker.md:11
    When the user presses "SPACEBAR" on iOS or Android
    # source: criteria/native/controls/date-time-picker.md:12
    Then the time/date picker must be selected and opened
    # source: criteria/native/controls/date-time-picker.md:13 platforms: android
    When the user presses "ENTER" on Android
    # source: criteria/native/controls/date-time-picker.md:14
    Then the time/date picker must be selected and opened

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/date-time-picker.md:18
    When the user swipes to the picker
    # source: criteria/native/controls/date-time-picker.md:19
    Then the screen reader must announce the picker’s Name, Role, and Value
    # source: criteria/native/controls/date-time-picker.md:20
    When the user performs a double-tap gesture
    # source: criteria/native/controls/date-time-picker.md:21
    Then the time/date picker must be selected and opened
    # source: criteria/native/controls/date-time-picker.md:22
    When the user swipes up or down on iOS or Android
    # source: criteria/native/controls/date-time-picker.md:23
    Then the focus must move to the next item in the picker (iOS) or next item in the column (Android)
    # source: criteria/native/controls/date-time-picker.md:24
    And the screen reader must announce the Name and Role of the next item

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/date-time-picker.md:28
    When the user swipes to the picker
    # source: criteria/native/controls/date-time-picker.md:29
    Then the time/date picker must be announced with the following attributes:
    # source: criteria/native/controls/date-time-picker.md:30
    And the Name must clearly describe the purpose and match any visible label
    # source: criteria/native/controls/date-time-picker.md:31
    And the Role must be identified as "Button/Adjustable" in iOS and "Button" or "Double tap to activate" in Android
    # source: criteria/native/controls/date-time-picker.md:32
    And the Group must be marked as not applicable (N/A)
    # source: criteria/native/controls/date-time-picker.md:33
    And the State must announce the picker’s state (e.g., DISABLED/DIMMED)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/date-time-picker.md:37
    When the user adjusts text resizing settings up to 200%
    # source: criteria/native/controls/date-time-picker.md:38
    Then all text must remain readable without loss of information
