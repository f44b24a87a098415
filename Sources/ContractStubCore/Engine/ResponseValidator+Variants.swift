import Foundation

extension ResponseValidator {
    /// The variants `synthesizer` gives for `operation` and `status` (``ResponseSynthesizer/variants(for:status:)``)
    /// that this validator finds valid: those a stub or the mock server may answer with (a variant the contract would
    /// reject is never offered).
    package func validVariants(
        for operation: Contract.Operation, status: Int? = nil, from synthesizer: ResponseSynthesizer
    ) throws(SynthesisError) -> [ResponseSynthesizer.Variant] {
        let request = HTTPRequest(method: operation.method.rawValue.uppercased(), url: URL(string: "/")!)
        return try synthesizer.variants(for: operation, status: status).filter { variant in
            !validate(variant.response, for: operation, request: request).contains { $0.severity == .error }
        }
    }
}
