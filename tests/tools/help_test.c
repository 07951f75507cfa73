// Every tool's --help names every flag its parser takes, one a line, and
// names no flag the parser refuses (issue 18). The parser's flags are read
// from the tool's sources: the literals of its `IS("name")` comparisons
// and of `strcmp(name, "...")` in the flag parsers (tools/benchmark.c,
// streamref-opt's), so a flag added to a parser without a help line, or a
// help line left behind by a removed flag, fails here. --version is every
// tool's (tools/version_flag.h).

#include <criterion/criterion.h>
#include <ctype.h>
#include <regex.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"

typedef struct flag_set_t {
  char names[256][64];
  size_t count;
} flag_set_t;

static bool flag_set_has(const flag_set_t* set, const char* name) {
  for (size_t i = 0; i < set->count; ++i) {
    if (!strcmp(set->names[i], name)) return true;
  }
  return false;
}

static void flag_set_add(flag_set_t* set, const char* name, size_t length) {
  char flag[64];
  cr_assert_lt(length, sizeof(flag));
  memcpy(flag, name, length);
  flag[length] = 0;
  if (length && flag[length - 1] == '=') flag[--length] = 0;
  if (!length || flag_set_has(set, flag)) return;
  cr_assert_lt(set->count, 256);
  snprintf(set->names[set->count++], sizeof(set->names[0]), "%s", flag);
}

static char* read_file(const char* path) {
  FILE* file = fopen(path, "rb");
  cr_assert_not_null(file, "%s", path);
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char* text = malloc((size_t)size + 1);
  cr_assert_eq(fread(text, 1, (size_t)size, file), (size_t)size);
  text[size] = 0;
  fclose(file);
  return text;
}

// The flags |source| compares with |pattern|'s first group. Names are
// kept as written ("--x", "-x" or "x": see flag_spelling).
static void collect(const char* source, const char* pattern, flag_set_t* out) {
  char path[1024];
  snprintf(path, sizeof(path), "%s/tools/%s", SR_SOURCE_DIR, source);
  char* text = read_file(path);
  regex_t re;
  cr_assert_eq(regcomp(&re, pattern, REG_EXTENDED), 0);
  regmatch_t m[2];
  const char* p = text;
  while (regexec(&re, p, 2, m, 0) == 0) {
    flag_set_add(out, p + m[1].rm_so, (size_t)(m[1].rm_eo - m[1].rm_so));
    p += m[0].rm_eo;
  }
  regfree(&re);
  free(text);
}

// "x" is spelled --x; "-x" and "--x" as written.
static void flag_spelling(const char* name, char* out, size_t capacity) {
  snprintf(out, capacity, "%s%s", name[0] == '-' ? "" : "--", name);
}

// Whether |help| holds |flag| as a whole word (not a prefix of a longer
// flag).
static bool mentions(const char* help, const char* flag) {
  size_t n = strlen(flag);
  for (const char* p = strstr(help, flag); p; p = strstr(p + 1, flag)) {
    char next = p[n];
    bool word_end =
        !(isalnum((unsigned char)next) || next == '_' || next == '-');
    bool word_start = p == help || !(isalnum((unsigned char)p[-1]) ||
                                     p[-1] == '_' || p[-1] == '-');
    if (word_start && word_end) return true;
  }
  return false;
}

static char* help_of(const char* tool) {
  char command[1024];
  snprintf(command, sizeof(command), "'%s' --help", tool);
  char* text = NULL;
  cr_assert_eq(tt_sh("/", command, &text), 0, "%s", text);
  return text;
}

// Every parsed flag is in the help; with |reverse|, every `  --flag` that
// starts a help line is parsed.
static void check_tool(const char* tool, const flag_set_t* parsed,
                       bool reverse) {
  cr_assert_gt(parsed->count, 2, "%s: no flags found in its sources", tool);
  char* help = help_of(tool);
  for (size_t i = 0; i < parsed->count; ++i) {
    char flag[80];
    flag_spelling(parsed->names[i], flag, sizeof(flag));
    cr_assert(mentions(help, flag), "%s --help does not name %s:\n%s", tool,
              flag, help);
  }
  cr_assert(mentions(help, "--help") && mentions(help, "--version"), "%s",
            help);
  if (reverse) {
    regex_t re;
    cr_assert_eq(regcomp(&re, "^  (--[a-z0-9_-]+)", REG_EXTENDED | REG_NEWLINE),
                 0);
    regmatch_t m[2];
    const char* p = help;
    size_t lines = 0;
    while (regexec(&re, p, 2, m, 0) == 0) {
      char flag[80];
      snprintf(flag, sizeof(flag), "%.*s", (int)(m[1].rm_eo - m[1].rm_so),
               p + m[1].rm_so);
      bool known = !strcmp(flag, "--version");
      for (size_t i = 0; i < parsed->count && !known; ++i) {
        char spelled[80];
        flag_spelling(parsed->names[i], spelled, sizeof(spelled));
        known = !strcmp(spelled, flag);
      }
      cr_assert(known, "%s --help names %s, which it does not parse", tool,
                flag);
      ++lines;
      p += m[0].rm_eo;
    }
    regfree(&re);
    // One line per flag (--version is not in the parser's set).
    cr_assert_eq(lines, parsed->count + 1, "%s: %zu flag lines for %zu flags",
                 tool, lines, parsed->count + 1);
  }
  free(help);
}

#define IS_PATTERN "IS\\(\"([a-z0-9_-]+)\"\\)"

Test(help, streamref_run_and_benchmark) {
  flag_set_t parsed = {0};
  collect("streamref_run.c", IS_PATTERN, &parsed);
  collect("benchmark.c", "strcmp\\(name, \"([a-z0-9_]+)\"\\)", &parsed);
  cr_assert(flag_set_has(&parsed, "benchmark_repetitions"));
  cr_assert(flag_set_has(&parsed, "trace"));
  check_tool(SR_STREAMREF_RUN, &parsed, true);
  check_tool(SR_STREAMREF_BENCHMARK, &parsed, true);
}

Test(help, streamref_diff) {
  flag_set_t parsed = {0};
  collect("streamref_diff.c", IS_PATTERN, &parsed);
  cr_assert(flag_set_has(&parsed, "--dumps"));
  check_tool(SR_STREAMREF_DIFF, &parsed, true);
}

Test(help, streamref_trace) {
  flag_set_t parsed = {0};
  collect("streamref_trace.c", IS_PATTERN, &parsed);
  check_tool(SR_STREAMREF_TRACE, &parsed, true);
}

Test(help, streamref_params) {
  flag_set_t parsed = {0};
  collect("streamref_params.c", IS_PATTERN, &parsed);
  flag_set_add(&parsed, "help", 4);  // checked in main, before the parser
  check_tool(SR_STREAMREF_PARAMS, &parsed, true);
}

// streamref-opt's pass flags come from the pass registry (each printed on
// its own line); its own flags from its parser.
Test(help, streamref_opt) {
  flag_set_t flags = {0};
  char path[1024];
  snprintf(path, sizeof(path), "%s/tools/streamref_opt.c", SR_SOURCE_DIR);
  char* text = read_file(path);
  regex_t re;
  cr_assert_eq(
      regcomp(&re, "strn?cmp\\((name|arg), \"(-[a-z0-9=-]+)\"", REG_EXTENDED),
      0);
  regmatch_t m[3];
  for (const char* p = text; regexec(&re, p, 3, m, 0) == 0; p += m[0].rm_eo) {
    flag_set_add(&flags, p + m[2].rm_so, (size_t)(m[2].rm_eo - m[2].rm_so));
  }
  regfree(&re);
  free(text);
  cr_assert(flag_set_has(&flags, "-split-input-file"));
  char* help = help_of(SR_STREAMREF_OPT);
  for (size_t i = 0; i < flags.count; ++i) {
    const char* flag = flags.names[i];
    if (!strcmp(flag, "-")) continue;  // stdin
    // `-o` and `-h` are one-dash flags; the rest are spelled --flag.
    char spelled[80];
    snprintf(spelled, sizeof(spelled), "%s%s", strlen(flag) > 2 ? "-" : "",
             flag);
    cr_assert(mentions(help, spelled), "streamref-opt --help lacks %s:\n%s",
              spelled, help);
  }
  free(help);
}
