// swift-tools-version:6.0
// The apple-check self-test's fixture (make apple-check-selftest): two planted uses of API newer than these
// platforms, guarded uses that must pass, and two targets whose names differ only by case. Not part of the root
// package; never built by `swift build` at the root.
import PackageDescription

let package = Package(
    name: "AppleCheckFixture",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    targets: [
        .target(name: "Planted"),
        // Differs from "Planted" only by case: the name check must report it.
        .executableTarget(name: "planted", dependencies: ["Planted"]),
    ]
)
