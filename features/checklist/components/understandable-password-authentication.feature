# Sources: WCAG 2.2 Understanding 3.3.8 Accessible Authentication (Minimum)
# (w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum), in our own words: pasting
# and password managers are the mechanisms that keep a password from being a memory or
# transcription test; WCAG2ICT applies the criterion to native software unchanged. The catalog's
# password input checks name, role, state and show/hide; this adds what it lacks.
@web @checklist @password-input
Feature: Password input works with paste and password managers
  A password field lets users paste and lets password managers fill, so signing in needs no
  recall or transcription.

  @cognitive
  Scenario: A pasted password is accepted
    Given that I am on a page with a password input
    When I paste a password from the clipboard into the password input
    Then the pasted password is accepted in full and signs me in

  @cognitive
  Scenario: A password manager can fill the password input
    Given that I am on a page with a password input
    When I fill the password input from the password manager
    Then the password manager fills the username and password and the filled credentials sign me in
    And the password input does not ask me to type chosen characters of my password from memory
