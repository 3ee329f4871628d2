/// One native feature of two scenarios — a step limited to Android by its source comment, a
/// step without guidance — used by the tests that run sessions in-process and on a terminal.
let toggleFeature = """
    @native
    Feature: Toggle

      Scenario: Keyboard
        Given I am on the toggle screen
        When I press TAB
        # source: criteria/toggle.md:9 platforms: android
        Then the toggle moves on Android
        And focus is visible

      Scenario: Gestures
        When I swipe
        Then I hear "on"

    """
