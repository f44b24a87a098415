/// A response and what the contract says about it (``ResponseValidator``): what the stub and the mock server remember
/// of the spec's answers (``BoundedMemo``).
package struct CheckedAnswer: Sendable {
    /// The response.
    package let response: HTTPResponse
    /// The findings of its check.
    package let findings: [Diagnostic]

    /// `response` with the `findings` of its check.
    package init(response: HTTPResponse, findings: [Diagnostic]) {
        self.response = response
        self.findings = findings
    }
}
