import Testing

@testable import ContractStubSyntax

/// HTTP field names compare up to ASCII case, and only letters fold.
@Suite struct HTTPTokenTests {
    @Test(arguments: [
        ("Content-Type", "content-type", true),
        ("X-REQUEST-ID", "x-request-id", true),
        ("ETag", "etag", true),
        ("a^b", "a~b", false),  // 0x5E and 0x7E differ only in the bit that folds letters
        ("a@b", "a`b", false),
        ("a[b", "a{b", false),
        ("Accept", "Accepts", false),
        ("Accept", "Except", false),
    ])
    func namesCompareUpToTheCaseOfLetters(lhs: String, rhs: String, equal: Bool) {
        #expect(HTTPToken.equalIgnoringCase(lhs, rhs) == equal)
        #expect(HTTPToken.equalIgnoringCase(rhs, lhs) == equal)
    }
}
