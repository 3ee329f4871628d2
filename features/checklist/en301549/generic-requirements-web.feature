# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clauses 5.2 Activation of accessibility features and
# 5.3 Biometrics, in our own words. No WCAG 2.2 success criterion asks for either: WCAG judges the
# screens on the way to a setting, not whether the person who needs the setting can reach it, and
# 3.3.8 allows biometrics as a way to sign in.
@web @checklist @en301549 @generic-requirements
Feature: Turning on accessibility features, and biometrics with an alternative
  Whoever needs one of the site's documented accessibility features can turn it on without the
  ability it makes up for, and no one needs a particular part of the body to identify themselves
  or operate the site.

  @screenreader
  Scenario: Accessibility features for people who cannot see can be turned on without sight
    Given that I am on a page with the site's accessibility settings
    When I turn on each documented accessibility feature for people who cannot see, using only the screen reader
    Then each documented accessibility feature for people who cannot see should be possible to find and turn on without sight

  @settings
  Scenario: Other accessibility features can be turned on without the ability they make up for
    Given that I am on a page with the site's accessibility settings
    When I turn on each other documented accessibility feature the way a person who needs it would
    Then each documented accessibility feature should be possible to turn on without the hearing, speech, dexterity or vision it makes up for

  @biometrics
  Scenario: Biometric sign-in and confirmation have an alternative
    Given that I am on a page with a biometric sign-in or confirmation
    When I decline the biometric prompt at each place the product asks for one
    Then the product should offer another way to identify myself or confirm that does not rely on that body feature
