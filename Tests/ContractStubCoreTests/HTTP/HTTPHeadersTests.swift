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

    @Test func whereANameEndsIsPartOfTheHash() {
        // The same bytes cut differently between name and value: unequal, and (the name's bytes being hashed one by
        // one) hashed apart only because the end of the name is hashed too.
        let (ab, upper, a): (HTTPHeaders, HTTPHeaders, HTTPHeaders) = (["ab": "c"], ["AB": "c"], ["a": "bc"])
        #expect(ab != a)
        #expect(ab.hashValue != a.hashValue)
        #expect(ab.hashValue == upper.hashValue)
    }
}
