# Sources: WCAG 2.2 Understanding 1.4.10 Reflow (w3.org/WAI/WCAG22/Understanding/reflow), in
# our own words: at a width of 320 CSS pixels (1280 at 400% zoom) content reads scrolling only
# down, and at a height of 256 CSS pixels (1024 at 400%) it reads scrolling only across, with no
# loss of information or function, except content that needs two dimensions (maps, data tables,
# toolbars, video). Section 508 Trusted Tester 5.1 follows WCAG 2.0 and has no reflow test, so
# none is cited.
@web @checklist @reflow
Feature: Reflow of the whole page
  The whole page, not only one component, reads in one scrolling direction at 320 CSS pixels wide
  and at 256 CSS pixels tall, and loses nothing.

  @text-resize
  Scenario: The whole page reflows at 320 CSS pixels wide
    Given that I am on a page with text and controls
    And I make the page's viewport 320 CSS pixels wide
    Then the page should be readable scrolling only vertically, apart from content that needs two dimensions
    And no content or function of the page should be lost, cut off or overlapped in the reflowed page

  @text-resize
  Scenario: The whole page reflows at 256 CSS pixels tall
    Given that I am on a page with text and controls
    And I make the page's viewport 256 CSS pixels tall
    Then text on the page should be readable scrolling in one direction only at 256 CSS pixels tall, apart from content that needs two dimensions
    And no content or function of the page should be lost, cut off or overlapped in the reflowed page
