import ContractStubCore

extension DiffCheck {
    /// Webhooks (OpenAPI 3.1) gone, whole or one method: the API no longer calls the clients that serve them.
    static let webhooks = DiffCheck(
        rules: [.webhookRemoved],
        documents: { context in
            let newWebhooks = context.new.document.webhooks
            var changes: [SpecChange] = []
            for (name, entry) in context.old.document.webhooks {
                guard let oldItem = entry.value else { continue }
                let newItem = newWebhooks[name]?.value
                for operation in oldItem.operations where !(newItem?.operations.contains { $0.method == operation.method } ?? false) {
                    changes.append(
                        SpecChange(
                            rule: .webhookRemoved, message: "webhook '\(name)' (\(operation.method)) was removed", operation: nil,
                            old: operation.operation.specLocation,
                            new: newItem?.specLocation ?? context.new.document.specLocation.appending("webhooks")))
                }
            }
            return changes
        })
}
