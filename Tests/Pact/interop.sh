#!/bin/sh
# Pact interop with the reference implementation (make pact-interop): pact-python 4.2.0, whose Rust FFI writes and
# verifies pacts, is pip-installed into .build/pact-venv (a test oracle, not a package dependency).
#  1. pact-python writes v3 and v4 consumer pacts against specs/pact-petshop.json (Tests/Pact/consumer_pacts.py);
#     `contractstub verify --pact` must report nothing on the clean ones and on those using each default matcher of
#     pact-python (like, each_like, regex, integer, decimal, number, datetime, include), and exactly the planted
#     findings on the planted ones.
#  2. `contractstub pact` writes v4 and v3 pacts from Tests/Pact/petshop-traffic.jsonl; pact-python's Verifier must
#     pass them against a loopback provider answering other spec-valid values, and fail when the provider breaks a type.
# Usage: Tests/Pact/interop.sh <contractstub binary>
set -eu
BIN="$1"
OUT=.build/pact-interop
VENV=.build/pact-venv
rm -rf "$OUT" && mkdir -p "$OUT"
# Debian's python3 needs python3-venv for `-m venv`; install it when missing (CI machines are fresh).
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV" 2>/dev/null || {
  rm -rf "$VENV" && apt-get install -y -q python3-venv > /dev/null && python3 -m venv "$VENV"; }
"$VENV/bin/pip" install -q pact-python==4.2.0
PY="$VENV/bin/python"

echo "== pact-python consumer pacts, checked by contractstub verify --pact"
"$PY" Tests/Pact/consumer_pacts.py "$OUT/consumer"
for version in v3 v4; do
  for kind in clean defaults planted; do
    "$BIN" verify specs/pact-petshop.json --pact "$OUT/consumer/petshop-$kind-$version.json" --format json \
      > "$OUT/consumer/$kind-$version.findings.json" || true
  done
done
"$PY" - "$OUT/consumer" <<'PYTHON'
import json, sys
from pathlib import Path
folder = Path(sys.argv[1])
planted = sorted(tuple(entry) for entry in json.loads((folder / "planted.expected").read_text()))
failures = 0
for version in ["v3", "v4"]:
    pact = json.loads((folder / f"petshop-planted-{version}.json").read_text())
    for kind, expected in [("clean", []), ("defaults", []), ("planted", planted)]:
        report = json.loads((folder / f"{kind}-{version}.findings.json").read_text())
        interactions = json.loads((folder / f"petshop-{kind}-{version}.json").read_text())["interactions"]
        found = sorted((interactions[d["exchange"]]["description"], d["code"], d.get("instancePointer", "")) for d in report["diagnostics"])
        verdict = "ok" if found == expected else "MISMATCH"
        failures += found != expected
        print(f"{kind} {version}: {len(found)} findings, {len(expected)} expected: {verdict}")
        if found != expected:
            print("  found:   ", found, "\n  expected:", expected)
sys.exit(1 if failures else 0)
PYTHON

echo "== contractstub pact, verified by pact-python's Verifier"
for version in 4 3; do
  "$BIN" pact specs/pact-petshop.json --traffic Tests/Pact/petshop-traffic.jsonl --consumer web --provider petshop \
    --output "$OUT/written-v$version" --pact-version "$version" --redact-header X-Api-Key
  "$PY" Tests/Pact/provider_verify.py "$OUT/written-v$version/web-petshop.json" valid > "$OUT/verify-v$version-valid.log" 2>&1 \
    || { cat "$OUT/verify-v$version-valid.log"; exit 1; }
  tail -n 1 "$OUT/verify-v$version-valid.log"
  "$PY" Tests/Pact/provider_verify.py "$OUT/written-v$version/web-petshop.json" broken > "$OUT/verify-v$version-broken.log" 2>&1 \
    || { cat "$OUT/verify-v$version-broken.log"; exit 1; }
  tail -n 1 "$OUT/verify-v$version-broken.log"
done
echo "pact-interop: ok"
