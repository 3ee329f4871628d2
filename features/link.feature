# Imported by Stepwise from ../shared/seeds/004_628cdadcc6d09ef8.txt:38
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
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:42
    Given that I am on a screen with a link

  @keyboard
  Scenario: Test keyboard actions
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:46
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:47
    Then the focus should visibly move to the link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:48
    When I press the "SPACEBAR" key
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:49
    Then the link should be activated on iOS and Android
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:50
    When I press the "ENTER" key
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:51 platforms: android
    Then the link should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:55
    When I swipe to navigate to the link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:56
    Then the focus should move to the link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:57
    And the link's name, role, and state (if applicable) should be expressed
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:58
    When I use the Rotor/TalkBack menu
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:59
    Then the link should be navigable and activatable from the Rotor/TalkBack menu or by focus and double-tap
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:60
    And at least one method should work
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:61
    When I double-tap the link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:62
    Then the link should be activated
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:63
    And KNOWN ISSUE: Links do not currently appear in iOS Rotor using SwiftUI

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:67
    When a screen reader reads the link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:68
    Then its name should clearly describe its purpose and destination
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:69
    And its role should be identified as a link
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:70
    And its state (DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:74
    When I adjust the device text resize setting to 200%
    # source: ../shared/seeds/004_628cdadcc6d09ef8.txt:75
    Then the text of the link should resize up to 200% without losing information
