# Sources: WCAG 2.2 Understanding 1.4.2 Audio Control
# (w3.org/WAI/WCAG22/Understanding/audio-control), 2.3.1 Three Flashes or Below Threshold
# (w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold), 2.1.4 Character Key
# Shortcuts (w3.org/WAI/WCAG22/Understanding/character-key-shortcuts) and 1.3.4 Orientation
# (w3.org/WAI/WCAG22/Understanding/orientation), in our own words: sound a player starts by itself
# for more than 3 seconds can be paused, stopped or turned down in the player; the video, its
# previews and adverts stay under the flash thresholds; the player's single-key shortcuts work only
# while it has focus, or can be turned off or remapped; the player works in either orientation,
# the Understanding document's own example. Section 508 Trusted Tester 5.1's audio control and
# flashing tests; it follows WCAG 2.0 and has no test of 2.1.4 or 1.3.4. The catalog's video player
# feature checks its controls with keyboard and screen reader; the page-wide sweeps of sound,
# flashes and shortcuts most often miss the player itself.
@web @checklist @video-player
Feature: Video player sound, flashes, shortcuts and orientation
  A video player's own sound can be stopped, its video does not flash dangerously, its shortcuts
  do not fire from elsewhere on the page, and it works in either orientation.

  @visual
  Scenario: Sound the player starts by itself can be stopped in the player
    Given that I am on a page with a video player
    When I open the page with the video player and wait 5 seconds without pressing play
    Then sound the video player starts by itself for more than 3 seconds should have a pause, mute or volume control in the player

  @visual
  Scenario: The video, its previews and adverts stay under the flash thresholds
    Given that I am on a page with a video player
    When I play the video and its previews and adverts while recording the screen
    Then the video, its previews and its adverts should not flash more than three times in any one second, unless the flashes stay below the thresholds

  @keyboard
  Scenario: The player's single-key shortcuts stay with the player
    Given that I am on a page with a video player
    When I press single letter and number keys with focus outside the video player
    Then the video player's single-key shortcuts should work only while the player has focus, or be possible to turn off or remap

  @settings @mobile-web
  Scenario: The player works in portrait and in landscape
    Given that I am on a page with a video player
    When I turn the device between portrait and landscape while the video plays, in and out of full screen
    Then the video player and its controls should display and work in portrait and in landscape, full screen included
