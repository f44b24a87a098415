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

With --fixed-cost <tiny spec>, both tools also validate a spec of a few kilobytes, and each large spec's times are
shown past that fixed cost (process start, for the peer a Python interpreter and its imports): what each tool spends
on the spec itself. Shown, and appended with --json, as information; the goals are on the whole process.
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
    parser.add_argument("--fixed-cost", metavar="TINY_SPEC")
    arguments = parser.parse_args()
    print(f"{'spec':<20} {'ours wall':>10} {'theirs':>8} {'ratio':>6}   {'ours CPU':>9} {'theirs':>8} {'ratio':>6}")
    results = {}
    for spec in ([arguments.fixed_cost] if arguments.fixed_cost else []) + arguments.specs:
        wall, cpu = medians(arguments.validator, spec, arguments.runs)
        results[spec] = (wall, cpu)
        name = os.path.splitext(os.path.basename(spec))[0]
        print(f"{name:<20} {wall[0]:8.0f}ms {wall[1]:6.0f}ms {wall[0] / wall[1]:5.2f}x   "
              f"{cpu[0]:7.0f}ms {cpu[1]:6.0f}ms {cpu[0] / cpu[1]:5.2f}x")
        if arguments.json and spec != arguments.fixed_cost:
            whole_process.append_result(arguments.json, f"validate.vs-rust.wall.{name}", wall[0], wall[1])
            whole_process.append_result(arguments.json, f"validate.vs-rust.cpu.{name}", cpu[0], cpu[1])
    print(f"medians of {arguments.runs} interleaved runs; goals (issue 37): wall <= 0.80x, CPU <= 1.00x")
    if arguments.fixed_cost:
        print_past_fixed_cost(arguments, results)


def medians(validator, spec, runs):
    """([our wall, their wall], [our CPU, their CPU]) in milliseconds: medians of `runs` interleaved runs."""
    ours, theirs = whole_process.rotated(
        [[".build/release/contractstub", "validate", spec], [validator, spec]], runs, whole_process.timed_with_cpu)
    wall = [statistics.median(run[0] for run in side) * 1000 for side in (ours, theirs)]
    cpu = [statistics.median(run[1] for run in side) * 1000 for side in (ours, theirs)]
    return wall, cpu


def print_past_fixed_cost(arguments, results):
    """Each large spec's medians less each tool's medians on the tiny spec."""
    fixed_wall, fixed_cpu = results[arguments.fixed_cost]
    print(f"fixed cost ({os.path.basename(arguments.fixed_cost)}): ours {fixed_wall[0]:.0f}ms wall / {fixed_cpu[0]:.0f}ms CPU, "
          f"theirs {fixed_wall[1]:.0f}ms / {fixed_cpu[1]:.0f}ms; past it (information, not a goal):")
    for spec in arguments.specs:
        wall, cpu = results[spec]
        name = os.path.splitext(os.path.basename(spec))[0]
        past_wall = [wall[side] - fixed_wall[side] for side in (0, 1)]
        past_cpu = [cpu[side] - fixed_cpu[side] for side in (0, 1)]
        print(f"{name:<20} {past_wall[0]:8.0f}ms {past_wall[1]:6.0f}ms {past_wall[0] / past_wall[1]:5.2f}x   "
              f"{past_cpu[0]:7.0f}ms {past_cpu[1]:6.0f}ms {past_cpu[0] / past_cpu[1]:5.2f}x")
        if arguments.json:
            whole_process.append_result(
                arguments.json, f"validate.vs-rust.past-fixed-cost.cpu.{name}", past_cpu[0], past_cpu[1])


if __name__ == "__main__":
    main()
