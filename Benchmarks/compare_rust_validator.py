#!/usr/bin/env python3
"""Whole-process time of `contractstub validate` vs the Rust `openapi-spec-validator-rs` on large JSON specs.

For each spec, runs are interleaved in rotated order after a warm-up round (`whole_process.rotated`) so background load hits both alike; prints the medians of
wall and CPU time (user + system) and their ratios against issue 37's goals: wall <= 0.8x, CPU <= 1.0x theirs.
The Rust validator resolves no file `$ref`s, so multi-file specs are held to our own load time instead
(bench-multi-file).
Usage: python3 Benchmarks/compare_rust_validator.py <validator> <spec.json>... [--runs N] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub; the Makefile pip-installs the validator into
       .build/bench-venv, a measuring stick only, not a dependency of the package)
With --json, appends {name, value, unit, baseline, ratio} for wall and CPU of each spec.
"""
import argparse
import os
import statistics

import whole_process


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("validator")
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json")
    arguments = parser.parse_args()
    print(f"{'spec':<20} {'ours wall':>10} {'theirs':>8} {'ratio':>6}   {'ours CPU':>9} {'theirs':>8} {'ratio':>6}")
    for spec in arguments.specs:
        ours, theirs = whole_process.rotated(
            [[".build/release/contractstub", "validate", spec], [arguments.validator, spec]], arguments.runs,
            whole_process.timed_with_cpu)
        wall = [statistics.median(run[0] for run in side) * 1000 for side in (ours, theirs)]
        cpu = [statistics.median(run[1] for run in side) * 1000 for side in (ours, theirs)]
        name = os.path.splitext(os.path.basename(spec))[0]
        print(f"{name:<20} {wall[0]:8.0f}ms {wall[1]:6.0f}ms {wall[0] / wall[1]:5.2f}x   "
              f"{cpu[0]:7.0f}ms {cpu[1]:6.0f}ms {cpu[0] / cpu[1]:5.2f}x")
        if arguments.json:
            whole_process.append_result(arguments.json, f"validate.vs-rust.wall.{name}", wall[0], wall[1])
            whole_process.append_result(arguments.json, f"validate.vs-rust.cpu.{name}", cpu[0], cpu[1])
    print(f"medians of {arguments.runs} interleaved runs; goals (issue 37): wall <= 0.80x, CPU <= 1.00x")


if __name__ == "__main__":
    main()
