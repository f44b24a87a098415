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

    /// Appends the findings about `data` to `diagnostics`.
    func check(_ data: Data, into diagnostics: inout [Diagnostic]) {
        var items: [JSONValue] = []
        do {
            try SequentialItems.forEach(in: data, as: kind, type: type) { item in
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
                    if media.schema != nil { items.append(value) }
                }
            }
        } catch {
            diagnostics.append(malformed(error, at: InstancePointers.body, label: nil))
            return
        }
        if let schema = media.schema {
            diagnostics += context.schemaFindings(schema, .array(items), direction, under: InstancePointers.body)
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
