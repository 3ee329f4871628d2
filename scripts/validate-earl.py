#!/usr/bin/env python3
"""Checks a `stepwise export --format earl` document with a real JSON-LD processor (pyld).

    validate-earl.py WCAG_FOLDER EXPORT PLAN_JSON LEVEL [IMPORT_CONTEXT_JSON]

WCAG_FOLDER is ../shared/formats/wcag (its wcag.json lists the WCAG 2.2 criteria), EXPORT the
EARL document, PLAN_JSON what `stepwise plan --format json` said of the same plan, LEVEL the
--level it was exported at. IMPORT_CONTEXT_JSON, when given, is the WCAG-EM Report Tool's own
import context; the document is then also read the way the tool opens an evaluation.

The export has two kinds of assertion: one scope assertion per WCAG 2.2 criterion up to LEVEL,
about the evaluation's website subject, with dct:hasPart naming the per-subject assertions of
that criterion; and one per-subject assertion per criterion and component on a platform the
plan checks it on. The Report Tool sums only the scope assertions (see report_tool_problems).

Before the export, broken copies of it are checked, and each must be rejected: a checker that
passes everything proves nothing. Exit status 0 when everything holds, 1 otherwise.
"""

import copy
import json
import sys

from pyld import jsonld

EARL = "http://www.w3.org/ns/earl#"
WCAG = "http://www.w3.org/TR/WCAG/#"
FOAF = "http://xmlns.com/foaf/0.1/"
OUTCOMES = {EARL + name for name in ("passed", "failed", "cantTell", "inapplicable", "untested")}
WEBSITE = "http://www.w3.org/TR/WCAG-EM/#website"
HAS_PART = "http://purl.org/dc/terms/hasPart"
SOURCE = "http://purl.org/dc/terms/source"
DESCRIPTION = "http://purl.org/dc/terms/description"
LEVELS = {"A": 1, "AA": 2, "AAA": 3}
PLATFORMS = {"ios": "iOS", "android": "Android", "desktop": "desktop", "mobile-web": "mobile web", "": "any platform"}


def refuse(url, options=None):
    """The document loader: the context is in the document, so nothing may be fetched."""
    raise RuntimeError(f"the document asked to fetch {url}; an EARL export must not need the network")


OPTIONS = {"documentLoader": refuse}


def criteria_22(wcag_folder):
    with open(f"{wcag_folder}/wcag.json", encoding="utf-8") as handle:
        data = json.load(handle)
    return {entry["id"]: entry for entry in data["2.2"].values()}, data


def expected_pairs(plan, criteria, level):
    """(subject title, criterion id) for every criterion at or below the level that an
    applicable step of a scenario of that component and platform (and page) checks."""
    by_number = {entry["num"]: entry for entry in criteria.values()}
    pairs = set()
    for scenario in plan["scenarios"]:
        title = f'{scenario["feature"]} on {PLATFORMS.get(scenario["platform"], scenario["platform"])}'
        # A component the scope lists on pages is planned, and asserted about, once per page.
        if scenario.get("page"):
            title += f', {scenario["page"]}'
        for step in scenario["steps"]:
            if not step.get("applicable", True):
                continue
            for number in step.get("wcag", []):
                entry = by_number.get(number)
                if entry and LEVELS[entry["conformanceLevel"]] <= LEVELS[level]:
                    pairs.add((title, entry["id"]))
    return pairs


def scope_criteria(criteria, level):
    """The ids of the WCAG 2.2 criteria at or below the level: one scope assertion each."""
    return {entry["id"] for entry in criteria.values() if LEVELS[entry["conformanceLevel"]] <= LEVELS[level]}


def walk(value):
    """Every node object in an expanded document, nested ones included."""
    if isinstance(value, list):
        for item in value:
            yield from walk(item)
    elif isinstance(value, dict):
        if "@value" not in value:
            yield value
        for key, item in value.items():
            if key not in ("@context", "@value"):
                yield from walk(item)


def ids(values):
    return [value.get("@id") for value in values if isinstance(value, dict)]


def problems(document, criteria, pairs, scoped=None):
    """What is wrong with the document as EARL; empty when nothing is. `scoped` is the set of
    criterion ids that must each have one scope assertion."""
    found = []
    try:
        expanded = jsonld.expand(copy.deepcopy(document), OPTIONS)
    except Exception as error:  # pyld raises JsonLdError and, from the loader, our own
        return [f"not JSON-LD: {str(error).splitlines()[0]}"]
    # What each node is, gathered from every place it is written (expansion keeps the
    # document's own node ids, so references and definitions line up).
    types, titles, members = {}, {}, {}
    for node in walk(expanded):
        if "@id" in node:
            types.setdefault(node["@id"], set()).update(node.get("@type", []))
            members.setdefault(node["@id"], []).extend(ids(node.get(FOAF + "member", [])))
            for title in node.get("http://purl.org/dc/terms/title", []):
                titles[node["@id"]] = title.get("@value")
    for node in walk(expanded):
        for source in ids(node.get(SOURCE, [])):
            if not (source or "").startswith(("http://", "https://")):
                found.append(f"a dct:source {source!r} is not an http or https address")
    all_assertions = [node for node in walk(expanded) if EARL + "Assertion" in node.get("@type", [])]
    # Each assertion once, however often it is written out (hasPart may embed it).
    by_id, assertions = {}, []
    for node in all_assertions:
        key = node.get("@id")
        if key is None or key not in by_id:
            assertions.append(node)
        if key is not None:
            by_id.setdefault(key, {}).update(node)

    def about_website(assertion):
        subjects = ids(assertion.get(EARL + "subject", []))
        return len(subjects) == 1 and WEBSITE in types.get(subjects[0], set())

    scope_assertions = [by_id.get(node.get("@id"), node) for node in assertions if about_website(node)]
    assertions = [node for node in assertions if not about_website(node)]
    if not assertions and not scope_assertions:
        found.append("no earl:Assertion in the document")
    seen = set()
    test_of = {}
    for assertion in assertions:
        tests = ids(assertion.get(EARL + "test", []))
        if assertion.get("@id") and len(tests) == 1:
            test_of[assertion["@id"]] = tests[0]
    for number, assertion in enumerate(assertions + scope_assertions, 1):
        where = f"assertion {number}"
        for name in ("test", "subject", "assertedBy", "mode", "result"):
            values = assertion.get(EARL + name, [])
            if len(values) != 1:
                found.append(f"{where}: {len(values)} earl:{name}, not exactly one")
        tests = ids(assertion.get(EARL + "test", []))
        test = tests[0] if len(tests) == 1 else None
        if test is not None:
            if not test.startswith(WCAG) or test[len(WCAG):] not in criteria:
                found.append(f"{where}: earl:test {test} names no WCAG 2.2 success criterion")
        subjects = ids(assertion.get(EARL + "subject", []))
        subject = subjects[0] if len(subjects) == 1 else None
        if subject is not None and EARL + "TestSubject" not in types.get(subject, set()):
            found.append(f"{where}: its subject {subject} is not an earl:TestSubject")
        for assertor in ids(assertion.get(EARL + "assertedBy", [])):
            if EARL + "Assertor" not in types.get(assertor, set()):
                found.append(f"{where}: its assertor {assertor} is not an earl:Assertor")
            for member in members.get(assertor, []):
                if FOAF + "Person" not in types.get(member, set()):
                    found.append(f"{where}: its assertor group has a member {member} that is not a foaf:Person")
        if ids(assertion.get(EARL + "mode", [])) != [EARL + "manual"]:
            found.append(f"{where}: earl:mode is not earl:manual")
        for result in assertion.get(EARL + "result", []):
            outcomes = ids(result.get(EARL + "outcome", []))
            if len(outcomes) != 1 or outcomes[0] not in OUTCOMES:
                found.append(f"{where}: the result's outcome is {outcomes or 'missing'}, not one of EARL's five")
            if not result.get("http://purl.org/dc/terms/description"):
                found.append(f"{where}: the result has no description of its evidence")
        if test is not None and subject is not None and number <= len(assertions):
            pair = (titles.get(subject), test[len(WCAG):])
            if pair in seen:
                found.append(f"{where}: a second assertion of {pair[1]} on {pair[0]}")
            seen.add(pair)
    if scoped is not None:
        scope_tests = {}
        for assertion in scope_assertions:
            tests = ids(assertion.get(EARL + "test", []))
            test = tests[0][len(WCAG):] if len(tests) == 1 and tests[0].startswith(WCAG) else None
            if test in scope_tests:
                found.append(f"a second scope assertion of {test}")
            scope_tests[test] = assertion
            parts = ids(assertion.get(HAS_PART, []))
            expected = sorted(key for key, value in test_of.items() if value[len(WCAG):] == test)
            if sorted(parts) != expected:
                missing, extra = sorted(set(expected) - set(parts)), sorted(set(parts) - set(expected))
                found.append(f"the scope assertion of {test} does not have exactly its per-subject assertions as parts:"
                             + (f" missing {missing[:3]}" if missing else "") + (f" not its own {extra[:3]}" if extra else ""))
            outcomes = [ids(result.get(EARL + "outcome", [])) for result in assertion.get(EARL + "result", [])]
            outcome = outcomes[0][0] if outcomes and len(outcomes[0]) == 1 else None
            part_outcomes = [ids(result.get(EARL + "outcome", [])) for key in parts
                             for result in by_id.get(key, {}).get(EARL + "result", [])]
            part_outcomes = [values[0] for values in part_outcomes if len(values) == 1]
            described = " ".join(value.get("@value", "") for result in assertion.get(EARL + "result", [])
                                 for value in result.get(DESCRIPTION, []))
            decided = "Auditor's decision" in described
            if outcome == EARL + "passed" and not parts and not decided:
                found.append(f"the scope assertion of {test} is passed, though no check covers it")
            if EARL + "failed" in part_outcomes and outcome != EARL + "failed" and not decided:
                found.append(f"the scope assertion of {test} is {outcome}, though a per-subject assertion of it failed")
        if set(scope_tests) != scoped:
            missing, extra = sorted(scoped - set(scope_tests)), sorted(set(scope_tests) - scoped)
            found.append(
                f"{len(scope_tests)} scope assertions where one per criterion up to the target makes {len(scoped)}"
                + (f"; missing {missing[:3]}" if missing else "") + (f"; beyond the target {extra[:3]}" if extra else ""))
    if pairs is not None and seen != pairs:
        missing, extra = sorted(pairs - seen), sorted(seen - pairs)
        found.append(
            f"{len(assertions)} assertions where the plan implies {len(pairs)}"
            + (f"; missing {missing[:3]}" if missing else "") + (f"; not in the plan {extra[:3]}" if extra else ""))
    return found


def as_list(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def report_tool_problems(document, import_context, all_versions, level):
    """The document read as the WCAG-EM Report Tool opens an evaluation and sums it
    (github.com/w3c/wai-wcag-em-report-tool: src/stores/evaluationStore.js, open; the summary in
    src/components/ui/Report/ReportSummary.svelte and ReportNumbers.svelte).

    Opening: expanded, framed as an Evaluation with the tool's import context; the sample entries
    are read from selectSample.structuredSample of that frame as they stand (an entry a framer
    left as a bare reference has no title there); then framed again for its Assertions. An
    assertion whose subject has the type Website goes to the tool's one website subject,
    whatever its id; any other goes to the first sample entry with the same title, and one whose
    title matches none stops the import (the tool's Assertion refuses an undefined subject), as
    does a test whose id after the last ':' names no criterion. The outcome is its compact IRI.

    Summary: only website assertions count, a figure per outcome, and "reported on" the number
    of them whose outcome is not earl:untested.

    Returns the problems, the number of assertions imported and the summary."""
    found = []
    criterion_ids = {entry["id"] for version in all_versions.values() for entry in version.values()}
    try:
        expanded = jsonld.expand(copy.deepcopy(document), OPTIONS)
        evaluation = jsonld.frame(expanded, {"@context": import_context, "@type": ["Evaluation", "wcagem:Evaluation"]}, OPTIONS)
        framed = jsonld.frame(evaluation, {"@context": import_context, "@type": ["Assertion"]}, OPTIONS)
    except Exception as error:
        return [f"the Report Tool's framing fails: {error}"], 0, {}
    if evaluation.get("type") != "Evaluation":
        return ["the Report Tool finds no Evaluation"], 0, {}
    scope = evaluation.get("defineScope") or {}
    if not isinstance(scope.get("scope"), dict) or not scope["scope"].get("title"):
        found.append("the Report Tool finds no scope with a title (it reads defineScope.scope.title)")
    target = scope.get("conformanceTarget") or scope.get("step1b")
    if target != f"WAI:WCAG2{level}-Conformance":
        found.append(f"the Report Tool reads the conformance target as {target!r}")
    if scope.get("wcagVersion") != "2.2":
        found.append(f"the Report Tool reads WCAG version {scope.get('wcagVersion')!r}")
    sample = as_list((evaluation.get("selectSample") or {}).get("structuredSample"))
    sample_titles = []
    for entry in sample:
        title = entry.get("title") if isinstance(entry, dict) else None
        if isinstance(title, list):
            title = title[0]
        if not title:
            found.append(f"the Report Tool reads a sample entry with no title: {entry!r:.80}")
        elif title in sample_titles:
            found.append(f"two sample entries are titled {title!r}: the tool puts both's results on the first")
        sample_titles.append(title)
    assertions = framed.get("@graph", [])
    imported = 0
    summary = {}
    for number, assertion in enumerate(assertions, 1):
        test = assertion.get("test") or {}
        test_id = test.get("id", "") if isinstance(test, dict) else test
        subject = assertion.get("subject") or {}
        subject_types = as_list(subject.get("type"))
        outcome = (assertion.get("result") or {}).get("outcome") or {}
        outcome_id = outcome.get("id") if isinstance(outcome, dict) else outcome
        website = "Website" in subject_types or "WebSite" in subject_types
        if test_id.split(":")[-1] not in criterion_ids:
            found.append(f"assertion {number}: the Report Tool finds no criterion for test {test_id!r}")
        elif not subject_types:
            found.append(f"assertion {number}: its subject has no type where the tool reads it")
        elif not website and subject.get("title") not in sample_titles:
            found.append(f"assertion {number}: the Report Tool finds no sample subject titled {subject.get('title')!r}")
        elif outcome_id not in {"earl:" + name.split("#")[1] for name in OUTCOMES}:
            found.append(f"assertion {number}: the Report Tool knows no outcome {outcome_id!r}")
        else:
            imported += 1
            if website:
                summary[outcome_id] = summary.get(outcome_id, 0) + 1
    if not assertions:
        found.append("the Report Tool finds no assertions")
    return found, imported, summary


def main():
    wcag_folder, export, plan_path, level = sys.argv[1:5]
    import_context = None
    if len(sys.argv) > 5:
        with open(sys.argv[5], encoding="utf-8") as handle:
            import_context = json.load(handle)
    criteria, all_versions = criteria_22(wcag_folder)
    with open(export, encoding="utf-8") as handle:
        document = json.load(handle)
    with open(plan_path, encoding="utf-8") as handle:
        plan = json.load(handle)
    pairs = expected_pairs(plan, criteria, level)
    scoped = scope_criteria(criteria, level)
    status = 0

    def first(document):
        return document["auditSample"][0]

    def without_outcome(document):
        del first(document)["result"]["outcome"]

    def obsolete_test(document):
        first(document)["test"] = "WCAG:parsing"  # 4.1.1, gone from WCAG 2.2

    def dated_test(document):
        first(document)["test"] = "https://www.w3.org/TR/WCAG22/#focus-visible"

    def two_assertors(document):
        first(document)["assertedBy"] = [first(document)["assertedBy"], "_:stepwise"]

    def automatic(document):
        first(document)["mode"] = "earl:automatic"

    def outcome_not_earl(document):
        first(document)["result"]["outcome"] = "earl:pass"

    def one_missing(document):
        document["auditSample"].pop()

    def remote_context(document):
        document["@context"] = "https://example.invalid/earl-context.jsonld"

    def scope_assertions(document):
        return [item for item in document["auditSample"] if item.get("subject") == document["defineScope"]["scope"]["@id"]]

    def scope_missing(document):
        document["auditSample"].remove(scope_assertions(document)[-1])

    def uncovered_passed(document):
        uncovered = [item for item in scope_assertions(document) if not item.get("hasPart")]
        uncovered[0]["result"]["outcome"] = "earl:passed"

    def part_dropped(document):
        covered = [item for item in scope_assertions(document) if item.get("hasPart")]
        covered[0]["hasPart"] = covered[0]["hasPart"][1:] or ["_:elsewhere"]

    def failure_hidden(document):
        failed = {item["@id"] for item in document["auditSample"] if item["result"]["outcome"] == "earl:failed"}
        for item in scope_assertions(document):
            if failed & set(item.get("hasPart", [])):
                item["result"]["outcome"] = "earl:cantTell"
                return

    def script_source(document):
        document["defineScope"]["scope"]["source"] = "javascript:alert(1)"

    broken = [without_outcome, obsolete_test, dated_test, two_assertors, automatic, outcome_not_earl, one_missing, remote_context,
              scope_missing, uncovered_passed, part_dropped, failure_hidden, script_source]
    for breaker in broken:
        copied = copy.deepcopy(document)
        breaker(copied)
        rejected = problems(copied, criteria, pairs, scoped)
        if rejected:
            print(f"ok   the checker rejects a copy broken by {breaker.__name__}: {rejected[0]}")
        else:
            print(f"FAIL the checker accepts a copy broken by {breaker.__name__}")
            status = 1

    found = problems(document, criteria, pairs, scoped)
    for problem in found:
        print(f"FAIL {problem}")
    if found:
        status = 1
    else:
        outcomes = {}
        for node in walk(jsonld.expand(copy.deepcopy(document), OPTIONS)):
            for outcome in ids(node.get(EARL + "outcome", [])):
                outcomes[outcome.split("#")[1]] = outcomes.get(outcome.split("#")[1], 0) + 1
        print(f"ok   {len(scoped)} scope assertions, one per criterion up to {level}, each with its per-subject ones as parts;"
              f" {len(pairs)} per-subject assertions, one per criterion up to {level} and component on a platform the plan checks"
              f" it on; each expands to one test (a WCAG 2.2 criterion), subject, assertor, manual mode and outcome: {outcomes}")
        for needed in ("passed", "failed", "untested"):
            if needed not in outcomes:
                print(f"FAIL the session should give some earl:{needed} assertion, and none is")
                status = 1

    if import_context is not None:
        def outside_sample(document):
            for item in document["auditSample"]:
                if item["subject"] != document["defineScope"]["scope"]["@id"]:
                    item["subject"] = {"@id": "_:elsewhere", "@type": "TestSubject", "title": "Not in the sample"}
                    return

        def pages_after_components(document):
            # The scope's pages listed after the components that name them (isPartOf): a framer
            # writes each page out inside a component, and the tool's sample entry for it is then
            # a bare reference with no title.
            sample = document["selectSample"]["structuredSample"]
            pages = [entry for entry in sample if entry["@id"].startswith("_:page-")]
            document["selectSample"]["structuredSample"] = [entry for entry in sample if entry not in pages] + pages

        has_pages = any(entry["@id"].startswith("_:page-") for entry in document["selectSample"]["structuredSample"])
        breakers = [(outside_sample, "an assertion about a subject not in the sample"),
                    (dated_test, "a test under WCAG 2.2's dated address, which the tool cannot resolve")]
        if has_pages:
            breakers.append((pages_after_components, "the scope's pages listed after the components that name them"))
        for breaker, what in breakers:
            copied = copy.deepcopy(document)
            breaker(copied)
            rejected, _, _ = report_tool_problems(copied, import_context, all_versions, level)
            if rejected:
                print(f"ok   the Report Tool reading rejects a copy with {what}")
            else:
                print(f"FAIL the Report Tool reading accepts a copy with {what}")
                status = 1
        found, imported, summary = report_tool_problems(document, import_context, all_versions, level)
        for problem in found:
            print(f"FAIL {problem}")
        if found:
            status = 1
        else:
            print(f"ok   read as the WCAG-EM Report Tool opens an evaluation: scope, target WAI:WCAG2{level}-Conformance,"
                  f" WCAG 2.2, and all {imported} assertions matched to a criterion, a sample subject and an outcome")
        reported = sum(count for outcome, count in summary.items() if outcome != "earl:untested")
        if sum(summary.values()) != len(scoped):
            print(f"FAIL the Report Tool's summary counts {sum(summary.values())} website assertions, not one per criterion ({len(scoped)})")
            status = 1
        elif reported == 0:
            print("FAIL the Report Tool's summary would show nothing evaluated")
            status = 1
        else:
            print(f"ok   the Report Tool's summary: reported on {reported} of {len(scoped)} criteria; {summary}")
    return status


if __name__ == "__main__":
    sys.exit(main())
