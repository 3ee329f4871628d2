# Imported by Stepwise from criteria/native/notifications/alert-dialog.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @alert-dialog
Feature: Alert dialog
  a11y - Native Accessibility Acceptance Criteria
  How to test an alert dialog
  Full information: https://www.magentaa11y.com/#/native-criteria/notifications/alert-dialog

  Background:
    # source: criteria/native/notifications/alert-dialog.md:5
    Given that I am on a screen with an alert dialog

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/notifications/alert-dialog.md:9
    When I press the "TAB" key, an arrow key, or "CTRL+TAB" key
    # source: criteria/native/notifications/alert-dialog.md:10
    Then the focus should visibly move and remain confined within the alert dialog
    # source: criteria/native/notifications/alert-dialog.md:11
    When I press the "ESCAPE" key
    # source: criteria/native/notifications/alert-dialog.md:12
    Then the alert should close and the focus should return to the element that launched it or to a logical place
    # source: criteria/native/notifications/alert-dialog.md:13
    When I press the "SPACEBAR" key
    # source: criteria/native/notifications/alert-dialog.md:14
    Then any buttons or links within the alert should be activated on iOS and Android
    # source: criteria/native/notifications/alert-dialog.md:15
    When I press the "ENTER" key
    # source: criteria/native/notifications/alert-dialog.md:16 platforms: android
    Then any buttons or links within the alert should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/notifications/alert-dialog.md:20
    When I swipe to navigate within the alert
    # source: criteria/native/notifications/alert-dialog.md:21
    Then the focus should move and remain confined within the alert
    # source: criteria/native/notifications/alert-dialog.md:22
    When I double-tap an interactive element within the alert
    # source: criteria/native/notifications/alert-dialog.md:23
    Then that element should be activated
    # source: criteria/native/notifications/alert-dialog.md:24
    And group-related functionality is not applicable (n/a)

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/notifications/alert-dialog.md:28
    When a screen reader reads the alert dialog and its elements
    # source: criteria/native/notifications/alert-dialog.md:29
    Then the names of interactive elements (such as buttons) should follow button guidance and match their visible text
    # source: criteria/native/notifications/alert-dialog.md:30
    And the alert should identify its role as a "modal," "dialog," or "alert" as applicable
    # source: criteria/native/notifications/alert-dialog.md:31
    And confining the user within the alert should communicate its modal context to the screen reader
    # source: criteria/native/notifications/alert-dialog.md:32
    And state-related functionality is not applicable (n/a)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/notifications/alert-dialog.md:36
    When the text resize setting is increased up to 200%
    # source: criteria/native/notifications/alert-dialog.md:37
    Then the text within the alert should remain readable without losing information or functionality
