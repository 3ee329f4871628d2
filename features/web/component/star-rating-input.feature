# Imported by Stepwise from criteria/web/component/star-rating.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @star-rating-input
Feature: Star rating input
  a11y - Web Accessibility Acceptance Criteria
  How to test a star rating input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/star-rating

  Background:
    # source: criteria/web/component/star-rating.md:5
    Given that I am on a star rating input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/star-rating.md:9
    When I use the tab key to move focus to a radio group
    # source: criteria/web/component/star-rating.md:9
    Then I SEE focus is strongly visually indicated on the first unselected option or the selected option
    # source: criteria/web/component/star-rating.md:10
    Then when I use the spacebar to activate the radio button
    # source: criteria/web/component/star-rating.md:10
    And I SEE the radio button with focus change state to selected.
    # source: criteria/web/component/star-rating.md:11
    Then when I use the arrow keys to focus radio button
    # source: criteria/web/component/star-rating.md:11
    And I SEE the state is changed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/star-rating.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/star-rating.md:16
    And I use the tab key to move focus to a radio group
    # source: criteria/web/component/star-rating.md:17
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/star-rating.md:18
    And I HEAR it identifies itself as a radio option
    # source: criteria/web/component/star-rating.md:19
    And I HEAR each option has an associated label and the radio group name
    # source: criteria/web/component/star-rating.md:20
    And I HEAR it expresses its state (selected, checked, disabled)
    # source: criteria/web/component/star-rating.md:21
    Then when I use the spacebar to activate the radio button
    # source: criteria/web/component/star-rating.md:21
    And I HEAR the radio button with focus change state to selected.
    # source: criteria/web/component/star-rating.md:22
    Then when I use the arrow keys to focus radio button
    # source: criteria/web/component/star-rating.md:22
    And I HEAR the state is changed

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/star-rating.md:26
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/star-rating.md:27
    And I swipe to focus on a radio button
    # source: criteria/web/component/star-rating.md:28
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/star-rating.md:29
    And I HEAR it identifies itself as a radio option
    # source: criteria/web/component/star-rating.md:30
    And I HEAR each option has an associated label and the radio group name
    # source: criteria/web/component/star-rating.md:31
    And I HEAR it expresses its state (selected, checked, disabled)
    # source: criteria/web/component/star-rating.md:32
    Then when I doubletap with the radio in focus
    # source: criteria/web/component/star-rating.md:32
    And I HEAR the state is changed
