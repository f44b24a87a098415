#!/bin/sh
# typecheck.sh <bin-path>: type-checks Tests/PublicAPI/DocumentedUse.swift with the generated-stub goldens as one
# module outside this package (no -package-name, so `package` declarations are invisible, as in a user's package),
# Swift 6 mode, against the modules of a debug build. Exits non-zero, with the compiler's errors, on any failure.
set -eu
bin=$1
swiftc -typecheck -swift-version 6 -I "$bin/Modules" -module-name PublicAPICheck \
    Tests/PublicAPI/DocumentedUse.swift \
    Tests/GeneratedStubsTests/Generated/APIStubs.swift Tests/GeneratedStubsTests/Generated/BookshopStubs.swift
echo "public-api: the documented uses and the generated stubs type-check outside the package"
