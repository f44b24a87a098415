#!/usr/bin/env bash
# make fuzz-smoke: for every fuzz target, first replays its committed regression corpus Fuzz/Corpus/fuzz-<target>/
# (inputs that once crashed it, minimized; each must now run clean), then fuzzes it for FUZZ_SECONDS (default 60)
# from seeds derived from specs/ and that corpus; prints executions per second and crashes per target, and exits 1
# when any replay or run crashed, hung or ran out of memory.
# Crashing inputs are kept in .build/fuzz/<target>/artifacts; reproduce one with `<binary> <file>`, and once fixed
# add it to Fuzz/Corpus/fuzz-<target>/.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
bin=Fuzz/.build/release
work=.build/fuzz
# Compiled schema graphs with recursive $refs are reference cycles by design, so leak checking is off.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

failed=0
printf '%-14s %10s %10s %8s\n' target execs execs/s crashes
for target in spec schema request body traffic yaml; do
    dir="$work/$target"
    rm -rf "$dir/seeds" "$dir/artifacts"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    regressions="Fuzz/Corpus/fuzz-$target"
    mkdir -p "$regressions"
    mapfile -t replay < <(find "$regressions" -type f ! -name '.*' | sort)
    if [ "${#replay[@]}" -gt 0 ]; then
        if ! "$bin/fuzz-$target" -timeout=10 -rss_limit_mb=2048 "${replay[@]}" > "$dir/replay.txt" 2>&1; then
            echo "fuzz-$target: the regression corpus $regressions fails again:"
            grep -E -m 5 'Running:|ERROR|SUMMARY|Fatal error|deadly signal|timeout' "$dir/replay.txt"
            failed=1
            continue
        fi
        printf '%-14s replayed %d regression inputs from %s\n' "fuzz-$target" "${#replay[@]}" "$regressions"
    fi
    "$bin/fuzz-$target" --write-seeds "$dir/seeds" > /dev/null || { echo "fuzz-$target: cannot write seeds"; exit 2; }
    "$bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" "$dir/corpus" "$dir/seeds" "$regressions" > "$dir/log.txt" 2>&1
    status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log.txt")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/log.txt")
    crashes=$(find "$dir/artifacts" -type f | wc -l)
    printf '%-14s %10s %10s %8s\n' "fuzz-$target" "${execs:-?}" "${rate:-?}" "$crashes"
    if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
        failed=1
        grep -E -m 5 'ERROR|SUMMARY|Fatal error|deadly signal|timeout' "$dir/log.txt"
        find "$dir/artifacts" -type f | sed 's/^/  input: /'
    fi
done
exit "$failed"
