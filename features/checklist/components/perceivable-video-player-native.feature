# Sources: WCAG 2.2 Understanding 1.4.2 Audio Control
# (w3.org/WAI/WCAG22/Understanding/audio-control), 2.3.1 Three Flashes or Below Threshold
# (w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold), 2.1.4 Character Key
# Shortcuts (w3.org/WAI/WCAG22/Understanding/character-key-shortcuts) and 1.3.4 Orientation
# (w3.org/WAI/WCAG22/Understanding/orientation), in our own words; WCAG2ICT applies the four to
# native software as written (2.1.4 with a hardware keyboard). Sound a player starts by itself for
# more than 3 seconds can be paused, stopped or turned down in the player; the video, its previews
# and adverts stay under the flash thresholds; the player's single-key shortcuts work only while it
# has focus, or can be turned off or remapped; the player works in either orientation. Section 508
# Trusted Tester 5.1's audio control and flashing tests for the web counterpart. The screen-wide
# sweeps of sound, flashes, shortcuts and orientation most often miss the player itself.
@native @checklist @video-player
Feature: Video player sound, flashes, shortcuts and orientation
  A video player's own sound can be stopped, its video does not flash dangerously, its shortcuts
  do not fire from elsewhere on the screen, and it works in either orientation.

  @visual
  Scenario: Sound the player starts by itself can be stopped in the player
    Given that I am on a screen with a video player
    When I open the screen with the video player and wait 5 seconds without pressing play
    Then sound the video player starts by itself for more than 3 seconds should have a pause, mute or volume control in the player

  @visual
  Scenario: The video, its previews and adverts stay under the flash thresholds
    Given that I am on a screen with a video player
    When I play the video and its previews and adverts while recording the screen
    Then the video, its previews and its adverts should not flash more than three times in any one second, unless the flashes stay below the thresholds

  @keyboard
  Scenario: The player's single-key shortcuts stay with the player
    Given that I am on a screen with a video player
    When I press single letter and number keys with focus outside the video player
    Then the video player's single-key shortcuts should work only while the player has focus, or be possible to turn off or remap

  @settings
  Scenario: The player works in portrait and in landscape
    Given that I am on a screen with a video player
    When I turn the device between portrait and landscape while the video plays, in and out of full screen
    Then the video player and its controls should display and work in portrait and in landscape, full screen included
