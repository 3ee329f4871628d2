# Sources: WCAG 2.2 Understanding 3.3.8 Accessible Authentication (Minimum)
# (w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum), in our own words;
# Trusted Tester 5.1 follows WCAG 2.0 and has no test for 3.3.8.
# The password field itself (paste, password managers) is checked in
# features/checklist/components/understandable-password-authentication*.feature.
@web @checklist @authentication
Feature: Accessible authentication
  Signing in never depends on remembering, transcribing or solving something unless another way
  or a helper is offered.

  @cognitive
  Scenario: Every sign-in step works without a cognitive function test
    Given that I am on a page with a sign-in or other authentication step
    When I go through each step of signing in
    Then no sign-in step makes me remember, transcribe or solve something without an alternative or a helper

  @cognitive
  Scenario: A CAPTCHA in sign-in offers a way through without a cognitive test
    Given that I am on a page with a sign-in or other authentication step
    When I go through each step of signing in
    Then a CAPTCHA offers a way through without solving a cognitive test
