/// Paths, path items and operations.
extension Swagger2Converter {
    /// The `paths` object (at `place`) with each path item converted.
    func paths(from value: JSONValue, at place: Swagger2Place) -> JSONValue {
        guard case .object(let paths) = value else { return value }  // the 3.x reader reports the type
        var converted = JSONObject(minimumCapacity: paths.count)
        for (path, item) in paths {
            guard case .object(let object) = item, !OpenAPI.isExtension(path) else {
                converted.appendMember(path, item)
                continue
            }
            converted.appendMember(path, .object(pathItem(object, at: place.appending(path))))
        }
        return .object(converted)
    }

    private func pathItem(_ object: JSONObject, at place: Swagger2Place) -> JSONObject {
        checkFields(of: object, known: Swagger2Fields.pathItem, objectName: "a Path Item Object", at: place)
        var item = JSONObject(minimumCapacity: object.count)
        item.appendMembers(["$ref"], of: object)
        let shared = parameters(object["parameters"], at: place.appending("parameters"))
        if !shared.plain.isEmpty { item.appendMember("parameters", .array(shared.plain)) }
        for method in Swagger2Fields.methods {
            guard let value = object[method] else { continue }
            guard case .object(let operation) = value else {
                item.appendMember(method, value)
                continue
            }
            item.appendMember(method, .object(self.operation(operation, at: place.appending(method), shared: shared)))
        }
        item.appendMembers(of: object, where: OpenAPI.isExtension)
        return item
    }

    private func operation(_ object: JSONObject, at place: Swagger2Place, shared: Swagger2Parameters) -> JSONObject {
        checkFields(of: object, known: Swagger2Fields.operation, objectName: "an Operation Object", at: place)
        var operation = JSONObject(minimumCapacity: object.count + 1)
        operation.appendMembers(["tags", "summary", "description", "externalDocs", "operationId", "deprecated", "security"], of: object)
        let own = parameters(object["parameters"], at: place.appending("parameters"))
        if !own.plain.isEmpty { operation.appendMember("parameters", .array(own.plain)) }
        let body = own.body ?? shared.body
        let form = Self.formFields(shared: shared.form, own: own.form)
        let bodyPlace = place.moved(converted: place.converted.appending("requestBody"), original: place.original)
        if let body {
            if let first = form.first {
                report(
                    .specFieldMisplaced, "an operation cannot have both a body parameter and formData parameters",
                    at: bodyPlace.moved(converted: bodyPlace.converted.appending("formData"), original: first.original))
            }
            let at = bodyPlace.moved(converted: bodyPlace.converted, original: body.original)
            operation.appendMember(
                "requestBody", requestBody(from: .object(body.object), mediaTypes: mediaTypes("consumes", of: object), at: at))
        } else if !form.isEmpty {
            checkFormConsumes(of: object, at: place)
            operation.appendMember("requestBody", formBody(form, consumes: mediaTypes("consumes", of: object), at: bodyPlace))
        }
        if let responses = object["responses"] {
            operation.appendMember(
                "responses",
                self.responses(
                    responses, produces: mediaTypes("produces", of: object), at: place.appending("responses")))
        }
        if object["schemes"] != nil, let servers = servers(schemes: object["schemes"], at: place) {
            operation.appendMember("servers", servers)
        }
        operation.appendMembers(of: object, where: OpenAPI.isExtension)
        return operation
    }

    /// The form fields of an operation: the path item's (`shared`) that the operation does not name again, then its
    /// own.
    private static func formFields(shared: [Swagger2Parameters.Part], own: [Swagger2Parameters.Part]) -> [Swagger2Parameters.Part] {
        guard !shared.isEmpty else { return own }
        let ownNames = Set(own.compactMap { $0.object["name"]?.stringValue })
        return shared.filter { !ownNames.contains($0.object["name"]?.stringValue ?? "") } + own
    }

    /// formData parameters are sent as `multipart/form-data` or `application/x-www-form-urlencoded`, so the 2.0 prose
    /// requires `consumes` to list one of them (for `type: file` in so many words): an error when the `consumes` that
    /// applies lists neither, a warning when there is none (the form type is then assumed).
    private func checkFormConsumes(of operation: JSONObject, at place: Swagger2Place) {
        let formTypes = ["multipart/form-data", "application/x-www-form-urlencoded"]
        let own = operation["consumes"] != nil
        guard let listed = (operation["consumes"] ?? root["consumes"])?.arrayValue?.compactMap(\.stringValue), !listed.isEmpty else {
            report(
                .specFieldRequired,
                "formData parameters need 'consumes' to list multipart/form-data or application/x-www-form-urlencoded; there is none, so one is assumed",
                at: place, severity: .warning)
            return
        }
        guard !listed.contains(where: { formTypes.contains(ContentType($0)?.essence ?? $0) }) else { return }
        let at =
            own
            ? place.appending("consumes")
            : place.moved(converted: place.converted.appending("consumes"), original: JSONPointer(tokens: ["consumes"]))
        report(
            .specFieldValue,
            "formData parameters are sent as multipart/form-data or application/x-www-form-urlencoded, but 'consumes' lists neither (\(listed.joined(separator: ", ")))",
            at: at)
    }
}
