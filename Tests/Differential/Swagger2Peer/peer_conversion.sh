#!/bin/bash
# make swagger2-equivalence: converts every Swagger 2.0 spec of the corpus (the OAI examples and the APIs.guru specs)
# to OpenAPI 3.0 with a peer, kin-openapi's openapi2conv (Go; Debian's golang-go and
# golang-github-getkin-kin-openapi-dev, installed here when missing), into .build/swagger2-peer/, then runs
# Swagger2PeerConversionTests on them: the same routes, verdicts on planted violations and synthesized answers as
# ContractStub's own reading of each 2.0 original; and Swagger2PeerConversionDiffTests: `diff` from each original to
# its conversion reports only what the peer really changed. A spec the peer refuses is left out, with a note.
set -euo pipefail
cd "$(dirname "$0")/../../.."
corpus="${CONTRACTSTUB_CORPUS:-../shared/corpus}"
out=.build/swagger2-peer
if [ ! -d "$corpus/specs-swagger2" ]; then
    echo "note: no $corpus/specs-swagger2; swagger2-equivalence skipped"
    exit 0
fi
kin=/usr/share/gocode/src/github.com/getkin/kin-openapi
if ! command -v go > /dev/null || [ ! -d "$kin/openapi2conv" ]; then
    apt-get install -y -q golang-go golang-github-getkin-kin-openapi-dev > /dev/null
fi
mkdir -p "$out/bin"
rm -f "$out"/*.json
GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE="$PWD/$out/go-cache" \
    go build -o "$out/bin/kin_convert" Tests/Differential/Swagger2Peer/kin_convert.go
converted=0
for spec in "$corpus"/specs-swagger2/oai-examples/json/*.json "$corpus"/specs-swagger2/apis-guru/*.json; do
    name=$(basename "$spec" .json)
    if "$out/bin/kin_convert" "$spec" > "$out/$name.tmp" 2> "$out/$name.err"; then
        mv "$out/$name.tmp" "$out/$name.json"
        converted=$((converted + 1))
    else
        echo "note: the peer refuses $name: $(head -c 160 "$out/$name.err")"
        rm -f "$out/$name.tmp"
    fi
done
echo "the peer converted $converted specs into $out (kin-openapi $(dpkg-query -W -f '${Version}' golang-github-getkin-kin-openapi-dev))"
CONTRACTSTUB_SWAGGER2_CONVERTED="$PWD/$out" CONTRACTSTUB_CORPUS="$corpus" ${SWIFT:-swift} test --filter "Swagger2PeerConversion(Diff)?Tests"
