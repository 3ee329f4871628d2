# Imported by Stepwise from criteria/native/notifications/snackbar-toast.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @snackbar-toast
Feature: Snackbar/toast
  a11y - Native Accessibility Acceptance Criteria
  How to test a snackbar/toast
  Full information: https://www.magentaa11y.com/#/native-criteria/notifications/snackbar-toast

  Background:
    # source: criteria/native/notifications/snackbar-toast.md:5
    Given that I am on a screen with a snackbar/toast

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/notifications/snackbar-toast.md:9
    When I press the "TAB" key, an arrow key, or "CTRL+TAB" key
    # source: criteria/native/notifications/snackbar-toast.md:10
    Then the focus should visibly move in logical order to the snackbar if there is an interactive element inside
    # source: criteria/native/notifications/snackbar-toast.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/notifications/snackbar-toast.md:12
    Then any interactive element inside the snackbar should be activated on iOS and Android
    # source: criteria/native/notifications/snackbar-toast.md:13
    When I press the "ENTER" key
    # source: criteria/native/notifications/snackbar-toast.md:14 platforms: android
    Then any interactive element inside the snackbar should be activated on Android
    # source: criteria/native/notifications/snackbar-toast.md:15
    When there is no interactive element in the snackbar
    # source: criteria/native/notifications/snackbar-toast.md:16
    Then the snackbar/toast should be dynamically announced without moving the focus to it

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/notifications/snackbar-toast.md:20
    When I swipe to navigate within the snackbar
    # source: criteria/native/notifications/snackbar-toast.md:21
    Then the focus should move to any interactive elements inside the snackbar
    # source: criteria/native/notifications/snackbar-toast.md:22
    When I double-tap an interactive element
    # source: criteria/native/notifications/snackbar-toast.md:23
    Then the element should be activated
    # source: criteria/native/notifications/snackbar-toast.md:24
    When there is no interactive element in the snackbar
    # source: criteria/native/notifications/snackbar-toast.md:25
    Then the snackbar/toast should be dynamically announced without moving the focus to it

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/notifications/snackbar-toast.md:29
    When a screen reader reads any interactive elements inside the snackbar
    # source: criteria/native/notifications/snackbar-toast.md:30
    Then their purpose or title should be announced
    # source: criteria/native/notifications/snackbar-toast.md:31 platforms: ios
    And their role should be identified as "button" in iOS
    # source: criteria/native/notifications/snackbar-toast.md:32 platforms: android
    And on Android, they should instruct "double tap to activate"
    # source: criteria/native/notifications/snackbar-toast.md:33
    And the elements within the snackbar should be grouped in a way that ensures the content is understandable
    # source: criteria/native/notifications/snackbar-toast.md:34
    And state-related functionality is not applicable (N/A)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/notifications/snackbar-toast.md:38
    When the user increases the text size setting up to 200%
    # source: criteria/native/notifications/snackbar-toast.md:39
    Then all text within the snackbar should remain fully readable
    # source: criteria/native/notifications/snackbar-toast.md:40
    And no content or functionality should be lost or cut off
