import ContractStubCore

extension DiffRule {
    // MARK: Request schemas: restructuring, encodings, defaults

    /// A request tuple lost `prefixItems` positions: what clients send there is no longer read as before.
    package static let requestPrefixItemsRemoved = DiffRule(
        id: "diff.request.prefix-items.removed", severity: .breaking, summary: "A request array lost prefixItems positions.")
    /// A request string's `contentMediaType` or `contentEncoding` changed, was added or was dropped.
    package static let requestContentEncodingChanged = DiffRule(
        id: "diff.request.content-encoding.changed", severity: .breaking,
        summary: "A request string's contentMediaType or contentEncoding changed.")
    /// A request schema's `allOf` gained a member: every value must now also match it.
    package static let requestAllOfAdded = DiffRule(
        id: "diff.request.all-of.added", severity: .breaking, summary: "A request schema's allOf gained a member.")
    /// A request schema's `allOf` lost a member: what it described is most likely ignored now.
    package static let requestAllOfRemoved = DiffRule(
        id: "diff.request.all-of.removed", severity: .warning, summary: "A request schema's allOf lost a member.")
    /// A request schema became a `oneOf` of several shapes: a value matching more than one is now refused.
    package static let requestWrappedInOneOf = DiffRule(
        id: "diff.request.wrapped-in-one-of", severity: .breaking, summary: "A request schema was wrapped in a oneOf of several shapes.")
    /// A request property's `default` was added, changed or removed: clients that omit it get other behaviour.
    package static let requestDefaultChanged = DiffRule(
        id: "diff.request.default.changed", severity: .warning, summary: "A request property's default was added, changed or removed.")

    // MARK: Response schemas: restructuring, encodings

    /// A response tuple gained `prefixItems` positions: clients receive positioned values they do not know.
    package static let responsePrefixItemsAdded = DiffRule(
        id: "diff.response.prefix-items.added", severity: .breaking, summary: "A response array gained prefixItems positions.")
    /// A response string's `contentMediaType` or `contentEncoding` changed, was added or was dropped.
    package static let responseContentEncodingChanged = DiffRule(
        id: "diff.response.content-encoding.changed", severity: .breaking,
        summary: "A response string's contentMediaType or contentEncoding changed.")
    /// A required response property that was `writeOnly` (so never sent) is now sent: whether it always is depends
    /// on what the server did before, which the spec did not say.
    package static let responsePropertyNoLongerWriteOnly = DiffRule(
        id: "diff.response.property.no-longer-write-only", severity: .warning,
        summary: "A required response property is no longer writeOnly.")
    /// A response schema became a `oneOf`/`anyOf` of several shapes: clients may receive one they do not know.
    package static let responseWrappedInOneOf = DiffRule(
        id: "diff.response.wrapped-in-one-of", severity: .breaking,
        summary: "A response schema was wrapped in a oneOf or anyOf of several shapes.")
}
