# Sources: WCAG 2.2 Understanding 1.4.1 Use of Color (w3.org/WAI/WCAG22/Understanding/use-of-color);
# Section 508 Trusted Tester 5.1's use of color test; WCAG2ICT for native software (applies
# unchanged).
@web @checklist @use-of-color
Feature: Use of colour
  Colour is never the only visual means of conveying information, a state, or a link.

  @visual
  Scenario: Information survives without colour
    Given that I am on a page with information shown in colour
    And I view the page or screen in greyscale
    Then links in running text should be told apart from the surrounding text without colour
    And errors, required fields, states and selections should be shown by more than colour
    And charts and graphs should identify their data by more than colour
