/// Work a caller gives a load to do on the loading thread while the spec's schemas finish compiling on another.
///
/// The schemas compile on a second core while the model is read (``Contract``'s load); on a spec whose schemas take
/// longer to compile than its model takes to read, the loading thread would then wait for them. `contractstub
/// validate` hands the load the first step of linting instead (`LintPreparation`).
package protocol WorkWhileCompiling: AnyObject {
    /// Called once, on the loading thread, when the model is read: `schemaObjects` are the schema positions it met
    /// (``Contract/schemaObjects``), and `isCompiling` tells whether the compilation is still running. Return soon
    /// after it turns `false`: the load waits for this call, and what is left is for later.
    func work(schemaObjects: [OpenAPI.SchemaObject], isCompiling: () -> Bool)
}
