extension Contract.Operation {
    /// A response an operation declares: the status key it is declared under and the response, resolved.
    ///
    /// ```swift
    /// contract.operation("showPetById")?.response(for: 404)?.key   // .range(4) when only 4XX is declared
    /// ```
    package struct DeclaredResponse: Sendable {
        /// The key it is declared under: a status code, a range such as `4XX`, or `default`.
        package let key: OpenAPI.ResponseKey
        /// The response, behind its `$ref` when it had one.
        package let response: OpenAPI.Response

        /// A response declared under `key`.
        package init(key: OpenAPI.ResponseKey, response: OpenAPI.Response) {
            self.key = key
            self.response = response
        }
    }
}
