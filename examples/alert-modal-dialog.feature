# Imported by Stepwise from criteria/alert-modal-dialog.md:6
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @alert-modal-dialog
Feature: Alert / Modal Dialog
  How to test alert / modal dialog

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/alert-modal-dialog.md:7
    When I use tab or arrow keys
    # source: criteria/alert-modal-dialog.md:8
    Then Focus visibly moves, confined within the dialog
    # source: criteria/alert-modal-dialog.md:9
    When I use escape
    # source: criteria/alert-modal-dialog.md:10
    Then The dialog closes and returns focus to the button that launched it
    # source: criteria/alert-modal-dialog.md:11
    When I use space
    # source: criteria/alert-modal-dialog.md:12
    Then Any buttons or links are activated on iOS and Android
    # source: criteria/alert-modal-dialog.md:13 platforms: android
    When I use enter
    # source: criteria/alert-modal-dialog.md:14 platforms: android
    Then Any buttons or links are activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/alert-modal-dialog.md:17
    When I use swipe
    # source: criteria/alert-modal-dialog.md:18
    Then Focus moves, confined within the dialog
    # source: criteria/alert-modal-dialog.md:19
    When I use doubletap
    # source: criteria/alert-modal-dialog.md:20
    Then This typically activates most elements (alternative custom actions may be implemented)
    # source: criteria/alert-modal-dialog.md:21
    When I use group
    # source: criteria/alert-modal-dialog.md:22
    Then n/a

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/alert-modal-dialog.md:25
    When I check the screen reader output for name
    # source: criteria/alert-modal-dialog.md:26
    Then The dialog describes its purpose or title if any (On launch with iOS. Often with first swipe on Android or intial focus is on CTA)
    # source: criteria/alert-modal-dialog.md:27
    When I check the screen reader output for role
    # source: criteria/alert-modal-dialog.md:28
    Then May identify itself as a modal, dialog, drawer, sidebar, panel, popover, menu or alert. Confining the user within the modal communicates the context to the screen reader user that there is a modal present
    # source: criteria/alert-modal-dialog.md:29
    When I check the screen reader output for state
    # source: criteria/alert-modal-dialog.md:30
    Then When open, other content is inert. Expands/collapses, closes/opens states are typically announced for a menu, drawer, sidebar, panel or popover

  @settings @text-resize
  Scenario: Test device OS settings
    # source: criteria/alert-modal-dialog.md:33
    When I change the device setting for text resize
    # source: criteria/alert-modal-dialog.md:34
    Then Text can resize up to 200% without losing information
