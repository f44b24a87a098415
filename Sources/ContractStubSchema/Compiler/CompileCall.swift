/// What one ``SchemaCompiler/compile(documentURI:pointer:)`` call has made so far: undone if the call fails,
/// checked for reference-only cycles when it succeeds.
///
/// A `$ref` target is not compiled where the `$ref` is met: its node is made and memoized at once (so cycles and
/// later `$ref`s find it) and its keywords wait in `pending`, compiled one after another by the call. So following a
/// `$ref` costs no stack, and a 10,000-link chain compiles in a loop, each link once.
struct CompileCall {
    /// A memoized node whose keywords are not compiled yet.
    struct Pending {
        let node: CompiledSchemaNode
        let value: JSONValue
        let scope: CompileScope
    }

    /// Memoized nodes made by this call, forgotten again if it fails.
    var created: [CompiledSchemaNode] = []
    /// Keys this call added to the reference cache, removed again if it fails.
    var cachedReferences: [String] = []
    /// Memoized nodes waiting for their keywords, in the order they were met; those before `next` are done.
    var pending: [Pending] = []
    /// The first entry of `pending` not compiled yet.
    var next = 0
    /// The memoized node whose keywords (and inline subschemas) are compiling now.
    var filling: CompiledSchemaNode?
    /// The memoized node whose compilation failed (its own keywords, a `$ref` it makes, or a ref-only cycle it is on).
    var failedNode: CompiledSchemaNode?
    /// For every `$ref` met, the memoized node it was written in (`filling`) and its target: when a node fails to
    /// compile, these say which nodes reach it and so fail too.
    var references: [(from: CompiledSchemaNode, to: CompiledSchemaNode)] = []
    /// Nodes made by this call that are nothing but a reference, checked for ref-only cycles.
    var referenceOnlySchemas: [CompiledSchemaNode] = []
}
