# Sources: WCAG 2.2 Understanding 2.5.4 Motion Actuation
# (w3.org/WAI/WCAG22/Understanding/motion-actuation), in our own words: what shaking, tilting or
# gesturing at the device does must also be available from controls, and motion response must be
# possible to switch off, unless motion is essential; WCAG2ICT applies it to native software as
# written.
@native @checklist @motion-actuation
Feature: Motion actuation
  Functions run by moving the device also have controls, and motion response can be turned off.

  @gestures
  Scenario: Motion-operated functions have controls
    Given that I am on a screen with functions that respond to device motion
    When I find every function started by shaking, tilting or moving the device, or by gesturing at the camera
    Then each motion-operated function should also work from an on-screen control

  @gestures @settings
  Scenario: Motion response can be turned off
    Given that I am on a screen with functions that respond to device motion
    When I turn off motion response in the product's settings or the system's
    Then moving the device should no longer trigger those functions
