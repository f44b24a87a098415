import Foundation

/// The body of `POST /__contractstub/answers`, read: the operation (an `operationId`, or a method and path template as
/// the spec writes it, `GET /pets/{petId}`) and its next answers, in order.
///
/// ```json
/// {"operation": "listPets", "answers": [{"status": 503, "delayMilliseconds": 200}, {"example": "dogs"},
///   {"status": 404, "body": {"message": "gone"}}, {"failure": "close"}]}
/// ```
///
/// An answer's members, each optional: `status` (a declared status; default the lowest declared 2xx), `example` (an
/// example's name), `contentType` (a declared media type), a body of its own as one of `body` (any JSON value, sent
/// serialized), `bodyText` (sent as UTF-8) or `bodyBase64` (bytes), `headers` (an object of strings, laid over the
/// spec's), `delayMilliseconds`, `itemDelayMilliseconds` (between a stream's items), or `failure: "close"` alone with a
/// delay (the connection closed without an answer). Other members are refused, so a misspelt one is not ignored.
struct MockAnswerRequest: Sendable, Hashable {
    /// The operation named.
    var operation: String
    /// Its next answers, in order.
    var answers: [MockAnswer]

    /// Why a body could not be read, for the `400` sent back.
    struct Malformed: Error, Sendable, Hashable {
        let reason: String
    }

    private static let members: Set<String> = [
        "status", "example", "contentType", "body", "bodyText", "bodyBase64", "headers", "delayMilliseconds",
        "itemDelayMilliseconds", "failure",
    ]

    /// The request a JSON body makes.
    /// - Throws: ``Malformed`` naming the first member that is missing, unknown or of the wrong type.
    init(_ body: Data) throws(Malformed) {
        guard let document = try? JSONValue(decodingInstance: body), let object = document.objectValue else {
            throw Malformed(reason: "the body is not a JSON object")
        }
        for key in object.keys where key != "operation" && key != "answers" {
            throw Malformed(reason: "unknown member '\(key)'; the body has 'operation' and 'answers'")
        }
        guard let operation = object["operation"]?.stringValue, !operation.isEmpty else {
            throw Malformed(reason: "'operation' must be an operationId or 'METHOD /path/{template}'")
        }
        guard let answers = object["answers"]?.arrayValue, !answers.isEmpty else {
            throw Malformed(reason: "'answers' must be a non-empty array of answers")
        }
        self.operation = operation
        var read: [MockAnswer] = []
        for (index, answer) in answers.enumerated() {
            do throws(Malformed) {
                read.append(try Self.answer(answer))
            } catch {
                throw Malformed(reason: "answer \(index + 1): \(error.reason)")
            }
        }
        self.answers = read
    }

    private static func answer(_ value: JSONValue) throws(Malformed) -> MockAnswer {
        guard let object = value.objectValue else { throw Malformed(reason: "an answer must be a JSON object") }
        for key in object.keys where !members.contains(key) {
            throw Malformed(reason: "unknown member '\(key)'; an answer has \(members.sorted().joined(separator: ", "))")
        }
        let delay = try milliseconds(object, "delayMilliseconds")
        if let failure = object["failure"] {
            guard failure == "close" else { throw Malformed(reason: "'failure' must be \"close\"") }
            guard object.keys.allSatisfy({ $0 == "failure" || $0 == "delayMilliseconds" }) else {
                throw Malformed(reason: "'failure' goes alone (with 'delayMilliseconds' at most)")
            }
            return MockAnswer(kind: .closeConnection, delay: delay)
        }
        let status = try integer(object, "status")
        if let status, !(100...599).contains(status) { throw Malformed(reason: "'status' must be from 100 to 599") }
        let bodies = ["body", "bodyText", "bodyBase64"].filter { object[$0] != nil }
        guard bodies.count <= 1 else { throw Malformed(reason: "give one of 'body', 'bodyText', 'bodyBase64'") }
        var body: Data?
        if let json = object["body"] { body = json.serializedData() }
        if let text = object["bodyText"] {
            guard let text = text.stringValue else { throw Malformed(reason: "'bodyText' must be a string") }
            body = Data(text.utf8)
        }
        if let encoded = object["bodyBase64"] {
            guard let bytes = encoded.stringValue.flatMap({ Data(base64Encoded: $0) }) else {
                throw Malformed(reason: "'bodyBase64' must be a base64 string")
            }
            body = bytes
        }
        var headers = HTTPHeaders()
        if let fields = object["headers"] {
            guard let fields = fields.objectValue else { throw Malformed(reason: "'headers' must be an object of strings") }
            for (name, value) in fields {
                guard let value = value.stringValue, HTTPToken.isToken(name) else {
                    throw Malformed(reason: "'headers' must map field names to strings ('\(name)')")
                }
                headers[name] = value
            }
        }
        let response = MockAnswer.Response(
            status: status, example: try string(object, "example"), contentType: try string(object, "contentType"), body: body,
            headers: headers)
        return MockAnswer(kind: .http(response), delay: delay, itemDelay: try milliseconds(object, "itemDelayMilliseconds"))
    }

    private static func string(_ object: JSONObject, _ key: String) throws(Malformed) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.stringValue else { throw Malformed(reason: "'\(key)' must be a string") }
        return text
    }

    private static func integer(_ object: JSONObject, _ key: String) throws(Malformed) -> Int? {
        guard let value = object[key] else { return nil }
        guard let number = value.numberValue?.int64Value, let integer = Int(exactly: number) else {
            throw Malformed(reason: "'\(key)' must be an integer")
        }
        return integer
    }

    private static func milliseconds(_ object: JSONObject, _ key: String) throws(Malformed) -> Duration {
        guard let count = try integer(object, key) else { return .zero }
        let duration = Duration.milliseconds(count)
        guard count >= 0, duration <= MockAnswer.longestDelay else {
            throw Malformed(reason: "'\(key)' must be from 0 to \(MockAnswer.longestDelay.components.seconds * 1000)")
        }
        return duration
    }
}
