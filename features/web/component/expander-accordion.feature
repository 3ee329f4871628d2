# Imported by Stepwise from criteria/web/component/expander-accordion.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @expander-accordion
Feature: Expander accordion
  a11y - Web Accessibility Acceptance Criteria
  How to test an expander accordion
  Full information: https://www.magentaa11y.com/#/web-criteria/component/expander-accordion

  Background:
    # source: criteria/web/component/expander-accordion.md:5
    Given that I am on a page with an expander accordion

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/expander-accordion.md:9
    When I use the tab key to move focus to an expander
    # source: criteria/web/component/expander-accordion.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/expander-accordion.md:10
    Then when I use the spacebar and/or enter key to activate the expander
    # source: criteria/web/component/expander-accordion.md:10
    And I SEE the hidden content is revealed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/expander-accordion.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/expander-accordion.md:15
    And I use the tab key to move focus to an expander
    # source: criteria/web/component/expander-accordion.md:16
    Then I HEAR its purpose is clear
    # source: criteria/web/component/expander-accordion.md:17
    And I HEAR it identifies its role of a button or details
    # source: criteria/web/component/expander-accordion.md:18
    And I HEAR it expresses its state (expanded/collapsed)
    # source: criteria/web/component/expander-accordion.md:19
    Then when I use the spacebar and/or enter key to activate the expander
    # source: criteria/web/component/expander-accordion.md:19
    And I HEAR the hidden content is revealed

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/expander-accordion.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/expander-accordion.md:24
    And I swipe to focus on a button
    # source: criteria/web/component/expander-accordion.md:25
    Then I HEAR its purpose is clear
    # source: criteria/web/component/expander-accordion.md:26
    And I HEAR it identifies its role of a button or details
    # source: criteria/web/component/expander-accordion.md:27
    And I HEAR it expresses its state (expanded/collapsed)
    # source: criteria/web/component/expander-accordion.md:28
    Then when I doubletap with the button in focus
    # source: criteria/web/component/expander-accordion.md:28
    And I HEAR the intended action occurs
