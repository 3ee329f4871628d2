# Imported by Stepwise from criteria/native/controls/timer.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @timer
Feature: Timer
  a11y - Native Accessibility Acceptance Criteria
  How to test a timer
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/timer

  Background:
    # source: criteria/native/controls/timer.md:5
    Given that I am on a screen with a timer

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/timer.md:9
    When the user presses "TAB", Arrow Keys, or "CTRL+TAB"
    # source: criteria/native/controls/timer.md:10
    Then the focus must visibly move to a part of the timer control that is interactive
    # source: criteria/native/controls/timer.md:11
    When the user presses "SPACEBAR" on iOS or Android
    # source: criteria/native/controls/timer.md:12
    Then the timer control must activate
    # source: criteria/native/controls/timer.md:13 platforms: android
    When the user presses "ENTER" on Android
    # source: criteria/native/controls/timer.md:14
    Then the timer control must activate

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/timer.md:18
    When the user swipes to the timer
    # source: criteria/native/controls/timer.md:19
    Then the screen reader must announce the control’s Name, Role, and State (if applicable)
    # source: criteria/native/controls/timer.md:20
    When the user performs a double-tap gesture
    # source: criteria/native/controls/timer.md:21
    Then the timer control must activate

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/timer.md:25
    When the user navigates to the timer
    # source: criteria/native/controls/timer.md:26
    Then the timer control must be announced with the following attributes:
    # source: criteria/native/controls/timer.md:27
    And the Name must clearly describe the purpose (e.g., "Start/Pause")
    # source: criteria/native/controls/timer.md:28
    And the Role must be identified as a "Button"

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/timer.md:32
    When a user adjusts text resizing settings up to 200%
    # source: criteria/native/controls/timer.md:33
    Then all text must remain readable without loss of information
