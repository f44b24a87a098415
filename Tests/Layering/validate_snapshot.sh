#!/bin/sh
# `validate --format json` (and its exit status) for every spec of the corpus, one file each, so that a refactor can
# show its output is byte-identical: run it with the binaries built before and after, then `diff -r` the folders.
#   sh Tests/Layering/validate_snapshot.sh <contractstub binary> <corpus> <output folder>
set -eu
bin=$1 corpus=$2 out=$3
[ -d "$corpus/specs" ] || { echo "no corpus at $corpus" >&2; exit 2; }
mkdir -p "$out"
find "$corpus/specs" "$corpus/specs-yaml" "$corpus/specs-swagger2" -type f \
    \( -name '*.json' -o -name '*.yaml' -o -name '*.yml' \) 2>/dev/null | sort | while read -r spec; do
    name=$(printf '%s' "${spec#"$corpus"/}" | tr -c 'A-Za-z0-9._-' '_')
    status=0
    "$bin" validate --format json "$spec" > "$out/$name.out" 2>&1 || status=$?
    echo "exit $status" >> "$out/$name.out"
done
echo "$(ls "$out" | wc -l) specs written to $out"
