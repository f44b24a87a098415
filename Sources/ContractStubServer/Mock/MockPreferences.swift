/// What a client asks of the mock through `Prefer` (the convention Prism's users know): `code=404` for a status,
/// `example=cat` for a named example, `dynamic=true` for a body synthesized from the schema even where the spec has
/// examples, and `variant=tag=absent` for one of the names ``ResponseSynthesizer/variants(for:status:)`` gives.
///
/// ```swift
/// MockPreferences(["code=404, example=notFound"]).status  // 404
/// ```
struct MockPreferences: Sendable, Hashable {
    /// The status asked for.
    var status: Int?
    /// The example asked for, by name.
    var example: String?
    /// Whether the body is synthesized from the schema, examples ignored.
    var dynamic = false
    /// The response variant asked for, by name (everything after the first `=`: variant names hold `=` themselves).
    var variant: String?

    /// The preferences of every `Prefer` field value in `values`, comma-separated; other names, and a `code` that is
    /// not a status, are ignored, as RFC 7240 says preferences a server cannot honour are.
    init(_ values: [String]) {
        for value in values {
            for preference in value.split(separator: ",") {
                let text = preference.trimmingSpaces()
                guard let equals = text.firstIndex(of: "=") else { continue }
                let name = text[..<equals].trimmingSpaces().lowercased()
                var argument = String(text[text.index(after: equals)...].trimmingSpaces())
                if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
                    argument = String(argument.dropFirst().dropLast())
                }
                switch name {
                case "code":
                    if let code = Int(argument), (100...599).contains(code) { status = code }
                case "example": example = argument
                case "dynamic": dynamic = argument.lowercased() == "true"
                case "variant": variant = argument
                default: continue
                }
            }
        }
    }
}
