import ContractStubCore

extension DiffRule {
    // MARK: Paths and operations

    /// An operation is gone, and so is its path template (up to variable names): nothing is left on that path.
    package static let pathRemoved = DiffRule(
        id: "diff.path.removed", severity: .breaking, summary: "An operation was removed together with its whole path.")
    /// One method of a path that still exists is gone.
    package static let operationRemoved = DiffRule(
        id: "diff.operation.removed", severity: .breaking, summary: "An operation (method) was removed from a path that still exists.")
    /// A webhook (3.1) operation the API called clients with is gone: clients that serve it are no longer called.
    package static let webhookRemoved = DiffRule(
        id: "diff.webhook.removed", severity: .breaking, summary: "A webhook (or one of its methods) was removed.")
    /// A new operation.
    package static let operationAdded = DiffRule(id: "diff.operation.added", severity: .info, summary: "An operation was added.")
    /// An operation clients may be calling is now marked `deprecated` (its removal, later, is `diff.operation.removed`).
    package static let operationDeprecated = DiffRule(
        id: "diff.operation.deprecated", severity: .warning, summary: "An operation became deprecated.")

    // MARK: Parameters

    /// A parameter (query, header, path or cookie) that did not exist is required.
    package static let parameterRequiredAdded = DiffRule(
        id: "diff.parameter.required.added", severity: .breaking, summary: "A new required parameter or request header was added.")
    /// An optional parameter became required.
    package static let parameterBecameRequired = DiffRule(
        id: "diff.parameter.became-required", severity: .breaking, summary: "An optional parameter became required.")
    /// A parameter moved to another location (`in`).
    package static let parameterLocationChanged = DiffRule(
        id: "diff.parameter.location-changed", severity: .breaking,
        summary: "A parameter moved to another location (query, header, path, cookie).")
    /// The only parameter gone from a location was replaced by the only new one there.
    package static let parameterRenamed = DiffRule(id: "diff.parameter.renamed", severity: .breaking, summary: "A parameter was renamed.")
    /// A parameter's type or format no longer accepts the values it accepted.
    package static let parameterTypeChanged = DiffRule(
        id: "diff.parameter.type-changed", severity: .breaking,
        summary: "A parameter's type or format changed so that old values may be refused.")
    /// A parameter is gone; clients still sending it are most likely ignored.
    package static let parameterRemoved = DiffRule(id: "diff.parameter.removed", severity: .warning, summary: "A parameter was removed.")
    /// A parameter clients may be sending is now marked `deprecated`.
    package static let parameterDeprecated = DiffRule(
        id: "diff.parameter.deprecated", severity: .warning, summary: "A parameter became deprecated.")
    /// A parameter is written differently on the wire: its `style`, or its `explode` where the value can be an array
    /// or object (path parameters: any style change, since even a single value is written differently).
    package static let parameterStyleChanged = DiffRule(
        id: "diff.parameter.style-changed", severity: .breaking, summary: "A parameter's serialisation (style or explode) changed.")
    /// A parameter's `default` was added, changed or removed: clients that leave it out get other behaviour.
    package static let parameterDefaultChanged = DiffRule(
        id: "diff.parameter.default.changed", severity: .breaking, summary: "A parameter's default was added, changed or removed.")
    /// A query parameter no longer allows reserved characters unencoded; clients that sent them raw may be misread.
    package static let parameterAllowReservedDisabled = DiffRule(
        id: "diff.parameter.allow-reserved.disabled", severity: .warning,
        summary: "A query parameter no longer allows reserved characters unencoded.")

    // MARK: Request bodies

    /// A request body is required where it was optional or absent.
    package static let requestBodyBecameRequired = DiffRule(
        id: "diff.request.body.became-required", severity: .breaking,
        summary: "The request body became required (or a required one was added).")
    /// The request body is gone: what clients send is no longer described, and may be refused.
    package static let requestBodyRemoved = DiffRule(
        id: "diff.request.body.removed", severity: .breaking, summary: "The request body was removed.")
    /// A request media type that had no schema (anything accepted) now has one.
    package static let requestMediaTypeSchemaAdded = DiffRule(
        id: "diff.request.media-type.schema-added", severity: .breaking,
        summary: "A request media type that accepted anything now has a schema.")
    /// A request media type is no longer accepted.
    package static let requestMediaTypeRemoved = DiffRule(
        id: "diff.request.media-type.removed", severity: .breaking, summary: "A request media type is no longer accepted.")

    // MARK: Request schemas (bodies, and parameters below their top level)

    /// A property must now be sent.
    package static let requestPropertyBecameRequired = DiffRule(
        id: "diff.request.property.became-required", severity: .breaking,
        summary: "A request property became required (or a required one was added).")
    /// A request value's type or format no longer accepts what it accepted.
    package static let requestTypeChanged = DiffRule(
        id: "diff.request.type-changed", severity: .breaking,
        summary: "A request value's type or format changed so that old values may be refused.")
    /// A value can no longer be sent.
    package static let requestEnumValueRemoved = DiffRule(
        id: "diff.request.enum-value.removed", severity: .breaking, summary: "An enum value was removed from a request value.")
    /// A new or stricter minimum, maximum, length, count, pattern, multipleOf, uniqueItems, `additionalProperties: false`,
    /// or a new `not` or `if`/`then`/`else`.
    package static let requestConstraintTightened = DiffRule(
        id: "diff.request.constraint.tightened", severity: .breaking,
        summary: "A request value got a new or stricter constraint "
            + "(minimum, maximum, length, items, pattern, enum, additionalProperties: false, not, if/then/else).")
    /// A request property is gone; servers most likely ignore it.
    package static let requestPropertyRemoved = DiffRule(
        id: "diff.request.property.removed", severity: .warning, summary: "A request property was removed.")
    /// A `oneOf` or `anyOf` of a request value has fewer members: values only a removed member accepted are refused.
    package static let requestAlternativeRemoved = DiffRule(
        id: "diff.request.alternative.removed", severity: .breaking, summary: "A oneOf or anyOf of a request value lost members.")
    /// A `not` or `if`/`then`/`else` of a request value changed; whether it accepts more or less is not judged.
    package static let requestConditionChanged = DiffRule(
        id: "diff.request.condition.changed", severity: .warning, summary: "A request value's not or if/then/else changed.")

    // MARK: Responses

    /// A response status is no longer declared.
    package static let responseStatusRemoved = DiffRule(
        id: "diff.response.status.removed", severity: .breaking, summary: "A response status is no longer declared.")
    /// A response media type is no longer produced.
    package static let responseMediaTypeRemoved = DiffRule(
        id: "diff.response.media-type.removed", severity: .breaking, summary: "A response media type is no longer produced.")
    /// A response media type no longer has a schema: clients lose every guarantee about its content.
    package static let responseMediaTypeSchemaRemoved = DiffRule(
        id: "diff.response.media-type.schema-removed", severity: .warning, summary: "A response media type no longer has a schema.")
    /// A response property clients may read is gone.
    package static let responsePropertyRemoved = DiffRule(
        id: "diff.response.property.removed", severity: .breaking, summary: "A response property was removed.")
    /// A property that was always present may now be missing.
    package static let responsePropertyBecameOptional = DiffRule(
        id: "diff.response.property.became-optional", severity: .breaking, summary: "A required response property became optional.")
    /// A value that was never null may now be null.
    package static let responseBecameNullable = DiffRule(
        id: "diff.response.became-nullable", severity: .breaking, summary: "A response value became nullable.")
    /// A response value's type or format may now be one clients do not expect.
    package static let responseTypeChanged = DiffRule(
        id: "diff.response.type-changed", severity: .breaking, summary: "A response value's type or format changed.")
    /// A response value may take a value clients do not know.
    package static let responseEnumValueAdded = DiffRule(
        id: "diff.response.enum-value.added", severity: .breaking,
        summary: "An enum value was added to a response value (or its enum was dropped).")
    /// A bound clients could rely on is looser or gone: a higher maximum, length or count, a lower minimum, a pattern or
    /// multipleOf changed or dropped, or `uniqueItems`, `not` or `if`/`then`/`else` dropped. (`additionalProperties: false`
    /// dropped is not reported: like new response properties, extra properties are for clients to ignore.)
    package static let responseConstraintLoosened = DiffRule(
        id: "diff.response.constraint.loosened", severity: .breaking,
        summary:
            "A response value's constraint was loosened or dropped (minimum, maximum, length, items, pattern, multipleOf, not, if/then/else)."
    )
    /// A `oneOf` or `anyOf` of a response value has more members: clients may receive a shape they do not know.
    package static let responseAlternativeAdded = DiffRule(
        id: "diff.response.alternative.added", severity: .breaking, summary: "A oneOf or anyOf of a response value gained members.")
    /// A `not` or `if`/`then`/`else` of a response value changed; whether it allows more or less is not judged.
    package static let responseConditionChanged = DiffRule(
        id: "diff.response.condition.changed", severity: .warning, summary: "A response value's not or if/then/else changed.")

    // MARK: Response headers

    /// A response header clients may read is no longer declared.
    package static let responseHeaderRemoved = DiffRule(
        id: "diff.response.header.removed", severity: .breaking, summary: "A response header is no longer declared.")
    /// A header that was always sent may now be missing.
    package static let responseHeaderBecameOptional = DiffRule(
        id: "diff.response.header.became-optional", severity: .breaking, summary: "A required response header became optional.")
    /// A response header's type or format may now be one clients do not expect.
    package static let responseHeaderTypeChanged = DiffRule(
        id: "diff.response.header.type-changed", severity: .breaking, summary: "A response header's type or format changed.")

    // MARK: Security and servers

    /// Clients that met an old security requirement no longer meet any new one.
    package static let securityRequirementAdded = DiffRule(
        id: "diff.security.requirement.added", severity: .breaking,
        summary: "A security requirement (scheme or scope) was added to an operation.")
    /// A security scheme in use changed how credentials are sent.
    package static let securitySchemeChanged = DiffRule(
        id: "diff.security.scheme.changed", severity: .breaking,
        summary: "A security scheme in use changed its type, location, name or HTTP scheme.")
    /// A base path that requests were sent to is gone.
    package static let serverBasePathChanged = DiffRule(
        id: "diff.server.base-path.changed", severity: .breaking, summary: "A server base path that requests were sent to is gone.")
}
