# Sources: WCAG 2.2 Understanding 2.1.4 Character Key Shortcuts
# (w3.org/WAI/WCAG22/Understanding/character-key-shortcuts), in our own words: single printable-key
# shortcuts need an off switch, a remap to a modifier, or to work only while their control has
# focus; WCAG2ICT applies the criterion to native software as written, which on phones and tablets
# matters with a hardware keyboard and with speech input (Voice Control, Voice Access).
@native @checklist @character-key-shortcuts
Feature: Character key shortcuts
  Single-key shortcuts can be turned off, remapped, or work only while their control has focus.

  @keyboard
  Scenario: Single-key shortcuts have a way out
    Given that I am on a screen with single-character key shortcuts
    When I press each letter, number, punctuation and symbol key on its own, outside any text field
    Then every single-key shortcut should be possible to turn off or remap to include a modifier key, or work only while its control has focus

  @keyboard @settings
  Scenario: Turning single-key shortcuts off takes effect
    Given that I am on a screen with single-character key shortcuts
    When I turn off or remap the single-key shortcuts where the product offers it
    Then pressing those keys on their own should no longer trigger any shortcut
