#!/usr/bin/env python3
"""Runs axe-core over one HTML file in headless Chromium and takes screenshots of it.

    axe-in-chromium.py CHROMIUM AXE_JS PAGE.html SCREENSHOT_PREFIX [--first-screen]

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe), so it
needs nothing beyond Python's standard library. Prints every WCAG 2.0/2.1/2.2 A and AA
violation axe finds, and every request the page makes for anything but itself or a data:
URI (the report must be self-contained). Writes SCREENSHOT_PREFIX-top.png (the first screen),
-focus.png (after one Tab: the skip link must show), -evidence.png (the first scenario with
an embedded image; -evidence-open.png with its thumbnail opened) and -end.png (sessions and
sign-offs). With --first-screen (the HTML report), at 1280 x 800 CSS pixels the counts table and
the heading of the first failed scenario must be on the first screen, unscrolled; -first-screen.png
shows it. Then, at 320 CSS pixels wide (WCAG
1.4.10 Reflow), checks that the page does not scroll sideways, that every box that does scroll
sideways takes keyboard focus, and runs axe again; -320-top.png, -320-conformance.png and
-320-scenario.png show it.
Exit status 0 when clean, 1 on a violation, an outside request, a page that does not reflow
or (with --first-screen) results that are not on the first screen, 2 when Chromium could not be
driven.
"""
import base64
import json
import os
import select
import subprocess
import sys
import tempfile
import time
import pathlib

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
  return {page, viewport: window.innerWidth, scrollers: scrollers.length,
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

    def __init__(self, executable):
        self.profile = tempfile.TemporaryDirectory(prefix="stepwise-axe-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads commands on fd 3 and writes answers on fd 4.
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile.name}", "about:blank"],
            preexec_fn=lambda: place_pipe_ends(to_browser_read, from_browser_write),
            close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.events = []

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
            self.events.append(reply)

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
            self.events.append(self.receive(deadline))

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Network.enable")
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


def main():
    arguments = sys.argv[1:]
    first_screen = "--first-screen" in arguments
    arguments = [argument for argument in arguments if argument != "--first-screen"]
    if len(arguments) != 4:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
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


if __name__ == "__main__":
    sys.exit(main())
