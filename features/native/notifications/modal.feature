# Imported by Stepwise from criteria/native/notifications/modal.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @modal
Feature: Modal
  a11y - Native Accessibility Acceptance Criteria
  How to test a modal
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/segmented-control

  Background:
    # source: criteria/native/notifications/modal.md:5
    Given that I am on a screen with a modal

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/notifications/modal.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    # source: criteria/native/notifications/modal.md:10
    Then the focus should visibly move to any interactive element within the modal
    # source: criteria/native/notifications/modal.md:11
    When I press the "ESCAPE" key
    # source: criteria/native/notifications/modal.md:12
    Then the modal should close
    # source: criteria/native/notifications/modal.md:13
    And focus should return to the button that launched it
    # source: criteria/native/notifications/modal.md:14
    When I press the "SPACEBAR" key
    # source: criteria/native/notifications/modal.md:15
    Then any buttons or links should be activated on iOS and Android
    # source: criteria/native/notifications/modal.md:16
    When I press the "ENTER" key
    # source: criteria/native/notifications/modal.md:17 platforms: android
    Then any buttons or links should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/notifications/modal.md:21
    When I swipe to navigate
    # source: criteria/native/notifications/modal.md:22
    Then focus should move into the modal and remain confined within it
    # source: criteria/native/notifications/modal.md:23
    When I double-tap an element
    # source: criteria/native/notifications/modal.md:24
    Then it should be activated unless an alternative custom action is implemented

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/notifications/modal.md:28
    When a screen reader is active
    # source: criteria/native/notifications/modal.md:29
    Then the modal itself should not be announced as interactive
    # source: criteria/native/notifications/modal.md:30
    And any close button label should clearly describe the close action
    # source: criteria/native/notifications/modal.md:31
    And any call-to-action (CTA) elements within the modal should be announced as a button

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/notifications/modal.md:35
    When I have increased text size in device settings
    # source: criteria/native/notifications/modal.md:36
    Then text should resize up to 200% without losing information
