import ContractStubCore
import Foundation

/// Why a file is not a Pact file ContractStub can read: `json.syntax` when it is not JSON (nesting deeper than 512
/// levels included), else `pact.file.invalid` with the JSON Pointer of the offending part and, once located, its
/// line and column.
package struct PactReadError: Error, Sendable {
    /// What is wrong.
    package let message: String
    /// Where in the file: the offending value, or the object a required member is missing from.
    package let pointer: JSONPointer
    /// Line and column of ``pointer``, when found.
    package var position: SourcePosition?
    /// The syntax error, when the file is not JSON.
    package var syntax: JSONSyntaxError?

    /// A problem with the value at `pointer`.
    init(_ message: String, at pointer: JSONPointer) {
        self.message = message
        self.pointer = pointer
    }

    /// The file is not JSON.
    init(syntax: JSONSyntaxError) {
        message = syntax.message
        pointer = .root
        position = SourcePosition(offset: syntax.offset, line: syntax.line, column: syntax.column)
        self.syntax = syntax
    }

    /// The error with its position looked up in `data`: at ``pointer``, or its nearest ancestor that exists.
    func located(in data: Data) -> PactReadError {
        guard position == nil else { return self }
        let locator = SourceLocator(data: data)
        var copy = self
        var candidate: JSONPointer? = pointer
        while let current = candidate, copy.position == nil {
            copy.position = locator.location(of: current)
            candidate = current.parent
        }
        return copy
    }
}

extension PactReadError: DiagnosticError {
    /// `json.syntax` or `pact.file.invalid`, at the line and column of the problem.
    package var diagnostic: Diagnostic {
        if let syntax { return syntax.diagnostic }
        let place = pointer == .root ? "" : " at '\(pointer)'"
        return Diagnostic(.error, code: .pactFileInvalid, message: message + place, position: position)
    }

    /// The message and where.
    package var description: String { diagnostic.description }
}
