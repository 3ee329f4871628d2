# Imported by Stepwise from criteria/web/page-level/form.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @web-form
Feature: Web form
  a11y - Web Accessibility Acceptance Criteria
  How to test a web form
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/form

  Background:
    # source: criteria/web/page-level/form.md:5
    Given that I am on a page with a web form

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/form.md:8
    When I use the tab key to move focus to a form field
    # source: criteria/web/page-level/form.md:9
    Then I SEE focus is visually indicated
    # source: criteria/web/page-level/form.md:10
    And I SEE the focus moves in a logical order

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/form.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/form.md:14
    And I use the tab key to move focus to inputs inside the form
    # source: criteria/web/page-level/form.md:15
    Then I HEAR If multiple forms are present (Ex: Search, Sign in, Newsletter subscription), the form must have a name
    # source: criteria/web/page-level/form.md:16
    And I HEAR It is discoverable with screenreader shortcuts as a form landmark along with its name
    # source: criteria/web/page-level/form.md:17
    And I HEAR the screenreader switch from browse shortcuts to forms shortcuts

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/form.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/form.md:21
    And I swipe to focus on inputs inside the form
    # source: criteria/web/page-level/form.md:22
    Then I HEAR If multiple forms are present (Ex: Search, Sign in, Newsletter subscription), the form must have a name
    # source: criteria/web/page-level/form.md:23
    And I HEAR It is discoverable with screenreader shortcuts as a form landmark along with its name
    # source: criteria/web/page-level/form.md:24
    And I HEAR the screenreader switch from browse shortcuts to forms shortcuts
