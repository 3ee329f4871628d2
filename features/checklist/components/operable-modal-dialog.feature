# Sources: WCAG 2.2 Understanding 2.1.2 No Keyboard Trap
# (w3.org/WAI/WCAG22/Understanding/no-keyboard-trap) and 1.4.10 Reflow
# (w3.org/WAI/WCAG22/Understanding/reflow), in our own words: a modal dialog may keep focus inside
# while open only if the keyboard can close it and go on; at 320 CSS pixels wide and 256 tall its
# content and buttons stay reachable scrolling in one direction. Section 508 Trusted Tester 5.1's
# no keyboard trap test; it follows WCAG 2.0 and has no reflow test. The catalog's modal dialog
# feature checks where focus goes; this one checks that the keyboard can leave, and that the
# dialog fits the smallest viewport, which cookie banners and sign-up pop-ups most often fail.
@web @checklist @modal-dialog
Feature: Modal dialog way out and reflow
  The keyboard can close a modal dialog and move on, and the dialog's content and buttons stay
  reachable in the smallest viewport.

  @keyboard
  Scenario: The keyboard can close the dialog and move on
    Given that I am on a page with a modal dialog
    When I open the modal dialog from the keyboard and Tab through it both ways
    Then the modal dialog should close from the keyboard, with Escape or its close button, and let focus move on through the page

  @text-resize
  Scenario: The dialog reflows at 320 CSS pixels wide
    Given that I am on a page with a modal dialog
    And I make the page's viewport 320 CSS pixels wide
    When I open the modal dialog
    Then the modal dialog's content and buttons should all be reachable, scrolling in one direction, with nothing cut off

  @text-resize
  Scenario: The dialog reflows at 256 CSS pixels tall
    Given that I am on a page with a modal dialog
    And I make the page's viewport 256 CSS pixels tall
    When I open the modal dialog
    Then the modal dialog's content and buttons should all be reachable, scrolling in one direction, with nothing cut off
