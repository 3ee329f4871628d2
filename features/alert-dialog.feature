# Source: MagentaA11y native criteria, "How to test an alert dialog"
# Full information: https://www.magentaa11y.com/MagentaA11yV2#/native-criteria/notifications/alert-dialog
@a11y @native @alert-dialog
Feature: Alert dialog
  How to test an alert dialog

  Background:
    Given I am on a screen with an alert dialog

  @keyboard
  Scenario: Test keyboard actions
    When I press the "TAB" key, an arrow key, or "CTRL+TAB" key
    Then the focus should visibly move and remain confined within the alert dialog
    When I press the "ESCAPE" key
    Then the alert should close and the focus should return to the element that launched it or to a logical place
    When I press the "SPACEBAR" key
    Then any buttons or links within the alert should be activated on iOS and Android
    When I press the "ENTER" key
    Then any buttons or links within the alert should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    When I swipe to navigate within the alert
    Then the focus should move and remain confined within the alert
    When I double-tap an interactive element within the alert
    Then that element should be activated
    And group-related functionality is not applicable (n/a)

  @screenreader
  Scenario: Test screen reader output on all devices
    When a screen reader reads the alert dialog and its elements
    Then the names of interactive elements (such as buttons) should follow button guidance and match their visible text
    And the alert should identify its role as a "modal," "dialog," or "alert" as applicable
    And confining the user within the alert should communicate its modal context to the screen reader
    And state-related functionality is not applicable (n/a)

  @text-resize
  Scenario: Test device OS settings for text resize
    When the text resize setting is increased up to 200%
    Then the text within the alert should remain readable without losing information or functionality
