#!/usr/bin/env python3
"""Validates the exports scripts/check-exports made, each with the real tool for its format.

    validate-exports.py FORMATS_DIR PROJECT_DIR

FORMATS_DIR is ../shared/formats; PROJECT_DIR holds export.junit, export.cucumber-json,
export.messages, export.markdown and export.csv from the session check-exports scripts.
Prints one line per check and exits 1 when any fails. Each validator is first given a broken
document and must reject it, so a validator that accepts everything cannot pass the check.

Cucumber JSON and its three schemas: Stepwise writes cucumber-jvm's shape (the shape of
formats.md, and the one dashboards read), so the document is validated against
cucumber-jvm.json. canonical.json describes cucumber-json-converter's canonical form instead:
the features wrapped in {"implementation", "features"}, tags as {name, line}, and steps without
`output` or `embeddings`. The document is put in that form (wrapped, those two fields set aside)
and validated against canonical.json too, so every other field must satisfy both. The rule of
cucumber-json-schema's schema.json that a failed step has an error_message is checked directly.
"""

import base64
import copy
import csv
import json
import pathlib
import sys

import junitparser
from jsonschema import Draft7Validator, Draft202012Validator
from referencing import Registry, Resource

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

formats = pathlib.Path(sys.argv[1])
project = pathlib.Path(sys.argv[2])
failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures += 1


def errors(validator, document):
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:160]}" for e in validator.iter_errors(document)]


# --- JUnit XML: junitparser reads it; the content is what the session recorded.
try:
    xml = junitparser.JUnitXml.fromfile(str(project / "export.junit"))
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    cases = [case for suite in suites for case in suite]
    check(len(cases) == 16, f"junitparser: export.junit read, {len(cases)} test cases (16 planned on iOS)")
    names = [(case.classname, case.name) for case in cases]
    check(len(set(names)) == len(names), "junitparser: classname and name unique for every case")
    kinds = {}
    for case in cases:
        for result in case.result:
            kinds.setdefault(type(result).__name__, []).append(result)
    failed = kinds.get("Failure", [])
    check(len(failed) == 1, f"junitparser: one failure (the re-run failed again), found {len(failed)}")
    message = failed[0].message if failed else ""
    check(message.startswith('Step 3 failed: =HYPERLINK("http://x","y") ]]> <script>') and "\ufffd" in message and "😀" in message,
          "junitparser: the failure message carries the hostile note, control character replaced")
    skipped = [r.message or "" for r in kinds.get("Skipped", [])]
    check(any(m.startswith("BLOCKED: step ") and m.endswith("no device <available>") for m in skipped),
          "junitparser: the block is <skipped message=\"BLOCKED: step N: reason\">")
    check(any(m.startswith("NOT RUN: ") for m in skipped), "junitparser: untested scenarios are <skipped message=\"NOT RUN: …\">")
    properties = {p.name: p.value for suite in suites for p in suite.properties()}
    check(all(k in properties for k in ("tester", "platform", "device", "build", "ledger.head")),
          "junitparser: suite properties tester, platform, device, build, ledger.head")
except Exception as error:  # junitparser raises several kinds on unreadable input
    check(False, f"junitparser: export.junit could not be read: {error}")

# --- Cucumber JSON.
jvm_schema = json.loads((formats / "cucumber-json-schema/cucumber-jvm.json").read_text())
canonical_schema = json.loads((formats / "cucumber-json-schema/canonical.json").read_text())
jvm = Draft7Validator(jvm_schema)
canonical = Draft7Validator(canonical_schema)


def canonical_form(features):
    """The canonical form of a cucumber-jvm document: wrapped, feature tags as {name, line},
    and the two step fields canonical.json has no place for set aside."""
    features = copy.deepcopy(features)
    for feature in features:
        feature["tags"] = [{"name": t["name"], "line": t["location"]["line"]} for t in feature.get("tags", [])]
        for element in feature.get("elements", []):
            for step in element.get("steps", []):
                step.pop("output", None)
                step.pop("embeddings", None)
    return {"implementation": "stepwise", "features": features}


check(errors(jvm, [{"uri": 1, "elements": [{"steps": [{"result": {"status": "exploded"}}]}]}]) != [],
      "cucumber-jvm.json rejects a broken document")
try:
    document = json.loads((project / "export.cucumber-json").read_text(encoding="utf-8"))
    found = errors(jvm, document)
    check(not found, "cucumber-jvm.json: export.cucumber-json is valid" + ("".join("\n     " + e for e in found[:10])))
    found = errors(canonical, canonical_form(document))
    check(not found, "canonical.json: the canonical form of export.cucumber-json is valid" + ("".join("\n     " + e for e in found[:10])))
    steps = [s for f in document for e in f.get("elements", []) for s in e.get("steps", [])]
    failed_steps = [s for s in steps if s["result"]["status"] == "failed"]
    check(failed_steps and all(s["result"].get("error_message") for s in failed_steps),
          f"schema.json rule: each of the {len(failed_steps)} failed steps has an error_message")
    check(all(isinstance(s["result"].get("duration", 0), int) for s in steps), "durations are whole nanoseconds")
    embeddings = [m for s in steps for m in s.get("embeddings", [])]
    check(any(m["mime_type"] == "image/png" and base64.b64decode(m["data"]).startswith(b"\x89PNG") for m in embeddings),
          "the evidence is embedded as a base64 image/png")
    outputs = [o for s in steps for o in s.get("output", [])]
    check(any(o.startswith("Note: first look <script>") for o in outputs), "notes are in the steps' output")
    check(any(o.startswith("BLOCKED: ") for o in outputs), "a blocked step is skipped, with BLOCKED in its output")
except ValueError as error:
    check(False, f"export.cucumber-json is not JSON: {error}")

# --- Cucumber Messages: every line against messages.schema.json, $refs resolved locally.
folder = formats / "messages-jsonschema"
resources = []
for path in sorted(folder.glob("*.schema.json")):
    if path.name == "messages.schema.json":
        continue  # the bundled envelope: same $id as Envelope.schema.json
    schema = json.loads(path.read_text())
    resources.append((schema["$id"], Resource.from_contents(schema)))
envelope = Draft202012Validator(json.loads((folder / "messages.schema.json").read_text()), registry=Registry().with_resources(resources))
check(errors(envelope, {"testStepFinished": {"testCaseStartedId": "1", "testStepResult": {"status": "GREAT"}}}) != [],
      "messages.schema.json rejects a broken envelope")
lines = (project / "export.messages").read_text(encoding="utf-8").splitlines()
bad = []
messages = []
for number, line in enumerate(lines, 1):
    try:
        message = json.loads(line)
    except ValueError as error:
        bad.append(f"line {number}: not JSON: {error}")
        continue
    messages.append(message)
    bad += [f"line {number}: {e}" for e in errors(envelope, message)]
check(not bad, f"messages.schema.json: all {len(lines)} lines of export.messages are valid" + "".join("\n     " + e for e in bad[:10]))
keys = [next(iter(m)) for m in messages]
check(keys[:1] == ["meta"] and keys[-1:] == ["testRunFinished"], "the stream runs from meta to testRunFinished")
check(keys.count("testCase") == 16 and "gherkinDocument" in keys and "source" in keys, "source, gherkinDocument, 16 test cases")
pickles = {m["pickle"]["id"] for m in messages if "pickle" in m}
check(all(m["testCase"]["pickleId"] in pickles for m in messages if "testCase" in m), "every testCase refers to a pickle in the stream")
retried = [m["testCaseFinished"] for m in messages if "testCaseFinished" in m and m["testCaseFinished"]["willBeRetried"]]
again = [m["testCaseStarted"] for m in messages if "testCaseStarted" in m and m["testCaseStarted"]["attempt"] == 1]
check(len(retried) == 2 and len(again) == 2, "the two re-run scenarios are attempts 0 and 1; attempt 0 will be retried")
statuses = {m["testStepFinished"]["testStepResult"]["status"] for m in messages if "testStepFinished" in m}
check({"PASSED", "FAILED", "SKIPPED", "UNKNOWN"} <= statuses, f"step statuses include PASSED, FAILED, SKIPPED, UNKNOWN: {sorted(statuses)}")

# --- CSV: Python's reader, and no cell that a spreadsheet would run as a formula.
def formula_cells(rows):
    return [cell for row in rows for cell in row if cell.startswith(FORMULA_STARTS)]


check(formula_cells([["ok", "=1+1"]]) == ["=1+1"], "the formula check finds a formula")
with open(project / "export.csv", newline="", encoding="utf-8") as handle:
    rows = list(csv.reader(handle, strict=True))
check(len(rows) > 1 and all(len(row) == len(rows[0]) for row in rows), f"csv: {len(rows) - 1} rows, all {len(rows[0])} cells wide")
found = formula_cells(rows)
check(not found, "csv: no cell starts with = + - @ tab or CR" + "".join("\n     " + repr(c) for c in found[:5]))
cells = [cell for row in rows for cell in row]
check("'=1+1" in cells and "'-1 @cmd skipped" in cells, "csv: formula-like build and reason are there, neutralised with '")
check(any(c.startswith("'=HYPERLINK(\"http://x\",\"y\") ]]> <script>") and c.endswith("😀, comma") for c in cells),
      "csv: the hostile failure note is one cell, quotes and comma intact")

# --- Markdown: nothing a pull request would render as markup from the tester's text.
markdown = (project / "export.markdown").read_text(encoding="utf-8")
check("<script>" not in markdown and "\\<script\\>" in markdown, "markdown: tester markup is escaped")

print(f"{failures} check(s) failed" if failures else "all checks passed")
sys.exit(1 if failures else 0)
