// glibc's allocator settings (mallopt), which Swift's Glibc module leaves out. Empty elsewhere.
#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>
#endif
