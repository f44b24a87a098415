#!/bin/bash
# curl_on_demand_check.sh [BUILD_DIR]: the release `contractstub` starts without libcurl, and still forwards through it.
#
# On Linux the Makefile's release build (RELEASE) leaves libcurl out of the link: the ContractStubCurlOnDemand target
# defines the libcurl functions FoundationNetworking calls and opens libcurl on the first of them
# (Sources/ContractStubCurlOnDemand/CurlOnDemand.c says why and how). This checks the executable in BUILD_DIR
# (default .build/release), built by the Makefile:
#   1. it does not need libcurl at start (`readelf -d`: no libcurl among its needed libraries);
#   2. it imports no libcurl function (`nm`: every curl_ function FoundationNetworking calls is defined by the target);
#   3. `mock --upstream` still forwards: a request to a proxying mock reaches a second mock through URLSession, so
#      through libcurl opened on the first call, and comes back with the second mock's answer;
#   4. where libcurl cannot be opened (hidden in a mount namespace: needs root and unshare, else skipped with a note),
#      `validate` still runs and `mock --upstream` stops at start with exit 2 and the loader's reason.
# Exits 1 naming what failed. Skips (exit 0, with a note) off Linux, and where the release build is dynamic (no
# libcurl development files: the Swift runtime's own libraries then load libcurl anyway).
set -euo pipefail
build="${1:-.build/release}"
tool="$build/contractstub"
[ "$(uname -s)" = Linux ] || { echo "curl-on-demand-check: skipped (not Linux: Apple's URLSession does not use libcurl)"; exit 0; }
[ -x "$tool" ] || { echo "curl-on-demand-check: no $tool (build it with the Makefile's RELEASE flags first)"; exit 2; }
if readelf -d "$tool" | grep -q 'libswiftCore'; then
    echo "curl-on-demand-check: skipped ($tool is linked dynamically; the Makefile links it statically where libcurl's development files are installed)"
    exit 0
fi
status=0
if readelf -d "$tool" | grep -E 'NEEDED.*libcurl'; then
    echo "curl-on-demand-check: $tool needs libcurl at start (built without the Makefile's RELEASE flags?)"
    status=1
fi
imported=$(nm --dynamic --undefined-only "$tool" | awk '{print $2}' | grep '^curl_' || true)
if [ -n "$imported" ]; then
    echo "curl-on-demand-check: $tool imports libcurl functions that ContractStubCurlOnDemand does not define; add them to CurlOnDemand.c:"
    echo "$imported" | sed 's/^/  /'
    status=1
fi

# 3: two mocks of the same spec, the second forwarding to the first.
folder=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    rm -rf "$folder"
}
trap cleanup EXIT
spec="$(cd "$(dirname "$0")/../.." && pwd)/specs/petstore.json"
# The URL a mock prints on its first line ("contractstub mock: listening on http://127.0.0.1:PORT").
listening() {
    for _ in $(seq 100); do
        url=$(head -n 1 "$1" 2> /dev/null | sed -n 's/^contractstub mock: listening on //p')
        [ -n "$url" ] && { echo "$url"; return 0; }
        sleep 0.05
    done
    return 1
}
"$tool" mock "$spec" --port 0 > "$folder/upstream.log" 2>&1 &
pids+=($!)
upstream=$(listening "$folder/upstream.log") || { echo "curl-on-demand-check: the upstream mock did not start"; cat "$folder/upstream.log"; exit 1; }
"$tool" mock "$spec" --port 0 --upstream "$upstream" > "$folder/proxy.log" 2>&1 &
pids+=($!)
proxy=$(listening "$folder/proxy.log") || { echo "curl-on-demand-check: the proxying mock did not start"; cat "$folder/proxy.log"; exit 1; }
answer=$(python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=10).read().decode())' "$proxy/v1/pets/7" 2>&1) || true
# The upstream logs the request only when the proxy forwarded it through URLSession.
sleep 0.2
if ! grep -q '^GET /v1/pets/7 → 200' "$folder/upstream.log" || ! printf '%s' "$answer" | grep -q '"name"'; then
    echo "curl-on-demand-check: the proxying mock did not forward GET /v1/pets/7 (answer: $answer)"
    echo "-- proxy log:"; cat "$folder/proxy.log"; echo "-- upstream log:"; cat "$folder/upstream.log"
    status=1
fi
# 4: libcurl's files replaced by an empty one, in a mount namespace of this check's own.
if [ "$(id -u)" = 0 ] && command -v unshare > /dev/null && unshare --mount true 2> /dev/null; then
    hidden=$(unshare --mount bash -c '
        for library in $(ldconfig -p | awk "/libcurl/ {print \$NF}"); do mount --bind /dev/null "$(readlink -f "$library")"; done
        "$1" validate "$2" > /dev/null 2>&1; echo "validate=$?"
        timeout 10 "$1" mock "$2" --port 0 --upstream http://127.0.0.1:9 2>&1; echo "mock=$?"' hide "$tool" "$spec" 2>&1)
    if ! printf '%s' "$hidden" | grep -q '^validate=0$' || ! printf '%s' "$hidden" | grep -q '^mock=2$' \
        || ! printf '%s' "$hidden" | grep -q 'libcurl, which could not be loaded'; then
        echo "curl-on-demand-check: without libcurl, validate should run and mock --upstream exit 2 naming libcurl; got:"
        printf '%s\n' "$hidden" | sed 's/^/  /'
        status=1
    fi
else
    echo "curl-on-demand-check: the run without libcurl skipped (needs root and unshare --mount)"
fi
[ "$status" = 0 ] && echo "curl-on-demand-check: $tool starts without libcurl; mock --upstream forwarded through it (libcurl opened on the first call), and stops with exit 2 where libcurl cannot be opened"
exit "$status"
