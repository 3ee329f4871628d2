# Sources: WCAG 2.2 Understanding 1.4.3 Contrast (Minimum)
# (w3.org/WAI/WCAG22/Understanding/contrast-minimum), in our own words: all text and images of
# text, placeholders and text over images included, reach 4.5:1 against what is behind them,
# large text (18 point, or 14 point bold) 3:1; only text of inactive controls, pure decoration,
# incidental text and logotypes are exempt. Section 508 Trusted Tester 5.1's contrast test.
@web @checklist @contrast
Feature: Contrast (minimum) of the whole page
  Every piece of text on the page, not only hints or errors, has enough contrast with what is
  behind it.

  @visual
  Scenario: All text on the page has enough contrast
    Given that I am on a page with text
    When I measure the contrast of every piece of text on the page
    Then small text on the page should have a contrast of at least 4.5:1 with its background
    And large text on the page should have a contrast of at least 3:1 with its background
    And placeholder text and the text of controls that look disabled but still work should meet the text contrast ratios
    And text over images, gradients or video should meet the text contrast ratios against the lightest or darkest part behind it
