# Sources: WCAG 2.2 Understanding 1.3.5 Identify Input Purpose
# (w3.org/WAI/WCAG22/Understanding/identify-input-purpose) and its list of input purposes (HTML
# autofill tokens); WCAG2ICT for native software, where the platform's autofill content types (iOS
# textContentType, Android autofillHints) play the role of the web's autocomplete tokens. Section
# 508 Trusted Tester 5.1 follows WCAG 2.0 and has no test of this WCAG 2.1 criterion.
@web @checklist @input-purpose
Feature: Identify input purpose
  Fields that collect the user's own details say what they collect, so autofill and assistive
  tools can fill and mark them.

  @settings
  Scenario: Personal-details fields declare their purpose and autofill fills them
    Given that I am on a page with a form that asks for the user's own details
    When I open each field that asks for the user's own personal details
    Then each personal-details field should declare its input purpose
    And autofill should offer the saved personal details in the matching fields
