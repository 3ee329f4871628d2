# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clause 6.5 Video communication (6.5.2 to 6.5.6; 6.5.1
# is informative), in our own words. No WCAG 2.2 success criterion speaks to video calls. Only for
# products that make video calls: select them with --tags @video-call, or leave them out with
# --tags "not @two-way-voice".
@web @checklist @en301549 @two-way-voice @video-call
Feature: Video calls good enough for sign language and lip-reading
  Video calls are sharp and smooth enough to sign, keep speech with the lips, show who is making
  sound, and identify people who sign as they identify people who talk.

  @visual
  Scenario: Video calls have the resolution and frame rate signing needs
    Given that I am in a video call between two devices running the product
    When I read the resolution and frame rate of the video each device receives
    Then the received video should be at least 320 by 240 pixels
    And the received video should run at 20 frames a second or more

  @visual
  Scenario: Speech stays with the picture, and sound is shown
    Given that I am in a video call between two devices running the product
    When I clap in view of the camera while filming the receiving screen in slow motion
    Then the sound should be at most a tenth of a second apart from the picture on the receiving device
    And a visual indicator should show who is making sound, in real time

  @visual
  Scenario: People who sign are identified as people who talk are
    Given that I am in a video call between two devices running the product
    When I sign in the call after indicating the start of signing, in a call with three or more people
    Then the product should identify me as the speaker as it identifies people who talk
