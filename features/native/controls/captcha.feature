# Imported by Stepwise from criteria/native/controls/captcha.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @captcha
Feature: Captcha
  a11y - Native App Accessibility Acceptance Criteria
  How to test a captcha
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/captcha

  Background:
    # source: criteria/native/controls/captcha.md:5
    Given that I am on a screen with a captcha

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/captcha.md:9
    When the user presses Tab, Arrow Keys, or Ctrl+Tab
    # source: criteria/native/controls/captcha.md:10
    Then the focus must visibly move to the captcha button
    # source: criteria/native/controls/captcha.md:11
    When the user presses Spacebar and or Enter
    # source: criteria/native/controls/captcha.md:12
    Then the button is activated

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/captcha.md:16
    When the user swipes to interactive elements
    # source: criteria/native/controls/captcha.md:17
    Then focus must move sequentially to the captcha button
    # source: criteria/native/controls/captcha.md:18
    And the screen reader must announce the state of the captcha button (e.g., enabled or disabled)
    # source: criteria/native/controls/captcha.md:19
    When the user performs a double-tap gesture
    # source: criteria/native/controls/captcha.md:20
    Then the captcha button must activate

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/captcha.md:24
    When a screen reader reads the button
    # source: criteria/native/controls/captcha.md:25
    Then its name should clearly describe its purpose, captcha
    # source: criteria/native/controls/captcha.md:26
    And its role should be identified as a button or image button in iOS and as a button or "double tap to activate" in Android
    # source: criteria/native/controls/captcha.md:27
    And its state (DISABLED/DIMMED) should be expressed if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/captcha.md:31
    When a user adjusts text resizing settings up to 200%
    # source: criteria/native/controls/captcha.md:32
    Then text resizing does not apply to the captcha functionality (n/a)
