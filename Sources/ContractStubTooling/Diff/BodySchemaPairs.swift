import ContractStubCore

extension DiffContext {
    /// The schemas to compare between two versions of a media type: the whole body's, and for a stream each item's
    /// (`itemSchema`, or a 3.0/3.1 stream's one-item `schema`), with the subject each comparison reports under.
    func bodySchemaPairs(
        _ oldMedia: OpenAPI.MediaType, _ newMedia: OpenAPI.MediaType, key: String, subject: String
    ) -> [(old: OpenAPI.SchemaObject, new: OpenAPI.SchemaObject, subject: String)] {
        let old = self.old.bodySchemas(of: oldMedia, key: key)
        let new = self.new.bodySchemas(of: newMedia, key: key)
        var pairs: [(old: OpenAPI.SchemaObject, new: OpenAPI.SchemaObject, subject: String)] = []
        if let oldWhole = old.whole, let newWhole = new.whole { pairs.append((oldWhole, newWhole, subject)) }
        if let oldItem = old.item, let newItem = new.item { pairs.append((oldItem, newItem, subject + " items")) }
        return pairs
    }
}
