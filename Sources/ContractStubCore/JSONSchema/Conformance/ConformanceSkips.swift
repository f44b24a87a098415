/// Suite tests not run, each with the reason. Underscored: shared by the runner and the tests.
public enum _ConformanceSkips {
    /// The reason `test` of `group` in `file` is skipped, or `nil` when it runs.
    public static func reason(file: String, group: String, test: String) -> String? {
        for skip in list where skip.file == file && skip.group == group && (skip.test == nil || skip.test == test) {
            return skip.reason
        }
        return nil
    }

    private static let list: [(file: String, group: String, test: String?, reason: String)] = []
}
