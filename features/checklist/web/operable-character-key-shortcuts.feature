# Sources: WCAG 2.2 Understanding 2.1.4 Character Key Shortcuts
# (w3.org/WAI/WCAG22/Understanding/character-key-shortcuts), in our own words: a shortcut made of a
# single printable key must be possible to switch off or remap to use a modifier, unless it only
# works while its control has focus, so that speech-input users and people who mistype do not fire
# commands by accident. Section 508 Trusted Tester 5.1 has no test for this WCAG 2.1 criterion.
@web @checklist @character-key-shortcuts
Feature: Character key shortcuts
  Single-key shortcuts can be turned off, remapped, or work only while their control has focus.

  @keyboard
  Scenario: Single-key shortcuts have a way out
    Given that I am on a page with single-character key shortcuts
    When I press each letter, number, punctuation and symbol key on its own, outside any text field
    Then every single-key shortcut should be possible to turn off or remap to include a modifier key, or work only while its control has focus

  @keyboard @settings
  Scenario: Turning single-key shortcuts off takes effect
    Given that I am on a page with single-character key shortcuts
    When I turn off or remap the single-key shortcuts where the product offers it
    Then pressing those keys on their own should no longer trigger any shortcut
