#!/usr/bin/env python3
"""Validates the OpenACR documents scripts/check-openacr exported.

    validate-openacr.py OPENACR_DIR PROJECT_DIR

OPENACR_DIR is ../shared/formats/openacr (schema, catalogs, terms.yaml); PROJECT_DIR holds
openacr-<catalog>-<level>.yaml for the three catalogs (WCAG, Section 508, International) and levels
A, AA, AAA, openacr-default.yaml
(no --level, --catalog or --product) and hostile-note.txt, the note of the failed iOS step.

Each document is read with PyYAML and checked against openacr-0.1.0.json with jsonschema, then
against its catalog as GSA's validator checks it (every criterion in its chapter, every component
defined and allowed for that criterion, every level a term), and for what Stepwise promises:
the catalog's chapters and criteria in its order, chapters above --level disabled, the Section
508 Functional Performance Criteria and EN 301 549 Functional Performance Statements derived,
every other Section 508 and EN 301 549 row a gap saying how a decision closes it (hardware
included) unless decided, the decisions recorded shown,
the report's details from stepwise.json (vendor, description, disclaimer, licence, feedback,
repository, version, dates), nothing supported without a passed check, a criterion no check
covers a gap with an empty level, the hostile note read back unchanged as Markdown prose (notes are
Markdown to GSA's renderer) but for its line breaks and control characters. Both validators are first given
broken documents and must reject them. Prints one line per check; exits 1 when any fails.
"""

import copy
import json
import pathlib
import re
import sys

import yaml
from jsonschema import Draft7Validator

formats = pathlib.Path(sys.argv[1])
project = pathlib.Path(sys.argv[2])
failures = 0

WCAG_CHAPTERS = ["success_criteria_level_a", "success_criteria_level_aa", "success_criteria_level_aaa"]
SECTION_508_CHAPTERS = ["functional_performance_criteria", "hardware", "software", "support_documentation_and_services"]
LEVEL_INDEX = {"A": 0, "AA": 1, "AAA": 2}


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures += 1


schema = Draft7Validator(json.loads((formats / "openacr-0.1.0.json").read_text()))
terms = {term["id"] for term in yaml.safe_load((formats / "terms.yaml").read_text())["terms"]}
catalogs = {
    name: yaml.safe_load((formats / f"{name}.yaml").read_text())
    for name in ("2.5-edition-wcag-2.2-en", "2.5-edition-wcag-2.2-508-en", "2.5-edition-wcag-2.2-508-eu-en")
}


def markdown_text(markdown):
    """What a CommonMark reader shows of Markdown prose: a backslash before ASCII punctuation dropped."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", markdown)


def catalog_errors(document, catalog):
    """GSA's validateOpenACRCatalogValues, plus levels from terms.yaml."""
    errors = []
    defined = {component["id"] for component in catalog["components"]}
    catalog_terms = {term["id"] for term in catalog["terms"]}
    chapters = {chapter["id"]: chapter for chapter in catalog["chapters"]}
    for chapter_id, chapter in (document.get("chapters") or {}).items():
        if chapter_id not in chapters:
            errors.append(f"chapter {chapter_id} is not in the catalog")
            continue
        allowed = {criterion["id"]: set(criterion["components"]) for criterion in chapters[chapter_id].get("criteria") or []}
        for criterion in chapter.get("criteria") or []:
            num = criterion.get("num")
            if num not in allowed:
                errors.append(f"criterion {num!r} is not in {chapter_id}")
                continue
            for component in criterion.get("components") or []:
                name = component.get("name")
                if name not in defined:
                    errors.append(f"component {name!r} of {num} is not defined")
                elif name not in allowed[num]:
                    errors.append(f"component {name!r} is not allowed for {num}")
                level = (component.get("adherence") or {}).get("level")
                # An empty level is an entry not yet evaluated, as GSA's own example has them.
                if level != "" and (level not in terms or level not in catalog_terms):
                    errors.append(f"level {level!r} of {num} is not a term")
    return errors


def components(document, chapter):
    for criterion in (document["chapters"].get(chapter) or {}).get("criteria") or []:
        for component in criterion.get("components") or []:
            yield criterion["num"], component["name"], component["adherence"]["level"], component["adherence"].get("notes", "")


# --- The validators must reject broken documents first.
good = {"title": "t", "product": {"name": "p"}, "author": {"email": ""}, "chapters": {}}
check(not list(schema.iter_errors(good)) , "jsonschema accepts a minimal document")
no_email = copy.deepcopy(good)
del no_email["author"]["email"]
check(bool(list(schema.iter_errors(no_email))), "jsonschema rejects an author with no email")
bad_version = dict(good, version="one")
check(bool(list(schema.iter_errors(bad_version))), "jsonschema rejects a non-integer version")
broken = {"chapters": {"success_criteria_level_a": {"criteria": [
    {"num": "9.9.9", "components": [{"name": "web", "adherence": {"level": "supports"}}]},
    {"num": "1.1.1", "components": [{"name": "none", "adherence": {"level": "supports"}}]},
    {"num": "1.1.2", "components": [{"name": "web", "adherence": {"level": "supported"}}]},
    {"num": "1.1.1", "components": [{"name": "web", "adherence": {"level": "supported"}}]},
]}}}
errors = catalog_errors(broken, catalogs["2.5-edition-wcag-2.2-en"])
check(len(errors) == 4, f"the catalog check rejects an unknown criterion, a component not allowed and an unknown term ({len(errors)} of 4)")
check(yaml.safe_load('a: "x\\u2028y\\x01"') == {"a": "x\u2028y\x01"}, "PyYAML reads escaped line separators and control characters")

hostile = (project / "hostile-note.txt").read_text(encoding="utf-8")
# A remark is one line per failed check: a line separator in the note reads as a space there,
# and a control character as U+FFFD.
hostile = " ".join(part for part in hostile.splitlines() if part)
hostile = "".join("\ufffd" if ord(c) < 0x20 or ord(c) == 0x7F else c for c in hostile)

# --- Every export.
exports = [(f"openacr-{name}-{level}.yaml", name, level) for name in catalogs for level in ("A", "AA", "AAA")]
exports.append(("openacr-default.yaml", "2.5-edition-wcag-2.2-en", "AA"))
for file, catalog_name, level in exports:
    text = (project / file).read_text(encoding="utf-8")
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as error:
        check(False, f"{file}: PyYAML cannot read it: {error}")
        continue
    check(isinstance(document, dict), f"{file}: PyYAML reads a mapping")
    errors = [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:160]}" for e in schema.iter_errors(document)]
    check(not errors, f"{file}: valid against openacr-0.1.0.json" + (f": {errors[:3]}" if errors else ""))
    catalog = catalogs[catalog_name]
    check(document.get("catalog") == catalog_name, f"{file}: catalog is {catalog_name}")
    errors = catalog_errors(document, catalog)
    check(not errors, f"{file}: every criterion, component and level is the catalog's" + (f": {errors[:3]}" if errors else ""))
    check(list(document["chapters"]) == [chapter["id"] for chapter in catalog["chapters"]], f"{file}: the catalog's chapters, in order")

    for index, chapter_id in enumerate(WCAG_CHAPTERS):
        chapter = document["chapters"][chapter_id]
        catalog_chapter = next(c for c in catalog["chapters"] if c["id"] == chapter_id)
        if index > LEVEL_INDEX[level]:
            check(chapter.get("disabled") is True and "criteria" not in chapter and chapter.get("notes"),
                  f"{file}: {chapter_id} is above Level {level}: disabled, with a note")
        else:
            check(not chapter.get("disabled") and [c["num"] for c in chapter["criteria"]] == [c["id"] for c in catalog_chapter["criteria"]],
                  f"{file}: {chapter_id} lists the catalog's {len(catalog_chapter['criteria'])} criteria in order")
    wcag = [entry for chapter in WCAG_CHAPTERS for entry in components(document, chapter)]
    check({name for _, name, _, _ in wcag} == {"web", "software"}, f"{file}: WCAG components are web (desktop) and software (iOS)")
    check(all(lvl == "" for _, _, lvl, notes in wcag if notes.startswith("Gap:")),
          f"{file}: every gap (no check, or checks not yet tested) has an empty level, never a term")
    level_a_aa = {entry[0] for chapter in WCAG_CHAPTERS[:2] for entry in components(document, chapter)}
    check(all(lvl != "not-evaluated" for num, _, lvl, _ in wcag if num in level_a_aa),
          f"{file}: Not Evaluated is never used at Level A or AA")
    check(all(re.match(r"Tested in .*\(\d+ checks?: \d+ passed", notes) for _, _, lvl, notes in wcag if lvl == "supports"),
          f"{file}: supports only with passed checks behind it")
    check(any(lvl == "supports" for _, _, lvl, _ in wcag), f"{file}: some criterion is supported (the desktop passes)")
    parsing = [(name, lvl) for num, name, lvl, _ in wcag if num == "4.1.1"]
    check(bool(parsing) and all(lvl == "not-applicable" for _, lvl in parsing), f"{file}: 4.1.1 is not-applicable")
    failed = [(num, lvl, notes) for num, name, lvl, notes in wcag if name == "software" and hostile in markdown_text(notes)]
    # A failed check is never a gap: its criterion is Partially Supports or Does Not Support,
    # however many of its other checks are untested.
    check(bool(failed) and all(lvl in ("partially-supports", "does-not-support") and "A11Y-9" in notes for _, lvl, notes in failed),
          f"{file}: the failed iOS step's hostile note comes back unchanged, with its defect, on {len(failed)} failing criteria")
    extra = [entry for chapter in document["chapters"] if chapter not in WCAG_CHAPTERS for entry in components(document, chapter)]
    if "-508-" in catalog_name:
        section508 = [entry for chapter in SECTION_508_CHAPTERS for entry in components(document, chapter)]
        check(len(section508) == 95 and all(name == "none" for _, name, _, _ in section508), f"{file}: the 95 Section 508 criteria, component none")
        fpc = list(components(document, "functional_performance_criteria"))
        fps = list(components(document, "en_301_549_functional_performance"))
        for label, rows, count in (("Functional Performance Criterion", fpc, 9), ("Functional Performance Statement", fps, 11 if catalog_name.endswith("-eu-en") else 0)):
            check(len(rows) == count and all(notes.startswith("Derived from WCAG 2.2") or (lvl == "" and notes.startswith("Not established"))
                                             for _, _, lvl, notes in rows),
                  f"{file}: each {label} is derived from WCAG claims, or a gap saying why")
        check(any(lvl != "supports" and "Native app: " in notes and ("(Partially Supports)" in notes or "(Does Not Support)" in notes)
                  for _, _, lvl, notes in fpc),
              f"{file}: an FPC names the failed iOS step's criteria as holding it back, and does not support")
        decided = {"502.2.1": "The app sets no platform accessibility feature.", "8.1.1": "The product is software; it has no hardware."}
        rest = [entry for entry in extra if entry[0] not in decided and not re.fullmatch(r"(302|4\.2)\.\d+", entry[0])]
        informative = [entry for entry in rest if entry[3].startswith("Not applicable: an informative or advisory clause")]
        check(all(lvl == "" and notes.startswith("Not established") and f"stepwise decide --criterion {num} --part any-platform" in notes
                  for num, _, lvl, notes in rest if (num, _, lvl, notes) not in informative),
              f"{file}: every other Section 508 and EN 301 549 row, hardware included, is a gap (empty level) saying how a decision closes it")
        check(all(lvl == "not-applicable" for _, _, lvl, _ in informative) and len(informative) == (4 if catalog_name.endswith("-eu-en") else 0),
              f"{file}: the informative and advisory EN 301 549 clauses are not applicable, saying so")
        shown = [(num, lvl, notes) for num, _, lvl, notes in extra if num in decided]
        check(len(shown) == (2 if catalog_name.endswith("-eu-en") else 1)
              and all(lvl == "not-applicable" and decided[num] in notes for num, lvl, notes in shown),
              f"{file}: the decisions on 502.2.1 (and 8.1.1) are shown, Not Applicable with their reasons")
        if catalog_name.endswith("-eu-en"):
            check(document["chapters"]["en_301_549_web"].get("criteria") is None and "WCAG tables" in document["chapters"]["en_301_549_web"]["notes"],
                  f"{file}: EN 301 549 chapter 9 is answered by the WCAG tables")
            check("references WCAG 2.1" in document["notes"], f"{file}: the notes say EN 301 549 V3.2.1 references WCAG 2.1")
    else:
        check(not extra, f"{file}: no Section 508 chapters in the WCAG edition")

    description = 'A shop: "quotes", colons: and # hashes.'
    if file == "openacr-default.yaml":
        check(document["product"] == {"name": "Product under test", "description": description}
              and document["title"] == "Product under test",
              f"{file}: without --product, the product is said to be unnamed")
    else:
        check(document["product"] == {"name": 'Acme: "Shop" #1', "version": "2.10", "description": description}
              and document["title"] == 'Acme: "Shop" #1', f"{file}: product and version from the flags; the product is the title, as GSA's examples have it")
    check(document.get("vendor") == {"name": "Cy Vendor", "company_name": "Acme Inc.", "email": "a11y@acme.example", "website": "https://acme.example"},
          f"{file}: the vendor from stepwise.json")
    check(document.get("report_date") == "2026-10-01" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", document.get("last_modified_date", ""))
          and document.get("version") == 4, f"{file}: report_date, last_modified_date and version")
    check(document.get("legal_disclaimer") == "Given in good faith; not legally binding." and document.get("license") == "CC-BY-4.0"
          and document.get("feedback") == "https://acme.example/a11y" and document.get("repository") == "https://git.acme.example/acr"
          and document.get("related_openacrs") == [{"url": "https://ckeditor.example/openacr.yaml", "type": "secondary"}],
          f"{file}: legal_disclaimer, license, feedback, repository and related_openacrs from stepwise.json")
    check(document["author"] == {"name": "Dee Lee", "email": "dee@example.com"}, f"{file}: the author is the signer of the sign-off that holds")
    check("Signed off by Dee Lee" in document["notes"] and "holds" in document["notes"], f"{file}: notes say it is signed off and the sign-off holds")
    check("The claim is incomplete" in document["notes"], f"{file}: notes warn that the claim is incomplete and name the gaps")
    methods = document["evaluation_methods_used"]
    check(methods.startswith("Also scanned with axe DevTools.") and "Tested on: iOS and desktop." in methods
          and all(word in methods for word in ("Manual testing", "iPhone 15", "VoiceOver", "NVDA 2025.1", "Ann", "Bo")),
          f"{file}: evaluation_methods_used names the manual method, platforms, devices, assistive technologies and testers")

unchecked_path = project / "unchecked.yaml"
if unchecked_path.exists():
    unchecked = yaml.safe_load(unchecked_path.read_text(encoding="utf-8"))
    check(unchecked["author"].get("name") != "Dee Lee" and "its signature was not checked" in unchecked["notes"],
          "unchecked.yaml: a sign-off whose signature nobody checked names no author")

print(f"{len(exports)} documents checked")
sys.exit(1 if failures else 0)
