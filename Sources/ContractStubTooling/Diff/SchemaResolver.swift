import ContractStubCore
import Foundation

/// Follows schema `$ref`s (with ``SchemaReferenceFollower``, in the spec's own documents) to the schema they
/// designate, and keeps the merged view of each schema it was asked for, since operations share most of their schemas.
struct SchemaResolver {
    private final class ViewCache {
        var views: [SpecLocation: SchemaView] = [:]
        /// The views of each view's properties, by the view's identity (``propertyViews(of:)``).
        var propertyViews: [ObjectIdentifier: [SchemaView]] = [:]
    }

    private let references: SchemaReferenceFollower
    private let cache = ViewCache()

    /// A resolver over the documents `contract` loaded.
    init(_ contract: Contract) {
        references = SchemaReferenceFollower(contract)
    }

    /// `schema`, or the end of its chain of `$ref`s; the last schema reached when a reference cannot be followed
    /// (the loader has reported it) or the chain loops.
    func resolve(_ schema: OpenAPI.SchemaObject) -> OpenAPI.SchemaObject {
        references.resolve(schema).end
    }

    /// The merged view of `schema` (see ``SchemaView``), made once per resolved location and remembered under
    /// `schema`'s own location too, so that a `$ref` met again is not followed again.
    func view(of schema: OpenAPI.SchemaObject) -> SchemaView {
        if let known = cache.views[schema.specLocation] { return known }
        let resolved = resolve(schema)
        let view = cache.views[resolved.specLocation] ?? SchemaView(resolved, resolver: self)
        cache.views[resolved.specLocation] = view
        cache.views[schema.specLocation] = view
        return view
    }

    /// The views of the properties of `view` (one this resolver made), in the order of ``SchemaView/properties``:
    /// looked up once per view rather than once per comparison that walks it.
    func propertyViews(of view: SchemaView) -> [SchemaView] {
        if let known = cache.propertyViews[ObjectIdentifier(view)] { return known }
        let views = view.properties.map { self.view(of: $0.schema) }
        cache.propertyViews[ObjectIdentifier(view)] = views
        return views
    }
}
