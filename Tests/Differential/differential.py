#!/usr/bin/env python3
"""Differential test: ContractStub's JSON Schema verdicts vs python-jsonschema on real specs.

Reads the JSON Lines printed by `contractstub-differential` (one example or default per line, with the schema it
must satisfy and ContractStub's verdict) and validates the same instance against the same schema with
python-jsonschema: Draft4Validator with OpenAPI 3.0 adjustments for 3.0 specs, Draft202012Validator for 3.1.
Prints the agreement figure and every disagreement. Both sides assert the formats DESIGN.md lists.

Lines marked `"answer": true` (from `contractstub-differential --answers`) are values of the stub's own answers
(default answers and response variants): each must be valid by both ContractStub's response check and
python-jsonschema; any that is not is listed and makes the exit status 1.

Usage: differential.py <sites.jsonl> [--list N]     (run through `make differential`)
"""
import base64
import binascii
import json
import sys
from collections import Counter

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT4, DRAFT202012

FORMATS = ["date-time", "date", "time", "uuid", "email", "uri", "ipv4", "ipv6"]


def format_checker(validator_class):
    """The checkers of the asserted formats, plus OpenAPI's int32, int64 and byte: 2020-12's for every dialect (the
    RFC 3339 and RFC 4122 formats OpenAPI means; draft 4 has no `time`)."""
    base = jsonschema.Draft202012Validator.FORMAT_CHECKER
    # FormatChecker(formats=…) would take each format from the registry shared by all drafts, where `time` is draft 3's.
    checker = jsonschema.FormatChecker(formats=())
    checker.checkers = {name: base.checkers[name] for name in FORMATS if name in base.checkers}

    @checker.checks("int32")
    def int32(value):
        return not isinstance(value, int) or isinstance(value, bool) or -2**31 <= value < 2**31

    @checker.checks("int64")
    def int64(value):
        return not isinstance(value, int) or isinstance(value, bool) or -2**63 <= value < 2**63

    @checker.checks("byte")
    def byte(value):
        if not isinstance(value, str):
            return True
        try:
            base64.b64decode(value, validate=True)
            return len(value) % 4 == 0
        except (binascii.Error, ValueError):
            return False

    return checker


def is_wrapped(node):
    """Whether `openapi30_to_draft4` wraps this node (a 3.0 schema with `nullable: true` and no `$ref`)."""
    return isinstance(node, dict) and node.get("nullable") is True and "$ref" not in node


def openapi30_to_draft4(node):
    """OpenAPI 3.0 Schema Objects as plain draft 4: `nullable: true` admits null whatever the other keywords say,
    so such a schema becomes `{"anyOf": [<schema>, {"type": "null"}]}` (see `translate_pointer`)."""
    if isinstance(node, list):
        return [openapi30_to_draft4(item) for item in node]
    if not isinstance(node, dict):
        return node
    converted = {key: openapi30_to_draft4(value) for key, value in node.items() if not (key == "nullable" and is_wrapped(node))}
    return {"anyOf": [converted, {"type": "null"}]} if is_wrapped(node) else converted


def translate_pointer(document, pointer):
    """The pointer into the converted document: below every wrapped node, the path runs through `anyOf/0`."""
    tokens = [token.replace("~1", "/").replace("~0", "~") for token in pointer.split("/")[1:]] if pointer else []
    node, out = document, []
    for token in tokens:
        if is_wrapped(node):
            out += ["anyOf", "0"]
        node = node[int(token)] if isinstance(node, list) else node[token]
        out.append(token.replace("~", "~0").replace("/", "~1"))
    return "".join("/" + token for token in out)


class Specs:
    """Each spec file loaded once, as a referencing resource under its file URI."""

    def __init__(self):
        self.registries = {}
        self.originals = {}
        self.validators = {}

    def validator(self, line):
        """The validator of the line's schema, made once per schema."""
        key = (line["schemaFile"], line["openapi"].startswith("3.0"), line["schemaPointer"])
        if key not in self.validators:
            self.validators[key] = self.make_validator(line)
        return self.validators[key]

    def make_validator(self, line):
        path, is30 = line["schemaFile"], line["openapi"].startswith("3.0")
        key = (path, is30)
        if key not in self.registries:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
            self.originals[key] = document
            if is30:
                document = openapi30_to_draft4(document)
            spec = DRAFT4 if is30 else DRAFT202012
            self.registries[key] = Registry().with_resource("file://" + path, Resource(contents=document, specification=spec))
        validator_class = jsonschema.Draft4Validator if is30 else jsonschema.Draft202012Validator
        pointer = translate_pointer(self.originals[key], line["schemaPointer"]) if is30 else line["schemaPointer"]
        schema = {"$ref": "file://" + path + "#" + pointer}
        return validator_class(schema, registry=self.registries[key], format_checker=format_checker(validator_class))


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    listed = int(sys.argv[sys.argv.index("--list") + 1]) if "--list" in sys.argv else 50
    # --expect-refused PREFIX: the operations whose id starts with PREFIX have unsatisfiable schemas and must be
    # refused (stub.body.unsatisfiable); every other operation must be answered, but for at most the share of them
    # that --max-refused-share allows (default 0): the synthesizer searches, and may miss a value that exists.
    refusable = sys.argv[sys.argv.index("--expect-refused") + 1] if "--expect-refused" in sys.argv else None
    refused_share = float(sys.argv[sys.argv.index("--max-refused-share") + 1]) if "--max-refused-share" in sys.argv else 0.0
    specs = Specs()
    agree, disagreements, errors = 0, [], Counter()
    answers, invalid_answers = 0, []
    refused, wrongly_refused = set(), []
    with open(sys.argv[1], encoding="utf-8") as handle:
        for text in handle:
            line = json.loads(text)
            if "refused" in line:
                operation = (line["spec"], line["operation"])
                refused.add(operation)
                expected = refusable is not None and line["operation"].startswith(refusable) and line["refused"] == "stub.body.unsatisfiable"
                if refusable is not None and not expected:
                    wrongly_refused.append((line, f"refused ({line['refused']}): {line['message'][:160]}"))
                continue
            try:
                validator = specs.validator(line)
                instance = line["instance"]
                error = None if validator.is_valid(instance) else jsonschema.exceptions.best_match(validator.iter_errors(instance))
            except Exception as problem:  # a schema python-jsonschema cannot process
                errors[type(problem).__name__] += 1
                failure = f"python-jsonschema failed: {type(problem).__name__}: {problem}"
                if line.get("answer"):
                    invalid_answers.append((line, failure))
                else:
                    disagreements.append((line, None, failure))
                continue
            theirs = error is None
            if line.get("answer"):
                answers += 1
                if not (theirs and line["valid"]):
                    ours = "valid" if line["valid"] else "invalid"
                    invalid_answers.append((line, f"contractstub {ours}, python-jsonschema {error.message if error else 'valid'}"))
                continue
            if theirs == line["valid"]:
                agree += 1
            else:
                disagreements.append((line, theirs, error.message if error else "valid"))
    for line, detail in invalid_answers[:listed]:
        print(f"INVALID ANSWER {line['spec']} {line['site']}: {detail[:200]}")
    if answers or invalid_answers:
        print(f"differential: {answers - len(invalid_answers)} of {answers} values of stub answers valid by both "
              f"(ContractStub's response check and python-jsonschema); {len(invalid_answers)} invalid")
    answered_unsatisfiable = []
    if refusable is not None:
        for line, detail in wrongly_refused[:listed]:
            print(f"WRONGLY REFUSED {line['spec']} {line['operation']}: {detail}")
        expected = {(spec, operation) for spec, operation in answered_operations(sys.argv[1]) if operation.startswith(refusable)}
        answered_unsatisfiable = sorted(expected - refused)
        for spec, operation in answered_unsatisfiable[:listed]:
            print(f"ANSWERED UNSATISFIABLE {spec} {operation}: no stub.body.unsatisfiable")
        satisfiable = len({(spec, operation) for spec, operation in answered_operations(sys.argv[1]) if not operation.startswith(refusable)})
        print(f"differential: {len(refused) - len(wrongly_refused)} unsatisfiable schemas refused as such, "
              f"{len(answered_unsatisfiable)} answered; {len(wrongly_refused)} of {satisfiable} satisfiable ones refused "
              f"(at most {refused_share:.1%} allowed)")
        if len(wrongly_refused) <= refused_share * satisfiable:
            wrongly_refused = []
    total = agree + len(disagreements)
    for line, theirs, detail in disagreements[:listed]:
        ours = "valid" if line["valid"] else "invalid"
        print(f"DISAGREE {line['spec']} {line['site']}: contractstub {ours}, python-jsonschema {detail[:200]}")
    if len(disagreements) > listed:
        print(f"… and {len(disagreements) - listed} more")
    if total or not answers:
        print(f"differential: {agree} agree, {len(disagreements)} disagree of {total} examples and defaults "
              f"({100.0 * agree / max(total, 1):.2f}% agreement)")
    return 1 if invalid_answers or wrongly_refused or answered_unsatisfiable else 0


def answered_operations(path):
    """Every (spec, operation) named by a line of the file."""
    with open(path, encoding="utf-8") as handle:
        return {(line["spec"], line["operation"]) for line in map(json.loads, handle) if "operation" in line}


if __name__ == "__main__":
    sys.exit(main())
