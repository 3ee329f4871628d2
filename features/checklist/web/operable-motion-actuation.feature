# Sources: WCAG 2.2 Understanding 2.5.4 Motion Actuation
# (w3.org/WAI/WCAG22/Understanding/motion-actuation), in our own words: what shaking, tilting or
# gesturing at the device does must also be available from controls, and the response to motion
# must be possible to switch off, unless motion is essential. Mostly mobile web (device motion and
# orientation events); desktops usually have no motion sensor. Section 508 Trusted Tester 5.1 has
# no test for this WCAG 2.1 criterion.
@web @checklist @motion-actuation
Feature: Motion actuation
  Functions run by moving the device also have controls, and motion response can be turned off.

  @gestures
  Scenario: Motion-operated functions have controls
    Given that I am on a page with functions that respond to device motion
    When I find every function started by shaking, tilting or moving the device, or by gesturing at the camera
    Then each motion-operated function should also work from an on-screen control

  @gestures @settings
  Scenario: Motion response can be turned off
    Given that I am on a page with functions that respond to device motion
    When I turn off motion response in the product's settings or the system's
    Then moving the device should no longer trigger those functions
