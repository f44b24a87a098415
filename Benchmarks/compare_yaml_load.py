#!/usr/bin/env python3
"""Whole-process time of `contractstub validate <github-api.yaml>` vs python's PyYAML C loader merely loading it.

The YAML file is github-api.json written as YAML by `contractstub-bench to-yaml`. Runs are interleaved in rotated
order after a warm-up round (`whole_process.rotated`) so background load hits both alike; prints the medians and the ratio (goal: contractstub ≥ 5× faster, while
doing more: it also resolves, compiles and lints the spec).
Usage: python3 Benchmarks/compare_yaml_load.py <github-api.yaml> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub)
Needs: pip install pyyaml with its libyaml C extension (a measuring stick only; not a dependency of the package).
"""
import subprocess
import sys

import whole_process

PYYAML_LOAD = "import sys, yaml; yaml.load(open(sys.argv[1], 'rb'), Loader=yaml.CSafeLoader)"


def main():
    spec, runs, json_path = whole_process.arguments()
    import yaml  # noqa: F401 (fails early when PyYAML is missing)
    if not yaml.__with_libyaml__:
        sys.exit("PyYAML was built without libyaml; CSafeLoader is not available")
    theirs_command = [sys.executable, "-c", PYYAML_LOAD, spec]
    check = subprocess.run(theirs_command, capture_output=True, text=True)
    if check.returncode != 0:
        sys.exit(f"PyYAML could not load {spec}: {check.stderr.strip()}")
    ours, theirs = whole_process.interleaved([".build/release/contractstub", "validate", spec], theirs_command, runs)
    ours_ms, theirs_ms = whole_process.report(
        "contractstub validate (YAML)", ours, "PyYAML CSafeLoader load", theirs, goal="; goal ≥ 5x")
    if json_path:
        whole_process.append_result(json_path, "validate.cli.github-api-yaml", ours_ms, theirs_ms)


if __name__ == "__main__":
    main()
