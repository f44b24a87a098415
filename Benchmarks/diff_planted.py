#!/usr/bin/env python3
"""`contractstub diff` of github-api.json against a copy with 50 planted changes, vs two `validate` runs of it
(issue 34: the diff stays within 1.5x of two validates), interleaved, medians; also checks that every planted
breaking change is reported.

Usage: python3 Benchmarks/diff_planted.py <github-api.json> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub)
The 50 changes, 10 of each kind, on operations and schemas picked in document order: an operation removed, a query
parameter made required, a response property removed, a response property's type changed, a request enum value removed.
"""
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile

import whole_process

BINARY = ".build/release/contractstub"


def planted(spec):
    """A copy of `spec` with 50 breaking changes, and the rule ids diff must report for them."""
    changed = copy.deepcopy(spec)
    expected = []
    operations = [(path, method, operation) for path, item in changed["paths"].items() for method, operation in item.items()
                  if method in ("get", "put", "post", "patch", "delete")]
    removed = 0
    for path, method, _ in operations[5::40][:10]:
        del changed["paths"][path][method]
        removed += 1
    expected += ["diff.operation.removed"] * removed
    made_required = 0
    for _, _, operation in operations[1::7]:
        if made_required == 10:
            break
        for parameter in operation.get("parameters", []):
            if "$ref" not in parameter and parameter.get("in") == "query" and not parameter.get("required"):
                parameter["required"] = True
                made_required += 1
                break
    expected += ["diff.parameter.became-required"] * made_required
    schemas = changed["components"]["schemas"]
    objects = [name for name, schema in schemas.items() if isinstance(schema.get("properties"), dict) and len(schema["properties"]) > 3]
    for name in objects[:10]:
        properties = schemas[name]["properties"]
        del properties[sorted(properties)[-1]]
    expected += ["diff.response.property.removed"]
    for name in objects[10:20]:
        properties = schemas[name]["properties"]
        for key in sorted(properties):
            if properties[key].get("type") == "string":
                properties[key] = {"type": "integer"}
                break
    enums = 0
    for _, _, operation in operations:
        if enums == 10:
            break
        for parameter in operation.get("parameters", []):
            schema = parameter.get("schema", {}) if "$ref" not in parameter else {}
            if isinstance(schema.get("enum"), list) and len(schema["enum"]) > 1:
                schema["enum"] = schema["enum"][:-1]
                enums += 1
                break
    return changed, expected, removed + made_required + 20 + enums


def main():
    values, json_path = whole_process.split_json(sys.argv[1:])
    spec_path = values[0]
    runs = int(values[1]) if len(values) > 1 else 5
    with open(spec_path) as file:
        spec = json.load(file)
    changed, expected, planted_count = planted(spec)
    with tempfile.TemporaryDirectory() as folder:
        new_path = os.path.join(folder, "github-api-changed.json")
        with open(new_path, "w") as file:
            json.dump(changed, file, indent=1)
        report = subprocess.run([BINARY, "diff", spec_path, new_path, "--format", "json"], capture_output=True, text=True)
        rules = [change["rule"] for change in json.loads(report.stdout)["changes"]]
        missing = [rule for rule in set(expected) if rules.count(rule) < expected.count(rule)]
        diffs, validates = [], []
        for _ in range(runs):
            diffs.append(whole_process.timed([BINARY, "diff", spec_path, new_path]))
            validates.append(whole_process.timed([BINARY, "validate", spec_path]) + whole_process.timed([BINARY, "validate", new_path]))
    diff_ms, validate_ms = statistics.median(diffs) * 1000, statistics.median(validates) * 1000
    print(f"{planted_count} planted changes; diff reports {len(rules)} changes; planted rules not all reported: {missing or 'none'}")
    print(f"diff {diff_ms:.0f} ms vs two validates {validate_ms:.0f} ms = {diff_ms / validate_ms:.2f}x (goal <= 1.5x, median of {runs})")
    if json_path:
        whole_process.append_result(json_path, "diff.github-api-50-planted-vs-2-validates", diff_ms, validate_ms)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
