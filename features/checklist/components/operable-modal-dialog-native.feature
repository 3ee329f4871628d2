# Sources: WCAG 2.2 Understanding 2.1.2 No Keyboard Trap
# (w3.org/WAI/WCAG22/Understanding/no-keyboard-trap), 1.4.10 Reflow
# (w3.org/WAI/WCAG22/Understanding/reflow) and 2.4.2 Page Titled
# (w3.org/WAI/WCAG22/Understanding/page-titled), in our own words, as W3C's WCAG2ICT applies them
# to native software (w3.org/TR/wcag2ict-22): 2.1.2 as written, with a hardware keyboard or
# switch; 1.4.10 at the largest text and display zoom, its nearest native test; and 2.4.2 by its
# recommended reading for software, a title describing the name, topic or purpose of each window
# or screen where the platform supports one, which an Android dialog (a window of its own) and an
# iOS alert or sheet (a presented screen) are. Section 508 Trusted Tester 5.1's no keyboard trap
# and page titled tests for the web counterpart.
@native @checklist @modal-dialog
Feature: Modal dialog way out, reflow and title
  The keyboard can close a modal dialog and move on, the dialog's content and buttons stay
  reachable at the largest text, and the dialog has a title that says what it is for.

  @keyboard
  Scenario: The keyboard can close the dialog and move on
    Given that I am on a screen with a modal dialog
    When I open the modal dialog from the keyboard and Tab through it both ways
    Then the modal dialog should close from the keyboard, with Escape or its close button, and let focus move on through the screen

  @text-resize
  Scenario: The dialog reflows at the largest text and display size
    Given that I am on a screen with a modal dialog
    And I set the largest text size and display zoom on the device
    When I open the modal dialog
    Then the modal dialog's content and buttons should all be reachable, scrolling in one direction, with nothing cut off

  @screenreader
  Scenario: The dialog has a title that says its purpose
    Given that I am on a screen with a modal dialog
    When I open the modal dialog
    Then the modal dialog should have a title that says its purpose, as the title of its own window or screen
