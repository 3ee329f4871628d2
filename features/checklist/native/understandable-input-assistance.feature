# Sources: WCAG 2.2 Understanding 3.3.2 Labels or Instructions
# (w3.org/WAI/WCAG22/Understanding/labels-or-instructions), 3.3.3 Error Suggestion
# (w3.org/WAI/WCAG22/Understanding/error-suggestion), 3.3.4 Error Prevention (Legal, Financial,
# Data) (w3.org/WAI/WCAG22/Understanding/error-prevention-legal-financial-data) and 3.3.7
# Redundant Entry (w3.org/WAI/WCAG22/Understanding/redundant-entry), in our own words;
# WCAG2ICT, which applies these criteria to software unchanged
# (3.3.4 reads "web pages" as software); Section 508 Trusted Tester 5.1 the test of this topic for the web
# counterpart.
@native @checklist @input-assistance
Feature: Labels, error suggestions, error prevention and no redundant entry
  Inputs are labelled, errors say how to fix them, commitments can be reviewed or undone, and a process does not ask
  twice for what the user already gave.

  @input
  Scenario: Error messages suggest a correction
    Given that I am on a screen with a form that checks its fields
    When I submit the form with values in the wrong format and required fields left empty
    Then each error message suggests how to correct the value when a correction is known

  @input
  Scenario: Legal, financial and data submissions can be reviewed, checked or reversed
    Given that I am on a screen with a flow that commits me legally or financially or changes my stored data
    When I fill in and send a submission that commits me legally or financially or changes my stored data
    Then the submission can be reviewed and corrected before it is final, reversed afterwards, or is checked for errors I can correct
    And deleting stored data asks me to confirm or can be undone

  @input
  Scenario: A multi-step process does not ask again for what I entered
    Given that I am on a screen with the first step of a multi-step process
    When I go through every step of the process that asks again for information I have already given
    Then information I entered earlier in the process is filled in or offered to select when asked again

  @input
  Scenario: Inputs have labels and instructions
    Given that I am on a screen with text fields and other inputs
    When I look at each input before typing anything
    Then every input has a visible label or instruction that stays available while I type
    And required inputs and expected formats are stated before I type
