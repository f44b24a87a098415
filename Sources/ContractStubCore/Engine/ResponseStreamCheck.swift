import Foundation

/// Checks a response whose body arrives in pieces, as the mock's proxy mode forwards a stream: the status and headers
/// when the head arrives (``headFindings``), each item of a sequential body as soon as it has arrived whole
/// (``feed(_:)``, pieces cut anywhere), and what is left at the end (``finish()``: the last item, the whole-stream
/// `schema`, an empty or unexpected body). Together the findings are those ``ResponseValidator/validate(_:for:request:)``
/// gives the whole response, in the same order. A body that is not of a sequential media type is kept and checked at
/// the end.
///
/// ```swift
/// var check = validator.streamCheck(head, for: operation)
/// check.headFindings  // status, headers
/// check.feed(Data("{\"id\":1}\n{\"id\":".utf8))  // item 0
/// check.feed(Data("\"x\"}\n".utf8))  // item 1: [schema.type …]
/// check.finish()
/// ```
package struct ResponseStreamCheck {
    /// The findings about the status and headers (or the reference failures of a broken operation).
    package let headFindings: [Diagnostic]
    private let plan: ResponsePlan?
    private let declared: ResponsePlan.Declared?
    private let head: HTTPResponse
    private let isHead: Bool
    private var body = Body.unread
    private var size = 0

    /// What is known of the body.
    private enum Body {
        /// No byte has arrived.
        case unread
        /// A sequential body, checked item by item.
        case stream(StreamCheck)
        /// Any other body, kept to be checked whole.
        case whole(Data)
        /// Not checked further: its Content-Type is refused (already reported), or no content is declared.
        case unchecked
    }

    /// The check of a response with `head`'s status and headers (its body ignored) to `request`, by `plan`.
    init(plan: ResponsePlan, head: HTTPResponse, request: HTTPRequest?) {
        var findings: [Diagnostic] = []
        self.plan = plan
        declared = plan.checkHead(head, into: &findings)
        headFindings = findings
        self.head = head
        isHead = request.map { $0.isMethod("HEAD") } ?? false
    }

    /// The check of a response to an operation a broken `$ref` breaks: its reference failures, and nothing more.
    init(failures: [Diagnostic], head: HTTPResponse) {
        headFindings = failures
        plan = nil
        declared = nil
        self.head = head
        isHead = false
    }

    /// Reads `bytes`, the next piece of the body; returns the findings about the items they end.
    package mutating func feed(_ bytes: Data) -> [Diagnostic] {
        guard let plan, let declared, !bytes.isEmpty else { return [] }
        size += bytes.count
        var found: [Diagnostic] = []
        if case .unread = body {
            body = .unchecked
            if !declared.body.media.isEmpty,
                let media = declared.body.media(
                    forContentType: head.headers["Content-Type"], side: "response", context: plan.context, into: &found)
            {
                let stream = declared.body.streamCheck(media.0, media.1, side: "response", direction: .response, context: plan.context)
                body = stream.map(Body.stream) ?? .whole(Data())
            }
        }
        switch body {
        case .stream(var stream):
            body = .unchecked  // so that `stream` is the only reference to its pending bytes while it reads
            stream.feed(bytes, into: &found)
            body = .stream(stream)
        case .whole(var data):
            body = .unchecked
            data.append(bytes)
            body = .whole(data)
        case .unread, .unchecked:
            break
        }
        return found
    }

    /// Ends the body; returns the findings about what is left (see the type's description).
    package mutating func finish() -> [Diagnostic] {
        guard let plan, let declared else { return [] }
        var found: [Diagnostic] = []
        switch body {
        case .unread, .unchecked:
            plan.checkAbsence(of: declared, bodySize: size, status: head.status, isHead: isHead, into: &found)
        case .stream(var stream):
            stream.finish(into: &found)
        case .whole(let data):
            declared.body.check(
                data, contentType: head.headers["Content-Type"], side: "response", direction: .response, context: plan.context,
                into: &found)
        }
        body = .unchecked
        return found
    }
}

extension ResponseValidator {
    /// The check of a response to `operation` (to `request`) whose body will arrive in pieces, made when its head
    /// (`head`'s status and headers; its body is ignored) arrives: see ``ResponseStreamCheck``.
    package func streamCheck(_ head: HTTPResponse, for operation: Contract.Operation, request: HTTPRequest? = nil) -> ResponseStreamCheck {
        if operation.isBroken { return ResponseStreamCheck(failures: operation.referenceFailures, head: head) }
        return ResponseStreamCheck(plan: contract.engine.responsePlan(for: operation, in: contract), head: head, request: request)
    }
}
