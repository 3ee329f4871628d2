# Sources: WCAG 2.2 Understanding 3.3.3 Error Suggestion
# (w3.org/WAI/WCAG22/Understanding/error-suggestion), 3.3.4 Error Prevention (Legal, Financial,
# Data) (w3.org/WAI/WCAG22/Understanding/error-prevention-legal-financial-data) and 3.3.7
# Redundant Entry (w3.org/WAI/WCAG22/Understanding/redundant-entry), in our own words;
# Section 508 Trusted Tester 5.1, the test of this topic
# (error prevention); Trusted Tester follows WCAG 2.0, so it has no test for 3.3.7.
@web @checklist @input-assistance
Feature: Error suggestions, error prevention and no redundant entry
  Errors say how to fix them, commitments can be reviewed or undone, and a process does not ask
  twice for what the user already gave.

  @input
  Scenario: Error messages suggest a correction
    Given that I am on a page with a form that checks its fields
    When I submit the form with values in the wrong format and required fields left empty
    Then each error message suggests how to correct the value when a correction is known

  @input
  Scenario: Legal, financial and data submissions can be reviewed, checked or reversed
    Given that I am on a page with a flow that commits me legally or financially or changes my stored data
    When I fill in and send a submission that commits me legally or financially or changes my stored data
    Then the submission can be reviewed and corrected before it is final, reversed afterwards, or is checked for errors I can correct
    And deleting stored data asks me to confirm or can be undone

  @input
  Scenario: A multi-step process does not ask again for what I entered
    Given that I am on a page with the first step of a multi-step process
    When I go through every step of the process that asks again for information I have already given
    Then information I entered earlier in the process is filled in or offered to select when asked again
