// Every tool's --version: `streamref-run (streamref) 0.2.0`, the version of
// the library it runs with (sr_version_string; the same as the header's for
// the statically linked tools). One line at the top of each main:
//
//   if (sr_tool_version_flag(argc, argv, "streamref-run")) return 0;
#ifndef STREAMREF_TOOLS_VERSION_FLAG_H_
#define STREAMREF_TOOLS_VERSION_FLAG_H_

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "streamref/version.h"

// Prints the version line and returns true when an argument is --version.
static inline bool sr_tool_version_flag(int argc, char** argv,
                                        const char* tool) {
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--")) break;
    if (!strcmp(argv[i], "--version")) {
      printf("%s (streamref) %s\n", tool, sr_version_string());
      return true;
    }
  }
  return false;
}

#endif  // STREAMREF_TOOLS_VERSION_FLAG_H_
