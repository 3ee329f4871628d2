# Imported by Stepwise from criteria/native/controls/pagination-control.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @pagination-control
Feature: Pagination control
  a11y - Native Accessibility Acceptance Criteria
  How to test a pagination control
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/pagination-control

  Background:
    # source: criteria/native/controls/pagination-control.md:5
    Given that I am on a screen with a pagination control

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/pagination-control.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB"
    # source: criteria/native/controls/pagination-control.md:10
    Then the focus should visibly move to interactive elements
    # source: criteria/native/controls/pagination-control.md:11
    When I press the "ARROW" keys or "SPACEBAR" key while focus is on the page control
    # source: criteria/native/controls/pagination-control.md:12 platforms: ios
    Then the next page should come into view on iOS
    # source: criteria/native/controls/pagination-control.md:13
    When I press the "ARROW" keys and "SPACEBAR" or "ENTER" key
    # source: criteria/native/controls/pagination-control.md:14 platforms: android
    Then the focus should move to the next page on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/pagination-control.md:18
    When I swipe up or down with one finger, double-tap, or perform a three-finger horizontal swipe
    # source: criteria/native/controls/pagination-control.md:19 platforms: ios
    Then the next page should come into view when focus is on the page control on iOS
    # source: criteria/native/controls/pagination-control.md:20
    When I perform a two-finger swipe
    # source: criteria/native/controls/pagination-control.md:21 platforms: android
    Then the next page should come into view when focus is not on the page control on Android
    # source: criteria/native/controls/pagination-control.md:22
    When I swipe and double-tap
    # source: criteria/native/controls/pagination-control.md:23 platforms: android
    Then the next page should come into view when focus is on the page control on Android

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/pagination-control.md:27
    When a screen reader is active
    # source: criteria/native/controls/pagination-control.md:28
    Then the page index (X of X) and heading of the slide should be announced
    # source: criteria/native/controls/pagination-control.md:29 platforms: ios
    And the control should identify as "adjustable" or a button in iOS
    # source: criteria/native/controls/pagination-control.md:30 platforms: android
    And the control should identify as "In horizontal pager" in Android
    # source: criteria/native/controls/pagination-control.md:31
    And the control’s state (DISABLED/DIMMED) should be expressed

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/pagination-control.md:35
    When I have increased text size in device settings
    # source: criteria/native/controls/pagination-control.md:36
    Then text resize interaction is N/A
