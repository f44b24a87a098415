/// Request bodies: a body parameter's schema, or the form fields, under each media type the operation consumes.
extension Swagger2Converter {
    /// The request body of the body parameter `value` at `place`, under each of `mediaTypes`.
    func requestBody(from value: JSONValue, mediaTypes: [String], at place: Swagger2Place) -> JSONValue {
        guard case .object(let object) = value else { return value }
        origins.record(converted: place.converted, original: place.original)
        checkFields(of: object, known: Swagger2Fields.bodyParameter, objectName: "a body Parameter Object", at: place)
        var body = JSONObject(minimumCapacity: object.count)
        body.appendMembers(["description"], of: object)
        var content = JSONObject(minimumCapacity: mediaTypes.count)
        if let schema = object["schema"] {
            let converted = self.schema(
                schema,
                at: place.moved(
                    converted: place.converted.appending("content").appending(mediaTypes.first ?? "").appending("schema"),
                    original: place.original.appending("schema")))
            for mediaType in mediaTypes {
                origins.record(
                    converted: place.converted.appending("content").appending(mediaType).appending("schema"),
                    original: place.original.appending("schema"))
                content[mediaType] = Swagger2Schema.object("schema", converted)
            }
        } else {
            report(.specFieldRequired, "a body parameter requires 'schema'; it is missing", at: place)
        }
        body.appendMember("content", .object(content))
        body.appendMembers(["required"], of: object)
        body.appendMembers(of: object, where: OpenAPI.isExtension)
        return .object(body)
    }

    /// The request body of the form fields `form`: one object schema under `multipart/form-data` and/or
    /// `application/x-www-form-urlencoded` (whichever `consumes` lists; else multipart when a field is a file).
    func formBody(_ form: [Swagger2Parameters.Part], consumes: [String], at place: Swagger2Place) -> JSONValue {
        let formTypes = ["multipart/form-data", "application/x-www-form-urlencoded"]
        var mediaTypes = consumes.filter { formTypes.contains((ContentType($0)?.essence ?? $0)) }
        if mediaTypes.isEmpty {
            let hasFile = form.contains { $0.object["type"]?.stringValue == "file" }
            mediaTypes = [hasFile ? formTypes[0] : formTypes[1]]
        }
        origins.record(converted: place.converted, original: form[0].original)
        var properties = JSONObject()
        var required: [JSONValue] = []
        var encoding = JSONObject()
        for field in form {
            let name = field.object["name"]?.stringValue ?? ""
            let fieldPlace = place.moved(converted: place.converted.appending("formData").appending(name), original: field.original)
            checkFields(of: field.object, known: Swagger2Fields.nonBodyParameter, objectName: "a formData Parameter Object", at: fieldPlace)
            checkSimpleType(of: field.object, at: fieldPlace, allowsFile: true, what: "a formData parameter")
            var schema = Swagger2Schema.simple(field.object).objectValue ?? JSONObject()
            schema["description"] = field.object["description"]
            properties[name] = .object(schema)
            if field.object["required"]?.boolValue == true { required.append(.string(name)) }
            if field.object["type"]?.stringValue == "array" {
                let multi = field.object["collectionFormat"]?.stringValue == "multi"
                encoding[name] = .object(JSONObject([("style", .string("form")), ("explode", .bool(multi))]))
            }
        }
        var schema = JSONObject([("type", .string("object")), ("properties", .object(properties))])
        if !required.isEmpty { schema["required"] = .array(required) }
        var content = JSONObject()
        for mediaType in mediaTypes {
            let schemaPointer = { place.converted.appending("content").appending(mediaType).appending("schema") }
            for field in form {
                let name = field.object["name"]?.stringValue ?? ""
                origins.record(converted: schemaPointer().appending("properties").appending(name), original: field.original)
            }
            var entry = JSONObject([("schema", .object(schema))])
            if !encoding.isEmpty, (ContentType(mediaType)?.essence ?? mediaType) == formTypes[1] { entry["encoding"] = .object(encoding) }
            content[mediaType] = .object(entry)
        }
        return .object(JSONObject([("content", .object(content))]))
    }
}
