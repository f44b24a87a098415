import ContractStubCore

#if canImport(Testing)
import Testing

extension SourceLocation {
    /// The path of the source file, on every supported compiler.
    ///
    /// `SourceLocation.filePath` is public from Swift 6.3 on; the Swift Testing of Swift 6.0 to 6.2 has the same
    /// value as `_filePath` only (underscored, and marked there as temporary), so older compilers read that.
    var contractStubFilePath: String {
        #if compiler(>=6.3)
        filePath
        #else
        _filePath
        #endif
    }
}
#endif
