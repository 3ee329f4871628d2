# Imported by Stepwise from criteria/native/controls/slider.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @slider
Feature: Slider
  a11y - Native Accessibility Acceptance Criteria
  How to test a slider
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/slider

  Background:
    # source: criteria/native/controls/slider.md:5
    Given that I am on a screen with a slider

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/slider.md:9
    When I press the "TAB", "CTRL+TAB", or "ARROW KEYS"
    # source: criteria/native/controls/slider.md:10
    Then the focus should visibly move to the slider input
    # source: criteria/native/controls/slider.md:11
    When I press the "RIGHT ARROW" key
    # source: criteria/native/controls/slider.md:12
    Then the slider value should increase by one step
    # source: criteria/native/controls/slider.md:13
    When I press the "LEFT ARROW" key
    # source: criteria/native/controls/slider.md:14
    Then the slider value should decrease by one step

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/slider.md:18
    When I swipe to navigate to the slider input
    # source: criteria/native/controls/slider.md:19
    Then the focus should move to the slider input
    # source: criteria/native/controls/slider.md:20
    When I swipe up or down on iOS or Android
    # source: criteria/native/controls/slider.md:21
    Then the slider value should increase or decrease by one step
    # source: criteria/native/controls/slider.md:22 platforms: android
    When I use the volume controls or swipe up/down on Android
    # source: criteria/native/controls/slider.md:23
    Then the slider value should increase or decrease by one step

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/slider.md:27
    When a screen reader reads the slider
    # source: criteria/native/controls/slider.md:29
    Then its name should clearly describe its purpose and match the visible label
    # source: criteria/native/controls/slider.md:30
    And its role should be identified as "adjustable" in iOS and as "Slider" in Android
    # source: criteria/native/controls/slider.md:31
    And its label should be programmatically grouped with the control, if possible
    # source: criteria/native/controls/slider.md:32
    And its current value should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/slider.md:36
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/slider.md:37
    Then the text label should resize up to 200% without losing information
