#!/usr/bin/env python3
"""Whole-process time of `contractstub validate` vs `python3 -m openapi_spec_validator` on the same spec.

Runs are interleaved (ours, theirs, ours, …) so background load hits both alike; prints the medians and the ratio.
Usage: python3 Benchmarks/compare_validate.py <spec.json> [runs]   (build first: swift build -c release)
Needs: pip install openapi-spec-validator (a measuring stick only; not a dependency of the package).
"""
import statistics
import subprocess
import sys
import time


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main():
    spec = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
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


if __name__ == "__main__":
    main()
