# Imported by Stepwise from criteria/native/controls/sheet.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @sheet
Feature: Sheet
  a11y - Native Accessibility Acceptance Criteria
  How to test a sheet
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/sheet

  Background:
    # source: criteria/native/controls/sheet.md:5
    Given that I am on a screen with a sheet

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/sheet.md:9
    When the user presses "TAB", Arrow Keys, or "CTRL+TAB"
    # source: criteria/native/controls/sheet.md:10
    Then the focus must visibly move to the first interactive element
    # source: criteria/native/controls/sheet.md:11
    When the Grabber is available
    # source: criteria/native/controls/sheet.md:12
    And the user presses "SPACEBAR" on iOS or Android
    # source: criteria/native/controls/sheet.md:13
    Then the sheet expands or minimizes
    # source: criteria/native/controls/sheet.md:14
    When the user presses "SPACEBAR" on any other interactive element
    # source: criteria/native/controls/sheet.md:15
    Then the element activates
    # source: criteria/native/controls/sheet.md:16
    When the Grabber is available
    # source: criteria/native/controls/sheet.md:17 platforms: android
    And the user presses "ENTER" on Android
    # source: criteria/native/controls/sheet.md:18
    Then the sheet expands or minimizes
    # source: criteria/native/controls/sheet.md:19
    When the user presses "ENTER" on any other interactive element
    # source: criteria/native/controls/sheet.md:20
    Then the element activates

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/sheet.md:24
    When the user swipes through elements
    # source: criteria/native/controls/sheet.md:25
    Then focus must move to the first element (hidden or visible)
    # source: criteria/native/controls/sheet.md:26
    And the screen reader must announce the element’s Name, Role, Value, and State
    # source: criteria/native/controls/sheet.md:27
    When the user performs a double-tap gesture
    # source: criteria/native/controls/sheet.md:28
    Then the interactive element must activate

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/sheet.md:32
    When the user swipes through elements
    # source: criteria/native/controls/sheet.md:33
    Then each element must be announced with the following attributes:
    # source: criteria/native/controls/sheet.md:34
    And the Name must clearly describe its purpose
    # source: criteria/native/controls/sheet.md:35
    And the Role must be identified as a "Button" in iOS and announce "Double tap to activate" in Android
    # source: criteria/native/controls/sheet.md:36
    And the Group must be marked as not applicable (N/A)
    # source: criteria/native/controls/sheet.md:37
    And the State must be marked as not applicable (N/A)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/sheet.md:41
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/sheet.md:42
    Then all text must remain readable without loss of information
