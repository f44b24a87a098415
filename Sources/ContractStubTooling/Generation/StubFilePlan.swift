import ContractStubCore

/// The generated file decided but not yet written: every name chosen, in document order. The middle stage of
/// ``StubGenerator`` (contract → plan → Swift text).
struct StubFilePlan {
    /// The options the plan was made with.
    let options: StubGenerationOptions
    /// The spec's file name, e.g. `petstore.json`.
    let sourceName: String
    /// The API's title and version, e.g. `Swagger Petstore 1.0.0`.
    let title: String
    /// One entry per operation of the contract.
    let operations: [OperationPlan]
}

/// One operation's generated type and accessor.
struct OperationPlan {
    /// The accessor on the generated type, escaped if needed (e.g. `showPetById`).
    let propertyName: String
    /// The nested type the accessor returns (e.g. `ShowPetById`).
    let typeName: String
    /// The operation as the spec writes it.
    let method: HTTPMethod
    let path: String
    let operationId: String?
    /// The `StubTarget` expression that names the operation: its operationId, or its route when it has no
    /// usable operationId (missing, or used first by another operation).
    let target: String
    /// The doc comment's lines: the summary, else the description's first paragraph.
    let summary: [String]
    let isDeprecated: Bool
    /// One case per declared response that can be named.
    let statuses: [StatusCase]
    /// Exact codes declared that have no common name; reached with `.status(code)`.
    let unnamedCodes: [Int]
    /// The named examples of all responses, in document order; empty when there are none.
    let examples: [ExampleCase]
    /// The response variants by status (`ResponseSynthesizer.variants(for:status:)`): first the default status's
    /// (the `Variant` enum), then each other named status whose body has more than its default shape.
    let variantSets: [VariantSet]
    /// The event names its `text/event-stream` responses declare; empty when it streams no events.
    let events: [EventCase]
    /// The path's `{parameters}`, in order of appearance.
    let pathParameters: [PathParameterPlan]
    /// The path split into literal text and parameter references (indexes into ``pathParameters``).
    let pathPieces: [PathPiece]
}

/// A case of an operation's `Status` enum.
struct StatusCase {
    /// The case name, escaped if needed (`ok`, `` `default` ``).
    let name: String
    /// The status code the case sends.
    let code: Int
    /// The response key it stands for: `200`, `4XX`, `default`.
    let key: String
    /// The first line of the response's description.
    let description: String
}

/// A case of an operation's `Example` enum.
struct ExampleCase {
    /// The case name, escaped if needed.
    let name: String
    /// The example's name in the spec.
    let specName: String
    /// Where it is declared, e.g. `200 application/json`.
    let site: String
    /// The example's summary, when it has one.
    let summary: String?
}

/// One status's response variants: a `Variant` enum for the default status, `NotFoundVariant` for 404, ….
struct VariantSet {
    /// The enum's name: `Variant`, or the status case's name capitalized + `Variant`.
    let typeName: String
    /// The argument label of its `respond` overload: `nil` for the default status (`respond(.tagAbsent)`), else the
    /// status case's name (`respond(notFound: .bodyExtra)`), so enums with the same case names never clash.
    let label: String?
    /// The status code passed to `respond(to:variant:status:)`; `nil` for the default status.
    let code: Int?
    /// The response key it stands for, for the doc comment: `200`, `404`, `4XX`, `default`.
    let key: String
    /// The cases, in the synthesizer's order (`default` first).
    let cases: [VariantCase]
}

/// A case of an operation's `Event` enum.
struct EventCase {
    /// The case name, escaped if needed (`delta`).
    let name: String
    /// The event's name on the wire (`delta`), the case's raw value.
    let eventName: String
}

/// A case of an operation's `Variant` enum.
struct VariantCase {
    /// The case name, escaped if needed (`tagAbsent`).
    let name: String
    /// The variant's name (`tag=absent`), the case's raw value.
    let variantName: String
}

/// A `{parameter}` of an operation's path, typed for the generated `path(…)` function.
struct PathParameterPlan {
    /// The argument label and name, escaped if needed.
    let label: String
    /// The name in the template.
    let specName: String
    /// `Int`, `Double`, `Bool` or `String`, from the parameter's schema `type`.
    let swiftType: String
    /// What the parameter's style writes before the value: `""`, `.` (label) or `;name=` (matrix).
    let prefix: String
}

/// Part of a path template.
enum PathPiece {
    case literal(String)
    case parameter(Int)
}
