# Imported by Stepwise from criteria/web/component/carousel-slideshow.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @carousel-slideshow
Feature: Carousel/slideshow
  a11y - Web Accessibility Acceptance Criteria
  How to test a carousel/slideshow
  Full information: https://www.magentaa11y.com/#/web-criteria/component/carousel-slideshow

  Background:
    # source: criteria/web/component/carousel-slideshow.md:5
    Given that I am on a page with a carousel/slideshow

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/carousel-slideshow.md:9
    When I use the tab key to move focus to carousel controls (forward, backward, pause/play, stop)
    # source: criteria/web/component/carousel-slideshow.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/carousel-slideshow.md:10
    Then when I use the spacebar or enter key
    # source: criteria/web/component/carousel-slideshow.md:10
    And I SEE the intended action occurs

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/carousel-slideshow.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/carousel-slideshow.md:14
    And I use the tab key to move focus to carousel controls (forward, backward, pause/play, stop)
    # source: criteria/web/component/carousel-slideshow.md:15
    Then I HEAR Control name and purpose is clear
    # source: criteria/web/component/carousel-slideshow.md:16
    And I HEAR Control identifies itself as a button
    # source: criteria/web/component/carousel-slideshow.md:17
    And I HEAR The number of slides and current position in the carousel is indicated
    # source: criteria/web/component/carousel-slideshow.md:18
    Then when I use the spacebar or enter key
    # source: criteria/web/component/carousel-slideshow.md:18
    And I HEAR the intended action occurs

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/carousel-slideshow.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/carousel-slideshow.md:22
    And I swipe to move focus to carousel controls (forward, backward, pause/play, stop)
    # source: criteria/web/component/carousel-slideshow.md:23
    Then I HEAR Control name and purpose is clear
    # source: criteria/web/component/carousel-slideshow.md:24
    And I HEAR Control identifies itself as a button
    # source: criteria/web/component/carousel-slideshow.md:25
    And I HEAR The number of slides and current position in the carousel is indicated
    # source: criteria/web/component/carousel-slideshow.md:26
    Then when I doubletap
    # source: criteria/web/component/carousel-slideshow.md:26
    And I HEAR the intended action occurs

  @settings
  Scenario: Device OS settings
    # source: criteria/web/component/carousel-slideshow.md:30
    When I use reduced motion THEN I see Carousel does not auto-advance, motion transitions are disabled
    # source: criteria/web/component/carousel-slideshow.md:31
    When I zoom to 400% (or set the viewport to a width equivalent to 320 CSS pixels) THEN
    # source: criteria/web/component/carousel-slideshow.md:31
    Then I SEE the carousel content and controls reflow without loss of information or functionality and I do not need to scroll in two dimensions
    # source: criteria/web/component/carousel-slideshow.md:32
    And WHEN content scrolls horizontally, THEN at a height equivalent to 256 CSS pixels I do not need to scroll vertically
    # source: criteria/web/component/carousel-slideshow.md:33
    * EXCEPT FOR parts of the content that require two-dimensional layout for usage or meaning
