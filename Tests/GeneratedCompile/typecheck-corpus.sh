#!/bin/sh
# Generates stubs for every spec under $1/specs and $1/specs-swagger2 (Swagger 2.0) and type-checks each file with
# swiftc against the built ContractStub modules, Swift 6 mode, warnings as errors. Skips with a note when the corpus
# is absent.
# Usage: typecheck-corpus.sh <corpus> <bin-path> <work-dir>
corpus=$1 bin=$2 work=$3
if [ ! -d "$corpus/specs" ]; then
    echo "note: no corpus at $corpus/specs; skipping generated-compile (set CORPUS)"
    exit 0
fi
mkdir -p "$work"
passed=0 failed=0 unloadable=0
specs2=$(if [ -d "$corpus/specs-swagger2" ]; then find "$corpus/specs-swagger2" -name '*.json' ! -name swagger-2.0-schema.json; fi)
for spec in $( (find "$corpus/specs" -name '*.json'; echo "$specs2") | sort); do
    name=$(echo "${spec#"$corpus"/}" | tr -c 'A-Za-z0-9\n' '_')
    out="$work/$name.swift"
    if ! "$bin/contractstub" generate "$spec" --output "$out" --name "${name}Stubs" --access public > /dev/null 2> "$work/$name.err"; then
        echo "skip  $spec: $(head -c 200 "$work/$name.err")"
        unloadable=$((unloadable + 1))
        continue
    fi
    start=$(date +%s)
    if swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$bin/Modules" -module-name GeneratedCheck "$out" > "$work/$name.log" 2>&1; then
        echo "ok    $spec ($(grep -c 'struct .*: Sendable {' "$out") types, $(( $(date +%s) - start ))s)"
        passed=$((passed + 1))
    else
        echo "FAIL  $spec (see $work/$name.log)"
        head -20 "$work/$name.log"
        failed=$((failed + 1))
    fi
done
echo "generated-compile: $passed type-checked, $failed failed, $unloadable specs that do not load skipped"
[ "$failed" -eq 0 ]
