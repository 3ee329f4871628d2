# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clauses 11.7 User preferences and 11.6.2 No
# disruption of accessibility features, in our own words; Apple's and Google's documentation of
# their display, text and keyboard accessibility settings. WCAG 2.2 judges an app's own colours,
# text size and focus (1.4.3, 1.4.4, 2.4.7, in the checklist and the catalog); these judge whether
# the app follows the settings the user chose for every app, and leaves the platform's accessibility
# features working. Apps only: EN 301 549 answers for web content with chapter 9, which is WCAG.
@native @checklist @en301549 @user-preferences
Feature: The platform's accessibility settings are honoured
  The app follows the colour, contrast, text size, bold text, units and focus settings the user
  chose on the device, and never gets in the way of the device's own accessibility features.

  @settings
  Scenario: The app follows the platform's colour and contrast settings
    Given that I am on a screen with text, icons and controls
    When I turn on the platform's colour and contrast settings one at a time
    Then the app should follow each colour and contrast setting as the platform's own apps do

  @settings
  Scenario: The app follows the platform's text size and bold text settings
    Given that I am on a screen with text, icons and controls
    When I change the platform's font size and turn on bold text
    Then the app's text should follow the platform's font size and bold text settings

  @settings
  Scenario: The app follows the platform's units of measurement
    Given that I am on a screen with text, icons and controls
    When I change the platform's units of measurement and temperature
    Then the app should show measurements in the units the platform is set to

  @settings @keyboard
  Scenario: The app follows the platform's focus indicator settings
    Given that I am on a screen with text, icons and controls
    When I change the platform's focus indicator settings and move focus with a keyboard
    Then the focus indicator should follow the platform's focus settings

  @settings
  Scenario: The app leaves the platform's accessibility features working
    Given that I am on a screen with text, icons and controls
    When I use the platform's screen reader, zoom, switch access and voice control in the app
    Then the app should leave each platform accessibility feature working, unless I turn it off in the app myself
