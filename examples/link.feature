# Imported by Stepwise from criteria/link.md:38
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @link
Feature: Link
  a11y - Native App Accessibility Acceptance Criteria
  How to test a link
  Full information: https://www.magentaa11y.com/MagentaA11yV2#/native-criteria/controls/link

  Condensed checklist:
  1. Test keyboard only, then screen reader + keyboard actions
      - Tab, arrow keys, or ctrl+tab: Focus visibly moves to the link
      - Spacebar: Activates on iOS and Android
      - Enter: Activates on Android
  2. Test mobile screenreader gestures
      - Swipe: Focus moves to the element, expresses its name, role (state, if applicable)
      - Rotor/talkback menu: Links can be navigated to and activated from the Rotor/TalkBack menu or by focus/double tap. Only one way is required. Known issue: Links do not currently appear in iOS Rotor using SwiftUI.
      - Doubletap: Activates the link
  3. Listen to screenreader output on all devices
      - Name: Purpose and destination is clear
      - Role: Identifies itself as a link
      - Group: n/a
      - State: Expresses its state if applicable (disabled/dimmed)
  4. Device OS settings
      - Text resize: Text can resize up to 200% without losing information

  Background:
    # source: criteria/link.md:42
    Given that I am on a screen with a link

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/link.md:46
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/link.md:47
    Then the focus should visibly move to the link
    # source: criteria/link.md:48
    When I press the "SPACEBAR" key
    # source: criteria/link.md:49
    Then the link should be activated on iOS and Android
    # source: criteria/link.md:50
    When I press the "ENTER" key
    # source: criteria/link.md:51 platforms: android
    Then the link should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/link.md:55
    When I swipe to navigate to the link
    # source: criteria/link.md:56
    Then the focus should move to the link
    # source: criteria/link.md:57
    And the link's name, role, and state (if applicable) should be expressed
    # source: criteria/link.md:58
    When I use the Rotor/TalkBack menu
    # source: criteria/link.md:59
    Then the link should be navigable and activatable from the Rotor/TalkBack menu or by focus and double-tap
    # source: criteria/link.md:60
    And at least one method should work
    # source: criteria/link.md:61
    When I double-tap the link
    # source: criteria/link.md:62
    Then the link should be activated
    # source: criteria/link.md:63
    And KNOWN ISSUE: Links do not currently appear in iOS Rotor using SwiftUI

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/link.md:67
    When a screen reader reads the link
    # source: criteria/link.md:68
    Then its name should clearly describe its purpose and destination
    # source: criteria/link.md:69
    And its role should be identified as a link
    # source: criteria/link.md:70
    And its state (DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/link.md:74
    When I adjust the device text resize setting to 200%
    # source: criteria/link.md:75
    Then the text of the link should resize up to 200% without losing information
