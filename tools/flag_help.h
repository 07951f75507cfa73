// Every tool's --help: a usage text, then one line per flag the tool
// parses (tests/tools/help_test.c checks the lines against the parser).
//
//   --name=VALUE   what it does
#ifndef STREAMREF_TOOLS_FLAG_HELP_H_
#define STREAMREF_TOOLS_FLAG_HELP_H_

#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef struct sr_tool_flag_help_t {
  const char* name;   // without the dashes
  const char* value;  // what the value looks like, or NULL for none
  const char* help;   // one line
} sr_tool_flag_help_t;

// Prints |usage|, a blank line, "flags:" and one line per flag, aligned.
static inline void sr_tool_print_help(FILE* out, const char* usage,
                                      const sr_tool_flag_help_t* flags,
                                      size_t count) {
  size_t width = 0;
  for (size_t i = 0; i < count; ++i) {
    size_t n = strlen(flags[i].name) + 2 +
               (flags[i].value ? strlen(flags[i].value) + 1 : 0);
    if (n > width) width = n;
  }
  fprintf(out, "%s\n\nflags:\n", usage);
  for (size_t i = 0; i < count; ++i) {
    char spelled[256];
    snprintf(spelled, sizeof(spelled), "--%s%s%s", flags[i].name,
             flags[i].value ? "=" : "", flags[i].value ? flags[i].value : "");
    fprintf(out, "  %-*s  %s\n", (int)width, spelled, flags[i].help);
  }
}

#endif  // STREAMREF_TOOLS_FLAG_HELP_H_
