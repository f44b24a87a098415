import Foundation
import Testing

@testable import ContractStubCore

/// The header fields of a response as URLSession delivers it (shared by live mode and the mock's proxy mode).
@Suite struct DeliveredHeadersTests {
    @Test func dropsTheWireFieldsOfADecodedBody() {
        let headers = HTTPHeaders(deliveredWith: [
            ("Content-Length", "31"), ("Content-Encoding", "GZIP"), ("X-Trace", "1"), ("Content-Type", "application/json"),
            ("Transfer-Encoding", "chunked"),
        ])
        #expect(headers.fields.map(\.name) == ["Content-Type", "X-Trace"])
    }

    @Test func keepsTheLengthOfABodyThatWasNotEncoded() {
        let identity = HTTPHeaders(deliveredWith: [("Content-Length", "2"), ("Content-Encoding", "identity")])
        #expect(identity.fields.map(\.name) == ["Content-Encoding", "Content-Length"])
        let plain = HTTPHeaders(deliveredWith: [("transfer-encoding", "chunked"), ("Content-Length", "2")])
        #expect(plain.fields.map { "\($0.name): \($0.value)" } == ["Content-Length: 2"])
    }

    @Test func sortsByNameAndKeepsOtherFieldsAsGiven() {
        let headers = HTTPHeaders(deliveredWith: [("b", "2"), ("Connection", "keep-alive"), ("A", "1")])
        #expect(headers.fields.map { "\($0.name): \($0.value)" } == ["A: 1", "Connection: keep-alive", "b: 2"])
        #expect(HTTPHeaders(deliveredWith: []).fields.isEmpty)
    }
}

extension DeliveredHeadersTests {
    @Test func readsTheFieldsOfAnHTTPURLResponse() {
        let fields: [AnyHashable: Any] = ["Content-Type": "text/plain", "Content-Encoding": "br", "Content-Length": 12, 7: "x"]
        #expect(HTTPHeaders(deliveredWith: fields).fields.map { "\($0.name): \($0.value)" } == ["Content-Type: text/plain"])
        #expect(HTTPHeaders(deliveredWith: ["Content-Length": 12] as [AnyHashable: Any])["content-length"] == "12")
    }
}
