# Imported by Stepwise from ../shared/seeds/001_3bef84da1555376a.txt:6
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @alert-modal-dialog
Feature: Alert / Modal Dialog
  How to test alert / modal dialog

  @keyboard
  Scenario: Test keyboard actions
    # source: ../shared/seeds/001_3bef84da1555376a.txt:7
    When I use tab or arrow keys
    # source: ../shared/seeds/001_3bef84da1555376a.txt:8
    Then Focus visibly moves, confined within the dialog
    # source: ../shared/seeds/001_3bef84da1555376a.txt:9
    When I use escape
    # source: ../shared/seeds/001_3bef84da1555376a.txt:10
    Then The dialog closes and returns focus to the button that launched it
    # source: ../shared/seeds/001_3bef84da1555376a.txt:11
    When I use space
    # source: ../shared/seeds/001_3bef84da1555376a.txt:12
    Then Any buttons or links are activated on iOS and Android
    # source: ../shared/seeds/001_3bef84da1555376a.txt:13 platforms: android
    When I use enter
    # source: ../shared/seeds/001_3bef84da1555376a.txt:14 platforms: android
    Then Any buttons or links are activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: ../shared/seeds/001_3bef84da1555376a.txt:17
    When I use swipe
    # source: ../shared/seeds/001_3bef84da1555376a.txt:18
    Then Focus moves, confined within the dialog
    # source: ../shared/seeds/001_3bef84da1555376a.txt:19
    When I use doubletap
    # source: ../shared/seeds/001_3bef84da1555376a.txt:20
    Then This typically activates most elements (alternative custom actions may be implemented)
    # source: ../shared/seeds/001_3bef84da1555376a.txt:21
    When I use group
    # source: ../shared/seeds/001_3bef84da1555376a.txt:22
    Then n/a

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: ../shared/seeds/001_3bef84da1555376a.txt:25
    When I check the screen reader output for name
    # source: ../shared/seeds/001_3bef84da1555376a.txt:26
    Then The dialog describes its purpose or title if any (On launch with iOS. Often with first swipe on Android or intial focus is on CTA)
    # source: ../shared/seeds/001_3bef84da1555376a.txt:27
    When I check the screen reader output for role
    # source: ../shared/seeds/001_3bef84da1555376a.txt:28
    Then May identify itself as a modal, dialog, drawer, sidebar, panel, popover, menu or alert. Confining the user within the modal communicates the context to the screen reader user that there is a modal present
    # source: ../shared/seeds/001_3bef84da1555376a.txt:29
    When I check the screen reader output for state
    # source: ../shared/seeds/001_3bef84da1555376a.txt:30
    Then When open, other content is inert. Expands/collapses, closes/opens states are typically announced for a menu, drawer, sidebar, panel or popover

  @settings @text-resize
  Scenario: Test device OS settings
    # source: ../shared/seeds/001_3bef84da1555376a.txt:33
    When I change the device setting for text resize
    # source: ../shared/seeds/001_3bef84da1555376a.txt:34
    Then Text can resize up to 200% without losing information
