# Imported by Stepwise from criteria/native/controls/sidebar-menu.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @sidebar-navigation-menu
Feature: Sidebar navigation menu
  a11y - Native Accessibility Acceptance Criteria
  How to test a sidebar navigation menu
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/sidebar-menu

  Background:
    # source: criteria/native/controls/sidebar-menu.md:5
    Given that I am on a screen with a sidebar navigation menu

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/sidebar-menu.md:9
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/native/controls/sidebar-menu.md:10
    Then the focus should visibly move to the first interactive element in the menu
    # source: criteria/native/controls/sidebar-menu.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/controls/sidebar-menu.md:12
    Then the menu item should be activated on iOS and Android
    # source: criteria/native/controls/sidebar-menu.md:13
    When I press the "ENTER" key
    # source: criteria/native/controls/sidebar-menu.md:14 platforms: android
    Then the menu item should be activated on Android
    # source: criteria/native/controls/sidebar-menu.md:15
    When a close button is present
    # source: criteria/native/controls/sidebar-menu.md:16
    Then I activate the close button
    # source: criteria/native/controls/sidebar-menu.md:17
    And the menu should close and the focus should return to the triggering element

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/sidebar-menu.md:21
    When I swipe to navigate through the menu
    # source: criteria/native/controls/sidebar-menu.md:22
    Then the focus should move to each menu item
    # source: criteria/native/controls/sidebar-menu.md:23
    And the item's name, role, and state (if applicable) should be expressed
    # source: criteria/native/controls/sidebar-menu.md:24
    When I double-tap a menu item
    # source: criteria/native/controls/sidebar-menu.md:25
    Then the menu item should be activated
    # source: criteria/native/controls/sidebar-menu.md:26
    When I perform a two-finger swipe to the left anywhere on the screen
    # source: criteria/native/controls/sidebar-menu.md:27 platforms: android
    Then the menu should close (Android only)
    # source: criteria/native/controls/sidebar-menu.md:28
    When a close button is present
    # source: criteria/native/controls/sidebar-menu.md:29
    And I double-tap the close button
    # source: criteria/native/controls/sidebar-menu.md:30
    Then the menu should close and the focus should return to the triggering element

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/sidebar-menu.md:34
    When a screen reader reads the menu items
    # source: criteria/native/controls/sidebar-menu.md:35
    Then their name should clearly describe their purpose and match the visible label
    # source: criteria/native/controls/sidebar-menu.md:36
    And their role should be identified as a button in iOS and as a button or "double tap to activate" in Android
    # source: criteria/native/controls/sidebar-menu.md:37
    And their visible label should be grouped or associated with the menu item in a single swipe
    # source: criteria/native/controls/sidebar-menu.md:38
    And their state (DISABLED/DIMMED) should be expressed, if applicable

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/sidebar-menu.md:42
    When I adjust the device text resize setting to 200%
    # source: criteria/native/controls/sidebar-menu.md:43
    Then the text should resize up to 200% without losing information
