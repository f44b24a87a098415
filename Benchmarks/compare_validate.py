#!/usr/bin/env python3
"""Whole-process time of `contractstub validate` vs `python3 -m openapi_spec_validator` on the same spec.

Runs are interleaved (ours, theirs, ours, …) so background load hits both alike; prints the medians and the ratio.
Usage: python3 Benchmarks/compare_validate.py <spec.json> [runs] [--json bench-results.json]
       (build first: swift build -c release --product contractstub)
With --json, appends {name, value, unit, baseline, ratio} (our median, theirs as baseline) to that file, like
contractstub-bench does.
Needs: pip install openapi-spec-validator (a measuring stick only; not a dependency of the package).
"""
import json
import os
import statistics
import subprocess
import sys
import time


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def append_result(path, ours_ms, theirs_ms):
    entries = []
    if os.path.exists(path):
        with open(path) as file:
            entries = json.load(file)
    entries.append({"name": "validate.cli.github-api", "value": round(ours_ms, 2), "unit": "ms",
                    "baseline": round(theirs_ms, 2), "ratio": ours_ms / theirs_ms})
    with open(path, "w") as file:
        json.dump(entries, file, indent=2, sort_keys=True)


def main():
    arguments = sys.argv[1:]
    json_path = None
    if "--json" in arguments:
        position = arguments.index("--json")
        json_path = arguments[position + 1]
        del arguments[position:position + 2]
    spec = arguments[0]
    runs = int(arguments[1]) if len(arguments) > 1 else 5
    ours_command = [".build/release/contractstub", "validate", spec]
    theirs_command = [sys.executable, "-m", "openapi_spec_validator", spec]
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(timed(ours_command))
        theirs.append(timed(theirs_command))
    ours_median, theirs_median = statistics.median(ours), statistics.median(theirs)
    print(f"contractstub validate      median {ours_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in ours]}")
    print(f"openapi-spec-validator     median {theirs_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in theirs]}")
    print(f"contractstub is {theirs_median / ours_median:.1f}x faster (median of {runs})")
    if json_path:
        append_result(json_path, ours_median * 1000, theirs_median * 1000)


if __name__ == "__main__":
    main()
