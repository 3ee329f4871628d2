# Imported by Stepwise from criteria/native/patterns/loading-icon.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @loading-icon
Feature: Loading icon
  a11y - Native Accessibility Acceptance Criteria
  How to test a loading icon
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/loading-icon

  Background:
    # source: criteria/native/patterns/loading-icon.md:5
    Given that I am on a screen with a loading icon

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/loading-icon.md:9
    When I am using keyboard navigation
    # source: criteria/native/patterns/loading-icon.md:10
    Then keyboard interaction is N/A

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/loading-icon.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/loading-icon.md:15
    Then focus moves to the loading icon
    # source: criteria/native/patterns/loading-icon.md:16
    But it should not be necessary because "Loading" is announced dynamically

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/loading-icon.md:20
    When a screen reader is active
    # source: criteria/native/patterns/loading-icon.md:21
    Then "Loading" should be announced dynamically

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/loading-icon.md:25
    When I have increased text size in device settings
    # source: criteria/native/patterns/loading-icon.md:26
    Then text resize interaction is N/A
