import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The inner session's configuration: made only when read, then kept, so settings made through it stay.
@Suite struct LiveOptionsTests {
    @Test func theDefaultIsOneEphemeralConfigurationMadeWhenFirstRead() {
        var live = LiveOptions()
        let first = live.configuration
        #expect(live.configuration === first)
        live.configuration.timeoutIntervalForRequest = 7
        #expect(live.configuration.timeoutIntervalForRequest == 7)
        #expect(first.httpCookieStorage !== URLSessionConfiguration.default.httpCookieStorage)  // ephemeral, not .default
        live.server = URL(string: "https://staging.example.com")
        #expect(live.configuration === first)
    }

    @Test func aGivenConfigurationIsKeptAndCanBeReplaced() {
        let given = URLSessionConfiguration.ephemeral
        var live = LiveOptions(configuration: given)
        #expect(live.configuration === given)
        let other = URLSessionConfiguration.ephemeral
        live.configuration = other
        #expect(live.configuration === other)
    }

    @Test func copiesShareTheConfigurationUntilOneIsGivenAnother() {
        var original = LiveOptions()
        let copy = original
        #expect(copy.configuration === original.configuration)
        original.configuration = .ephemeral
        #expect(copy.configuration !== original.configuration)
    }
}
