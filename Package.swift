// swift-tools-version:6.0
import PackageDescription

/// ContractStub: OpenAPI contracts enforced inside URLSession.
/// Toolchain only — this manifest declares no package dependencies.
/// Every read of outside input is bounds-checked in debug builds (so in every `swift test`); release builds read
/// unchecked where a `// Safe:` comment says why the read is in bounds. See ContractStubSyntax/Bytes/CheckedReads.swift.
let checkedReads: [SwiftSetting] = [.define("CONTRACTSTUB_CHECKED_READS", .when(configuration: .debug))]

let package = Package(
    name: "ContractStub",
    // macOS, iOS and tvOS only: Apple's URLProtocol documentation says custom protocols cannot be used on Apple Watch.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        // The contract and the two layers under it, for tools built on the engine (and the nested fuzz package).
        .library(name: "ContractStubCore", targets: ["ContractStubCore", "ContractStubSchema", "ContractStubSyntax"]),
        .library(name: "ContractStub", targets: ["ContractStub"]),
        // For the nested fuzz package (Fuzz/), which verifies traffic logs from outside this package.
        .library(name: "ContractStubTooling", targets: ["ContractStubTooling"]),
        // The mock server behind `contractstub mock` (its API is `package`; the product serves the nested fuzz package).
        .library(name: "ContractStubServer", targets: ["ContractStubServer"]),
        // The mock server's control API from another process (a UI test): Foundation only, none of the engine.
        .library(name: "ContractStubMockClient", targets: ["ContractStubMockClient"]),
        // The binary keeps its name; its target is named apart from the `ContractStub` library, since names that differ
        // only by case collide on case-insensitive file systems (APFS's default).
        .executable(name: "contractstub", targets: ["ContractStubMain"]),
        .plugin(name: "ContractStubGenerator", targets: ["ContractStubGenerator"]),
    ],
    targets: [
        // Layer 1, bytes: JSON and YAML readers, `JSONValue`, the byte helpers every reader shares, media-type syntax
        // and the diagnostic values every later stage returns. Every raw-pointer line of the project lives here.
        // Debug builds (so every `swift test`) check each read of outside input; see Bytes/CheckedReads.swift.
        .target(name: "ContractStubSyntax", swiftSettings: checkedReads),
        // Layer 2, JSON Schema: compiling schemas into a graph, validating values and scanning raw bytes against it.
        .target(name: "ContractStubSchema", dependencies: ["ContractStubSyntax"], swiftSettings: checkedReads),
        // Layer 3, the contract: the OpenAPI model and its loading, routing, the request/response engine, synthesis,
        // and the traffic-log, HAR and Pact formats. No networking, no test frameworks.
        .target(name: "ContractStubCore", dependencies: ["ContractStubSchema"], swiftSettings: checkedReads),
        // What only the CLI needs: lint, diff, stub generation, traffic verification and coverage, the JSON-Schema
        // conformance harness.
        .target(name: "ContractStubTooling", dependencies: ["ContractStubCore"]),
        // URLProtocol enforcement for test targets; re-exports the core.
        .target(name: "ContractStub", dependencies: ["ContractStubCore", "ContractStubSyntax"]),
        // The contract as a local HTTP/1.1 server (`contractstub mock`): sockets (Glibc and Darwin), an HTTP/1.1 parser
        // and writer, and the mock answering through the engine. Apart from the runtime, which test targets link.
        .target(name: "ContractStubServer", dependencies: ["ContractStubCore"]),
        // A client of the mock server's control API for UI tests (XCUITest): URLSession only, so a UI-test target
        // compiles none of the engine.
        .target(name: "ContractStubMockClient"),
        // Argument parsing and command implementations, kept in a library so tests can run them in-process.
        .target(
            name: "ContractStubCLI",
            dependencies: ["ContractStubCore", "ContractStubTooling", "ContractStubServer", "ContractStubCurlOnDemand"]),
        // C, glibc Linux only: the libcurl functions FoundationNetworking calls, opening libcurl on the first call, so
        // that the release executables (linked by the Makefile without libcurl) start without loading it and its 30
        // libraries. Linked by every executable the Makefile builds that reaches URLSession; the command line asks it
        // whether libcurl loads before `mock --upstream` starts.
        .target(name: "ContractStubCurlOnDemand"),
        .executableTarget(name: "ContractStubMain", dependencies: ["ContractStubCLI"]),
        // Runs `contractstub generate` at build time for a target's openapi.json and *.contract.json files, through a
        // tool target of its own whose product is named like it (a plugin finds its tool as a product of the
        // target's name; the `contractstub` product's target has another name).
        .executableTarget(name: "ContractStubGeneratorTool", dependencies: ["ContractStubCLI"]),
        .plugin(name: "ContractStubGenerator", capability: .buildTool(), dependencies: ["ContractStubGeneratorTool"]),
        // Runs the official JSON-Schema-Test-Suite (make conformance).
        .executableTarget(name: "contractstub-conformance", dependencies: ["ContractStubTooling"]),
        // Lists every example and default of the corpus specs with ContractStub's verdict (make differential).
        .executableTarget(name: "contractstub-differential", dependencies: ["ContractStubTooling"]),
        // Benchmarks live outside Sources so the library products stay clean (make bench-load).
        .executableTarget(
            name: "contractstub-bench", dependencies: ["ContractStubCore", "ContractStub", "ContractStubCurlOnDemand"],
            path: "Benchmarks/contractstub-bench"),
        // One test target per source target, its folders named after the source folders they test. Helpers every target
        // shares live once in Tests/Shared and are linked into each target's Support/.
        .testTarget(name: "ContractStubSyntaxTests", dependencies: ["ContractStubSyntax"]),
        .testTarget(name: "ContractStubSchemaTests", dependencies: ["ContractStubSchema"]),
        .testTarget(name: "ContractStubCoreTests", dependencies: ["ContractStubCore"]),
        .testTarget(
            name: "ContractStubToolingTests", dependencies: ["ContractStubTooling"],
            exclude: ["Lint/Fixtures", "Diff/Fixtures", "Generation/Golden", "Pact/Fixtures"]),
        // Runs the built `contractstub` binary too; it is not a dependency, since the plugin's copy of the tool would then
        // be linked into the test bundle twice (`swift build --build-tests` and `swift test` build it anyway).
        .testTarget(name: "ContractStubCLITests", dependencies: ["ContractStubCLI", "ContractStub"]),
        .testTarget(name: "ContractStubServerTests", dependencies: ["ContractStubServer", "ContractStub", "ContractStubMockClient"]),
        // Resources/ holds a spec and a replay fixture read from `Bundle.module`, as on a device with no source tree.
        .testTarget(
            name: "ContractStubTests", dependencies: ["ContractStub", "ContractStubCore"],
            resources: [.copy("Resources/inventory.yaml"), .copy("Resources/__ContractFixtures__")]),
        // Compiles and runs the generator's golden files (Generated/ links to them).
        .testTarget(name: "GeneratedStubsTests", dependencies: ["ContractStub"]),
        // The plugin end to end: stubs generated at build time from the target's openapi.json.
        .testTarget(name: "PluginTests", dependencies: ["ContractStub"], plugins: ["ContractStubGenerator"]),
        // The plugin on a Swagger 2.0 `swagger.yaml` (a target of its own: it gives `APIStubs` too).
        .testTarget(name: "PluginSwagger2Tests", dependencies: ["ContractStub"], plugins: ["ContractStubGenerator"]),
    ]
)
