import ContractStubCore
import Foundation

extension PactFile {
    /// The largest Pact file read: 64 MiB, far above any pact a consumer's tests write.
    package static let maximumSize = 64 << 20

    /// Reads a Pact file of specification v1.1, v2, v3 or v4 from its bytes (an instance: read by the instance
    /// reader). A file without `metadata.pactSpecification` is read as v2, as Pact's own tools do.
    /// - Throws: ``PactReadError``, located in `data`: not JSON, too large, not a pact, an unsupported version, a
    ///   missing or mistyped field.
    package static func read(_ data: Data, maximumSize: Int = maximumSize) throws(PactReadError) -> PactFile {
        guard data.count <= maximumSize else {
            throw PactReadError("the file is \(data.count) bytes; Pact files over \(maximumSize) bytes are not read", at: .root)
        }
        let json: JSONValue
        do {
            json = try JSONValue(decodingInstance: data)
        } catch {
            throw PactReadError(syntax: error)
        }
        do {
            return try PactFileReader(root: json).file()
        } catch {
            throw error.located(in: data)
        }
    }
}

/// Reads the members of a decoded Pact file, saying which one is wrong.
private struct PactFileReader {
    let root: JSONValue

    func file() throws(PactReadError) -> PactFile {
        guard case .object = root else { throw PactReadError("a Pact file must be a JSON object", at: .root) }
        let consumer = try string("/consumer/name")
        let provider = try string("/provider/name")
        let specification = try version()
        guard let interactions = root["interactions"] else {
            let hint = root["messages"] != nil ? " (message pacts are not read)" : ""
            throw PactReadError("a Pact file must have an 'interactions' array\(hint)", at: .root)
        }
        guard let list = interactions.arrayValue else { throw PactReadError("'interactions' must be an array", at: "/interactions") }
        var read: [PactInteraction] = []
        var others: [String: Int] = [:]
        for index in list.indices {
            let at = JSONPointer(tokens: ["interactions", String(index)])
            guard case .object = list[index] else { throw PactReadError("an interaction must be an object", at: at) }
            if specification == .v4 {
                let type = try optionalString(at.appending("type"))
                guard type == "Synchronous/HTTP" else {
                    others[type ?? "(no type)", default: 0] += 1
                    continue
                }
            }
            read.append(try interaction(list[index], index: index, at: at, specification))
        }
        return PactFile(
            consumer: consumer, provider: provider, specification: specification, interactions: read, otherInteractions: others)
    }

    private func version() throws(PactReadError) -> PactSpecification {
        let metadata = root["metadata"]
        let candidates: [(JSONValue?, JSONPointer)] = [
            (metadata?["pactSpecification"]?["version"], "/metadata/pactSpecification/version"),
            (metadata?["pact-specification"]?["version"], "/metadata/pact-specification/version"),
            (metadata?["pactSpecificationVersion"], "/metadata/pactSpecificationVersion"),
        ]
        guard let (value, at) = candidates.first(where: { $0.0 != nil }), let value else { return .v2 }
        guard let text = value.stringValue else { throw PactReadError("the Pact specification version must be a string", at: at) }
        let major = text.prefix { $0 != "." }
        switch (major, text) {
        case ("1", _), ("2", _), ("3", _), ("4", _): return PactSpecification(rawValue: String(major))!
        default: throw PactReadError("Pact specification version '\(text)' is not read (1.1, 2, 3 and 4 are)", at: at)
        }
    }

    private func interaction(_ json: JSONValue, index: Int, at: JSONPointer, _ specification: PactSpecification) throws(PactReadError)
        -> PactInteraction
    {
        let description = try string(at.appending("description"))
        var states: [String] = []
        if let state = json["providerState"] {
            guard let name = state.stringValue else {
                throw PactReadError("'providerState' must be a string", at: at.appending("providerState"))
            }
            states.append(name)
        }
        if let list = json["providerStates"] {
            guard let array = list.arrayValue else {
                throw PactReadError("'providerStates' must be an array", at: at.appending("providerStates"))
            }
            for position in array.indices {
                states.append(try string(at.appending("providerStates").appending(position).appending("name")))
            }
        }
        var request = try message(at.appending("request"), specification, isRequest: true)
        request.method = try string(at.appending("request").appending("method")).uppercased()
        request.path = try string(at.appending("request").appending("path"))
        var response = try message(at.appending("response"), specification, isRequest: false)
        guard let status = root[at.appending("response").appending("status")] else {
            throw PactReadError("the response has no 'status'", at: at.appending("response"))
        }
        guard let code = status.numberValue?.int64Value.map(Int.init), (100...599).contains(code) else {
            throw PactReadError("'status' must be an HTTP status code (100-599)", at: at.appending("response").appending("status"))
        }
        response.status = code
        return PactInteraction(index: index, description: description, providerStates: states, request: request, response: response)
    }

    private func message(_ at: JSONPointer, _ specification: PactSpecification, isRequest: Bool) throws(PactReadError) -> PactMessage {
        guard let json = root[at] else { throw PactReadError("the interaction has no '\(at.lastToken ?? "")'", at: at.parent ?? .root) }
        guard case .object = json else { throw PactReadError("'\(at.lastToken ?? "")' must be an object", at: at) }
        var message = PactMessage()
        if isRequest { message.query = try query(json["query"], at: at.appending("query")) }
        message.headers = try headers(json["headers"], at: at.appending("headers"))
        if let body = json["body"] {
            message.body = try self.body(body, at: at.appending("body"), specification, contentType: message.headers["Content-Type"])
        }
        if let rules = json["matchingRules"] {
            message.rules = try PactRulesReader(at: at.appending("matchingRules")).read(rules, flat: specification <= .v2)
        }
        return message
    }

    private func query(_ json: JSONValue?, at: JSONPointer) throws(PactReadError) -> String {
        switch json {
        case nil, .null?: return ""
        case .string(let text)?: return text
        case .object(let object)?:
            var pairs: [String] = []
            for (name, value) in object {
                let values: [String]
                switch value {
                case .string(let text): values = [text]
                case .array(let items) where items.allSatisfy({ $0.stringValue != nil }): values = items.compactMap(\.stringValue)
                default: throw PactReadError("a query parameter's values must be strings", at: at.appending(name))
                }
                pairs += values.map { Self.encode(name) + "=" + Self.encode($0) }
            }
            return pairs.joined(separator: "&")
        default: throw PactReadError("'query' must be a string or an object", at: at)
        }
    }

    private func headers(_ json: JSONValue?, at: JSONPointer) throws(PactReadError) -> HTTPHeaders {
        guard let json, json != .null else { return HTTPHeaders() }
        guard let object = json.objectValue else { throw PactReadError("'headers' must be an object", at: at) }
        var headers = HTTPHeaders()
        for (name, value) in object {
            switch value {
            case .string(let text): headers.add(name: name, value: text)
            case .array(let items) where items.allSatisfy({ $0.stringValue != nil }):
                for item in items.compactMap(\.stringValue) { headers.add(name: name, value: item) }
            default: throw PactReadError("a header's value must be a string or an array of strings", at: at.appending(name))
            }
        }
        return headers
    }

    private func body(_ json: JSONValue, at: JSONPointer, _ specification: PactSpecification, contentType: String?) throws(PactReadError)
        -> PactBody?
    {
        guard specification == .v4 else {
            if json == .null { return nil }
            let isJSON = contentType.map(PactBody.isJSON) ?? true
            if !isJSON, let text = json.stringValue { return PactBody(contentType: contentType, json: nil, data: Data(text.utf8)) }
            return PactBody(contentType: contentType, json: json, data: json.serializedData())
        }
        guard let object = json.objectValue else { throw PactReadError("a v4 body must be an object with 'content'", at: at) }
        guard let content = object["content"] else { return nil }
        let type = try optionalString(at.appending("contentType")) ?? contentType
        let encoded = object["encoded"]
        switch (encoded, content) {
        case (.string(let scheme)?, .string(let text)) where scheme.lowercased() == "base64":
            guard let bytes = Data(base64Encoded: text) else {
                throw PactReadError("'content' is not valid base64", at: at.appending("content"))
            }
            return PactBody(contentType: type, json: try? JSONValue(decodingInstance: bytes), data: bytes)
        case (.string(let scheme)?, .string(let text)) where scheme.lowercased() == "json":
            let bytes = Data(text.utf8)
            do {
                return PactBody(contentType: type, json: try JSONValue(decodingInstance: bytes), data: bytes)
            } catch {
                throw PactReadError("'content' is not JSON: \(error.message)", at: at.appending("content"))
            }
        case (_, .string(let text)) where !(type.map(PactBody.isJSON) ?? false):
            return PactBody(contentType: type, json: nil, data: Data(text.utf8))
        default:
            return PactBody(contentType: type ?? "application/json", json: content, data: content.serializedData())
        }
    }

    private func string(_ at: JSONPointer) throws(PactReadError) -> String {
        guard let value = root[at] else {
            throw PactReadError("'\(at.lastToken ?? "")' is missing", at: at.parent ?? .root)
        }
        guard let text = value.stringValue else { throw PactReadError("'\(at.lastToken ?? "")' must be a string", at: at) }
        return text
    }

    private func optionalString(_ at: JSONPointer) throws(PactReadError) -> String? {
        guard let value = root[at], value != .null else { return nil }
        guard let text = value.stringValue else { throw PactReadError("'\(at.lastToken ?? "")' must be a string", at: at) }
        return text
    }

    private static let queryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+;#"))

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? text
    }
}

extension PactSpecification: Comparable {
    /// Earlier versions first.
    package static func < (lhs: PactSpecification, rhs: PactSpecification) -> Bool { lhs.rawValue < rhs.rawValue }
}
