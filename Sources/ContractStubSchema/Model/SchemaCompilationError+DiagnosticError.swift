/// A compilation error is already a finding: its `diagnostic` says what and where.
extension SchemaCompilationError: DiagnosticError {}
