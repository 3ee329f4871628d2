#!/usr/bin/env python3
"""Runs axe-core in headless Chromium over one HTML file, or over every page of a session
driven with the keyboard in `stepwise serve`, and takes screenshots.

    axe-in-chromium.py CHROMIUM AXE_JS PAGE.html SCREENSHOT_PREFIX [--first-screen]
    axe-in-chromium.py --serve CHROMIUM AXE_JS ADDRESS SCREENSHOT_PREFIX

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe), so it
needs nothing beyond Python's standard library. Every axe run uses the WCAG 2.0/2.1/2.2 A and
AA rules.

A file (the HTML report, the ACR): prints every violation axe finds, and every request the
page makes for anything but itself or a data: URI (the report must be self-contained). Writes
SCREENSHOT_PREFIX-top.png (the first screen), -focus.png (after one Tab: the skip link must
show), -evidence.png (the first scenario with an embedded image; -evidence-open.png with its
thumbnail opened) and -end.png (sessions and sign-offs). With --first-screen (the HTML report),
at 1280 x 800 CSS pixels the counts table and the heading of the first failed scenario must be
on the first screen, unscrolled; -first-screen.png shows it. Then, at 320 CSS pixels wide (WCAG
1.4.10 Reflow), checks that the page does not scroll sideways, that every box that does scroll
sideways takes keyboard focus, and runs axe again; -320-top.png, -320-conformance.png and
-320-scenario.png show it.

--serve (the web app, at ADDRESS: the address with ?token= that `stepwise serve` printed):
drives a whole session with the keyboard only (Tab, Shift+Tab, Enter, Space, the arrow keys
and typed text, as DevTools input events; the one exception is the file chooser, a system
dialog no page reaches, whose file is given to the focused input as the dialog would, and a
screenshot pasted as a synthetic paste event). It opens the token address (it must land on
the server's secret root, /, without the token), checks the first Tab reaches the skip link
and Enter on it moves focus to main; goes to Start a session, checks a platform with Space and
the arrow keys and sends it (the page then has only that platform's features, and focus on
its heading), types the name and the device, filters the features by typing (the list narrows
and a role=status line counts it; Enter sends nothing), ticks one with Space (the summary above
the start button names it), counts the Tabs from the top of the page to "Start the session"
(at most 20), sends a tag expression that does not parse (the problem must be an alert, the
field aria-invalid and focused, what was typed and ticked kept), then starts the session;
passes step 1 with Enter on Pass, at most 3 Tabs from the focused heading (the next page must
focus the step's heading and say "Step 1: passed." in the role=status region), sends Fail with
no note (refused: an alert, focus on the aria-invalid note, which names the alert as its
description), types a note and a defect, chooses a PNG and pastes another, fails the step
(focus and "Step 2: failed, NOTE" again), checks the single-key shortcuts are on and each
verdict button says its key, that p on a navigation link is no verdict, that n goes to the
note and p typed there is a letter, passes the step with p, turns the shortcuts off and on
with Space on their switch, undoes with the Undo button, saves and quits (the page must then
be the paused session's, with focus on its heading and no verdict form); then visits Sessions,
Status (live updates turned on and off with Space: the table is fetched) and Reports (every
ledger verifies) through the navigation, and opens the HTML report there. Every page reached
by a different road (home, start-platform, start, start-problem, step, step-problem,
session-paused, sessions, status, reports) gets axe at 1280 x 800 and at 320 px, the reflow
checks above plus nothing scrolling sideways at 1280 px (tables included) and no word or
number split across two lines (a squeezed table), a title that ends "– Stepwise", and
screenshots SCREENSHOT_PREFIX-<page>.png and -<page>-320.png; every element reached by Tab must
show a focus outline. Throughout: no request to another origin, no console error, no
exception, no CSP violation, and each page answered 200 (400 for a refused form). Also writes
-after-verdict.png (the focused heading after a verdict), -step-problem-focus.png,
-home-skip-link.png, the chosen evidence -evidence-chosen.png, and -session.json (the session
id, platform, scenario, note and evidence file names, for the caller to check the ledger).
Prints one line per check.

--serve-start (a server over the bundled catalog): the start page by keyboard at scale. Chooses
desktop with the arrows (only desktop's features may be offered), types a name, filters with
"button" as it types, ticks Button, and counts the Tabs from the top of the page to "Start the
session" (at most 20); audits the page (catalog-start). Then the same with the script turned
off: focus on the heading by autofocus, the filter sent with Enter (the page comes back
narrowed, its address keeping the name and the filter, focus on the features' heading), Button
ticked, Start within 20 Tabs; starts the session, Pass at most 3 Tabs from the focused step
heading, focus on the next step's heading, then Save and quit with focus on the page's
heading; the step and the paused page are audited (catalog-step, catalog-paused).

Exit status 0 when clean, 1 on a violation or a failed check (an outside request, a page that
does not reflow, results not on the first screen with --first-screen), 2 when Chromium could
not be driven.
"""
import base64
import json
import os
import select
import subprocess
import struct
import sys
import tempfile
import time
import pathlib
import zlib

USAGE = ("usage: axe-in-chromium.py CHROMIUM AXE_JS PAGE.html SCREENSHOT_PREFIX [--first-screen]\n"
         "       axe-in-chromium.py --serve CHROMIUM AXE_JS ADDRESS SCREENSHOT_PREFIX\n"
         "       axe-in-chromium.py --serve-start CHROMIUM AXE_JS ADDRESS SCREENSHOT_PREFIX")
NARROW = 320
# What scrolls sideways at the narrow width: the page itself (it must not), every element that
# scrolls on its own (each must be focusable), and, when the page does, what sticks out.
REFLOW_CHECK = """(() => {
  const page = document.documentElement.scrollWidth;
  const scrollers = [...document.querySelectorAll('body *')].filter(e => {
    const x = getComputedStyle(e).overflowX;
    return (x === 'auto' || x === 'scroll') && e.scrollWidth > e.clientWidth;
  });
  const describe = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')
    + (e.getAttribute('aria-labelledby') ? '[' + e.getAttribute('aria-labelledby') + ']' : '');
  const inScroller = e => scrollers.some(s => s !== e && s.contains(e));
  const wide = page > window.innerWidth
    ? [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !inScroller(e)).slice(0, 15).map(describe)
    : [];
  return {page, viewport: window.innerWidth, scrollers: scrollers.length, scrolling: scrollers.map(describe),
          unfocusable: scrollers.filter(e => e.tabIndex < 0).map(describe), wide};
})()"""
# The first screen of the HTML report: where the counts table and the first failed scenario's
# heading (the first entry under the "Failed" heading of What needs attention) are, unscrolled.
FIRST_SCREEN = (1280, 800)
FIRST_SCREEN_CHECK = """(() => {
  window.scrollTo(0, 0);
  const place = e => { if (!e) return null; const r = e.getBoundingClientRect(); return {top: Math.round(r.top), bottom: Math.round(r.bottom)}; };
  const counts = document.querySelector('#counts ~ .table-scroll table, #counts ~ table');
  const failed = document.getElementById('state-failed');
  const entry = failed && failed.nextElementSibling;
  const heading = entry && entry.querySelector('h4');
  return {viewport: window.innerHeight, counts: place(counts), failed: place(heading),
          failedName: heading ? heading.textContent.trim().slice(0, 80) : null};
})()"""
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]


def place_pipe_ends(reading, writing):
    """In the child: put the pipe ends on fds 3 and 4, inheritable. They are copied to fresh
    fds first, since either may already be 3 or 4 (dup2 onto itself would keep it
    close-on-exec); every other descriptor Python opened is close-on-exec and goes away."""
    reading, writing = os.dup(reading), os.dup(writing)
    os.dup2(reading, 3)
    os.dup2(writing, 4)


class Browser:
    """One headless Chromium and the DevTools connection to one page in it."""

    def __init__(self, executable, extra_arguments=()):
        self.profile = tempfile.TemporaryDirectory(prefix="stepwise-axe-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads commands on fd 3 and writes answers on fd 4.
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile.name}", *extra_arguments, "about:blank"],
            preexec_fn=lambda: place_pipe_ends(to_browser_read, from_browser_write),
            close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.events = []
        # Every event, in the order it came, for checks that look back over a stretch of time.
        self.seen = []

    def send(self, method, params=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.keep(reply)

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the connection")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.keep(self.receive(deadline))

    def keep(self, event):
        self.events.append(event)
        self.seen.append(event)

    def wait_since(self, mark, method, timeout=60):
        """The first `method` event among those seen from `mark` on, waiting for it if need be."""
        deadline = time.monotonic() + timeout
        while True:
            for event in self.seen[mark:]:
                if event.get("method") == method:
                    return event
            self.keep(self.receive(deadline))

    def pump(self, seconds):
        """Lets time pass, keeping the events that come meanwhile."""
        deadline = time.monotonic() + seconds
        while True:
            if b"\0" not in self.buffer:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                    return
            self.keep(self.receive(deadline + 5))

    def open(self, url, prepare=None):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Network.enable")
        if prepare:
            prepare(self)
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        self.send("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression, timeout=120):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, timeout=timeout)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("exception", {}).get("description", "script error"))
        return result["result"].get("value")

    def screenshot(self, path, clip):
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                    "clip": dict(clip, scale=1)})["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.profile.cleanup()


def check_file(arguments):
    first_screen = "--first-screen" in arguments
    arguments = [argument for argument in arguments if argument != "--first-screen"]
    if len(arguments) != 4:
        print(USAGE, file=sys.stderr)
        return 2
    executable, axe_path, page, prefix = arguments
    screen = None
    url = pathlib.Path(page).resolve().as_uri()
    try:
        browser = Browser(executable)
    except OSError as error:
        print(f"cannot start {executable}: {error}", file=sys.stderr)
        return 2
    try:
        browser.open(url)
        browser.evaluate(pathlib.Path(axe_path).read_text(encoding="utf-8") + "\n;true")
        options = json.dumps({"runOnly": {"type": "tag", "values": WCAG_TAGS}})
        result = browser.evaluate(
            f"axe.run(document, {options}).then(r => ({{version: axe.version, violations: r.violations,"
            " passes: r.passes.length, incomplete: r.incomplete.map(i => ({id: i.id, nodes: i.nodes.length,"
            " inCharts: i.nodes.filter(n => { const e = document.querySelector(n.target.join(' ')); return !!(e && e.closest('svg.chart')); }).length}))}))")
        advisory = browser.evaluate(
            "axe.run(document, {runOnly: {type: 'tag', values: ['best-practice']}})"
            ".then(r => r.violations.map(v => v.id + ': ' + v.help + ' (' + v.nodes.length + ')'))")

        if first_screen:
            width, height = FIRST_SCREEN
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            screen = browser.evaluate(FIRST_SCREEN_CHECK)
            browser.screenshot(prefix + "-first-screen.png", {"x": 0, "y": 0, "width": width, "height": height})
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})

        top = {"x": 0, "y": 0, "width": 1280, "height": 1400}
        browser.screenshot(prefix + "-top.png", top)
        # One Tab from the top of the page: the skip link has to appear, with its focus outline.
        for kind in ("rawKeyDown", "keyUp"):
            browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "Tab", "code": "Tab",
                                                    "windowsVirtualKeyCode": 9})
        focused = browser.evaluate("document.activeElement ? document.activeElement.textContent : ''")
        browser.screenshot(prefix + "-focus.png", {"x": 0, "y": 0, "width": 1280, "height": 300})
        # The first image and what holds it: a scenario's section, or its entry under What needs
        # attention, where it is a thumbnail; then the same with the thumbnail opened.
        evidence_box = ("(() => { const f = document.querySelector('figure'); if (!f) return null;"
                        " const s = (f.closest('.finding') || f.closest('section.scenario') || f).getBoundingClientRect();"
                        " return {x: 0, y: s.top + window.scrollY, width: 1280, height: Math.min(s.height, 2400)}; })()")
        box = browser.evaluate(evidence_box)
        if box:
            browser.screenshot(prefix + "-evidence.png", box)
        opened = browser.evaluate(
            "(() => { const d = document.querySelector('figure details'); if (!d) return false; d.open = true; return true; })()")
        if opened:
            box = browser.evaluate(evidence_box)
            browser.screenshot(prefix + "-evidence-open.png", box)
            browser.evaluate("(() => { document.querySelector('figure details').open = false; return true; })()")
        # The last screens: the HTML report's sessions and sign-offs, or the ACR's last section.
        box = browser.evaluate(
            "(() => { const h = document.getElementById('sessions'); const last = h ? h.closest('section')"
            " : document.querySelector('main section:last-of-type'); if (!last) return null; const s = last.getBoundingClientRect();"
            " const end = document.body.getBoundingClientRect();"
            " return {x: 0, y: s.top + window.scrollY, width: 1280, height: Math.min(end.bottom - s.top, 2400)}; })()")
        if box:
            browser.screenshot(prefix + "-end.png", box)

        # WCAG 1.4.10 Reflow: at 320 CSS pixels the page must not scroll sideways; only data
        # tables may, each in its own box, which must take keyboard focus to be scrolled.
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": NARROW, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        reflow = browser.evaluate(REFLOW_CHECK)
        narrow = browser.evaluate(
            f"axe.run(document, {options}).then(r => r.violations.map(v => ({{id: v.id, help: v.help,"
            " nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary.split('\\n').pop().trim()).slice(0, 10)})))")
        browser.screenshot(prefix + "-320-top.png", {"x": 0, "y": 0, "width": NARROW, "height": 2400})
        # Only pages that have them (the HTML report; the ACR has tables but no scenarios).
        box = browser.evaluate(
            "(() => { const e = document.getElementById('conformance') || document.querySelector('table'); if (!e) return null;"
            " const s = e.getBoundingClientRect();"
            f" return {{x: 0, y: s.top + window.scrollY, width: {NARROW}, height: 1600}}; }})()")
        if box:
            browser.screenshot(prefix + "-320-conformance.png", box)
        box = browser.evaluate(
            "(() => { const e = document.querySelector('section.scenario'); if (!e) return null; const s = e.getBoundingClientRect();"
            f" return {{x: 0, y: s.top + window.scrollY, width: {NARROW}, height: Math.min(s.height, 2400)}}; }})()")
        if box:
            browser.screenshot(prefix + "-320-scenario.png", box)
    except (RuntimeError, TimeoutError) as error:
        print(f"driving Chromium failed: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()

    outside = sorted({event["params"]["request"]["url"] for event in browser.events
                      if event.get("method") == "Network.requestWillBeSent"
                      and event["params"]["request"]["url"] != url
                      and not event["params"]["request"]["url"].startswith("data:")})
    print(f"axe-core {result['version']}: {result['passes']} rules passed, "
          f"{len(result['violations'])} violated ({', '.join(WCAG_TAGS)})")
    for violation in result["violations"]:
        print(f"VIOLATION {violation['id']} ({violation['impact']}): {violation['help']}")
        print(f"  {violation['helpUrl']}")
        for node in violation["nodes"][:10]:
            print(f"  at {' '.join(node['target'])}: {node['failureSummary'].splitlines()[-1].strip()}")
            print(f"     {node['html'][:200]}")
    # axe cannot work out the background behind SVG text, so it asks a person; the chart's
    # text is the page's text colour on the page background by construction.
    for item in result["incomplete"]:
        print(f"for a person to review (axe could not decide): {item['id']} on {item['nodes']} elements, "
              f"{item['inCharts']} of them text in the SVG charts")
    for line in advisory:
        print(f"best practice (advisory): {line}")
    print(f"after one Tab, focus is on: {focused.strip()!r}")
    for request in outside:
        print(f"OUTSIDE REQUEST: {request}")
    print(f"at {reflow['viewport']} CSS px: page scrollWidth {reflow['page']}, {reflow['scrollers']} boxes scroll sideways on their own, "
          f"axe violations {len(narrow)}")
    reflows = reflow["page"] <= NARROW and not reflow["unfocusable"]
    if reflow["page"] > NARROW:
        print(f"REFLOW: the page scrolls sideways at {NARROW} px; wider than the screen: {', '.join(reflow['wide'])}")
    for name in reflow["unfocusable"]:
        print(f"REFLOW: {name} scrolls sideways but cannot take keyboard focus")
    for violation in narrow:
        print(f"VIOLATION at {NARROW} px {violation['id']}: {violation['help']}")
        for node in violation["nodes"]:
            print(f"  at {node}")
    on_first_screen = True
    if first_screen:
        limit = FIRST_SCREEN[1]
        counts, failed = screen["counts"], screen["failed"]
        print(f"first screen at {FIRST_SCREEN[0]} x {limit} CSS px: counts table at "
              f"{counts['top'] if counts else 'none'}-{counts['bottom'] if counts else ''} px, first failed scenario's heading at "
              f"{failed['top'] if failed else 'none'}-{failed['bottom'] if failed else ''} px ({screen['failedName']!r})")
        if not counts or counts["top"] >= limit:
            print(f"FIRST SCREEN: the counts table is not on the first screen ({limit} px)")
            on_first_screen = False
        if not failed:
            print("FIRST SCREEN: the page lists no failed scenario under What needs attention")
            on_first_screen = False
        elif failed["bottom"] > limit:
            print(f"FIRST SCREEN: the first failed scenario's heading ends at {failed['bottom']} px, below the first screen ({limit} px)")
            on_first_screen = False
    return 1 if result["violations"] or outside or narrow or not reflows or not on_first_screen else 0


# --- --serve: a whole session in `stepwise serve`, with the keyboard only -------------------

# Keys as Chromium's DevTools protocol wants them: key, code, Windows virtual key code, text.
KEYS = {
    "Tab": ("Tab", "Tab", 9, None), "Enter": ("Enter", "Enter", 13, "\r"), "Space": (" ", "Space", 32, " "),
    "ArrowDown": ("ArrowDown", "ArrowDown", 40, None), "ArrowUp": ("ArrowUp", "ArrowUp", 38, None),
    "Backspace": ("Backspace", "Backspace", 8, None), "Escape": ("Escape", "Escape", 27, None),
}
WIDE = (1280, 800)
# Every CSP violation said as a console error, in case Chromium logs one only as a warning.
CSP_LISTENER = """document.addEventListener('securitypolicyviolation', e =>
  console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber));"""
# What has focus, described for a person, and whether it shows a focus outline.
FOCUSED = """(() => {
  const e = document.activeElement;
  if (!e || e === document.body) return {tag: 'body', text: '', describe: 'the page (body)', outline: false};
  const s = getComputedStyle(e);
  const text = (e.labels && e.labels[0] ? e.labels[0].textContent : e.textContent || e.value || '').trim().replace(/\\s+/g, ' ').slice(0, 80);
  return {tag: e.tagName.toLowerCase(), id: e.id, text,
          describe: e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('name') ? '[name=' + e.getAttribute('name') + ']' : '')
                    + (e.getAttribute('value') && e.tagName !== 'INPUT' ? '[value=' + e.getAttribute('value') + ']' : '') + (text ? ' "' + text + '"' : ''),
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
          inView: (() => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth && r.bottom > 0 && r.top < innerHeight; })()};
})()"""

# Words (runs of letters, or of digits, 2 to 14 long) that the layout split across two lines:
# a table squeezed until "Passed" reads "Pass/ed" or 16 reads "1/6" has not reflowed, even when
# nothing scrolls sideways. Code and long identifiers are left out: they may wrap anywhere.
SPLIT_WORDS = """(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const describe = e => { const c = e.closest('[id]'); return e.tagName.toLowerCase() + (c ? ' in #' + c.id : ''); };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('code, pre, script, style, .skip') || !parent.getClientRects().length) continue;
    const pattern = /\\p{L}+|\\d+/gu;
    let match;
    while ((match = pattern.exec(node.data))) {
      const word = match[0];
      if (word.length < 2 || word.length > 14) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) out.push(JSON.stringify(word) + ' (' + describe(parent) + ')');
    }
  }
  return out;
})()"""

# How many Tab presses from the top of the page reach the element `%s` (a selector): the
# elements before it in document order that take focus with Tab and are shown, a group of
# radio buttons counted once, as the keyboard meets them.
TAB_STOPS_BEFORE = """((selector) => {
  const target = document.querySelector(selector);
  const all = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')];
  const groups = new Set();
  let count = 0;
  for (const e of all) {
    if (e === target) return count;
    if (e.disabled || e.tabIndex < 0 || (e.type === 'hidden') || !e.checkVisibility()) continue;
    if (e.tagName === 'SUMMARY' && e.parentElement.tagName !== 'DETAILS') continue;
    if (e.type === 'radio') { if (groups.has(e.name)) continue; groups.add(e.name); }
    count += 1;
  }
  return -1;
})(%s)"""


class Stop(Exception):
    """A check the rest of the session depends on failed: stop driving, report, exit 1."""


def png_bytes(width=64, height=40, blue=120):
    """A small gradient PNG, written by hand so nothing beyond the standard library is needed."""
    rows = b"".join(b"\0" + bytes(v for x in range(width) for v in (x * 4, y * 6, blue)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


class ServeDriver:
    """Drives one browser tab through `stepwise serve` and keeps the score."""

    def __init__(self, browser, axe_source, address, prefix):
        self.browser = browser
        self.axe_source = axe_source
        self.address = address
        self.prefix = prefix
        self.origin = "/".join(address.split("/")[:3])
        self.failures = 0
        self.checks = 0
        self.mark = 0
        self.audited = []
        self.summary = {}
        # Where the server keeps its pages (`/3f0c…`), learned on entering: paths and links are
        # compared as the app's own (`/start`), under it.
        self.root = ""

    # Reporting

    def check(self, ok, text, detail=None):
        self.checks += 1
        if ok:
            print(f"ok    {text}")
        else:
            self.failures += 1
            print(f"FAIL  {text}" + (f": {detail}" if detail else ""))
        return ok

    def require(self, ok, text, detail=None):
        if not self.check(ok, text, detail):
            raise Stop(text)

    def scan(self, label, expect_status=200):
        """What happened since the last scan: the page's own status, requests to another origin,
        console errors, exceptions and CSP violations."""
        events = self.browser.seen[self.mark:]
        self.mark = len(self.browser.seen)
        problems = []
        statuses = []
        for event in events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                if not (url.startswith(self.origin + "/") or url == self.origin or url.startswith("data:") or url.startswith("blob:")):
                    problems.append(f"request to another origin: {url}")
            elif method == "Network.responseReceived" and params.get("type") == "Document":
                status = params["response"]["status"]
                statuses.append(status)
                path = params["response"]["url"][len(self.origin):] or "/"
                if not self.check(status == expect_status, f"{label}: {path.split('?')[0]} answered {status}", f"expected {expect_status}"):
                    said = self.browser.evaluate("document.querySelector('main') ? document.querySelector('main').innerText.replace(/\\s+/g, ' ').trim().slice(0, 300) : ''")
                    print(f"      the page says: {said}")
                    if "(null)" in said:
                        print("      (Chromium sends Origin: null with a form POST when the page's Referrer-Policy is no-referrer)")
            elif method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                problems.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                problems.append(f"console.{params['type']}: {text}")
            elif method == "Log.entryAdded":
                entry = params["entry"]
                if entry.get("level") != "error":
                    continue
                # The refused form is answered 400 on purpose; the browser logs that status.
                if entry.get("source") == "network" and expect_status != 200 and f"status of {expect_status}" in entry.get("text", ""):
                    continue
                problems.append(f"{entry.get('source')} {entry.get('level')}: {entry.get('text')} {entry.get('url', '')}".strip())
        self.check(not problems, f"{label}: no console error, exception, CSP violation or request to another origin",
                   "; ".join(problems))
        return statuses

    # The keyboard

    def press(self, name, shift=False, ctrl=False):
        if name in KEYS:
            key, code, vk, text = KEYS[name]
        else:  # a letter
            key, code, vk, text = name, "Key" + name.upper(), ord(name.upper()), name
        modifiers = (8 if shift else 0) | (2 if ctrl else 0)
        down = {"type": "keyDown" if text and not ctrl else "rawKeyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk, "modifiers": modifiers}
        if text and not ctrl:
            down.update(text=text, unmodifiedText=text)
        if ctrl and name == "a":
            down["commands"] = ["selectAll"]
        self.browser.send("Input.dispatchKeyEvent", down)
        self.browser.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": vk,
                                                     "nativeVirtualKeyCode": vk, "modifiers": modifiers})

    def type(self, text):
        self.browser.send("Input.insertText", {"text": text})

    def focused(self):
        return self.browser.evaluate(FOCUSED)

    def is_focused(self, selector):
        return self.browser.evaluate(f"!!document.activeElement && document.activeElement.matches({json.dumps(selector)})")

    def tab_to(self, selector, what, limit=60, shift=False):
        """Tab (or Shift+Tab) until `selector` has focus; it must, with a visible focus outline."""
        path = []
        for count in range(1, limit + 1):
            self.press("Tab", shift=shift)
            if self.is_focused(selector):
                where = self.focused()
                self.check(where["outline"], f"{what} shows a focus outline", where["describe"])
                self.check(where["inView"], f"{what} is scrolled into view when focused", where["describe"])
                return count
            path.append(self.focused()["describe"])
        self.require(False, f"{what} ({selector}) is reached with {'Shift+' if shift else ''}Tab",
                     f"not in {limit} presses; focus went: " + " -> ".join(path[:25]))

    def navigate_with(self, key, what, expect_status=200, **modifiers):
        """Presses a key that should load a new page, and waits for it."""
        mark = len(self.browser.seen)
        self.press(key, **modifiers)
        try:
            self.browser.wait_since(mark, "Page.loadEventFired", timeout=30)
        except TimeoutError:
            self.require(False, f"{what} loads a page")
        # The page's script runs on DOMContentLoaded and says its news again after 150 ms.
        self.browser.pump(0.4)
        statuses = self.scan(what, expect_status)
        self.require(statuses and statuses[-1] == expect_status, f"{what}: the page the rest depends on came", statuses)
        return self.path()

    def path(self):
        """The page's path and query as the app's own, without the server's secret root."""
        path = self.browser.evaluate("location.pathname + location.search")
        return (path[len(self.root):] or "/") if self.root and path.startswith(self.root) else path

    def link(self, path):
        """A selector's value for a link to one of the app's pages."""
        return self.root + path

    def enter(self):
        """Learns the secret root the token address lands under."""
        self.root = self.browser.evaluate("location.pathname").rstrip("/")

    def said(self, wait_for=None, timeout=3):
        """The status region's text, waiting (a little) until it contains `wait_for`."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.browser.evaluate("(document.getElementById('said') || {textContent: ''}).textContent.replace(/\\s+/g, ' ').trim()")
            if not wait_for or wait_for in text or time.monotonic() > deadline:
                return text
            self.browser.pump(0.1)

    def text(self, selector):
        return self.browser.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); return e ? e.textContent.replace(/\\s+/g, ' ').trim() : null; }})()")

    # Pictures and audits

    def viewport(self, width, height):
        self.browser.send("Emulation.setDeviceMetricsOverride",
                          {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def shoot(self, name, width, whole=True):
        height = self.browser.evaluate("document.documentElement.scrollHeight") if whole else WIDE[1]
        if not whole:
            top = self.browser.evaluate("window.scrollY")
        path = f"{self.prefix}-{name}.png"
        clip = {"x": 0, "y": 0 if whole else top, "width": width, "height": min(max(height, 100), 6000)}
        self.browser.screenshot(path, clip)
        return path

    def axe(self):
        if not self.browser.evaluate("typeof axe !== 'undefined'"):
            self.browser.evaluate(self.axe_source + "\n;true")
        options = json.dumps({"runOnly": {"type": "tag", "values": WCAG_TAGS}})
        return self.browser.evaluate(
            f"axe.run(document, {options}).then(r => ({{version: axe.version, passes: r.passes.length,"
            " violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
            " nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary.split('\\n').pop().trim() + ' | ' + n.html.slice(0, 160)).slice(0, 10)}))}))")

    def audit(self, name):
        """The page as it is now: axe at 1280 x 800 and at 320 px, reflow, screenshots."""
        self.audited.append(name)
        scroll = self.browser.evaluate("[window.scrollX, window.scrollY]")
        self.viewport(*WIDE)
        wide = self.axe()
        for violation in wide["violations"]:
            print(f"      VIOLATION {violation['id']} ({violation['impact']}): {violation['help']}")
            for node in violation["nodes"]:
                print(f"        at {node}")
        self.check(not wide["violations"], f"{name}: axe-core {wide['version']} at {WIDE[0]} x {WIDE[1]}: "
                   f"{wide['passes']} rules pass, {len(wide['violations'])} violated",
                   ", ".join(v["id"] for v in wide["violations"]))
        split = self.browser.evaluate(SPLIT_WORDS)
        self.check(not split, f"{name}: at {WIDE[0]} px no word or number is split across lines ({len(split)})", ", ".join(split[:12]))
        wide_reflow = self.browser.evaluate(REFLOW_CHECK)
        self.check(wide_reflow["page"] <= WIDE[0] and not wide_reflow["scrollers"],
                   f"{name}: at {WIDE[0]} px nothing scrolls sideways, tables included ({wide_reflow['scrollers']} boxes scroll)",
                   ", ".join(wide_reflow["wide"] + wide_reflow["scrolling"]))
        title = self.browser.evaluate("document.title")
        self.check(title.endswith(" – Stepwise") and len(title) > len(" – Stepwise"), f"{name}: the title says where the tester is: {title!r}")
        self.shoot(name, WIDE[0])
        self.viewport(NARROW, WIDE[1])
        reflow = self.browser.evaluate(REFLOW_CHECK)
        self.check(reflow["page"] <= NARROW, f"{name}: at {NARROW} px the page does not scroll sideways (scrollWidth {reflow['page']})",
                   "wider than the screen: " + ", ".join(reflow["wide"]))
        self.check(not reflow["unfocusable"], f"{name}: at {NARROW} px every box that scrolls sideways ({reflow['scrollers']}) takes keyboard focus",
                   ", ".join(reflow["unfocusable"]))
        split = self.browser.evaluate(SPLIT_WORDS)
        self.check(not split, f"{name}: at {NARROW} px no word or number is split across lines ({len(split)})", ", ".join(split[:12]))
        narrow = self.axe()
        for violation in narrow["violations"]:
            print(f"      VIOLATION at {NARROW} px {violation['id']} ({violation['impact']}): {violation['help']}")
            for node in violation["nodes"]:
                print(f"        at {node}")
        self.check(not narrow["violations"], f"{name}: axe-core at {NARROW} px: {len(narrow['violations'])} violated",
                   ", ".join(v["id"] for v in narrow["violations"]))
        self.shoot(name + "-320", NARROW)
        self.viewport(*WIDE)
        self.browser.evaluate(f"window.scrollTo({scroll[0]}, {scroll[1]})")
        self.scan(f"{name} (while audited)")

    # The session

    def problem_described(self, name, field):
        """The field in error names the problem as its description (WCAG 3.3.1, 1.3.1), so a
        screen reader says it on reaching the field, not only once as the page loads."""
        ids = self.browser.evaluate(f"(document.getElementById('{field}')?.getAttribute('aria-describedby') || '').split(/\\s+/)")
        self.check("problem" in ids, f"{name}: #{field}'s aria-describedby includes the problem (#problem)",
                   f"aria-describedby={' '.join(ids)!r}")

    def after_verdict(self, what, heading_starts, said_has, shot=None):
        """The page after a change: the new step's heading has focus, and the status region
        says again what was recorded."""
        path = self.path()
        self.check("after=verdict" in path and self.browser.evaluate("document.body.dataset.after") == "verdict",
                   f"{what}: the server redirects to the step page with after=verdict", path)
        said = self.said(said_has)
        focus = self.focused()
        heading = self.text("#step-heading") or ""
        self.check(focus.get("id") == "step-heading", f"{what}: focus is on the step's heading (#step-heading)", focus["describe"])
        self.check(focus["outline"], f"{what}: the focused heading shows a focus outline")
        self.check(heading.startswith(heading_starts), f"{what}: the heading says {heading_starts!r}", heading)
        self.check(said_has in said, f"{what}: the status region (#said, role=status) says {said_has!r}", said)
        if shot:
            self.shoot(shot, WIDE[0], whole=False)
        return said

    def run(self):
        b = self.browser
        png = pathlib.Path(self.prefix + "-evidence-chosen.png")
        png.write_bytes(png_bytes())

        # Home, through the token address.
        self.enter()
        self.require(self.path() == "/" and "token" not in b.evaluate("location.search"), "the token address lands on / without the token", self.path())
        self.scan("home")
        self.press("Tab")
        focus = self.focused()
        self.check(self.is_focused("a.skip"), "home: the first Tab reaches the skip link", focus["describe"])
        self.check(focus["inView"] and focus["outline"], "home: the focused skip link is on screen with a focus outline")
        b.screenshot(f"{self.prefix}-home-skip-link.png", {"x": 0, "y": 0, "width": WIDE[0], "height": 300})
        self.press("Enter")
        self.check(self.is_focused("main#main"), "home: Enter on the skip link moves focus to main", self.focused()["describe"])
        self.audit("home")

        # The start page, platform first: a radio chosen with Space and the arrows, sent.
        self.tab_to(f'main a[href="{self.link("/start")}"]', "home: the link to Start a session")
        self.require(self.navigate_with("Enter", "start").startswith("/start"), "Enter on the link opens /start", self.path())
        self.check(b.evaluate("document.title").startswith("Start a session"), "start: the title says Start a session")
        self.check(not b.evaluate("!!document.getElementById('tester')"), "start: the first step asks only for the platform")
        tester, device = "Kim O'Hara & <QA>", "Pixel 8 \"test\""
        self.tab_to('input[type=radio][name=platform]', "start: the platform radios")
        first = b.evaluate("document.activeElement.value")
        self.press("Space")
        self.check(b.evaluate("document.activeElement.checked"), f"start: Space checks the focused platform radio ({first})")
        self.press("ArrowDown")
        platform = b.evaluate("(document.querySelector('input[name=platform]:checked') || {}).value")
        self.check(platform and platform != first and b.evaluate("document.activeElement.checked"),
                   f"start: ArrowDown moves to and checks the next platform ({platform})")
        self.audit("start-platform")
        self.press("Tab")
        self.check(self.is_focused("main button[type=submit]"), "start: Tab from the platforms reaches Show its features", self.focused()["describe"])
        path = self.navigate_with("Enter", "start (the platform's features)")
        self.check(f"platform={platform}" in path, f"start: the address carries the platform ({path})")
        self.check(self.is_focused("h1#start-heading"), "start: after the platform step focus is on the page's heading", self.focused()["describe"])

        # The platform's features, narrowed by the filter as it is typed; one ticked.
        self.tab_to("#tester", "start: Your name")
        self.type(tester)
        self.tab_to("#device", "start: Device")
        self.type(device)
        self.tab_to("#filter", "start: the filter")
        self.type("link")
        b.pump(0.7)
        shown = b.evaluate("[...document.querySelectorAll('label.feature')].filter(l => !l.hidden).map(l => l.textContent.trim())")
        self.check(len(shown) == 1 and shown[0].startswith("Link"), "start: typing link in the filter leaves only Link shown", shown)
        count = self.text("#feature-count") or ""
        self.check(count.startswith("1 of 4 features match"), "start: the role=status line says how many are shown", count)
        mark = len(b.seen)
        self.press("Enter")
        b.pump(0.5)
        self.check(not any(e.get("method") == "Page.frameStartedLoading" for e in b.seen[mark:]) and self.is_focused("#filter"),
                   "start: Enter in the filter narrows here and sends nothing")
        self.tab_to("label.feature:not([hidden]) input", "start: the one feature shown")
        self.press("Space")
        self.check(b.evaluate("document.activeElement.checked"), "start: Space ticks Link")
        summary = self.text("#chosen-summary") or ""
        self.check(summary == "Ticked: Link.", "start: the summary above the start button says what is ticked", summary)
        before = b.evaluate(TAB_STOPS_BEFORE % json.dumps("#start"))
        self.check(0 <= before < 20, f"start: Start the session is Tab {before + 1} from the top of the page (at most 20)")
        back = self.tab_to("#start", "start: Start the session", shift=True)
        print(f"      Shift+Tab from the ticked feature to Start the session: {back}")
        # The other ways to choose, opened to send a tag expression that does not parse.
        self.tab_to("details > summary", "start: the summary More ways to choose")
        self.press("Enter")
        self.check(b.evaluate("document.activeElement.parentElement.open"), "start: Enter on the summary opens the details")
        self.audit("start")
        self.tab_to("#tags", "start: Tag expression")
        self.type("@keyboard and (")
        self.navigate_with("Enter", "start-problem (Enter in a field sends the form)", expect_status=400)
        problem = self.text("#problem[role=alert]")
        self.check(bool(problem), "start-problem: the problem is said in a role=alert region", problem)
        self.check(b.evaluate("document.getElementById('tags')?.getAttribute('aria-invalid')") == "true",
                   "start-problem: the tag expression field has aria-invalid=true")
        self.check(self.is_focused("#tags"), "start-problem: focus is on the field in error (#tags)", self.focused()["describe"])
        self.check(b.evaluate("(e => !!e && !e.closest('details:not([open])') && e.checkVisibility())(document.getElementById('tags'))"),
                   "start-problem: the field in error is shown (not inside a closed <details>)")
        self.problem_described("start-problem", "tags")
        kept = b.evaluate("[document.getElementById('tester')?.value, document.getElementById('device')?.value,"
                          " (document.querySelector('input[name=platform]') || {}).value, document.getElementById('filter')?.value,"
                          " [...document.querySelectorAll('input[name=component]:checked')].map(e => e.closest('label').textContent.trim().split(' (')[0])]")
        self.check(kept == [tester, device, platform, "link", ["Link"]], "start-problem: the form keeps what was typed, chosen and ticked", kept)
        self.audit("start-problem")
        if not self.is_focused("#tags"):
            # As a tester would have to: open the details again and go to the field.
            self.tab_to("details > summary", "start-problem: the summary More ways to choose")
            if not b.evaluate("document.activeElement.parentElement.open"):
                self.press("Enter")
            self.tab_to("#tags", "start-problem: Tag expression")
        self.press("a", ctrl=True)
        self.press("Backspace")
        self.check(b.evaluate("document.getElementById('tags')?.value") == "", "start-problem: Ctrl+A, Backspace empties the field")

        # The session: step 1 passed with Enter on the Pass button.
        path = self.navigate_with("Enter", "step (the session starts)")
        self.require(path.startswith("/session/"), "the start form opens the session's step page", path)
        session = path.split("?")[0].split("/")[-1]
        print(f"      session {session}, platform {platform}")
        self.after_verdict("step 1", "Step 1 of", f"Session {session}")
        scenario = self.text("h1")
        self.audit("step")
        presses = self.tab_to("button[name=verdict][value=pass]", "step 1: the Pass button")
        self.check(presses <= 3, f"step 1: the Pass button is {presses} Tabs from the focused step heading (at most 3)")
        self.navigate_with("Enter", "step 1 passed with Enter")
        self.after_verdict("after step 1", "Step 2 of", "Step 1: passed.", shot="after-verdict")

        # Step 2: Fail with no note is refused, with focus on the note.
        self.tab_to("button[name=verdict][value=fail]", "step 2: the Fail button")
        self.navigate_with("Space", "step-problem (Fail, no note, with Space)", expect_status=400)
        problem = self.text("#problem[role=alert]")
        self.check(bool(problem) and "note" in problem, "step-problem: the refusal is said in a role=alert region", problem)
        self.check(b.evaluate("document.getElementById('note')?.getAttribute('aria-invalid')") == "true",
                   "step-problem: the note has aria-invalid=true")
        self.check(self.is_focused("#note"), "step-problem: focus is on the note", self.focused()["describe"])
        self.problem_described("step-problem", "note")
        self.check((self.text("#step-heading") or "").startswith("Step 2 of"), "step-problem: still on step 2", self.text("#step-heading"))
        self.shoot("step-problem-focus", WIDE[0], whole=False)
        self.audit("step-problem")
        if not self.is_focused("#note"):
            self.tab_to("#note", "step-problem: the note")
        note = "Focus went <behind> the dialog & \"stayed\" there"
        self.type(note)
        self.press("Tab")
        self.check(self.is_focused("#defect"), "step 2: Tab from the note reaches the defect field", self.focused()["describe"])
        self.type("A11Y-42")
        self.tab_to("#evidence", "step 2: the evidence file input")
        # A file chooser is the system's dialog, out of a page's reach: the file is given to the
        # focused input as the dialog would.
        node = b.send("Runtime.evaluate", {"expression": "document.getElementById('evidence')"})["result"]["objectId"]
        b.send("DOM.setFileInputFiles", {"objectId": node, "files": [str(png.resolve())]})
        b.pump(0.2)
        chosen = self.text("#evidence-chosen")
        self.check(png.name in (chosen or ""), "step 2: the chosen file is listed under the input", chosen)
        # A screenshot pasted anywhere on the page joins it.
        pasted = b.evaluate("""(() => {
          const bytes = Uint8Array.from(atob(%s), c => c.charCodeAt(0));
          const data = new DataTransfer();
          data.items.add(new File([bytes], 'image.png', {type: 'image/png'}));
          const event = new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true});
          (document.activeElement || document.body).dispatchEvent(event);
          return {prevented: event.defaultPrevented, files: [...document.getElementById('evidence').files].map(f => f.name)};
        })()""" % json.dumps(base64.b64encode(png_bytes(48, 30, 220)).decode()))
        self.check(len(pasted["files"]) == 2 and any(n.startswith("pasted-") for n in pasted["files"]),
                   "step 2: a pasted PNG joins the chosen file in the evidence input", pasted["files"])
        said = self.said("Pasted as evidence")
        self.check("Pasted as evidence" in said, "step 2: the status region says the paste was taken", said)
        self.tab_to("button[name=verdict][value=fail]", "step 2: the Fail button, with a note")
        self.navigate_with("Enter", "step 2 failed with a note and evidence")
        one_line = " ".join(note.split())
        said = self.after_verdict("after step 2", "Step 3 of", f"Step 2: failed, {one_line}")
        self.check(said.count("Evidence for") == 2, "after step 2: both evidence files are said to be saved", said)

        # Shortcuts: on from the start, on the step only. Focus is on the step's heading.
        self.check(b.evaluate("document.getElementById('shortcuts')?.checked && !document.getElementById('shortcuts-line').hidden"),
                   "step 3: the single-key shortcuts are on, and the switch is shown")
        self.check(b.evaluate("document.querySelector('button[name=verdict][value=pass]').getAttribute('aria-keyshortcuts')") == "p",
                   "step 3: the Pass button says its key (aria-keyshortcuts=p)")
        # Away from the step (a navigation link) a letter is nobody's shortcut.
        self.tab_to(f'nav a[href="{self.link("/sessions")}"]', "step 3: the navigation's link to Sessions", shift=True)
        mark = len(b.seen)
        self.press("p")
        b.pump(0.5)
        self.check(not any(e.get("method") in ("Page.frameStartedLoading", "Page.loadEventFired") for e in b.seen[mark:]),
                   "step 3: p on a navigation link is no verdict")
        # The shortcuts leave keys typed into fields alone: n goes to the note, where p is a letter.
        self.tab_to("#step summary, #step button", "step 3: back on the step")
        self.press("n")
        self.check(self.is_focused("#note"), "step 3: the n shortcut puts focus on the note", self.focused()["describe"])
        mark = len(b.seen)
        self.press("p")
        b.pump(0.5)
        self.check(b.evaluate("document.getElementById('note')?.value") == "p"
                   and not any(e.get("method") == "Page.frameStartedLoading" or e.get("method") == "Page.loadEventFired" for e in b.seen[mark:]),
                   "step 3: p typed in the note is a letter, not a verdict")
        self.press("Backspace")
        self.press("Tab", shift=True)
        self.check(self.is_focused("button[name=verdict][value=pass]"), "step 3: Shift+Tab from the note is the Pass button", self.focused()["describe"])
        self.navigate_with("p", "step 3 passed with the p shortcut")
        self.after_verdict("after step 3", "Step 4 of", "Step 3: passed.")
        # Turned off with Space on their switch, and on again.
        self.tab_to("#shortcuts", "step 4: the shortcuts switch")
        self.press("Space")
        self.check("Single-key shortcuts off." in self.said("Single-key shortcuts off."), "step 4: Space turns the shortcuts off, and the status region says so")
        mark = len(b.seen)
        self.press("p")
        b.pump(0.5)
        self.check(not any(e.get("method") == "Page.frameStartedLoading" for e in b.seen[mark:]), "step 4: with the shortcuts off, p is no verdict")
        self.press("Space")
        self.check(b.evaluate("document.getElementById('shortcuts').checked"), "step 4: Space turns them on again")

        # Undo, with its button.
        self.tab_to("#undo", "step 4: Undo the last verdict")
        self.navigate_with("Enter", "undo")
        self.after_verdict("after undo", "Step 3 of", "Undone")

        # Save and quit.
        self.tab_to("button[name=action][value=quit]", "step 3: Save and quit")
        path = self.navigate_with("Enter", "session-paused (Save and quit)")
        self.check(path.split("?")[0] == f"/session/{session}", "session-paused: the server shows the session's page", path)
        self.check(self.is_focused("h1#session-heading"), "session-paused: focus is on the page's heading", self.focused()["describe"])
        self.check("Saved." in self.said("Saved."), "session-paused: the status region says it was saved", self.said())
        heading = self.text("h1")
        self.check(heading == f"Session {session}", "session-paused: the page is the paused session's, not a step", heading)
        self.check(b.evaluate("!document.getElementById('verdict-form')"), "session-paused: no verdict form is offered any more")
        self.audit("session-paused")

        # Sessions, Status and Reports, through the navigation.
        for page, check in (("sessions", "the paused session with a Resume button"), ("status", "the tables"), ("reports", "verify's answer")):
            # From the top of a fresh page forward, else back from where focus is.
            self.tab_to(f'nav a[href="{self.link("/" + page)}"]', f"the navigation's link to /{page}", shift=not self.is_focused("body"))
            self.require(self.navigate_with("Enter", page) == f"/{page}", f"Enter opens /{page}", self.path())
            self.check(self.is_focused("body") or b.evaluate("document.activeElement === null"), f"{page}: a fresh page starts at its top")
            if page == "sessions":
                href = self.link("/session/" + session)
                row = b.evaluate(f"(() => {{ const a = document.querySelector('a[href=\"{href}\"]'); const r = a && a.closest('tr');"
                                 " return r ? r.textContent.replace(/\\s+/g, ' ').trim() : null; })()")
                self.check(row and "Paused" in row and b.evaluate(f"!!document.querySelector('button[aria-label=\"Resume session {session}\"]')"),
                           f"sessions: lists {session} as Paused, with a Resume button", row)
            elif page == "status":
                self.check(b.evaluate("document.querySelectorAll('#status-table table').length") >= 2, "status: shows the tables")
                self.tab_to("#live", "status: the live-update checkbox")
                mark = len(b.seen)
                self.press("Space")
                said = self.said("every 10 seconds")
                self.check("every 10 seconds" in said, "status: Space turns live updates on, and the status region says so", said)
                try:
                    b.wait_since(mark, "Network.loadingFinished", timeout=10)
                    fetched = any(e.get("method") == "Network.requestWillBeSent" and "/status?part=table" in e["params"]["request"]["url"]
                                  for e in b.seen[mark:])
                except TimeoutError:
                    fetched = False
                b.pump(0.5)
                self.check(fetched, "status: the table is fetched from /status?part=table")
                self.press("Space")
                self.check("Updates stopped." in self.said("Updates stopped."), "status: Space again stops them")
                self.scan("status (live updates)")
            else:
                verify = self.text("main pre") or ""
                self.check("Every ledger and sign-off verifies." in (self.text("main") or ""), "reports: every ledger verifies", verify[:200])
            self.audit(page)

        # The HTML report, viewed here: its own policy, nothing that runs, nothing from outside.
        self.tab_to(f'a[href="{self.link("/export/html?view=1")}"]', "reports: view the HTML report", shift=not self.is_focused("body"))
        path = self.navigate_with("Enter", "the HTML report viewed here")
        self.check(path == "/export/html?view=1" and "failed" in (self.text("main") or self.text("body") or ""),
                   "the HTML report opens here and shows the failure", path)

        self.summary = {"session": session, "platform": platform, "tester": tester, "device": device, "scenario": scenario,
                        "note": one_line, "defect": "A11Y-42", "evidence": pasted["files"]}

    def audit_without_script(self, name):
        """An audit of a page loaded without the script: axe runs with scripts allowed again
        (the page's own script, blocked as it loaded, does not run for that)."""
        self.browser.send("Emulation.setScriptExecutionDisabled", {"value": False})
        self.audit(name)
        self.browser.send("Emulation.setScriptExecutionDisabled", {"value": True})

    def run_catalog(self):
        """The start page over the bundled catalog, by keyboard: a platform chosen, the list
        filtered, Button ticked; Start the session within 20 Tabs; then the same without the
        script (the filter sent with Enter, the page back narrowed with focus on its heading),
        the session started, a verdict given and Save and quit, focus on each page's heading."""
        b = self.browser
        self.enter()
        self.scan("catalog: home")
        self.tab_to(f'main a[href="{self.link("/start")}"]', "catalog: the link to Start a session")
        self.navigate_with("Enter", "catalog: start")
        self.tab_to("input[type=radio][name=platform]", "catalog: the platform radios")
        for _ in range(4):
            if b.evaluate("document.activeElement.value") == "desktop":
                break
            self.press("ArrowDown")
        self.press("Space")
        self.check(b.evaluate("(document.querySelector('input[name=platform]:checked') || {}).value") == "desktop",
                   "catalog: desktop chosen with the arrows")
        self.press("Tab")
        self.navigate_with("Enter", "catalog: start on desktop")
        self.check(self.is_focused("h1#start-heading"), "catalog: focus is on the page's heading", self.focused()["describe"])
        offered = b.evaluate("[...document.querySelectorAll('input[name=component]')].map(e => e.value)")
        legends = b.evaluate("[...document.querySelectorAll('fieldset.features legend')].map(e => e.textContent)")
        self.check(offered and not any("/native/" in v or v.endswith("-native.feature") for v in offered),
                   f"catalog: only desktop's {len(offered)} features are offered, no native one")
        print(f"      categories: {', '.join(legends)}")
        self.tab_to("#tester", "catalog: Your name")
        self.type("Catalog tester")
        self.tab_to("#filter", "catalog: the filter")
        self.type("button")
        b.pump(0.7)
        shown = b.evaluate("[...document.querySelectorAll('label.feature')].filter(l => !l.hidden).map(l => l.dataset.match)")
        self.check(shown and all("button" in m for m in shown), f"catalog: the filter button leaves {len(shown)} features shown, each matching",
                   shown)
        print(f"      {self.text('#feature-count')}")
        button = 'input[name=component][value$="/web/component/button.feature"]'
        self.tab_to(button, "catalog: the Button feature")
        self.press("Space")
        before = b.evaluate(TAB_STOPS_BEFORE % json.dumps("#start"))
        self.check(0 <= before < 20, f"catalog: Start the session is Tab {before + 1} from the top of the page, Button ticked (at most 20)")
        self.summary["tabs to start"] = before + 1
        self.audit("catalog-start")

        # Without the script: the filter is sent with Enter and the page comes back narrowed.
        b.send("Emulation.setScriptExecutionDisabled", {"value": True})
        mark = len(b.seen)
        b.send("Page.navigate", {"url": self.origin + self.link("/start?platform=desktop&after=platform")})
        b.wait_since(mark, "Page.loadEventFired", timeout=30)
        b.pump(0.3)
        self.scan("catalog without the script: start on desktop")
        self.check(self.is_focused("h1#start-heading"), "catalog without the script: autofocus puts focus on the heading", self.focused()["describe"])
        self.tab_to("#tester", "catalog without the script: Your name")
        self.type("Catalog tester")
        self.tab_to("#filter", "catalog without the script: the filter")
        self.type("button")
        path = self.navigate_with("Enter", "catalog without the script: Enter in the filter")
        self.check("filter=button" in path and "tester=Catalog" in path, "catalog without the script: the narrowed page's address keeps the name and the filter", path)
        self.check(self.is_focused("h2#features-heading"), "catalog without the script: focus is on the features' heading", self.focused()["describe"])
        visible = b.evaluate("[...document.querySelectorAll('label.feature')].filter(l => l.checkVisibility()).length")
        print(f"      {self.text('#feature-count')} ({visible} checkboxes shown)")
        self.tab_to(button, "catalog without the script: the Button feature")
        self.press("Space")
        before = b.evaluate(TAB_STOPS_BEFORE % json.dumps("#start"))
        self.check(0 <= before < 20, f"catalog without the script: Start the session is Tab {before + 1} from the top (at most 20)")
        self.tab_to("#start", "catalog without the script: Start the session", shift=True)
        path = self.navigate_with("Enter", "catalog without the script: the session starts")
        self.check(path.startswith("/session/") and self.is_focused("#step-heading"), "catalog without the script: focus is on the step's heading",
                   self.focused()["describe"])
        self.check("Button" in (self.text("h1") or ""), "catalog without the script: the session tests Button", self.text("h1"))
        presses = self.tab_to("button[name=verdict][value=pass]", "catalog without the script: the Pass button")
        self.check(presses <= 3, f"catalog without the script: Pass is {presses} Tabs from the step's heading (at most 3)")
        self.navigate_with("Enter", "catalog without the script: Pass")
        self.check(self.is_focused("#step-heading"), "catalog without the script: after a verdict focus is on the next step's heading",
                   self.focused()["describe"])
        self.audit_without_script("catalog-step")
        self.tab_to("button[name=action][value=quit]", "catalog without the script: Save and quit")
        self.navigate_with("Enter", "catalog without the script: Save and quit")
        self.check(self.is_focused("h1#session-heading"), "catalog without the script: after Save and quit focus is on the page's heading",
                   self.focused()["describe"])
        self.audit_without_script("catalog-paused")


def serve_main(arguments, catalog=False):
    if len(arguments) != 4:
        print(USAGE, file=sys.stderr)
        return 2
    executable, axe_path, address, prefix = arguments
    try:
        browser = Browser(executable)
    except OSError as error:
        print(f"cannot start {executable}: {error}", file=sys.stderr)
        return 2

    def prepare(browser):
        browser.send("Runtime.enable")
        browser.send("Log.enable")
        browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": CSP_LISTENER})
        browser.send("Emulation.setDeviceMetricsOverride", {"width": WIDE[0], "height": WIDE[1], "deviceScaleFactor": 1, "mobile": False})

    driver = ServeDriver(browser, pathlib.Path(axe_path).read_text(encoding="utf-8"), address, prefix)
    status = 0
    try:
        browser.open(address, prepare=prepare)
        browser.pump(0.3)
        driver.run_catalog() if catalog else driver.run()
    except Stop as stop:
        print(f"stopped: the rest of the session depends on: {stop}")
        status = 1
    except (RuntimeError, TimeoutError, OSError) as error:
        print(f"driving Chromium failed: {error}", file=sys.stderr)
        status = 2
    finally:
        browser.close()
    pathlib.Path(prefix + "-session.json").write_text(json.dumps(driver.summary, indent=2) + "\n", encoding="utf-8")
    print(f"pages audited: {', '.join(driver.audited)}")
    print(f"screenshots: {prefix}-<page>.png and {prefix}-<page>-320.png, {prefix}-after-verdict.png, "
          f"{prefix}-step-problem-focus.png, {prefix}-home-skip-link.png")
    print(f"{driver.checks} checks, {driver.failures} failed")
    if status:
        return status
    return 1 if driver.failures else 0


def main():
    arguments = sys.argv[1:]
    if arguments and arguments[0] == "--serve":
        return serve_main(arguments[1:])
    if arguments and arguments[0] == "--serve-start":
        return serve_main(arguments[1:], catalog=True)
    return check_file(arguments)


if __name__ == "__main__":
    sys.exit(main())
