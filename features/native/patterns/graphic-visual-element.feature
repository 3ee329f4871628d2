# Imported by Stepwise from criteria/native/patterns/graphics-visual-elements.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @graphic-visual-element
Feature: Graphic/visual element
  a11y - Native Accessibility Acceptance Criteria
  How to test a graphic/visual element
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/graphics-visual-elements

  Background:
    # source: criteria/native/patterns/graphics-visual-elements.md:5
    Given that I am on a screen with a graphic/visual element

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/graphics-visual-elements.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB"
    # source: criteria/native/patterns/graphics-visual-elements.md:10
    Then the focus should visibly move to any interactive controls
    # source: criteria/native/patterns/graphics-visual-elements.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/patterns/graphics-visual-elements.md:12
    Then the control should be activated on iOS and Android
    # source: criteria/native/patterns/graphics-visual-elements.md:13
    When I press the "ENTER" key
    # source: criteria/native/patterns/graphics-visual-elements.md:14 platforms: android
    Then the control should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/graphics-visual-elements.md:18
    When I swipe to navigate
    # source: criteria/native/patterns/graphics-visual-elements.md:19
    Then the focus should move to any interactive control and express its name and role
    # source: criteria/native/patterns/graphics-visual-elements.md:20
    And if the focus moves to a graphic, it should express its name
    # source: criteria/native/patterns/graphics-visual-elements.md:21
    When I double-tap a control
    # source: criteria/native/patterns/graphics-visual-elements.md:22
    Then the control should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/graphics-visual-elements.md:26
    When a screen reader is active
    # source: criteria/native/patterns/graphics-visual-elements.md:27
    Then the purpose should be clear and match the visible label for controls
    # source: criteria/native/patterns/graphics-visual-elements.md:28
    And all text and meaningful images should be announced
    # source: criteria/native/patterns/graphics-visual-elements.md:29 platforms: ios
    And call-to-action (CTA) elements should be identified as a button in iOS
    # source: criteria/native/patterns/graphics-visual-elements.md:30 platforms: android
    And CTA elements should be identified as a button or "double tap to activate" in Android
    # source: criteria/native/patterns/graphics-visual-elements.md:31
    And only meaningful, non-decorative images and graphics should receive focus and be announced
    # source: criteria/native/patterns/graphics-visual-elements.md:32
    And the control's state (DISABLED/DIMMED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/graphics-visual-elements.md:36
    When I have increased text size in device settings
    # source: criteria/native/patterns/graphics-visual-elements.md:37
    Then text should resize up to 200% without losing information
    # source: criteria/native/patterns/graphics-visual-elements.md:38
    And text within images should not resize
