# Imported by Stepwise from criteria/native/patterns/strike-through.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @strike-through-text
Feature: Strike-through text
  a11y - Native Accessibility Acceptance Criteria
  How to test strike-through text
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/strike-through

  Background:
    # source: criteria/native/patterns/strike-through.md:5
    Given that I am on a screen with a strike-through text

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/strike-through.md:9
    When I am using keyboard navigation
    # source: criteria/native/patterns/strike-through.md:10
    Then keyboard interaction is N/A

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/strike-through.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/strike-through.md:15
    Then the focus should move to the strike-through text

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/strike-through.md:19
    When a screen reader is active
    # source: criteria/native/patterns/strike-through.md:20
    Then the previous and current data should be expressed
    # source: criteria/native/patterns/strike-through.md:21
    And the previous and current data should be grouped together for context

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/strike-through.md:25
    When I have increased text size in device settings
    # source: criteria/native/patterns/strike-through.md:26
    Then text should resize up to 200% without losing information
