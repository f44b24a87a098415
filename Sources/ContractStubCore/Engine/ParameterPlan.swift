import Foundation

/// How one parameter is read and checked: its decoder, its compiled schema, or for a `content` parameter the
/// media type its value is written in. A class: every request of the operation walks the same plans without copying
/// them.
final class ParameterPlan: Sendable {
    /// The parameter as written.
    let parameter: OpenAPI.Parameter
    /// The style decoder.
    let descriptor: ParameterDescriptor
    /// The compiled schema (of `schema`, or of the `content` entry's schema).
    let schema: Schema?
    /// For a `content` parameter: the media type of its value.
    let contentType: ContentType?
    /// Where the value is reported: `/<in>/<name>`.
    let instance: JSONPointer
    /// For a form-encoded `querystring` parameter: the shapes its fields are coerced to.
    let formFields: [String: ParameterShape]

    init(_ parameter: OpenAPI.Parameter, contract: Contract, documents: SpecDocuments) {
        self.parameter = parameter
        let location = parameter.location
        let media = parameter.content.first { _ in true }
        let schemaObject = parameter.schema ?? media?.value.schema
        descriptor = ParameterDescriptor(
            name: parameter.name, location: location, style: parameter.style, explode: parameter.explode,
            shape: parameter.schema.map(documents.shape(of:)) ?? .primitive(.string))
        schema = schemaObject.flatMap(contract.schema(for:))
        contentType = parameter.schema == nil ? media.flatMap { ContentType($0.key) } : nil
        instance = InstancePointers.parameter(location, parameter.name)
        formFields = location == .querystring ? FormFields.shapes(of: media?.value.schema, documents) : [:]
    }

    /// Reads the parameter from `inputs` and appends what is wrong with it.
    func check(_ inputs: ParameterInputs, context: FindingContext, into diagnostics: inout [Diagnostic]) {
        guard let value = read(inputs, context: context, into: &diagnostics) else { return }
        if let schema {
            diagnostics += context.schemaFindings(schema, value, .request, under: instance)
        }
    }

    /// The parameter's value, or `nil` (with a finding when that is wrong) when it is absent, empty or malformed.
    private func read(_ inputs: ParameterInputs, context: FindingContext, into diagnostics: inout [Diagnostic]) -> JSONValue? {
        let name = parameter.name
        switch parameter.location {
        case .path:
            guard let capture = inputs.match.capture(named: name) else { return nil }
            if let contentType { return decodeContent(capture.value, contentType, context, &diagnostics) }
            guard let value = descriptor.decodePath(capture.rawValue) else {
                diagnostics.append(
                    context.finding(
                        .error, .requestPathInvalid,
                        "path parameter '\(name)' must be written in \(parameter.style.rawValue) style\(parameter.explode ? " (exploded)" : ""); found '\(capture.rawValue)'",
                        rule: parameter.specLocation, instance: instance))
                return nil
            }
            return value
        case .query:
            guard present(inputs.query.contains(name) || descriptor.style == .deepObject || isFreeFormObject, context, &diagnostics)
            else { return nil }
            if let contentType {
                return inputs.query.firstRawValue(named: name).map(inputs.query.decode).flatMap {
                    decodeContent($0, contentType, context, &diagnostics)
                }
            }
            if inputs.query.contains(name), inputs.query.rawValues(named: name).allSatisfy(\.isEmpty), isPrimitive {
                if !parameter.allowEmptyValue {
                    diagnostics.append(
                        context.finding(
                            .error, .requestQueryEmpty,
                            "query parameter '\(name)' needs a value (allowEmptyValue is not set); found an empty one",
                            rule: parameter.specLocation, instance: instance))
                }
                return nil
            }
            guard let value = descriptor.decodeQuery(inputs.query) else {
                _ = present(false, context, &diagnostics)
                return nil
            }
            return value
        case .header:
            let values = inputs.request.headers.values(for: name)
            guard present(!values.isEmpty, context, &diagnostics) else { return nil }
            let joined = values.joined(separator: ",")
            if let contentType { return decodeContent(joined, contentType, context, &diagnostics) }
            return descriptor.decodeHeader(joined)
        case .cookie:
            guard present(inputs.cookies.contains(name), context, &diagnostics) else { return nil }
            if let contentType {
                return inputs.cookies.firstRawValue(named: name).map(inputs.cookies.decode).flatMap {
                    decodeContent($0, contentType, context, &diagnostics)
                }
            }
            return descriptor.decodeCookie(inputs.cookies)
        case .querystring:
            guard present(!inputs.rawQuery.isEmpty, context, &diagnostics), let contentType else { return nil }
            if contentType.essence == "application/x-www-form-urlencoded" {
                return FormFields.coerce(Self.formObject(inputs.query), shapes: formFields)
            }
            let text = PercentDecoding.decode(inputs.rawQuery) ?? inputs.rawQuery
            return decodeContent(text, contentType, context, &diagnostics)
        }
    }

    /// A form-encoded query string as an object: each name's decoded value, or its values as an array when repeated.
    private static func formObject(_ query: NameValueList) -> JSONValue {
        var object = JSONObject()
        for name in query.names {
            let values = query.values(named: name)
            object[name] = values.count == 1 ? .string(values[0]) : .array(values.map(JSONValue.string))
        }
        return .object(object)
    }

    private var isPrimitive: Bool {
        if case .primitive = descriptor.shape { return true }
        return false
    }

    private var isFreeFormObject: Bool {
        if case .object = descriptor.shape, descriptor.style == .form, descriptor.explode { return true }
        return false
    }

    /// `isPresent`; when it is not and the parameter is required, appends `request.<in>.missing`.
    private func present(_ isPresent: Bool, _ context: FindingContext, _ diagnostics: inout [Diagnostic]) -> Bool {
        if !isPresent, parameter.required {
            let kind = parameter.location == .query ? "query parameter" : parameter.location.rawValue
            diagnostics.append(
                context.finding(
                    .error, .requestParameterMissing(in: parameter.location.rawValue),
                    "required \(kind) '\(parameter.name)' is missing", rule: parameter.specLocation, instance: instance))
        }
        return isPresent
    }

    /// A `content` parameter's value: JSON for JSON media types, else the text itself.
    private func decodeContent(
        _ text: String, _ type: ContentType, _ context: FindingContext, _ diagnostics: inout [Diagnostic]
    ) -> JSONValue? {
        guard type.isJSON else { return .string(text) }
        do {
            return try JSONValue(decodingInstance: Data(text.utf8))
        } catch {
            diagnostics.append(
                context.finding(
                    .error, .requestParameterInvalid(in: parameter.location.rawValue),
                    "\(parameter.location.rawValue) parameter '\(parameter.name)' must be \(type.essence); found '\(text)' (\(error))",
                    rule: parameter.specLocation.appending("content"), instance: instance))
            return nil
        }
    }
}
