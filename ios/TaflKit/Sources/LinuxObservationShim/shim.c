// Linux only. Debian's swiftlang 6.0.3 (the toolchain of tests/tools/install-swift.sh) ships a
// libswiftObservation.so that calls swift::threading::fatal(const char *, ...) while no library of
// that toolchain exports it, so every binary using Observation fails to link ("undefined reference
// to `swift::threading::fatal(char const*, ...)'"). This defines it under its C++ name: it prints
// the message and aborts, as the runtime's own version does. Apple platforms never build this file.
#if defined(__linux__)
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((visibility("default"), noreturn)) void
tafl_swift_threading_fatal(const char *format, ...) __asm__("_ZN5swift9threading5fatalEPKcz");

void tafl_swift_threading_fatal(const char *format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    abort();
}
#endif
