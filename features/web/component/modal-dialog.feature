# Imported by Stepwise from criteria/web/component/modal-dialog.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @modal-dialog
Feature: Modal dialog
  a11y - Web Accessibility Acceptance Criteria
  How to test a modal dialog
  Full information: https://www.magentaa11y.com/#/web-criteria/component/modal-dialog

  Background:
    # source: criteria/web/component/modal-dialog.md:5
    Given that I am on a page with a modal dialog

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/modal-dialog.md:9
    When I use the tab key to move focus to the launch button and use spacebar and/or enter key to activate the button
    # source: criteria/web/component/modal-dialog.md:9
    Then I SEE the dialog opens and is in focus
    # source: criteria/web/component/modal-dialog.md:10
    Then when I use the arrow keys
    # source: criteria/web/component/modal-dialog.md:10
    And I SEE content in the dialog is browsed in logical order and does not leave the dialog
    # source: criteria/web/component/modal-dialog.md:11
    Then when I use the tab key
    # source: criteria/web/component/modal-dialog.md:11
    And I SEE focus moves to interactive controls in the modal dialog
    # source: criteria/web/component/modal-dialog.md:12
    Then when I use the escape key
    # source: criteria/web/component/modal-dialog.md:12
    And I SEE focus returns to the launch button
    # source: criteria/web/component/modal-dialog.md:13
    * OR when I use the tab key to move focus to the dismiss/close button AND THEN use the spacebar or enter key to activate the dismiss/close button
    # source: criteria/web/component/modal-dialog.md:13
    And I SEE focus returns to the launch button

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/modal-dialog.md:17
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/modal-dialog.md:18
    And I use the tab key to move focus to the launch button and use spacebar and/or enter key to activate the button
    # source: criteria/web/component/modal-dialog.md:19
    Then I HEAR the dialog describes its purpose or title on launch
    # source: criteria/web/component/modal-dialog.md:20
    And I HEAR it identifies itself as a modal or dialog
    # source: criteria/web/component/modal-dialog.md:21
    And I HEAR when closed, focus returns to the launch button
    # source: criteria/web/component/modal-dialog.md:22
    And I HEAR when open, content behind the modal remains inert
    # source: criteria/web/component/modal-dialog.md:23
    Then when I use the arrow keys
    # source: criteria/web/component/modal-dialog.md:23
    And I HEAR content in the dialog is browsed in logical order and does not leave the dialog
    # source: criteria/web/component/modal-dialog.md:24
    Then when I use the tab key
    # source: criteria/web/component/modal-dialog.md:24
    And I HEAR focus moves to interactive controls in the modal dialog
    # source: criteria/web/component/modal-dialog.md:25
    Then when I use the escape key
    # source: criteria/web/component/modal-dialog.md:25
    And I HEAR focus returns to the launch button
    # source: criteria/web/component/modal-dialog.md:26
    * OR when I use the tab key to move focus to the dismiss/close button AND THEN use the spacebar or enter key to activate the dismiss/close button
    # source: criteria/web/component/modal-dialog.md:26
    And I HEAR focus returns to the launch button

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/modal-dialog.md:30
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/modal-dialog.md:31
    And I swipe to focus to the launch button
    # source: criteria/web/component/modal-dialog.md:32
    Then I HEAR the dialog describes its purpose or title on launch
    # source: criteria/web/component/modal-dialog.md:33
    And I HEAR it identifies itself as a modal or dialog
    # source: criteria/web/component/modal-dialog.md:34
    And I HEAR when closed, focus returns to the launch button
    # source: criteria/web/component/modal-dialog.md:35
    And I HEAR when open, content behind the modal remains inert
    # source: criteria/web/component/modal-dialog.md:36
    Then when I doubletap with the button in focus
    # source: criteria/web/component/modal-dialog.md:36
    And I HEAR the dialog opens
    # source: criteria/web/component/modal-dialog.md:37
    Then when I swipe within the modal dialog
    # source: criteria/web/component/modal-dialog.md:37
    And I HEAR focus stays trapped in the modal dialog
    # source: criteria/web/component/modal-dialog.md:38
    Then when I swipe to move focus to the dismiss/close button AND THEN double tap on the close button
    # source: criteria/web/component/modal-dialog.md:38
    And I HEAR focus returns to the launch button
