// Only the header matters: LLVMFuzzerRunDriver comes from libFuzzer, linked by -sanitize=fuzzer.
