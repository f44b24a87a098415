import Foundation

/// Turns one element of a HAR file's `log.entries` into an exchange, refusing what does not fit with a ``HARError``
/// that names the entry and the field.
///
/// Read: `request.method` and `request.url` (required; `request.queryString` is added to a URL that has no query),
/// `request.headers` and `response.headers` (arrays of `{name, value}`; HTTP/2 pseudo-headers such as `:authority`
/// are left out), `request.postData` (`text`, base64 when `encoding` is `"base64"`, else `params` sent as
/// `application/x-www-form-urlencoded`), `response.status` and `response.content.text` (base64 when
/// `content.encoding` is `"base64"`). A `response.status` of 0 (a request that failed or was blocked: browsers write
/// such entries) means no response was received, so only the request is checked. `_bodyVisible: false` (written by
/// ContractStub for a request body it could not see) skips the request body checks. Other fields are ignored.
struct HAREntryValues {
    /// The entry as read from the file.
    let entry: JSONValue
    /// Its 0-based index in `log.entries`.
    let index: Int

    /// An entry at `index`.
    init(_ entry: JSONValue, index: Int) {
        self.entry = entry
        self.index = index
    }

    /// The request and, unless its status is 0, the response.
    func exchange() throws(HARError) -> TrafficExchange {
        guard case .object = entry else { throw failure([], "an entry must be an object; found \(entry.typeName)") }
        let request = try object(["request"])
        guard let method = request["method"]?.stringValue, !method.isEmpty else {
            throw failure(["request", "method"], "\"request.method\" must be a non-empty string")
        }
        guard let urlText = request["url"]?.stringValue, var url = URL(string: urlText), url.scheme != nil else {
            throw failure(["request", "url"], "\"request.url\" must be an absolute URL; found \(found(request["url"]))")
        }
        let query = try pairs(["request", "queryString"])
        if url.query == nil, !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = query.map { URLQueryItem(name: $0.name, value: $0.value) }
            url = components.url ?? url
        }
        let bodyVisible = entry["_bodyVisible"]?.boolValue ?? true
        let sent = HTTPRequest(
            method: method, url: url, headers: try headers(["request", "headers"]), body: try postData(),
            bodyVisibility: bodyVisible ? .visible : .hidden)
        let response = try object(["response"])
        guard let status = response["status"]?.numberValue?.int64Value, status == 0 || (100...599).contains(status) else {
            throw failure(["response", "status"], "\"response.status\" must be 0 or an integer from 100 to 599")
        }
        if status == 0 { return TrafficExchange(request: sent) }
        let content = try object(["response", "content"])
        let body = try text(content, at: ["response", "content"]) ?? Data()
        return TrafficExchange(
            request: sent, response: HTTPResponse(status: Int(status), headers: try headers(["response", "headers"]), body: body))
    }

    /// The request body: `postData.text`, else its `params` form-encoded, else none.
    private func postData() throws(HARError) -> Data? {
        let path = ["request", "postData"]
        guard let postData = value(path), !postData.isNull else { return nil }
        guard case .object = postData else { throw failure(path, "\"request.postData\" must be an object") }
        if let text = try text(postData, at: path) { return text }
        let params = try pairs(path + ["params"])
        guard !params.isEmpty else { return nil }
        var form = URLComponents()
        form.queryItems = params.map { URLQueryItem(name: $0.name, value: $0.value) }
        return Data((form.percentEncodedQuery ?? "").utf8)
    }

    /// `text` of a `postData` or `content` object, decoded from base64 when its `encoding` says so.
    private func text(_ object: JSONValue, at path: [String]) throws(HARError) -> Data? {
        guard let value = object["text"], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw failure(path + ["text"], "\"\(dotted(path)).text\" must be a string") }
        switch object["encoding"]?.stringValue {
        case nil: return Data(text.utf8)
        case "base64":
            guard let bytes = Base64Text.decode(text) else {
                throw failure(path + ["text"], "\"\(dotted(path)).text\" is not valid base64")
            }
            return bytes
        case let other?:
            throw failure(path + ["encoding"], "\"\(dotted(path)).encoding\" must be \"base64\" or absent; found \"\(other)\"")
        }
    }

    /// An array of `{name, value}` objects as headers, HTTP/2 pseudo-headers left out.
    private func headers(_ path: [String]) throws(HARError) -> HTTPHeaders {
        HTTPHeaders(try pairs(path).filter { !$0.name.hasPrefix(":") }.map { HTTPHeaders.Field(name: $0.name, value: $0.value) })
    }

    /// An array of `{name, value}` objects (headers, queryString, params); absent means empty. A missing `value`
    /// (allowed for `params`) is empty.
    private func pairs(_ path: [String]) throws(HARError) -> [(name: String, value: String)] {
        guard let array = value(path), !array.isNull else { return [] }
        guard let items = array.arrayValue else { throw failure(path, "\"\(dotted(path))\" must be an array of {name, value}") }
        var pairs: [(name: String, value: String)] = []
        for (position, item) in items.enumerated() {
            guard let name = item["name"]?.stringValue else {
                throw failure(path + ["\(position)", "name"], "\"\(dotted(path))[\(position)].name\" must be a string")
            }
            let value = item["value"]
            guard value == nil || value?.isNull == true || value?.stringValue != nil else {
                throw failure(path + ["\(position)", "value"], "\"\(dotted(path))[\(position)].value\" must be a string")
            }
            pairs.append((name, value?.stringValue ?? ""))
        }
        return pairs
    }

    private func object(_ path: [String]) throws(HARError) -> JSONValue {
        guard let value = value(path), case .object = value else {
            throw failure(path, "\"\(dotted(path))\" must be an object; found \(found(value(path)))")
        }
        return value
    }

    private func value(_ path: [String]) -> JSONValue? { entry[JSONPointer(tokens: path)] }

    private func found(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        let text = value.serialized()
        return text.count > 80 ? String(text.prefix(80)) + "…" : text
    }

    private func dotted(_ path: [String]) -> String { path.joined(separator: ".") }

    private func failure(_ path: [String], _ message: String) -> HARError {
        HARError(entry: index, pointer: JSONPointer(tokens: ["log", "entries", "\(index)"] + path), message: message)
    }
}
