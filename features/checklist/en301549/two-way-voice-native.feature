# Sources: ETSI EN 301 549 V3.2.1 (2021-03), chapter 6 ICT with two-way voice communication: 6.1
# audio bandwidth for speech, 6.2 real-time text (RTT) functionality, 6.3 caller ID and 6.4
# alternatives to voice-based services, in our own words. No WCAG 2.2 success criterion speaks to
# calls. Only for products that make calls between people: select them with --tags @two-way-voice,
# or leave them out with --tags "not @two-way-voice".
@native @checklist @en301549 @two-way-voice
Feature: Calls: wideband audio, real-time text, caller ID and voice mail
  Calls carry speech clearly enough for people with limited hearing, offer real-time text beside
  voice that anyone can follow, say who is calling in words, and offer voice mail and voice menus
  without hearing or speech.

  Scenario: Calls carry speech up to at least 7 kHz
    Given that I am in a call between two devices running the product
    When I read the audio codec and its bandwidth the call uses
    Then the call's audio should be encoded and decoded with an upper limit of at least 7,000 Hz

  @rtt
  Scenario: Real-time text is offered in a call, beside voice, as it is typed
    Given that I am in a call between two devices running the product
    When I open real-time text in the call and type a few words on each device
    Then each device should be able to send and receive real-time text in the call
    And voice and real-time text should work at the same time in the call
    And each character typed should reach the other device within half a second, without waiting for Enter

  @rtt @visual
  Scenario: Sent and received text are told apart, and sound is shown
    Given that I am in a call between two devices running the product
    When I open real-time text in the call and type a few words on each device
    Then the text I sent should be shown apart from the text I received
    And a visual indicator should show when there is audio in the call, in real time

  @rtt @screenreader
  Scenario: The screen reader tells sent from received text, and who wrote it
    Given that I am in a call between two devices running the product
    When I open real-time text in the call and read the conversation with the screen reader
    Then the screen reader should say for each text whether I sent or received it
    And in a call with several people, each text should name who wrote it as the call names who speaks

  @rtt
  Scenario: Real-time text works with another maker's product
    Given that I am in a call between two devices running the product
    When I find which real-time text standard the product documents and call an RTT product of another maker that uses it
    Then real-time text should pass both ways between the product and the other maker's product

  @screenreader
  Scenario: Caller ID and call status are text the screen reader reads
    Given that I am in a call between two devices running the product
    When I receive a call, miss a call and put a call on hold, with the screen reader on
    Then who is calling and the call's status should be shown as text and read by the screen reader

  Scenario: Voice mail and voice menus work without hearing or speech
    Given that I am in a call between two devices running the product
    When I use the product's voice mail, auto-attendant or voice menus with the sound off and without speaking
    Then the voice mail and voice menus should give their information and tasks without hearing or speech
