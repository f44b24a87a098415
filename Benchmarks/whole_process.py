"""Shared by the whole-process comparisons (compare_*.py, diff_planted.py, minified_validate.py): timing a command,
running commands interleaved in rotated order, reading the common arguments, and appending a result to bench-results.json."""
import importlib.util
import itertools
import json
import os
import statistics
import subprocess
import sys
import time


def split_json(values):
    """(the other values, json_path) from command-line `values` that may hold `--json bench-results.json`."""
    values = list(values)
    json_path = None
    if "--json" in values:
        position = values.index("--json")
        json_path = values[position + 1]
        del values[position:position + 2]
    return values, json_path


def arguments():
    """(path, runs, json_path) from `<path> [runs] [--json bench-results.json]`."""
    values, json_path = split_json(sys.argv[1:])
    return values[0], int(values[1]) if len(values) > 1 else 5, json_path


def python_module(name):
    """The command that runs the Python module `name` with this interpreter; exits with a message when the module is
    not installed here (a peer that fails to start would otherwise be timed as a very fast run)."""
    if importlib.util.find_spec(name) is None:
        sys.exit(f"error: {sys.executable} has no module {name} (pip install it for this interpreter)")
    return [sys.executable, "-m", name]


def checked(command, code):
    """Exits with a message unless exit code `code` says `command` ran to its verdict: 0 or 1, as the validators and
    `contractstub` exit with or without findings. A crash, a signal or a usage error timed as a run would skew the
    medians."""
    if code not in (0, 1):
        sys.exit(f"error: {' '.join(command)} exited with {code}; not timing a run that did not finish its work")


def timed(command):
    """Wall time of one run of `command`, output discarded."""
    start = time.perf_counter()
    completed = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    elapsed = time.perf_counter() - start
    checked(command, completed.returncode)
    return elapsed


def timed_with_cpu(command):
    """(wall seconds, CPU seconds: user + system of the process and its children) of one run, output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    checked(command, os.waitstatus_to_exitcode(status))
    return elapsed, usage.ru_utime + usage.ru_stime


def rotated(commands, runs, measure=timed):
    """`measure` of each of `commands`, `runs` times each, in rounds that run them all, so background load hits them
    alike; returns a list of results per command. The rounds take every order of the commands in turn (for two: A B,
    then B A), so each command runs right after each of the others equally often: a command always run right after
    the same one is measured with the caches that one leaves (after a Python peer's half second, cold). Starting each
    round one command further is not enough for three: A B C, B C A, C A B runs A after C in two rounds of three.
    One untimed round comes first."""
    for command in commands:
        measure(command)
    orders = list(itertools.permutations(range(len(commands))))
    results = [[] for _ in commands]
    for round_number in range(runs):
        for which in orders[round_number % len(orders)]:
            results[which].append(measure(commands[which]))
    return results


def interleaved(ours_command, theirs_command, runs):
    """Wall seconds of both, `runs` times each, ``rotated``; returns both lists."""
    ours, theirs = rotated([ours_command, theirs_command], runs)
    return ours, theirs


def report(ours_label, ours, theirs_label, theirs, goal=""):
    """Prints both medians and runs and the ratio; returns the medians in milliseconds."""
    ours_median, theirs_median = statistics.median(ours), statistics.median(theirs)
    print(f"{ours_label:<29} median {ours_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in ours]}")
    print(f"{theirs_label:<29} median {theirs_median * 1000:7.0f} ms  runs {[round(t * 1000) for t in theirs]}")
    print(f"contractstub is {theirs_median / ours_median:.1f}x faster (median of {len(ours)}{goal})")
    return ours_median * 1000, theirs_median * 1000


def append_result(path, name, ours, theirs, unit="ms"):
    """Appends {name, value, unit, baseline, ratio} to the JSON list at `path`, as contractstub-bench does."""
    entries = []
    if os.path.exists(path):
        with open(path) as file:
            entries = json.load(file)
    entries.append({"name": name, "value": round(ours, 2), "unit": unit, "baseline": round(theirs, 2), "ratio": ours / theirs})
    with open(path, "w") as file:
        json.dump(entries, file, indent=2, sort_keys=True)
