import Foundation
import Testing

/// `contractstub verify` on `specs/chat-streams-traffic.jsonl`, recorded against the OpenAPI 3.2 spec
/// `specs/chat-streams.yaml`: exchanges 0–9 are clean (one per event-stream parsing case, then JSON Lines, JSON Text
/// Sequences, `multipart/mixed`, a JSON Lines upload and an additional method), 10–18 each carry one planted violation.
@Suite("verify on streams, end to end")
struct StreamVerifyTests {
    /// Each finding as `exchange code instancePointer`, and the message of each.
    static let expected = [
        #"10 schema.type /body/1/data/text event 1 'delta' (data: {"text":5}): expected string, found integer 5"#,
        #"11 schema.content-schema /body/0/data event 0 'delta' (data: not json): expected JSON text (contentMediaType), found string "not json""#,
        #"12 schema.enum /body/0/event event 0 'error' (data: boom): expected one of "delta", "done", found string "error""#,
        #"12 schema.const /body/0/event event 0 'error' (data: boom): expected "delta", found string "error""#,
        #"12 schema.content-schema /body/0/data event 0 'error' (data: boom): expected JSON text (contentMediaType), found string "boom""#,
        #"13 schema.required /body/0 event 0 'message' (data: {"text":"no event field"}): missing required property 'event'"#,
        #"14 response.body.malformed /body/1 item 1 ({"id":): response body: expected a JSON value, but line 1, column 7: unexpected end of input; expected a value"#,
        #"15 schema.required /body/0 item 0 ({"id":"1"}): missing required property 'text'"#,
        #"16 schema.type /body/0 item 0 ("not a message"): expected object, found string "not a message""#,
        #"17 schema.required /body/1 item 1 ({"text":"no id"}): missing required property 'id'"#,
        #"18 schema.additional-properties /querystring/filter/colour property 'colour' is not allowed (additionalProperties is false)"#,
    ]

    @Test func everyParsingCaseIsCleanAndEveryPlantedViolationIsFound() throws {
        let run = try ToolRun.binary(
            ["verify", "specs/chat-streams.yaml", "--traffic", "specs/chat-streams-traffic.jsonl", "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { finding in
            "\(finding["exchange"] ?? "-") \(finding["code"] ?? "-") \(finding["instancePointer"] ?? "-") \(finding["message"] ?? "-")"
        }
        #expect(found == Self.expected)
        let coverage = try #require(json["coverage"] as? [String: Any])
        let events = try #require((coverage["events"] as? [[String: Any]])?.first)
        #expect(events["names"] as? [String] == ["delta", "done", "error", "message"])
    }
}
