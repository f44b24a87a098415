/// The OpenAPI document model: OpenAPI 3.0.x, 3.1.x and 3.2.x read into one set of types.
///
/// Every object keeps the ``SpecLocation`` it was read from, its `x-` extensions, and its
/// `$ref`s as typed ``Reference``s that already carry the object they point at.
///
/// ```swift
/// let contract = try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json"))
/// let pets: OpenAPI.Operation? = contract.document.paths["/pets"]?.value?.operation(for: .get)
/// ```
package enum OpenAPI {}
