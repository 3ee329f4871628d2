# Imported by Stepwise from criteria/web/component/sticky-element.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @sticky-element
Feature: Sticky element
  a11y - Web Accessibility Acceptance Criteria
  How to test a sticky element
  Full information: https://www.magentaa11y.com/#/web-criteria/component/sticky-element

  Background:
    # source: criteria/web/component/sticky-element.md:5
    Given that I am on a page with a sticky element

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/sticky-element.md:9
    When I use the tab key to move focus to interactive elements inside the sticky element
    # source: criteria/web/component/sticky-element.md:9
    Then I SEE focus is visually indicated in a logical order in relation to the whole page

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/sticky-element.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/sticky-element.md:15
    And I use the tab key to move focus to interactive elements inside the sticky element
    # source: criteria/web/component/sticky-element.md:16
    Then I HEAR interactive elements are read in logical order in relation to the whole page

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/sticky-element.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/sticky-element.md:22
    And I swipe to the sticky element
    # source: criteria/web/component/sticky-element.md:23
    Then I HEAR Interactive elements are read in logical order in relation to the whole page
    # ## Developer Notes
    #
    # ### Name
    #
    # - Typically doesn’t have a name or description since there must be only one instance per page.
