import ContractStubCore

/// What `contractstub generate` is asked for: the name of the generated type and the access level of what it
/// declares.
///
/// ```swift
/// let options = StubGenerationOptions(typeName: "PetstoreStubs", access: .public)
/// options.accessorName  // "petstore": the generated code adds `stub.petstore`
/// ```
package struct StubGenerationOptions: Sendable, Hashable {
    /// The access level of every declaration the generated file makes.
    package enum Access: String, Sendable, Hashable, CaseIterable {
        /// Visible to other modules.
        case `public`
        /// Visible inside the module (the default: stubs usually live in a test target).
        case `internal`
    }

    /// The generated type, made a valid Swift type name (`pet-store stubs` → `PetStoreStubs`).
    package let typeName: String
    /// The access level of the generated declarations.
    package let access: Access

    /// Options for a type named after `typeName` with `access`.
    package init(typeName: String = "APIStubs", access: Access = .internal) {
        self.typeName = SwiftIdentifier.upperCamel(typeName, fallback: "APIStubs")
        self.access = access
    }

    /// The property the generated code adds to `ContractStub`: the type name without a trailing `Stubs`, in
    /// lower camel case (`APIStubs` → `api`, `Petstore` → `petstore`).
    package var accessorName: String {
        let stem = typeName.hasSuffix("Stubs") && typeName != "Stubs" ? String(typeName.dropLast(5)) : typeName
        return SwiftIdentifier.lowerCamel(stem, fallback: "stubs")
    }
}
