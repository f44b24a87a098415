/// Responses: the schema under each media type the operation produces, `examples` keyed by media type, headers.
extension Swagger2Converter {
    /// The Responses Object `value` at `place`, with `$ref`s to `#/responses/…` moved to components.
    func responses(_ value: JSONValue, produces: [String], at place: Swagger2Place) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var converted = JSONObject(minimumCapacity: object.count)
        for (key, response) in object {
            let responsePlace = place.appending(key)
            if OpenAPI.isExtension(key) {
                converted.appendMember(key, response)
            } else if let ref = response["$ref"]?.stringValue {
                // A response elsewhere, or one whose media types here differ from the document's, is read in place.
                let reference = reference(ref)
                if let (target, local) = reference.target, local == nil || produces != mediaTypes("produces", of: nil) {
                    let at = responsePlace.moved(converted: responsePlace.converted, original: local ?? responsePlace.original)
                    converted.appendMember(key, self.response(from: .object(target), produces: produces, at: at))
                } else {
                    converted.appendMember(key, reference.movedObject(ref, section: "responses"))
                }
            } else {
                converted.appendMember(key, self.response(from: response, produces: produces, at: responsePlace))
            }
        }
        return .object(converted)
    }

    /// The 3.0 Response Object of the 2.0 one `value` at `place`.
    func response(from value: JSONValue, produces: [String], at place: Swagger2Place) -> JSONValue {
        guard case .object(let object) = value else { return value }
        origins.record(converted: place.converted, original: place.original)
        checkFields(of: object, known: Swagger2Fields.response, objectName: "a Response Object", at: place)
        var response = JSONObject(minimumCapacity: object.count + 1)
        response.appendMembers(["description"], of: object)
        if let headers = object["headers"]?.objectValue {
            var converted = JSONObject(minimumCapacity: headers.count)
            for (name, header) in headers {
                converted.appendMember(name, self.header(header, at: place.appending("headers").appending(name)))
            }
            response.appendMember("headers", .object(converted))
        } else {
            response.appendMembers(["headers"], of: object)
        }
        let schema = object["schema"]
        let examples = object["examples"]?.objectValue ?? JSONObject()
        var mediaTypes = schema == nil ? [] : produces
        for mediaType in examples.keys where !mediaTypes.contains(mediaType) { mediaTypes.append(mediaType) }
        let converted = schema.map { schema in
            self.schema(
                schema,
                at: place.moved(
                    converted: place.converted.appending("content").appending(mediaTypes.first ?? "").appending("schema"),
                    original: place.original.appending("schema")))
        }
        if !mediaTypes.isEmpty {
            var content = JSONObject(minimumCapacity: mediaTypes.count)
            for mediaType in mediaTypes {
                let entryPointer = { place.converted.appending("content").appending(mediaType) }
                var entry = JSONObject(minimumCapacity: 2)
                if let converted {
                    origins.record(converted: entryPointer().appending("schema"), original: place.original.appending("schema"))
                    entry["schema"] = converted
                }
                if let example = examples[mediaType] {
                    origins.record(
                        converted: entryPointer().appending("example"),
                        original: place.original.appending("examples").appending(mediaType))
                    entry["example"] = example
                }
                content[mediaType] = .object(entry)
            }
            response.appendMember("content", .object(content))
        }
        response.appendMembers(of: object, where: OpenAPI.isExtension)
        return .object(response)
    }

    private func header(_ value: JSONValue, at place: Swagger2Place) -> JSONValue {
        guard case .object(let object) = value else { return value }
        origins.record(converted: place.converted.appending("schema"), original: place.original)
        checkFields(of: object, known: Swagger2Fields.header, objectName: "a Header Object", at: place)
        checkSimpleType(of: object, at: place, allowsFile: false, what: "a header")
        var header = JSONObject(minimumCapacity: object.count)
        header.appendMembers(["description"], of: object)
        header.appendMember("schema", Swagger2Schema.simple(object))
        header.appendMembers(of: object, where: OpenAPI.isExtension)
        return .object(header)
    }
}
