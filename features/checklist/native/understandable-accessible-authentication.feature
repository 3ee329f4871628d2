# Sources: WCAG 2.2 Understanding 3.3.8 Accessible Authentication (Minimum)
# (w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum), in our own words;
# WCAG2ICT applies 3.3.8 to software unchanged; the app's sign-in, including any web
# view it shows, counts.
# The password field itself (paste, password managers) is checked in
# features/checklist/components/understandable-password-authentication*.feature.
@native @checklist @authentication
Feature: Accessible authentication
  Signing in never depends on remembering, transcribing or solving something unless another way
  or a helper is offered.

  @cognitive
  Scenario: Every sign-in step works without a cognitive function test
    Given that I am on a screen with a sign-in or other authentication step
    When I go through each step of signing in
    Then no sign-in step makes me remember, transcribe or solve something without an alternative or a helper

  @cognitive
  Scenario: A CAPTCHA in sign-in offers a way through without a cognitive test
    Given that I am on a screen with a sign-in or other authentication step
    When I go through each step of signing in
    Then a CAPTCHA offers a way through without solving a cognitive test
