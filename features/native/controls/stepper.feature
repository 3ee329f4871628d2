# Imported by Stepwise from criteria/native/controls/stepper.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @stepper
Feature: Stepper
  a11y - Native Accessibility Acceptance Criteria
  How to test a stepper
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/stepper

  Background:
    # source: criteria/native/controls/stepper.md:5
    Given that I am on a screen with a stepper

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/stepper.md:9
    When I press the "TAB" key, "CTRL+TAB" key, or an arrow key
    # source: criteria/native/controls/stepper.md:10
    Then the focus should visibly move to the button
    # source: criteria/native/controls/stepper.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/stepper.md:12
    Then the button should be activated on iOS and Android
    # source: criteria/native/controls/stepper.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/stepper.md:14 platforms: android
    Then the button should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/stepper.md:18
    When I swipe to navigate to the button
    # source: criteria/native/controls/stepper.md:19
    Then the focus should move to the button
    # source: criteria/native/controls/stepper.md:20
    And the button's state should be expressed if applicable
    # source: criteria/native/controls/stepper.md:21
    When I double-tap the button
    # source: criteria/native/controls/stepper.md:22
    Then the button should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/stepper.md:26
    When a screen reader reads the button
    # source: criteria/native/controls/stepper.md:27
    Then its name should clearly describe its purpose (e.g., "Increment," "Increase," "Decrement," or "Decrease")
    # source: criteria/native/controls/stepper.md:28 platforms: ios
    And its role should be identified as "button" in iOS
    # source: criteria/native/controls/stepper.md:29 platforms: android
    And on Android, it should instruct "double tap to activate"
    # source: criteria/native/controls/stepper.md:30
    And its value should dynamically be expressed when the stepper value visibly changes and when the value is in focus
    # source: criteria/native/controls/stepper.md:31
    And its state (DISABLED or DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/stepper.md:35
    When the text resize setting is increased up to 200%
    # source: criteria/native/controls/stepper.md:36
    Then the text within the stepper should remain readable without losing information or functionality
