#!/usr/bin/env python3
"""Whole-process time of `contractstub validate <github-api.yaml>` vs python's PyYAML C loader merely loading it.

The YAML file is github-api.json written as YAML by `contractstub-bench to-yaml`. Runs are interleaved (ours, theirs,
ours, …) so background load hits both alike; prints the medians and the ratio (goal: contractstub ≥ 5× faster, while
doing more: it also resolves, compiles and lints the spec).
Usage: python3 Benchmarks/compare_yaml_load.py <github-api.yaml> [runs] [--json bench-results.json]
       (build first: swift build -c release --product contractstub)
Needs: pip install pyyaml with its libyaml C extension (a measuring stick only; not a dependency of the package).
"""
import json
import os
import statistics
import subprocess
import sys
import time

PYYAML_LOAD = "import sys, yaml; yaml.load(open(sys.argv[1], 'rb'), Loader=yaml.CSafeLoader)"


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def append_result(path, ours_ms, theirs_ms):
    entries = []
    if os.path.exists(path):
        with open(path) as file:
            entries = json.load(file)
    entries.append({"name": "validate.cli.github-api-yaml", "value": round(ours_ms, 2), "unit": "ms",
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
    import yaml  # noqa: F401 (fails early when PyYAML is missing)
    if not yaml.__with_libyaml__:
        sys.exit("PyYAML was built without libyaml; CSafeLoader is not available")
    ours_command = [".build/release/contractstub", "validate", spec]
    theirs_command = [sys.executable, "-c", PYYAML_LOAD, spec]
    check = subprocess.run(theirs_command, capture_output=True, text=True)
    if check.returncode != 0:
        sys.exit(f"PyYAML could not load {spec}: {check.stderr.strip()}")
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(timed(ours_command))
        theirs.append(timed(theirs_command))
    ours_median, theirs_median = statistics.median(ours), statistics.median(theirs)
    print(f"contractstub validate (YAML)  median {ours_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in ours]}")
    print(f"PyYAML CSafeLoader load       median {theirs_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in theirs]}")
    print(f"contractstub is {theirs_median / ours_median:.1f}x faster (median of {runs}; goal ≥ 5x)")
    if json_path:
        append_result(json_path, ours_median * 1000, theirs_median * 1000)


if __name__ == "__main__":
    main()
