/// The `openapi` version of a document; only 3.0.x, 3.1.x and 3.2.x are read.
package struct OpenAPIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (3).
    package let major: Int
    /// The minor version (0, 1 or 2).
    package let minor: Int
    /// The patch version, as written (`0` when absent).
    package let patch: Int

    /// A version from its parts.
    package init(major: Int, minor: Int, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `major.minor[.patch][-suffix]`, e.g. `3.0.3` or `3.1.0-rc1`; `nil` when it is not of that form.
    package init?(_ text: String) {
        let core = text.split(separator: "-", maxSplits: 1).first ?? ""
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        let patch = parts.count == 3 ? Int(parts[2]) : 0
        guard let patch else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    /// Whether ContractStub reads documents of this version (3.0.x, 3.1.x and 3.2.x).
    package var isSupported: Bool { major == 3 && (0...2).contains(minor) }

    /// Whether this is 3.1 or later (JSON Schema 2020-12, webhooks, `jsonSchemaDialect`).
    package var isAtLeast31: Bool { self >= OpenAPIVersion(major: 3, minor: 1) }

    /// Whether this is 3.2 or later (`query`, `additionalOperations`, `itemSchema`, `$self`, …).
    package var isAtLeast32: Bool { self >= OpenAPIVersion(major: 3, minor: 2) }

    /// "3.0.3".
    package var description: String { "\(major).\(minor).\(patch)" }

    /// Orders by major, then minor, then patch.
    package static func < (lhs: OpenAPIVersion, rhs: OpenAPIVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
