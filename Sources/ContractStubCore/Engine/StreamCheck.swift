import Foundation

/// Checks a body of a sequential media type item by item: each item against `itemSchema` as it is read (findings
/// point into the item, `/body/2/data/text`, and their message names it: "event 2 'delta' (data: …)"), and, when the
/// media type has a whole-stream `schema`, all items as one array at the end. When the item schema describes each
/// event's `data` (a 3.0/3.1 `text/event-stream`, ``EventData``), it checks the data, and findings point under
/// `/body/2/data`.
struct StreamCheck {
    /// The media type the body is governed by.
    let media: BodyPlan.Media
    /// How the body splits into items.
    let kind: SequentialMediaType
    /// The body's Content-Type.
    let type: ContentType
    /// Where the media type is declared.
    let rule: SpecLocation
    /// Request or response.
    let direction: ValidationDirection
    /// `request` or `response`, for codes and messages.
    let side: String
    /// Where findings are made.
    let context: FindingContext

    /// The items read so far, kept for the whole-stream `schema` (none when the media type has no such schema).
    private var items: [JSONValue] = []
    private var reader: SequentialItems

    init(
        media: BodyPlan.Media, kind: SequentialMediaType, type: ContentType, rule: SpecLocation, direction: ValidationDirection,
        side: String, context: FindingContext
    ) {
        self.media = media
        self.kind = kind
        self.type = type
        self.rule = rule
        self.direction = direction
        self.side = side
        self.context = context
        reader = SequentialItems(kind, type: type)
    }

    /// Appends the findings about `data`, a whole body, to `diagnostics`.
    func check(_ data: Data, into diagnostics: inout [Diagnostic]) {
        var whole = self
        whole.feed(data, into: &diagnostics)
        whole.finish(into: &diagnostics)
    }

    /// Reads `bytes`, the next piece of the body (cut anywhere), appending the findings about the items they end.
    mutating func feed(_ bytes: Data, into diagnostics: inout [Diagnostic]) {
        var found: [Diagnostic] = []
        var read: [JSONValue] = []
        var reader = takeReader()
        reader.feed(bytes) { item in check(item, into: &found, keeping: &read) }
        self.reader = reader
        diagnostics += found
        items += read
    }

    /// Ends the body: appends the findings about the items left and, when the media type has a whole-stream `schema`,
    /// about all items as one array.
    mutating func finish(into diagnostics: inout [Diagnostic]) {
        var read: [JSONValue] = []
        var reader = takeReader()
        do {
            var found: [Diagnostic] = []
            try reader.finish { item in check(item, into: &found, keeping: &read) }
            diagnostics += found
        } catch {
            diagnostics.append(malformed(error, at: InstancePointers.body, label: nil))
            return
        }
        items += read
        if let schema = media.schema {
            diagnostics += context.schemaFindings(schema, .array(items), direction, under: InstancePointers.body)
        }
    }

    /// The reader, moved out (a fresh one left in its place) so that it is read while the item checks read `self`,
    /// without copying its pending bytes.
    private mutating func takeReader() -> SequentialItems {
        defer { reader = SequentialItems(kind, type: type) }
        return reader
    }

    /// Checks one item against the item schema, keeping its value in `read` for the whole-stream schema.
    private func check(_ item: StreamItem, into diagnostics: inout [Diagnostic], keeping read: inout [JSONValue]) {
        let pointer = InstancePointers.body.appending(item.index)
        switch item.value {
        case .failure(let error):
            diagnostics.append(malformed(error, at: pointer, label: item.label))
        case .success(let value):
            let (checked, under) =
                media.eventData.map { (EventData.value(item.text, reading: $0), pointer.appending("data")) } ?? (value, pointer)
            if let itemSchema = media.itemSchema, let checked {
                diagnostics += context.schemaFindings(itemSchema, checked, direction, under: under).map { finding in
                    var finding = finding
                    finding.message = "\(item.label): \(finding.message)"
                    return finding
                }
            }
            if media.schema != nil { read.append(value) }
        }
    }

    private func malformed(_ error: BodyDecodingError, at pointer: JSONPointer, label: String?) -> Diagnostic {
        var finding = error.diagnostic(side: side, operationId: context.operationId)
        if let label { finding.message = "\(label): \(finding.message)" }
        finding.specPointer = rule.pointer
        finding.instancePointer = pointer
        if rule.documentURL != context.mainURL { finding.file = rule.documentURL.path }
        return finding
    }
}
