import Foundation

extension JSONValue {
    /// Reads UTF-8 JSON bytes of a request or response body (an instance) with ContractStub's own single-pass reader.
    ///
    /// Accepts the same texts and builds the same values as ``init(decoding:)`` (key order, exact numbers, the first
    /// of repeated keys, a tolerated trailing comma), and fails with the same errors, in a fraction of the time. Specs
    /// keep going through ``init(decoding:)`` and `JSONDecoder`.
    ///
    /// ```swift
    /// let body = try JSONValue(decodingInstance: response.body)
    /// ```
    /// - Throws: ``JSONSyntaxError`` with a 1-based line and column; nesting deeper than 512 levels, invalid UTF-8,
    ///   a lone surrogate escape or a number beyond `Double` are errors too.
    package init(decodingInstance data: Data) throws(JSONSyntaxError) {
        switch InstanceReader.read(data) {
        case .success(let value):
            self = value
        case .failure(.numberOutOfRange(let reversedTokens)):
            throw JSONSyntaxError.numberOutOfRange(at: JSONPointer(tokens: reversedTokens.reversed()), in: data)
        case .failure(.syntax):
            throw JSONSyntaxError.malformedUTF8(in: data) ?? JSONSyntaxScanner.firstError(in: data)
                ?? JSONSyntaxError(message: "the JSON could not be read", offset: 0, data: data)
        }
    }
}

extension JSONSyntaxError {
    /// A number that neither `Decimal` nor `Double` can hold, at `pointer` in `data`, unless `data` has a syntax error
    /// (reported first, wherever it is).
    static func numberOutOfRange(at pointer: JSONPointer, in data: Data) -> JSONSyntaxError {
        if let syntaxError = JSONSyntaxScanner.firstError(in: data) { return syntaxError }
        let location = SourceLocator(data: data).location(of: pointer)
        return JSONSyntaxError(
            message: "the number at '\(pointer)' is beyond the range of Double (about ±1.8e308, smallest ±2.2e-308)",
            offset: location?.offset ?? 0, data: data)
    }
}
