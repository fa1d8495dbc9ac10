#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own `main`: it parses libFuzzer's flags from
/// `argc` and `argv` and calls `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
