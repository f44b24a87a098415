/// One shape a schema allows, told apart from a base value by a single change, with a stable readable name.
///
/// Names say where and what: `[0].tag=absent` (an optional property left out of the first item), `owner=null`,
/// `status=sold` (another `enum` value), `pet=Cat` (a `oneOf` branch, named after its `$ref` or its discriminator
/// value), `body.kind=puppy` (a discriminator mapping key), `tags=[]`, `name=maxLength`, `at=date-time.fraction` (a
/// legal spelling of an asserted format), `body+extra` (an additional property). The root is `body`.
package struct ValueVariant: Sendable, Hashable {
    /// The variant's name, stable across runs.
    package let name: String
    /// The whole value, with the one change applied.
    package let value: JSONValue

    /// A variant named `name`.
    package init(name: String, value: JSONValue) {
        self.name = name
        self.value = value
    }
}
