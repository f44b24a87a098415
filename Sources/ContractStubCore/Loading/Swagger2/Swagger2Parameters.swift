/// The parameters of a path item or operation, split as OpenAPI 3.0 splits them: parameters proper, and the body
/// (`in: body`) or form fields (`in: formData`) that make up the request body.
struct Swagger2Parameters {
    /// A body or form parameter (its `$ref` followed) and where it was read from.
    struct Part {
        /// The 2.0 Parameter Object.
        let object: JSONObject
        /// Its pointer in the 2.0 document (the `$ref`'s when it lives in another file).
        let original: JSONPointer
    }

    /// The converted 3.0 parameters (and `$ref`s to component parameters), in order.
    var plain: [JSONValue] = []
    /// The `in: body` parameter.
    var body: Part?
    /// The `in: formData` parameters, in order.
    var form: [Part] = []
}

extension Swagger2Converter {
    /// The parameter list `value` at `place`, split into parameters proper, body and form fields.
    func parameters(_ value: JSONValue?, at place: Swagger2Place) -> Swagger2Parameters {
        var split = Swagger2Parameters()
        guard let list = value?.arrayValue else {
            if let value { split.plain = [value] }  // not an array: the 3.x reader reports the type
            return split
        }
        split.plain.reserveCapacity(list.count)
        for (index, element) in list.enumerated() {
            let site = place.appending(index).original
            var object = element.objectValue ?? JSONObject()
            var original = site
            if let ref = object["$ref"]?.stringValue {
                let reference = reference(ref)
                guard let (target, local) = reference.target else {
                    record(reference.movedObject(ref, section: "parameters"), from: site, in: &split, at: place)
                    continue
                }
                if let local, local.depth == 2, local.token(at: 0) == "parameters",
                    !Self.isBodyOrForm(target["in"]?.stringValue)
                {
                    record(reference.movedObject(ref, section: "parameters"), from: site, in: &split, at: place)
                    continue
                }
                object = target
                original = local ?? site
            } else if element.objectValue == nil {
                split.plain.append(element)
                continue
            }
            let location = object["in"]?.stringValue
            switch location {
            case "body":
                if split.body != nil {
                    report(
                        .specParameterDuplicate, "an operation has at most one body parameter",
                        at: place.moved(converted: place.converted.appending("body"), original: original))
                }
                split.body = .init(object: object, original: original)
            case "formData":
                split.form.append(.init(object: object, original: original))
            default:
                let at = place.moved(converted: place.converted.appending(split.plain.count), original: original)
                if let location, location != "query", location != "header", location != "path" {
                    let suggestion = NearMiss.closest(to: location, among: ["body", "formData", "header", "path", "query"])
                    report(
                        .specFieldValue, "'in' must be query, header, path, formData or body in Swagger 2.0; found '\(location)'",
                        at: at.appending("in"), suggestion: suggestion.map { "did you mean '\($0)'?" })
                }
                split.plain.append(parameter(from: object, at: at))
            }
        }
        return split
    }

    /// Whether a parameter `in` this place makes up the request body.
    private static func isBodyOrForm(_ location: String?) -> Bool {
        location == "body" || location == "formData"
    }

    private func record(_ ref: JSONValue, from site: JSONPointer, in split: inout Swagger2Parameters, at place: Swagger2Place) {
        let at = place.moved(converted: place.converted.appending(split.plain.count), original: site)
        origins.record(converted: at.converted, original: at.original)
        split.plain.append(ref)
    }

    /// The 3.0 parameter of a non-body 2.0 parameter: its validation keywords become its schema, `collectionFormat`
    /// its `style` and `explode`.
    func parameter(from object: JSONObject, at place: Swagger2Place) -> JSONValue {
        origins.record(converted: place.converted, original: place.original)
        origins.record(converted: place.converted.appending("schema"), original: place.original)
        let location = object["in"]?.stringValue ?? ""
        checkFields(of: object, known: Swagger2Fields.nonBodyParameter, objectName: "a \(location) Parameter Object", at: place)
        checkSimpleType(of: object, at: place, allowsFile: location == "formData", what: "a \(location) parameter")
        var parameter = JSONObject(minimumCapacity: object.count + 2)
        var keywords = JSONObject(minimumCapacity: object.count)
        for (key, value) in object {
            if Swagger2Fields.parameterKept.contains(key) || OpenAPI.isExtension(key) {
                parameter.appendMember(key, value)
            } else if Swagger2Fields.simpleSchema.contains(key) {
                keywords.appendMember(key, value)
            }
        }
        if object["type"] != nil { parameter.appendMember("schema", Swagger2Schema.simple(object, keywords: keywords)) }
        if let (style, explode) = style(of: object, in: location, at: place) {
            parameter.appendMember("style", .string(style))
            parameter.appendMember("explode", .bool(explode))
        }
        return .object(parameter)
    }

    /// Reports a missing `type` (and `type: file` outside form fields), and `collectionFormat` where 2.0 forbids it.
    func checkSimpleType(of object: JSONObject, at place: Swagger2Place, allowsFile: Bool, what: @autoclosure () -> String) {
        if object["type"] == nil {
            report(.specFieldRequired, "\(what()) requires 'type' in Swagger 2.0; it is missing", at: place)
        } else if object["type"]?.stringValue == "file", !allowsFile {
            report(.specFieldValue, "'type: file' is allowed only for formData parameters", at: place.appending("type"))
        }
        if let items = object["items"]?.objectValue {
            checkFields(of: items, known: Swagger2Fields.items, objectName: "an Items Object", at: place.appending("items"))
            checkSimpleType(of: items, at: place.appending("items"), allowsFile: false, what: "an Items Object")
        } else if object["type"]?.stringValue == "array" {
            report(.specFieldRequired, "\(what()) of type 'array' requires 'items' in Swagger 2.0; it is missing", at: place)
        }
    }

    /// The 3.0 `style` and `explode` of an array parameter's `collectionFormat` (default `csv`); `nil` for others.
    private func style(of object: JSONObject, in location: String, at place: Swagger2Place) -> (String, Bool)? {
        let format = object["collectionFormat"]?.stringValue ?? "csv"
        guard Swagger2Fields.collectionFormats.contains(format) else {
            let suggestion = NearMiss.closest(to: format, among: Swagger2Fields.collectionFormats.sorted).map { "did you mean '\($0)'?" }
            report(
                .specFieldValue, "'collectionFormat' must be one of csv, ssv, tsv, pipes, multi; found '\(format)'",
                at: place.appending("collectionFormat"), suggestion: suggestion)
            return nil
        }
        if format == "multi", location != "query", location != "formData" {
            report(
                .specFieldValue, "'collectionFormat: multi' is allowed only in query and formData parameters",
                at: place.appending("collectionFormat"))
        }
        guard object["type"]?.stringValue == "array" else { return nil }
        if location == "path" || location == "header" {
            if format != "csv" {
                report(
                    .specParameterStyle, "'collectionFormat: \(format)' has no OpenAPI 3 form in a \(location) parameter; read as csv",
                    at: place.appending("collectionFormat"), severity: .warning)
            }
            return ("simple", false)
        }
        switch format {
        case "multi": return ("form", true)
        case "ssv": return ("spaceDelimited", false)
        case "pipes": return ("pipeDelimited", false)
        case "tsv":
            report(
                .specParameterStyle, "'collectionFormat: tsv' has no OpenAPI 3 form; read as csv",
                at: place.appending("collectionFormat"), severity: .warning)
            return ("form", false)
        default: return ("form", false)
        }
    }
}
