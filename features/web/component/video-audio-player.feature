# Imported by Stepwise from criteria/web/component/video-audio-player.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @video-audio-player
Feature: Video/audio player
  a11y - Web Accessibility Acceptance Criteria
  How to test a video/audio player
  Full information: https://www.magentaa11y.com/#/web-criteria/component/video-audio-player

  Background:
    # source: criteria/web/component/video-audio-player.md:5
    Given that I am on a page with a video/audio player

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/video-audio-player.md:9
    When I use the tab key to move focus to a control
    # source: criteria/web/component/video-audio-player.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/video-audio-player.md:10
    Then when I use the spacebar and/or enter key to activate the button
    # source: criteria/web/component/video-audio-player.md:10
    And I SEE the intended action occurs
    # source: criteria/web/component/video-audio-player.md:11
    Then when I use the arrow keys (left/right)
    # source: criteria/web/component/video-audio-player.md:11
    And I SEE the media fast forwards/reverses

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/video-audio-player.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/video-audio-player.md:16
    And I use the tab key to move focus to a control
    # source: criteria/web/component/video-audio-player.md:17
    Then I HEAR the video control purpose is clear (play, pause, stop)
    # source: criteria/web/component/video-audio-player.md:18
    And I HEAR video controls identify as button, switch etc.
    # source: criteria/web/component/video-audio-player.md:19
    And I HEAR audio content never autoplays
    # source: criteria/web/component/video-audio-player.md:20
    And I HEAR it expresses it state if applicable (pressed, expanded, disabled)
    # source: criteria/web/component/video-audio-player.md:21
    Then when I use the spacebar and/or enter key to activate the button
    # source: criteria/web/component/video-audio-player.md:21
    And I HEAR the intended action occurs
    # source: criteria/web/component/video-audio-player.md:22
    Then when I use the arrow keys (left/right)
    # source: criteria/web/component/video-audio-player.md:22
    And I HEAR the media fast forwards/reverses

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/video-audio-player.md:26
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/video-audio-player.md:28
    And I swipe to focusable to a video control
    # source: criteria/web/component/video-audio-player.md:30
    Then I HEAR the video control purpose is clear (play, pause, stop)
    # source: criteria/web/component/video-audio-player.md:32
    And I HEAR video controls identify as button, switch etc.
    # source: criteria/web/component/video-audio-player.md:34
    And I HEAR audio content never autoplays
    # source: criteria/web/component/video-audio-player.md:36
    And I HEAR it expresses it state if applicable (pressed, expanded, disabled)
    # source: criteria/web/component/video-audio-player.md:37
    Then when I doubletap with the video control in focus
    # source: criteria/web/component/video-audio-player.md:37
    And I HEAR the intended action occurs
