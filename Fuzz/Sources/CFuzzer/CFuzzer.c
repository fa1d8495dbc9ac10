// The declaration in include/CFuzzer.h is libFuzzer's; this file only makes the folder a C target.
