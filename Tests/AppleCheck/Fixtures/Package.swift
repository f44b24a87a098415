// swift-tools-version:6.0
// The apple-check self-test's fixture (make apple-check-selftest): two planted uses of API newer than these
// platforms and guarded uses that must pass. (The name check's clash is added to its manifest by the self-test.) Not
// part of the root package; never built by `swift build` at the root.
import PackageDescription

let package = Package(
    name: "AppleCheckFixture",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    targets: [
        .target(name: "Planted")
    ]
)
