extension OpenAPI.Parameter: ReferenceableObject {
    static let componentKind = ComponentKind.parameters
    private static let fields = FixedFields([
        "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved",
        "schema", "content", "example", "examples",
    ])

    convenience init?(reading reader: ObjectReader) {
        let name = reader.string("name", required: true)
        let locationText = reader.string("in", required: true)
        var location: Location?
        if let locationText {
            location = Location(rawValue: locationText)
            if location == .querystring, !reader.version.isAtLeast32 { location = nil }
            if location == nil {
                let names = reader.version.isAtLeast32 ? "query, querystring, header, path, cookie" : "query, header, path, cookie"
                reader.report(.error, .specFieldValue, "'in' must be one of \(names); found '\(locationText)'", at: "in")
            }
        }
        guard let name, let location else { return nil }
        if reader.version.isAtLeast31, location == .path, name.contains(where: { $0 == "{" || $0 == "}" }) {
            reader.report(.error, .specFieldValue, "a path parameter's name must not contain '{' or '}'; found '\(name)'", at: "name")
        }
        if reader.version.isAtLeast32, location == .header, !HTTPToken.isToken(name) {
            reader.report(.error, .specFieldValue, "a header name must be an HTTP token (RFC 9110); found '\(name)'", at: "name")
        }
        if location == .querystring, reader.object["schema"] != nil {
            reader.report(
                .error, .specFieldMisplaced, "'schema' does not apply to a querystring parameter; describe it under 'content'",
                at: "schema")
        }
        let description = reader.string("description")
        let required = reader.bool("required")
        if location == .path, required != true {
            reader.report(
                .error, .specParameterPathRequired,
                "path parameter '\(name)' must have 'required': true; found \(required.map(String.init) ?? "no 'required'")")
        }
        let deprecated = reader.bool("deprecated") ?? false
        let allowEmptyValue = reader.bool("allowEmptyValue") ?? false
        var style = Style.defaultStyle(for: location)
        if let explicit = reader.string("style").flatMap({ Style(reading: $0, key: "style", reader: reader) }) {
            if explicit == .cookie, !reader.version.isAtLeast32 {
                reader.report(.error, .specParameterStyle, "style 'cookie' was added in OpenAPI 3.2", at: "style")
            } else if explicit.isAllowed(in: location) {
                style = explicit
            } else {
                reader.report(
                    .error, .specParameterStyle, "style '\(explicit.rawValue)' is not allowed for \(location.rawValue) parameters",
                    at: "style")
            }
        }
        let explode = reader.bool("explode") ?? (style == .form)
        let allowReserved = reader.bool("allowReserved") ?? false
        let schema = reader.schema("schema")
        let content = reader.content("content")
        let example = reader.value("example")
        let examples = reader.referenceMap("examples", OpenAPI.Example.self)
        SchemaOrContentRule.check(reader, hasSchema: reader.object["schema"] != nil, content: reader.object["content"])
        ExampleOrExamplesRule.check(reader)
        if location != .query {
            QueryOnlyFieldsRule.check(
                reader, "'\(name)' is in \(location.rawValue)", allowsReserved: Self.allowsReserved(location, style, reader))
        }
        self.init(
            name: name, location: location, description: description, required: location == .path ? true : (required ?? false),
            deprecated: deprecated, allowEmptyValue: allowEmptyValue, style: style, explode: explode, allowReserved: allowReserved,
            schema: schema, content: content, example: example, examples: examples,
            extensions: reader.extensions(known: Self.fields), specLocation: reader.location)
    }
}

extension OpenAPI.Parameter {
    /// Whether OpenAPI 3.2 allows `allowReserved` on a parameter in `location` with `style` besides query parameters:
    /// path parameters, and cookies in the form style (the styles that percent-encode).
    fileprivate static func allowsReserved(_ location: Location, _ style: Style, _ reader: ObjectReader) -> Bool {
        reader.version.isAtLeast32 && (location == .path || (location == .cookie && style == .form))
    }
}

extension OpenAPI.Parameter.Style {
    /// Reads a style name, reporting an unknown one.
    init?(reading text: String, key: String, reader: ObjectReader) {
        guard let style = Self(rawValue: text) else {
            let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
            reader.report(.error, .specFieldValue, "'\(key)' must be one of \(names); found '\(text)'", at: key)
            return nil
        }
        self = style
    }
}

/// The rule shared by Parameter and Header Objects: exactly one of `schema` and `content`, `content` has one entry,
/// and the fields that describe a `schema`'s serialisation and examples are not used with `content`.
enum SchemaOrContentRule {
    /// Reports what `reader`'s object breaks of the rule.
    static func check(_ reader: ObjectReader, hasSchema: Bool, content: JSONValue?) {
        switch (hasSchema, content) {
        case (true, .some):
            reader.report(.error, .specParameterSchemaContent, "a \(reader.objectName) has either 'schema' or 'content'; found both")
        case (false, nil):
            reader.report(.error, .specFieldRequired, "a \(reader.objectName) requires 'schema' or 'content'; both are missing")
        case (false, .object(let object)?) where object.count != 1:
            reader.report(
                .error, .specParameterContentCount, "'content' must have exactly one media type; found \(object.count)", at: "content")
        default:
            break
        }
        if !hasSchema, content != nil {
            // A header's `allowReserved` is misplaced anyway (``QueryOnlyFieldsRule``): reported once, there.
            let serialisation = reader.objectName == "Parameter Object" ? ["style", "explode", "allowReserved"] : ["style", "explode"]
            reader.reportMisplaced(
                serialisation + ["example", "examples"],
                "applies only to \(reader.objectNameWithArticle) with 'schema'; this one has 'content'")
        }
    }
}
