#!/usr/bin/env python3
"""Generate Sources/Gherkin/Parsing/ParserStates.swift from Cucumber's gherkin.berp.

The grammar is the single source of truth for the parser. This script reads the
berp rules, turns every rule into a small automaton, and walks it the way the
reference parser generator does to find, for every parser state (a position just
after a token, inside nested rules), the ordered list of transitions:

    token type, optional lookahead, rule ends/starts on the way, next state.

Ordering follows the reference: #EOF first, then token types in the order the
grammar reaches them (all transitions for one type kept together), #Other last;
states without an #Other transition silently accept the ignored tokens
(#Comment, #Empty) and stay where they are. The expected-token list of an error
message is that order, without repeats.

    python3 scripts/generate-parser.py [path/to/gherkin.berp] > Sources/Gherkin/Parsing/ParserStates.swift
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field


# ---------------------------------------------------------------- grammar reading

@dataclass
class Rule:
    name: str
    emits: bool                      # `!`: an AST node, built with startRule/endRule
    lookahead: tuple[list[str], str] | None
    expr: object = None


def tokenize(text: str) -> list[str]:
    return re.findall(r"#\w+|\w+|[()|?*+]", text)


def parse_expr(tokens: list[str], pos: int = 0):
    """alternation := sequence ('|' sequence)*; returns (node, pos)."""
    alternatives = []
    seq, pos = parse_seq(tokens, pos)
    alternatives.append(seq)
    while pos < len(tokens) and tokens[pos] == "|":
        seq, pos = parse_seq(tokens, pos + 1)
        alternatives.append(seq)
    node = alternatives[0] if len(alternatives) == 1 else ("alt", alternatives)
    return node, pos


def parse_seq(tokens, pos):
    items = []
    while pos < len(tokens) and tokens[pos] not in ("|", ")"):
        tok = tokens[pos]
        if tok == "(":
            item, pos = parse_expr(tokens, pos + 1)
            assert tokens[pos] == ")"
            pos += 1
        elif tok.startswith("#"):
            item, pos = ("tok", tok[1:]), pos + 1
        else:
            item, pos = ("ref", tok), pos + 1
        if pos < len(tokens) and tokens[pos] in "?*+":
            item = ({"?": "opt", "*": "star", "+": "plus"}[tokens[pos]], item)
            pos += 1
        items.append(item)
    return ("seq", items), pos


def read_grammar(path: str) -> tuple[dict[str, Rule], list[str]]:
    text = open(path, encoding="utf-8").read()
    ignored = []
    settings = re.search(r"\[(.*?)\n\]", text, re.S).group(1)
    for line in settings.splitlines():
        if "IgnoredTokens" in line:
            ignored = [t.strip()[1:] for t in line.split("->")[1].split(",")]
    rules: dict[str, Rule] = {}
    for line in text.splitlines():
        line = line.split("//")[0].strip()
        m = re.match(r"^(\w+)(!?)\s*(\[(.*?)\])?\s*:=\s*(.*)$", line)
        if not m:
            continue
        name, bang, _, hint, body = m.groups()
        lookahead = None
        if hint:
            skip, target = hint.split("->")
            lookahead = ([t.strip()[1:] for t in skip.split("|")], target.strip()[1:])
        expr, pos = parse_expr(tokenize(body))
        rules[name] = Rule(name, bool(bang), lookahead, expr)
    return rules, ignored


# ---------------------------------------------------------------- automata

class Node:
    def __init__(self):
        self.edges: list[tuple[str, object, "Node"]] = []  # (eps|tok|ref, label, target)


def build(expr, start: Node) -> Node:
    """Thompson construction that keeps the grammar's order: the 'enter' edge of
    an optional or repeated item comes before its 'skip' edge. Returns the end node."""
    kind = expr[0]
    if kind == "tok" or kind == "ref":
        end = Node()
        start.edges.append((kind, expr[1], end))
        return end
    if kind == "seq":
        node = start
        for item in expr[1]:
            node = build(item, node)
        return node
    if kind == "alt":
        end = Node()
        for alternative in expr[1]:
            begin = Node()
            start.edges.append(("eps", None, begin))
            build(alternative, begin).edges.append(("eps", None, end))
        return end
    if kind == "opt":
        end = Node()
        begin = Node()
        start.edges.append(("eps", None, begin))
        start.edges.append(("eps", None, end))
        build(expr[1], begin).edges.append(("eps", None, end))
        return end
    if kind == "star":
        end = Node()
        begin = Node()
        start.edges.append(("eps", None, begin))
        start.edges.append(("eps", None, end))
        build(expr[1], begin).edges.append(("eps", None, start))
        return end
    if kind == "plus":
        end = Node()
        begin = Node()
        start.edges.append(("eps", None, begin))
        last = build(expr[1], begin)
        last.edges.append(("eps", None, begin))
        last.edges.append(("eps", None, end))
        return end
    raise ValueError(kind)


def minimise(tables, stacks):
    """Merge states that behave alike (same transitions into equivalent states),
    as the reference does: after `#Empty` in a description helper the parser is
    in the same state as after the title line. Numbering follows first use."""
    shape = lambda t: tuple((tok, hint, tuple(actions)) for tok, hint, actions, _ in t)
    classes = {}
    block = [classes.setdefault(shape(t), len(classes)) for t in tables]
    while True:
        refined = {}
        new_block = [
            refined.setdefault((block[i], tuple(-1 if target < 0 else block[target] for *_, target in t)), len(refined))
            for i, t in enumerate(tables)
        ]
        if len(refined) == len(set(block)):
            break
        block = new_block
    order: list[int] = []
    queue = [block[0]]
    representative = {}
    for i, b in enumerate(block):
        representative.setdefault(b, i)
    while queue:
        b = queue.pop(0)
        if b in order:
            continue
        order.append(b)
        for *_, target in tables[representative[b]]:
            if target >= 0 and block[target] not in order:
                queue.append(block[target])
    number = {b: n for n, b in enumerate(order)}
    new_tables, new_stacks = [], []
    for b in order:
        i = representative[b]
        new_tables.append([(tok, hint, actions, -1 if target < 0 else number[block[target]]) for tok, hint, actions, target in tables[i]])
        new_stacks.append(stacks[i])
    return new_tables, new_stacks


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "../shared/gherkin/gherkin.berp"
    rules, ignored = read_grammar(path)
    starts: dict[str, Node] = {}
    accepts: dict[str, Node] = {}
    for rule in rules.values():
        starts[rule.name] = Node()
        accepts[rule.name] = build(rule.expr, starts[rule.name])

    # A state is a stack of frames (rule name, node); below the top, the node is
    # where the caller resumes.
    def explore(stack, actions, lookahead, visited, out):
        rule, node = stack[-1]
        key = (tuple((r, id(n)) for r, n in stack), len(actions))
        if key in visited:
            return
        visited.add(key)
        for kind, label, target in node.edges:
            frames = stack[:-1] + [(rule, target)]
            if kind == "eps":
                explore(frames, actions, lookahead, visited, out)
            elif kind == "tok":
                hint = lookahead if lookahead and label in lookahead[0] else None
                out.append((label, hint, actions, frames))
            else:
                callee = rules[label]
                more = actions + ([("start", label)] if callee.emits else [])
                hint = callee.lookahead or lookahead
                explore(frames + [(label, starts[label])], more, hint, visited, out)
        if node is accepts[rule]:
            if len(stack) == 1:
                out.append(("EOF", None, actions, None))
            else:
                more = actions + ([("end", rule)] if rules[rule].emits else [])
                explore(stack[:-1], more, None, visited, out)

    def describe(stack):
        return ">".join(r for r, _ in stack)

    lookaheads: list[tuple[list[str], str]] = []
    state_ids: dict[tuple, int] = {}
    stacks: list[list] = []
    tables: list[list] = []

    def state_id(stack) -> int:
        key = tuple((r, id(n)) for r, n in stack)
        if key not in state_ids:
            state_ids[key] = len(stacks)
            stacks.append(stack)
        return state_ids[key]

    state_id([(next(iter(rules)), starts[next(iter(rules))])])
    index = 0
    while index < len(stacks):
        raw = []
        explore(stacks[index], [], None, set(), raw)
        order: list[str] = []
        for token, *_ in raw:
            if token not in order and token not in ("EOF", "Other"):
                order.append(token)
        if any(t == "EOF" for t, *_ in raw):
            order.insert(0, "EOF")
        if any(t == "Other" for t, *_ in raw):
            order.append("Other")
        transitions = []
        for token in order:
            for t, hint, actions, target in raw:
                if t != token:
                    continue
                if hint is not None and hint not in lookaheads:
                    lookaheads.append(hint)
                target_id = -1 if target is None else state_id(target)
                transitions.append((t, None if hint is None else lookaheads.index(hint), actions, target_id))
        if "Other" not in order:
            for token in ignored:
                if token not in order:
                    transitions.append((token, None, [], index))
        tables.append(transitions)
        index += 1

    tables, stacks = minimise(tables, stacks)
    lower = lambda s: "eof" if s == "EOF" else s[0].lower() + s[1:]
    out = sys.stdout
    out.write("// Generated by scripts/generate-parser.py from gherkin.berp. Do not edit.\n// swift-format-ignore-file: generated, and regenerated as it is.\n\n")
    out.write("extension ParserStates {\n")
    out.write("    /// Lookahead hints: skip tokens of the first kinds, then succeed on the last.\n")
    out.write("    static let lookaheads: [Lookahead] = [\n")
    for skip, target in lookaheads:
        out.write(f"        Lookahead(skipping: [{', '.join('.' + lower(s) for s in skip)}], until: .{lower(target)}),\n")
    out.write("    ]\n\n")
    out.write("    static let states: [ParserState] = [\n")
    for number, transitions in enumerate(tables):
        out.write(f"        // {number}: {describe(stacks[number])}\n")
        out.write("        ParserState(transitions: [\n")
        for token, hint, actions, target in transitions:
            acts = ", ".join(f".{kind}(.{lower(rule)})" for kind, rule in actions)
            la = "nil" if hint is None else str(hint)
            out.write(f"            Transition(.{lower(token)}, lookahead: {la}, actions: [{acts}], next: {target}),\n")
        out.write("        ]),\n")
    out.write("    ]\n}\n")


if __name__ == "__main__":
    main()
