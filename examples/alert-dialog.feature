# Imported by Stepwise from criteria/alert-dialog.md:54
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @alert-dialog
Feature: Alert dialog
  a11y - Native Accessibility Acceptance Criteria
  How to test an alert dialog
  Full information: https://www.magentaa11y.com/MagentaA11yV2#/native-criteria/notifications/alert-dialog

  Condensed checklist:
  1. Test keyboard only, then screen reader + keyboard actions
      - Tab, arrow keys or ctl+tab: Focus visibly moves, confined within the alert
      - Escape: The alert closes and returns focus to the element that launched it or to a logical place
      - Space: Any buttons or links are activated on iOS and Android
      - Enter: Any buttons or links are activated on Android
  2. Test mobile screenreader gestures
      - Swipe: Focus moves, confined within the alert
      - Doubletap: This typically activates most elements
      - Group: n/a
  3. Listen to screenreader output on all devices
      - Name: Interactive elements within the alert should follow button guidance. The name should match the visible text for those buttons
      - Role: May identify itself as a modal, dialog or alert. Confining the user within the alert communicates the context to the screen reader user that there is a modal present
      - State: n/a
  4. Test device settings
      - Text resize: Text can resize up to 200% without losing information

  Background:
    # source: criteria/alert-dialog.md:58
    Given that I am on a screen with an alert dialog

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/alert-dialog.md:62
    When I press the "TAB" key, an arrow key, or "CTRL+TAB" key
    # source: criteria/alert-dialog.md:63
    Then the focus should visibly move and remain confined within the alert dialog
    # source: criteria/alert-dialog.md:64
    When I press the "ESCAPE" key
    # source: criteria/alert-dialog.md:65
    Then the alert should close and the focus should return to the element that launched it or to a logical place
    # source: criteria/alert-dialog.md:66
    When I press the "SPACEBAR" key
    # source: criteria/alert-dialog.md:67
    Then any buttons or links within the alert should be activated on iOS and Android
    # source: criteria/alert-dialog.md:68
    When I press the "ENTER" key
    # source: criteria/alert-dialog.md:69 platforms: android
    Then any buttons or links within the alert should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/alert-dialog.md:73
    When I swipe to navigate within the alert
    # source: criteria/alert-dialog.md:74
    Then the focus should move and remain confined within the alert
    # source: criteria/alert-dialog.md:75
    When I double-tap an interactive element within the alert
    # source: criteria/alert-dialog.md:76
    Then that element should be activated
    # source: criteria/alert-dialog.md:77
    And group-related functionality is not applicable (n/a)

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/alert-dialog.md:81
    When a screen reader reads the alert dialog and its elements
    # source: criteria/alert-dialog.md:82
    Then the names of interactive elements (such as buttons) should follow button guidance and match their visible text
    # source: criteria/alert-dialog.md:83
    And the alert should identify its role as a "modal," "dialog," or "alert" as applicable
    # source: criteria/alert-dialog.md:84
    And confining the user within the alert should communicate its modal context to the screen reader
    # source: criteria/alert-dialog.md:85
    And state-related functionality is not applicable (n/a)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/alert-dialog.md:89
    When the text resize setting is increased up to 200%
    # source: criteria/alert-dialog.md:90
    Then the text within the alert should remain readable without losing information or functionality
