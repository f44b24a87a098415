// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for ContractStub's input-facing entry points, kept out of the root package so its library
/// products and `swift build`/`swift test` stay untouched. Build and run with `make fuzz-smoke` (see the Makefile):
/// `swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -enable-testing
/// -Xswiftc -DCONTRACTSTUB_CHECKED_READS` (every read of the input bounds-checked; see CheckedReads.swift).
let package = Package(
    name: "ContractStubFuzz",
    dependencies: [.package(name: "ContractStub", path: "..")],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver` for Swift (the symbol comes from `-sanitize=fuzzer`).
        .target(name: "LibFuzzerDriver"),
        // The driver every target shares, the seed writer and the plain-text request format.
        .target(
            name: "FuzzSupport",
            dependencies: ["LibFuzzerDriver", .product(name: "ContractStubCore", package: "ContractStub")]),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-schema", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-request", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-yaml", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-pattern", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "fuzz-body",
            dependencies: ["FuzzSupport", .product(name: "ContractStubTooling", package: "ContractStub")]),
        .executableTarget(
            name: "fuzz-traffic",
            dependencies: ["FuzzSupport", .product(name: "ContractStubTooling", package: "ContractStub")]),
        .executableTarget(
            name: "fuzz-har", dependencies: ["FuzzSupport", .product(name: "ContractStubTooling", package: "ContractStub")]),
        // What the targets drive is the package's own API (`package` access, not public): every target imports the
        // layers `@testable`, which `make fuzz-build` allows by building with `-enable-testing`.
        .executableTarget(
            name: "fuzz-pact", dependencies: ["FuzzSupport", .product(name: "ContractStubTooling", package: "ContractStub")]),
        // The mock server's HTTP/1.1 parser and responder (`contractstub mock`).
        .executableTarget(
            name: "fuzz-http", dependencies: ["FuzzSupport", .product(name: "ContractStubServer", package: "ContractStub")]),
        .executableTarget(
            name: "fuzz-verify-pact",
            dependencies: ["FuzzSupport", .product(name: "ContractStubTooling", package: "ContractStub")]),
    ]
)
