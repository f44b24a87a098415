#!/usr/bin/env python3
"""Whole-process time of `contractstub validate` vs `python3 -m openapi_spec_validator` on the same spec.

Runs are interleaved in rotated order after a warm-up round (`whole_process.rotated`) so background load hits both alike; prints the medians and the ratio.
Usage: python3 Benchmarks/compare_validate.py <spec.json> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub)
With --json, appends {name, value, unit, baseline, ratio} (our median, theirs as baseline) to that file, like
contractstub-bench does.
Needs: pip install openapi-spec-validator (a measuring stick only; not a dependency of the package).
"""

import whole_process


def main():
    spec, runs, json_path = whole_process.arguments()
    ours, theirs = whole_process.interleaved(
        [".build/release/contractstub", "validate", spec], whole_process.python_module("openapi_spec_validator") + [spec], runs)
    ours_ms, theirs_ms = whole_process.report("contractstub validate", ours, "openapi-spec-validator", theirs)
    if json_path:
        whole_process.append_result(json_path, "validate.cli.github-api", ours_ms, theirs_ms)


if __name__ == "__main__":
    main()
