extension Contract.Operation {
    /// An operation's identity within its contract: its position in ``Contract/operations``.
    ///
    /// ```swift
    /// let show = contract.operation("showPetById")!
    /// contract.operations[show.id.index].path  // "/pets/{petId}"
    /// ```
    package struct ID: Hashable, Sendable {
        /// The operation's index in ``Contract/operations``.
        package let index: Int
    }
}
