#!/usr/bin/env python3
"""Checks the pages GSA's OpenACR renderer made of Stepwise's exports (scripts/check-openacr-gsa).

    validate-gsa-rendering.py PROJECT_DIR

PROJECT_DIR holds <catalog>.html for the WCAG, Section 508 and International editions, rendered
from a desktop session that passed and an iOS session (VoiceOver) whose failed focus step's note
is "the focus ring is <b>gone</b>", with decisions on 1.2.1 (any platform), 8.1.1 and 502.2.1.
What a reader of GSA's page must see: the title once ("Shop Accessibility Conformance Report",
GSA's words added to the product's name), each remark line on its own (the failure a list item,
what follows it a paragraph of its own), the tester's markup as text, every decision in its row,
and in the International Edition EN 301 549's chapters 4 to 13. Prints one line per check;
exits 1 when any fails.
"""

import html
import pathlib
import re
import sys

project = pathlib.Path(sys.argv[1])
failures = 0

EN_CHAPTERS = [
    "Chapter 4: Functional Performance Statements", "Chapter 5: Generic Requirements",
    "Chapter 6: ICT with Two-Way Voice Communication", "Chapter 7: ICT with Video Capabilities", "Chapter 8: Hardware",
    "Chapter 9: Web", "Chapter 10: Non-Web Documents", "Chapter 11: Software", "Chapter 12: Documentation and Support Services",
    "Chapter 13: ICT Providing Relay or Emergency Service Access",
]


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures += 1


def text(fragment):
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", fragment))).strip()


def row(page, num):
    """The table row GSA's template writes for a criterion: <tr id="NUM">…</tr>."""
    match = re.search(r'<tr id="%s">(.*?)</tr>' % re.escape(num), page, re.S)
    return match.group(1) if match else ""


for catalog in ("2.5-edition-wcag-2.2-en", "2.5-edition-wcag-2.2-508-en", "2.5-edition-wcag-2.2-508-eu-en"):
    page = (project / f"{catalog}.html").read_text(encoding="utf-8")
    titles = re.findall(r"<h1>(.*?)</h1>", page, re.S)
    check(len(titles) == 1 and text(titles[0]) == "Shop Accessibility Conformance Report",
          f"{catalog}: one title, the product's name and GSA's words once ({[text(t) for t in titles]})")
    check(page.count("Accessibility Conformance Report Accessibility Conformance Report") == 0, f"{catalog}: the title is not doubled")

    focus = row(page, "2.4.7")
    check("the focus ring is &lt;b&gt;gone&lt;/b&gt;" in focus and "<b>gone</b>" not in page,
          f"{catalog}: the tester's <b> shows as text, never as markup")
    item = re.search(r"<li>([^<]*the focus ring is[^<]*(?:&lt;[^<]*)*)</li>", focus)
    check(bool(item) and "Assistive" not in item.group(1), f"{catalog}: the failure is a list item of its own")
    check(re.search(r"<p>Assistive technology: VoiceOver\.</p>", focus) is not None,
          f"{catalog}: 'Assistive technology: …' is a paragraph of its own, not run into the last failure")
    check(re.search(r"<p>Tested in [^<]*</p>", focus) is not None, f"{catalog}: the opening line is a paragraph of its own")

    media = row(page, "1.2.1")
    check(text(media).count("Not Applicable") >= 2 and media.count("The product has no prerecorded audio or video.") == 2,
          f"{catalog}: the any-platform decision on 1.2.1 shows for web and software, with its reason")

    if "508" in catalog:
        software = row(page, "502.2.1")
        check("Not Applicable" in text(software) and "The app sets no platform accessibility feature." in software,
              f"{catalog}: the decision on 502.2.1 shows as Not Applicable with its reason")
    if catalog.endswith("-eu-en"):
        hardware = row(page, "8.1.1")
        check("Not Applicable" in text(hardware) and "The product is software; it has no hardware." in hardware,
              f"{catalog}: the decision on 8.1.1 shows as Not Applicable with its reason")
        headings = [text(h) for h in re.findall(r"<h3[^>]*>(.*?)</h3>", page, re.S)]
        check(all(any(h.startswith(chapter) for h in headings) for chapter in EN_CHAPTERS),
              f"{catalog}: EN 301 549's chapters 4 to 13 are rendered")
        vision = row(page, "4.2.1")
        check("Partially Supports" in text(vision) and "Derived from WCAG 2.2" in vision,
              f"{catalog}: 4.2.1 Usage without vision is derived from the WCAG checks, Partially Supports")
        check("references WCAG 2.1" in page and "go beyond EN 301 549 V3.2.1" in page,
              f"{catalog}: the notes say EN 301 549 V3.2.1 references WCAG 2.1 and 2.2's additions go beyond it")
    else:
        check("EN 301 549 Report" not in page, f"{catalog}: no EN 301 549 report")

sys.exit(1 if failures else 0)
