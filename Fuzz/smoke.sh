#!/usr/bin/env bash
# make fuzz-smoke / make fuzz: for every fuzz target, first replays its committed regression corpus
# Fuzz/Corpus/fuzz-<target>/ (inputs that once crashed it, minimized; each must now run clean), then fuzzes it for
# FUZZ_SECONDS (default 60) from seeds derived from specs/, the test fixtures and that corpus, FUZZ_JOBS targets at a
# time (default 2, the cores CI has); prints executions, executions per second and crashes per target, and exits 1
# when any replay or run crashed, hung or ran out of memory.
# Crashing inputs are kept in .build/fuzz/<target>/artifacts; reproduce one with `<binary> <file>`, and once fixed
# add it (minimized: `<binary> -minimize_crash=1 <file>`) to Fuzz/Corpus/fuzz-<target>/.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
jobs="${FUZZ_JOBS:-2}"
targets="${FUZZ_TARGETS:-spec schema pattern request body traffic yaml har pact verify-pact http}"
bin=Fuzz/.build/release
work=.build/fuzz
# Compiled schema graphs with recursive $refs are reference cycles by design, so leak checking is off.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

# Replays, seeds and fuzzes one target; its summary line goes to $work/<target>/summary, its verdict to exit status.
fuzz_one() {
    local target=$1 dir="$work/$1" regressions="Fuzz/Corpus/fuzz-$1"
    rm -rf "$dir/seeds" "$dir/artifacts" "$dir/summary"
    mkdir -p "$dir/corpus" "$dir/artifacts" "$regressions"
    local replay
    mapfile -t replay < <(find "$regressions" -type f ! -name '.*' ! -name '*.md' | sort)
    if [ "${#replay[@]}" -gt 0 ]; then
        if ! "$bin/fuzz-$target" -timeout=10 -rss_limit_mb=2048 "${replay[@]}" > "$dir/replay.txt" 2>&1; then
            { echo "fuzz-$target: the regression corpus $regressions fails again:"
              grep -E -m 5 'Running:|ERROR|SUMMARY|Fatal error|deadly signal|timeout' "$dir/replay.txt"; } > "$dir/summary"
            return 1
        fi
    fi
    "$bin/fuzz-$target" --write-seeds "$dir/seeds" > /dev/null || { echo "fuzz-$target: cannot write seeds" > "$dir/summary"; return 1; }
    "$bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" "$dir/corpus" "$dir/seeds" "$regressions" > "$dir/log.txt" 2>&1
    local status=$? execs rate crashes
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log.txt")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/log.txt")
    crashes=$(find "$dir/artifacts" -type f | wc -l)
    printf '%-17s %8s %10s %10s %8s\n' "fuzz-$target" "${#replay[@]}" "${execs:-?}" "${rate:-?}" "$crashes" > "$dir/summary"
    if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
        { grep -E -m 5 'ERROR|SUMMARY|Fatal error|deadly signal|timeout' "$dir/log.txt"
          find "$dir/artifacts" -type f | sed 's/^/  input: /'; } >> "$dir/summary"
        return 1
    fi
}

echo "fuzzing each of: $targets for ${seconds} s, $jobs at a time ($(date -u +%Y-%m-%d))"
failed=0
running=0
for target in $targets; do
    fuzz_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n || failed=1
        running=$((running - 1))
    fi
done
while [ "$running" -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
done

printf '%-17s %8s %10s %10s %8s\n' target replayed execs execs/s crashes
for target in $targets; do cat "$work/$target/summary" 2>/dev/null || echo "fuzz-$target: no summary"; done
exit "$failed"
