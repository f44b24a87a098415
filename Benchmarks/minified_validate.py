#!/usr/bin/env python3
"""`contractstub validate` of one spec pretty-printed and minified (one line), with findings planted so that locating
them matters: an invalid `example` on up to 2,000 integer, boolean and string schemas. Locating a finding must not walk back over the
line for each one (quadratic on a one-line file); goal: minified within 1.1x of pretty-printed.

Runs are interleaved; prints both medians, the ratio and the finding counts (which must be equal).
Usage: python3 Benchmarks/minified_validate.py <spec.json> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub)
"""
import json
import os
import statistics
import subprocess

import whole_process

PLANTED = 2000


def plant(value, budget):
    """Adds an `example` of the wrong type to integer, boolean and string schemas of `value`, at most `budget[0]`."""
    if isinstance(value, dict):
        wrong = {"integer": "not an integer", "boolean": "not a boolean", "string": 12}.get(value.get("type")) if isinstance(value.get("type"), str) else None
        if wrong is not None and "example" not in value and budget[0] > 0:
            value["example"] = wrong
            budget[0] -= 1
        for child in value.values():
            plant(child, budget)
    elif isinstance(value, list):
        for child in value:
            plant(child, budget)


def findings(path):
    """How many findings `validate --format json` reports for `path`."""
    run = subprocess.run([".build/release/contractstub", "validate", "--format", "json", path], capture_output=True, text=True)
    return len(json.loads(run.stdout)["diagnostics"])


def main():
    spec, runs, json_path = whole_process.arguments()
    with open(spec) as file:
        document = json.load(file)
    plant(document, [PLANTED])
    os.makedirs(".build/bench-minified", exist_ok=True)
    pretty, minified = ".build/bench-minified/pretty.json", ".build/bench-minified/minified.json"
    with open(pretty, "w") as file:
        json.dump(document, file, indent=2)
    with open(minified, "w") as file:
        json.dump(document, file, separators=(",", ":"))
    counts = findings(pretty), findings(minified)
    times_minified, times_pretty = whole_process.interleaved(
        [".build/release/contractstub", "validate", minified], [".build/release/contractstub", "validate", pretty], runs)
    ours, theirs = statistics.median(times_minified) * 1000, statistics.median(times_pretty) * 1000
    print(f"validate, minified        median {ours:6.0f} ms  runs {[round(t * 1000) for t in times_minified]}")
    print(f"validate, pretty-printed  median {theirs:6.0f} ms  runs {[round(t * 1000) for t in times_pretty]}")
    print(f"minified / pretty-printed: {ours / theirs:.2f}x (median of {runs}; goal <= 1.10x)")
    print(f"findings: {counts[0]} pretty-printed, {counts[1]} minified" + ("" if counts[0] == counts[1] else "  MISMATCH"))
    if json_path:
        whole_process.append_result(json_path, "validate.minified-vs-pretty.github-api", ours, theirs)
    if counts[0] != counts[1]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
