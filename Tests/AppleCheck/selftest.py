#!/usr/bin/env python3
"""apple-check's self-test (make apple-check-selftest): runs the names and availability checks on the fixture package
Tests/AppleCheck/Fixtures and asserts exactly what they must find there:
- availability: exactly the two lines marked `// PLANTED` in Sources/Planted/Planted.swift — String.init(validating:as:)
  and Synchronization's Mutex, each with file:line:col and the versions the toolchain gives them (macOS 15.0, iOS 18.0,
  tvOS 18.0) against the fixture's platforms; nothing from the guarded uses (if/guard #available,
  #unavailable's else branch, @available types, extensions and properties) nor from `&*`;
- names: the fixture's manifest passes; with a target 'planted' added beside 'Planted' it must fail once.
Exit status 0 when all holds, 1 otherwise.
"""

import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import apple_check  # noqa: E402

FIXTURE = os.path.join(HERE, "Fixtures")
SOURCE = os.path.join(FIXTURE, "Sources", "Planted", "Planted.swift")
VERSIONS = "macOS 15.0, iOS 18.0, tvOS 18.0"
DECLARED = "macOS 13.0, iOS 16.0, tvOS 16.0"


def expected_errors():
    """The PLANTED lines, each with the column of the API it names and that API's display name."""
    apis = {"String(": "String.init(validating:as:)", "Mutex(": "Mutex"}
    expected = []
    with open(SOURCE, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.rstrip().endswith("// PLANTED"):
                continue
            for token, name in apis.items():
                if token in line:
                    path = os.path.relpath(SOURCE)
                    expected.append(f"{path}:{number}:{line.index(token) + 1}: error: '{name}' is available from {VERSIONS} "
                                    f"but Package.swift declares {DECLARED}")
    return expected


def main():
    scratch = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(os.getcwd(), ".build", "apple-check-fixture")
    toolchain = apple_check.Toolchain(os.environ.get("SWIFT", "swift"))
    problems = []

    # The clashing names are a manifest value, not a package of ours: no committed manifest breaks the house rule.
    manifest = apple_check.dump_package(toolchain, FIXTURE)
    if apple_check.check_names(manifest, FIXTURE):
        problems.append("names: the fixture's own manifest must pass the name check")
    clashing = dict(manifest, targets=list(manifest.get("targets") or []) + [{"name": "planted"}])
    names = apple_check.check_names(clashing, FIXTURE)
    if len(names) != 1 or "'Planted'" not in names[0] or "'planted'" not in names[0]:
        problems.append(f"names: expected one error for 'Planted' vs 'planted', got {names}")

    expected = expected_errors()
    if len(expected) != 2:
        problems.append(f"the fixture should mark two PLANTED lines, it marks {len(expected)}")
    found = apple_check.check_availability(toolchain, FIXTURE, os.path.join(scratch, "fixture"),
                                           os.path.join(scratch, "apple-check"))
    for error in found:
        print(error)
    for line in sorted(set(expected) - set(found)):
        problems.append(f"availability: not reported: {line}")
    for line in sorted(set(found) - set(expected)):
        problems.append(f"availability: reported but not planted: {line}")
    if any(not re.match(r"^\S+:\d+:\d+: error: ", line) for line in found):
        problems.append("availability: an error without file:line:col")

    for problem in problems:
        print(f"apple-check-selftest: FAIL: {problem}")
    if problems:
        return 1
    print(f"apple-check-selftest: passed (the 2 planted uses found with file:line:col and versions, the guarded ones "
          f"passed, the case-only name pair found)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except apple_check.CheckError as error:
        print(f"apple-check-selftest: error: {error}", file=sys.stderr)
        sys.exit(2)
