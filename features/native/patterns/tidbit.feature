# Imported by Stepwise from criteria/native/patterns/tidbit.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @tidbit
Feature: Tidbit
  a11y - Native App Accessibility Acceptance Criteria
  How to test a tidbit
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/tidbit

  Background:
    # source: criteria/native/patterns/tidbit.md:5
    Given that I am on a screen with a tidbit

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/tidbit.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB"
    # source: criteria/native/patterns/tidbit.md:10
    Then the focus should visibly move to the tidbit if there is a call-to-action (CTA)
    # source: criteria/native/patterns/tidbit.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/patterns/tidbit.md:12
    Then the CTA should be activated on iOS and Android
    # source: criteria/native/patterns/tidbit.md:13
    When I press the "ENTER" key
    # source: criteria/native/patterns/tidbit.md:14 platforms: android
    Then the CTA should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/tidbit.md:18
    When I swipe to navigate
    # source: criteria/native/patterns/tidbit.md:19
    Then the focus should move to the tidbit or tidbit CTA
    # source: criteria/native/patterns/tidbit.md:20
    And the name and role should be expressed
    # source: criteria/native/patterns/tidbit.md:21
    When I double-tap the tidbit CTA
    # source: criteria/native/patterns/tidbit.md:22
    Then the CTA should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/tidbit.md:26
    When a screen reader is active
    # source: criteria/native/patterns/tidbit.md:27
    Then the purpose should be clear and match the visible label for the CTA
    # source: criteria/native/patterns/tidbit.md:28
    And all text and meaningful images should be announced
    # source: criteria/native/patterns/tidbit.md:29 platforms: ios
    And the CTA should be identified as a button in iOS
    # source: criteria/native/patterns/tidbit.md:30 platforms: android
    And the CTA should be identified as a button or "double tap to activate" in Android
    # source: criteria/native/patterns/tidbit.md:31
    And the CTA’s state (DISABLED/DIMMED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/tidbit.md:35
    When I have increased text size up to 200% in the device settings
    # source: criteria/native/patterns/tidbit.md:36
    Then text should resize up to 200% without losing information
