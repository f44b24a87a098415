#!/usr/bin/env python3
"""Whole-process `contractstub validate` of a Swagger 2.0 spec against the same API in OpenAPI 3.0 (a peer's
conversion of it, written by `make swagger2-equivalence`), and against `python3 -m openapi_spec_validator` on the 2.0
spec, all interleaved in one run (in rotated order: each runs after each of the others as often); prints medians (wall and CPU) and the ratios, also per byte: the two files differ in size
(the peer writes one member per line; its JSON holds a little more too), so the ratios are also given per byte of each
file as it is and per byte of its content (the JSON minified).

Usage: python3 Benchmarks/compare_swagger2.py <swagger2.json> <converted-3.0.json> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub)
Goal (issue 35): reading 2.0 costs no more than reading 3.0 of the same size (ratio ≤ 1.0 within noise), and
`validate` stays ahead of openapi-spec-validator on 2.0.
Needs: pip install openapi-spec-validator (a measuring stick only; not a dependency of the package).
"""
import json
import os
import statistics
import sys

import whole_process


def main():
    values, json_path = whole_process.split_json(sys.argv[1:])
    swagger2, converted = values[0], values[1]
    runs = int(values[2]) if len(values) > 2 else 11
    ours = [".build/release/contractstub", "validate"]
    commands = [ours + [swagger2], ours + [converted], whole_process.python_module("openapi_spec_validator") + [swagger2]]
    timings = dict(zip(["2.0", "3.0", "peer"], whole_process.rotated(commands, runs, whole_process.timed_with_cpu)))
    medians = {key: (statistics.median(w for w, _ in runs_), statistics.median(c for _, c in runs_)) for key, runs_ in timings.items()}
    for key, label in [("2.0", "contractstub, Swagger 2.0"), ("3.0", "contractstub, its 3.0 conversion"), ("peer", "openapi-spec-validator, 2.0")]:
        wall, cpu = medians[key]
        print(f"{label:<34} median {wall * 1000:7.1f} ms wall, {cpu * 1000:7.1f} ms CPU")
    print(f"2.0 vs 3.0: {medians['2.0'][0] / medians['3.0'][0]:.2f}x wall, {medians['2.0'][1] / medians['3.0'][1]:.2f}x CPU "
          f"(goal <= 1.0); openapi-spec-validator takes {medians['peer'][0] / medians['2.0'][0]:.1f}x our wall time "
          f"(median of {runs})")
    sizes = {key: (os.path.getsize(path), content_size(path)) for key, path in [("2.0", swagger2), ("3.0", converted)]}
    for index, label in [(0, "file"), (1, "content (minified)")]:
        scale = sizes["3.0"][index] / sizes["2.0"][index]
        print(f"per byte of {label}: {sizes['2.0'][index]:,} vs {sizes['3.0'][index]:,} bytes; 2.0 vs 3.0 per byte: "
              f"{medians['2.0'][0] / medians['3.0'][0] * scale:.2f}x wall, {medians['2.0'][1] / medians['3.0'][1] * scale:.2f}x CPU")
    if json_path:
        whole_process.append_result(json_path, "validate.swagger2-vs-3.0.wall", medians["2.0"][0] * 1000, medians["3.0"][0] * 1000)
        whole_process.append_result(json_path, "validate.swagger2-vs-3.0.cpu", medians["2.0"][1] * 1000, medians["3.0"][1] * 1000)
        whole_process.append_result(json_path, "validate.swagger2-vs-spec-validator", medians["2.0"][0] * 1000, medians["peer"][0] * 1000)


def content_size(path):
    """The size of the JSON document at `path` written without whitespace."""
    with open(path, encoding="utf-8") as file:
        return len(json.dumps(json.load(file), separators=(",", ":"), ensure_ascii=False).encode())


if __name__ == "__main__":
    main()
