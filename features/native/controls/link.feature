# Imported by Stepwise from criteria/native/controls/link.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @link
Feature: Link
  a11y - Native App Accessibility Acceptance Criteria
  How to test a link
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/link

  Background:
    # source: criteria/native/controls/link.md:5
    Given that I am on a screen with a link

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/link.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/link.md:10
    Then the focus should visibly move to the link
    # source: criteria/native/controls/link.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/link.md:12
    Then the link should be activated on iOS and Android
    # source: criteria/native/controls/link.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/link.md:14 platforms: android
    Then the link should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/link.md:18
    When I swipe to navigate to the link
    # source: criteria/native/controls/link.md:19
    Then the focus should move to the link
    # source: criteria/native/controls/link.md:20
    And the link's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/link.md:21
    When I use the Rotor/TalkBack menu
    # source: criteria/native/controls/link.md:22
    Then the link should be navigable and activatable from the Rotor/TalkBack menu or by focus and double-tap
    # source: criteria/native/controls/link.md:23
    And at least one method should work
    # source: criteria/native/controls/link.md:24
    When I double-tap the link
    # source: criteria/native/controls/link.md:25
    Then the link should be activated
    # source: criteria/native/controls/link.md:26
    And KNOWN ISSUE: Links do not currently appear in iOS Rotor using SwiftUI

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/link.md:30
    When a screen reader reads the link
    # source: criteria/native/controls/link.md:31
    Then its name should clearly describe its purpose and destination
    # source: criteria/native/controls/link.md:32
    And its role should be identified as a link
    # source: criteria/native/controls/link.md:33
    And its state (DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/link.md:37
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/link.md:38
    Then the text of the link should resize up to 200% without losing information
