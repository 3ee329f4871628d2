# Imported by Stepwise from criteria/native/patterns/focus.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @focus
Feature: Focus
  a11y - Native Accessibility Acceptance Criteria
  How to test focus
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/focus

  Background:
    # source: criteria/native/patterns/focus.md:5
    Given that I am on a screen with focus

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/focus.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    # source: criteria/native/patterns/focus.md:10
    Then the focus should visibly move to all controls
    # source: criteria/native/patterns/focus.md:11
    And a visible focus indicator should be clearly shown around controls in a logical order

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/focus.md:15
    When I swipe to navigate
    # source: criteria/native/patterns/focus.md:16
    Then the initial focus should move to a logical place on the screen
    # source: criteria/native/patterns/focus.md:17
    And focus should then move to all meaningful images, text, and controls
    # source: criteria/native/patterns/focus.md:18
    When I double-tap a control
    # source: criteria/native/patterns/focus.md:19
    Then the control should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/focus.md:23
    When the screen reader starts
    # source: criteria/native/patterns/focus.md:24
    Then the initial focus should start in a logical place (e.g., back button, close button, or top of the screen)
    # source: criteria/native/patterns/focus.md:25
    When I navigate through the content
    # source: criteria/native/patterns/focus.md:26
    Then the focus should move left to right, top to bottom in a logical order
    # source: criteria/native/patterns/focus.md:27
    And a visible focus indicator should be clearly shown around content when tapped or navigated using gestures

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/focus.md:31
    When I have increased text size up to 200% in the device settings
    # source: criteria/native/patterns/focus.md:32
    Then the focus should visibly move to all controls without losing information
    # source: criteria/native/patterns/focus.md:33
    And a visible focus indicator should be clearly shown around controls in a logical order without losing information
