#!/bin/bash
# runtime_build_time.sh [PACKAGE_DIR]: the clean debug build a user's test target pays for the runtime, as a user
# pays it: a throwaway package (in a temp dir) that depends on this one by path and has one target using the
# `ContractStub` product. Prints wall and CPU seconds for the whole graph it builds (ContractStubSyntax →
# ContractStubSchema → ContractStubCore → ContractStub → the user's target), then for each layer built alone in order.
#
# Why not `swift build --target ContractStub` in this package: SwiftPM first builds the executables of the package's
# build-tool plugin (ContractStubGeneratorTool, so Tooling and the CLI too) for any target of a package that declares
# one; a user who does not apply the plugin never builds them. Run it with nothing else building: 2 cores are the budget.
set -euo pipefail
package="$(cd "${1:-.}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/UsesContractStub"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "runtime-build-time",
    dependencies: [.package(path: "$package")],
    targets: [.target(name: "UsesContractStub", dependencies: [.product(name: "ContractStub", package: "$(basename "$package" | tr "[:upper:]" "[:lower:]")")])])
MANIFEST
cat > "$work/Sources/UsesContractStub/Uses.swift" <<'SWIFT'
import ContractStub
import Foundation

public func contract(at url: URL) throws -> Contract { try Contract(contentsOf: url) }
SWIFT
cd "$work"
swift package resolve >/dev/null
TIMEFORMAT='whole graph, clean debug: %R s wall, %U s user + %S s sys'
time swift build --target UsesContractStub >/dev/null
rm -rf .build && swift package resolve >/dev/null
for target in ContractStubSyntax ContractStubSchema ContractStubCore ContractStub UsesContractStub; do
    TIMEFORMAT="  $target alone (its layers below already built): %R s wall, %U s user"
    time swift build --target "$target" >/dev/null
done
