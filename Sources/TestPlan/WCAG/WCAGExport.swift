// The success criteria live in their own target so that the conformance claims a sign-off
// binds can be worked out without the planner; everything that plans sees them as before.
@_exported import WCAG
