#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs with their own `main` (compiler-rt, FuzzerInterface.h): parses the
/// libFuzzer flags in `argv` and calls `callback` with each generated input. Defined by `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
