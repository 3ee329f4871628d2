# Imported by Stepwise from criteria/web/component/tooltip.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @tooltip
Feature: Tooltip
  a11y - Web Accessibility Acceptance Criteria
  How to test a tooltip
  Full information: https://www.magentaa11y.com/#/web-criteria/component/tooltip

  Background:
    # source: criteria/web/component/tooltip.md:5
    Given that I am on a page with a tooltip button

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/tooltip.md:9
    When I use the tab key to move focus to a tooltip button
    # source: criteria/web/component/tooltip.md:10
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/tooltip.md:11
    And I SEE a tooltip appears after a short delay
    # source: criteria/web/component/tooltip.md:12
    Then when I use the spacebar and/or enter key to activate the button
    # source: criteria/web/component/tooltip.md:13
    And I SEE the intended action occurs OR the tooltip remains visible without triggering an action

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/tooltip.md:17
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/tooltip.md:18
    And I use the tab key to move focus to a tooltip button
    # source: criteria/web/component/tooltip.md:19
    Then I HEAR the accessible name of the button
    # source: criteria/web/component/tooltip.md:20
    And I HEAR the tooltip content (if implemented using `aria-describedby` or role="tooltip")
    # source: criteria/web/component/tooltip.md:21
    And I HEAR whether the button is actionable or static
    # source: criteria/web/component/tooltip.md:22
    Then when I use the spacebar and/or enter key to activate the tooltip button
    # source: criteria/web/component/tooltip.md:23
    And I HEAR the intended action occurs (if applicable)

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/tooltip.md:27
    When I use a mobile screenreader (TalkBack, VoiceOver)
    # source: criteria/web/component/tooltip.md:28
    And I swipe to focus on a tooltip button
    # source: criteria/web/component/tooltip.md:29
    Then I HEAR the accessible name of the button
    # source: criteria/web/component/tooltip.md:30
    And I HEAR the tooltip content (if implemented using `aria-describedby` or role="tooltip")
    # source: criteria/web/component/tooltip.md:31
    And I HEAR whether the button is actionable or static
    # source: criteria/web/component/tooltip.md:32
    Then when I doubletap with the tooltip button in focus
    # source: criteria/web/component/tooltip.md:33
    And I HEAR the intended action occurs (if applicable)
