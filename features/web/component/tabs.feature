# Imported by Stepwise from criteria/web/component/tabs.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @tabs
Feature: Tabs
  a11y - Web Accessibility Acceptance Criteria
  How to test tabs
  Full information: https://www.magentaa11y.com/#/web-criteria/component/tabs

  Background:
    # source: criteria/web/component/tabs.md:5
    Given that I am on a page with tabs

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/tabs.md:9
    When I use the tab key to move focus to a tab
    # source: criteria/web/component/tabs.md:9
    Then I SEE focus is strongly visually indicated on the activated tab
    # source: criteria/web/component/tabs.md:11
    * IF TAB ACTIVATION IS MANUAL when I use the left/right arrow keys
    # source: criteria/web/component/tabs.md:11
    And I SEE focus moves to other tabs and I use the spacebar or enter key to activate the tab
    # source: criteria/web/component/tabs.md:13
    * IF TAB ACTIVATION IS AUTOMATIC when I use the left/right arrow keys
    # source: criteria/web/component/tabs.md:13
    And I SEE the tab is activated
    # source: criteria/web/component/tabs.md:15
    Then when I use the tab key
    # source: criteria/web/component/tabs.md:15
    And I SEE focus moves to the activated tab panel

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/tabs.md:19
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/tabs.md:21
    And I use the tab key to move focus to a tab
    # source: criteria/web/component/tabs.md:22
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/tabs.md:23
    And I HEAR it identifies itself as a tab
    # source: criteria/web/component/tabs.md:24
    And I HEAR it expresses its state (selected/pressed/checked)
    # source: criteria/web/component/tabs.md:26
    * IF TAB ACTIVATION IS MANUAL when I use the left/right arrow keys
    # source: criteria/web/component/tabs.md:26
    And I HEAR focus moves to other tabs and I use the spacebar or enter key to activate the tab
    # source: criteria/web/component/tabs.md:28
    * IF TAB ACTIVATION IS AUTOMATIC when I use the left/right arrow keys
    # source: criteria/web/component/tabs.md:28
    And I HEAR the tab is activated
    # source: criteria/web/component/tabs.md:30
    Then when I use the tab key
    # source: criteria/web/component/tabs.md:30
    And I HEAR focus moves to the activated tab panel

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/tabs.md:34
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/tabs.md:36
    And I swipe to focus on a tab
    # source: criteria/web/component/tabs.md:37
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/tabs.md:38
    And I HEAR it identifies itself as a tab
    # source: criteria/web/component/tabs.md:39
    And I HEAR it expresses its state (selected/pressed/checked)
    # source: criteria/web/component/tabs.md:41
    Then when I doubletap with the tab in focus
    # source: criteria/web/component/tabs.md:41
    And I HEAR the state is changed
