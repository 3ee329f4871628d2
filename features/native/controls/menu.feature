# Imported by Stepwise from criteria/native/controls/menu.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @menu
Feature: Menu
  a11y - Native Accessibility Acceptance Criteria
  How to test a menu
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/menu

  Background:
    # source: criteria/native/controls/menu.md:5
    Given that I am on a screen with a menu

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/menu.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/menu.md:10
    Then the focus should visibly move and remain confined within the menu
    # source: criteria/native/controls/menu.md:11
    When I press the "ESCAPE" key
    # source: criteria/native/controls/menu.md:12
    Then the menu should close and return focus to the button that launched it
    # source: criteria/native/controls/menu.md:13
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/menu.md:14
    Then any buttons or links within the menu should be activated on iOS and Android
    # source: criteria/native/controls/menu.md:15
    When I press the "ENTER" key
    # source: criteria/native/controls/menu.md:16 platforms: android
    Then any buttons or links within the menu should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/menu.md:20
    When I swipe to navigate within the menu
    # source: criteria/native/controls/menu.md:21
    Then the focus should move and remain confined within the menu
    # source: criteria/native/controls/menu.md:22 platforms: android
    And a two-finger swipe anywhere should dismiss the menu (Android only)
    # source: criteria/native/controls/menu.md:23
    When I double-tap interactive elements within the menu
    # source: criteria/native/controls/menu.md:24
    Then those elements should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/menu.md:28
    When a screen reader reads the menu and its contents
    # source: criteria/native/controls/menu.md:29
    Then interactive options within the menu should follow button guidance
    # source: criteria/native/controls/menu.md:30
    And the name of interactive elements should match the visible text
    # source: criteria/native/controls/menu.md:31
    And the menu's role should be identified as a menu, popover, or modal
    # source: criteria/native/controls/menu.md:32
    And confining the user's focus within the menu should communicate the presence of a modal to the screen reader
    # source: criteria/native/controls/menu.md:33
    And its state should be expressed (e.g., INERT when open, EXPANDED/COLLAPSED, or CLOSED/OPENED) on the elements that close or open the menu

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/menu.md:37
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/menu.md:38
    Then the text within the menu should resize up to 200% without losing information
