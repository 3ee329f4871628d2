# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clauses 7.1.1 to 7.1.5 (caption processing
# technology), 7.2.1 to 7.2.3 (audio description technology) and 7.3 (user controls for captions
# and audio description), in our own words. WCAG 2.2's 1.2.2 to 1.2.5 ask that the content has
# captions and audio description, which the checklist's media features check; these ask that the
# player shows them, keeps them in time, keeps them when it handles the video, and puts their
# controls within reach. Only for products that play video with sound: select them with
# --tags @video, or leave them out with --tags "not @video".
@native @checklist @en301549 @video
Feature: Playing captions and audio description
  The app displays and speaks the captions a video carries, in the style the viewer needs, plays
  its audio description, keeps both in time and through what it does with the video, and puts
  their controls beside play and volume.

  @visual
  Scenario: The player displays the captions a video carries, in time
    Given that I am on a screen with a video player
    When I play a test video that carries closed captions
    Then the player should let me choose to display the captions the video carries
    And the displayed captions should appear and leave with their time stamps, also after pausing, seeking and changing speed

  @settings
  Scenario: Captions are shown the way the viewer sets them
    Given that I am on a screen with a video player
    When I play a test video that carries closed captions
    And I change the caption size, font, colours and background in the settings the player follows
    Then the captions should be shown in the size, font, colours and background I chose

  @screenreader
  Scenario: Subtitles can be spoken
    Given that I am on a screen with a video player
    When I play a test video with subtitles in another language than its soundtrack, with the screen reader on
    Then the product should have a mode that speaks the subtitles as they appear

  @screenreader
  Scenario: The player plays the audio description a video carries, in time
    Given that I am on a screen with a video player
    When I play a test video that carries an audio description track
    Then the player should let me choose and play the audio description the video carries
    And the audio description should stay in time with the picture, also after pausing, seeking and switching it on mid-play

  Scenario: Captions and audio description survive what the app does with a video
    Given that I am on a screen with a video player
    When I upload, record, convert, download or send on a test video that carries captions and audio description, as the product allows
    Then the video the product gives back should still carry its captions, shown in time
    And the video the product gives back should still carry its audio description, played in time

  Scenario: Caption and audio description controls are as near as play and volume
    Given that I am on a screen with a video player
    When I count the steps to play, pause and change the volume, and the steps to turn captions and audio description on and off
    Then captions and audio description should take no more steps to turn on and off than the player's primary controls
