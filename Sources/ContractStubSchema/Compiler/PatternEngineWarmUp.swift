@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation

/// Gets the regular-expression engine ready on an idle core while a spec is still being read.
///
/// ICU builds its shared tables the first time any pattern compiles: about 8 M instructions, paid by the first
/// `pattern` the schema compiler meets. The compiler is the long pole of loading a large spec (the model reader waits
/// for it), while the second core has nothing to do until decoding starts. So when the bytes of a spec mention
/// `pattern`, one trivial pattern is compiled in the background, once per process; the compiler's first real pattern
/// then finds the tables built (or waits for them, never building them twice: ICU builds them under a once-lock).
package enum PatternEngineWarmUp {
    private static let isStarted = Locked(false)

    /// Starts the warm-up if `data` (a spec's bytes, JSON or YAML) contains `pattern`, on the first call in this process
    /// only (the first file read is the main spec; a spec of thousands of files starts one search, not thousands). The
    /// search itself runs in the background.
    package static func start(ifPatternsIn data: Data) {
        let isFirst = isStarted.withLock { started in
            defer { started = true }
            return !started
        }
        guard isFirst else { return }
        DispatchQueue.global(qos: .userInitiated).async {
            if ByteSearch.contains("pattern", in: data) { _ = SchemaPattern("^[a-z]$") }
        }
    }
}
