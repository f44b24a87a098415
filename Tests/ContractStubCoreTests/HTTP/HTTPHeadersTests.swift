import Testing

@testable import ContractStubCore

/// Headers are looked up, compared and hashed by name up to ASCII case.
@Suite struct HTTPHeadersTests {
    @Test func namesAreFoundInAnyCaseButNoOtherNameIs() {
        let headers: HTTPHeaders = ["Content-Type": "application/json", "X-a^b": "1"]
        #expect(headers["content-type"] == "application/json")
        #expect(headers["CONTENT-TYPE"] == "application/json")
        #expect(headers["x-A^B"] == "1")
        #expect(headers["X-a~b"] == nil)
    }

    @Test func headersThatDifferOnlyInTheCaseOfNamesAreEqualAndHashAlike() {
        let lhs: HTTPHeaders = ["ETag": "\"1\"", "Accept": "*/*"]
        let rhs: HTTPHeaders = ["etag": "\"1\"", "ACCEPT": "*/*"]
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(lhs != ["etag": "\"2\"", "accept": "*/*"])
    }
}
