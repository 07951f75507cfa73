// The hazard checker on one small program per hazard kind
// (tests/check/programs/): each positive program must be reported with the
// kind and the `file:line:col` of the op at fault, through streamref-run
// --check=hazards / --check=strict (exit code and message) and through the
// C API (sr_instance_options_t.check_mode, the reports of check_fn and the
// invocation's status); each near miss (`*_ok.mlir`) must report nothing,
// and print exactly what it prints without the checker.
//
// Program headers: `// FLAG: <flag>` (repeated), `// HAZARD: <kind>|none`,
// `// AT: <op.name>[#N]` (the N-th op of that name in the file, 1 by
// default).

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_backend/runtime_test_util.h"
#include "streamref/runtime.h"

typedef struct program_t {
  char path[4096];
  char name[256];
  char flags[1024];  // shell-quoted, for the CLI
  char function[128];
  int64_t inputs[8];  // integer inputs (i32)
  int input_count;
  char hazard[64];  // kind, or "none"
  uint32_t line, column;
} program_t;

// Line and column of the |nth| op named |name| (not in a comment).
static bool find_op(const char* text, const char* name, int nth,
                    uint32_t* out_line, uint32_t* out_column) {
  uint32_t line = 1;
  const char* line_start = text;
  int seen = 0;
  size_t n = strlen(name);
  for (const char* p = text; *p; ++p) {
    if (*p == '\n') {
      ++line;
      line_start = p + 1;
      continue;
    }
    const char* comment = strstr(line_start, "//");
    if (comment && comment <= p && comment < strchr(line_start, '\n')) {
      continue;
    }
    if (strncmp(p, name, n) == 0 && (p[n] == ' ' || p[n] == '\n') &&
        (p == text || p[-1] == ' ')) {
      if (++seen == nth) {
        *out_line = line;
        *out_column = (uint32_t)(p - line_start) + 1;
        return true;
      }
    }
  }
  return false;
}

static void load_program(const char* name, program_t* p) {
  memset(p, 0, sizeof(*p));
  snprintf(p->name, sizeof(p->name), "%s", name);
  snprintf(p->path, sizeof(p->path), "%s/%s.mlir", SR_CHECK_PROGRAMS_DIR, name);
  snprintf(p->function, sizeof(p->function), "main");
  char* text = rt_read_file(p->path);
  cr_assert(text, "cannot read %s", p->path);
  char op[128] = {0};
  int nth = 1;
  for (const char* line = text; line && *line;) {
    const char* end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    char buffer[512];
    snprintf(buffer, sizeof(buffer), "%.*s", (int)length, line);
    if (strncmp(buffer, "// FLAG: ", 9) == 0) {
      const char* flag = buffer + 9;
      size_t used = strlen(p->flags);
      snprintf(p->flags + used, sizeof(p->flags) - used, " '%s'", flag);
      if (strncmp(flag, "--function=", 11) == 0) {
        snprintf(p->function, sizeof(p->function), "%.100s", flag + 11);
      } else if (strncmp(flag, "--input=", 8) == 0) {
        p->inputs[p->input_count++] = strtoll(flag + 8, NULL, 10);
      }
    } else if (strncmp(buffer, "// HAZARD: ", 11) == 0) {
      snprintf(p->hazard, sizeof(p->hazard), "%.60s", buffer + 11);
    } else if (strncmp(buffer, "// AT: ", 7) == 0) {
      snprintf(op, sizeof(op), "%.100s", buffer + 7);
      char* hash = strchr(op, '#');
      if (hash) {
        *hash = 0;
        nth = atoi(hash + 1);
      }
    }
    line = end ? end + 1 : NULL;
  }
  cr_assert(p->hazard[0], "%s: no // HAZARD: line", name);
  if (strcmp(p->hazard, "none") != 0) {
    cr_assert(op[0], "%s: no // AT: line", name);
    cr_assert(find_op(text, op, nth, &p->line, &p->column),
              "%s: op %s #%d not found", name, op, nth);
  }
  free(text);
}

static bool is_warning_kind(const char* kind) {
  return strcmp(kind, "uninitialized-read") == 0;
}

// streamref-run with and without --check=MODE.
static void check_cli(const program_t* p, const char* mode) {
  char extra[1200];
  snprintf(extra, sizeof(extra), "%s --check=%s", p->flags, mode);
  rt_text_t out = {0}, err = {0}, plain_out = {0}, plain_err = {0};
  int rc = rt_run_cli(p->path, NULL, extra, SR_CHECK_PROGRAMS_DIR, &out, &err);
  int plain_rc = rt_run_cli(p->path, NULL, p->flags, SR_CHECK_PROGRAMS_DIR,
                            &plain_out, &plain_err);
  const char* stderr_text = rt_text_cstr(&err);
  if (strcmp(p->hazard, "none") == 0) {
    cr_expect_eq(rc, plain_rc, "%s --check=%s: exit %d, %d without: %s",
                 p->name, mode, rc, plain_rc, stderr_text);
    cr_expect_str_eq(stderr_text, rt_text_cstr(&plain_err),
                     "%s --check=%s reported something", p->name, mode);
    cr_expect_str_eq(rt_text_cstr(&out), rt_text_cstr(&plain_out),
                     "%s --check=%s changed the output", p->name, mode);
  } else {
    bool error = !is_warning_kind(p->hazard) || strcmp(mode, "strict") == 0;
    char expected[1024];
    snprintf(expected, sizeof(expected), "%s.mlir:%u:%u: %s: %s: ", p->name,
             p->line, p->column, error ? "error" : "warning", p->hazard);
    cr_expect(strstr(stderr_text, expected) != NULL,
              "%s --check=%s: expected '%s' in:\n%s", p->name, mode, expected,
              stderr_text);
    if (error) {
      cr_expect_eq(rc, 1, "%s --check=%s: exit %d", p->name, mode, rc);
    } else {
      cr_expect_eq(rc, plain_rc, "%s --check=%s: a warning changed the exit",
                   p->name, mode);
      cr_expect_str_eq(rt_text_cstr(&out), rt_text_cstr(&plain_out),
                       "%s: a warning changed the output", p->name);
    }
  }
  rt_text_free(&out);
  rt_text_free(&err);
  rt_text_free(&plain_out);
  rt_text_free(&plain_err);
}

typedef struct reports_t {
  int count;
  int errors;
  sr_hazard_kind_t first_kind;
  uint32_t first_line, first_column;
  char first_message[1024];
} reports_t;

static void collect(void* user_data, const sr_check_report_t* report) {
  reports_t* r = (reports_t*)user_data;
  if (!r->count++) {
    r->first_kind = report->kind;
    r->first_line = report->loc.line;
    r->first_column = report->loc.column;
    snprintf(r->first_message, sizeof(r->first_message), "%s", report->message);
  }
  r->errors += report->is_error;
}

// Through the C API, on |threads| workers.
static void check_api(const program_t* p, sr_check_mode_t mode, int threads) {
  reports_t reports;
  memset(&reports, 0, sizeof(reports));
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.check_mode = mode;
  options.check_fn = collect;
  options.check_user_data = &reports;
  sr_instance_t* instance = NULL;
  cr_assert_eq(sr_instance_create(&options, sr_allocator_system(), &instance),
               0);
  sr_module_t* module = NULL;
  sr_status_t status = sr_module_load_from_file(instance, p->path, &module);
  sr_function_t* function = NULL;
  if (!status)
    status = sr_module_lookup_function(module, p->function, &function);
  sr_variant_t args[8];
  for (int i = 0; i < p->input_count; ++i) {
    args[i] = sr_variant_i32((int32_t)p->inputs[i]);
  }
  sr_variant_t results[8];
  memset(results, 0, sizeof(results));
  size_t result_count = 0;
  if (!status) {
    status = sr_function_invoke(function, args, (size_t)p->input_count, results,
                                8, &result_count);
  }
  for (size_t i = 0; i < result_count; ++i) sr_variant_reset(&results[i]);
  if (strcmp(p->hazard, "none") == 0) {
    cr_expect_eq(reports.count, 0, "%s (API, %d threads): reported '%s'",
                 p->name, threads, reports.first_message);
    cr_expect_eq(status, 0, "%s (API): %s", p->name, sr_status_message(status));
  } else {
    cr_expect_gt(reports.count, 0, "%s (API): nothing reported", p->name);
    cr_expect_str_eq(sr_hazard_kind_name(reports.first_kind), p->hazard,
                     "%s (API): %s", p->name, reports.first_message);
    cr_expect_eq(reports.first_line, p->line, "%s (API): line %u, want %u",
                 p->name, reports.first_line, p->line);
    cr_expect_eq(reports.first_column, p->column,
                 "%s (API): column %u, want %u", p->name, reports.first_column,
                 p->column);
    bool error = !is_warning_kind(p->hazard) || mode == SR_CHECK_STRICT;
    if (error) {
      cr_expect_neq(status, 0, "%s (API): the invocation succeeded", p->name);
      sr_ir_loc_t loc = sr_status_ir_loc(status);
      cr_expect_eq(loc.line, p->line, "%s (API): status at line %u", p->name,
                   loc.line);
    } else {
      cr_expect_eq(reports.errors, 0);
      cr_expect_eq(status, 0, "%s (API): a warning failed the invocation",
                   p->name);
    }
  }
  sr_status_ignore(status);
  if (module) sr_module_release(module);
  sr_instance_release(instance);
}

static void check_program(const char* name) {
  program_t p;
  load_program(name, &p);
  check_cli(&p, "hazards");
  check_cli(&p, "strict");
  check_api(&p, SR_CHECK_HAZARDS, 1);
  check_api(&p, SR_CHECK_HAZARDS, 0);
  check_api(&p, SR_CHECK_STRICT, 0);
}

#define PROGRAM(name)                         \
  Test(check, name) { check_program(#name); } \
  Test(check, name##_ok) { check_program(#name "_ok"); }

#define PROGRAM_LIST(X)     \
  X(race_wave)              \
  X(race_regions)           \
  X(race_tied_wave)         \
  X(use_before_ready)       \
  X(use_before_ready_async) \
  X(use_after_free)         \
  X(use_after_release)      \
  X(tied_reuse)             \
  X(constant_write)         \
  X(uninitialized_read)     \
  X(arith_overflow)         \
  X(arith_shift)            \
  X(arith_div_zero)         \
  X(exe_shift)              \
  X(exe_nsw)                \
  X(exe_nuw)

PROGRAM_LIST(PROGRAM)

// Every program of the folder is one of the above (a new program without a
// test would otherwise go unchecked).
Test(check, every_program_is_listed) {
#define PROGRAM_NAME(name) #name,
  static const char* const kListed[] = {PROGRAM_LIST(PROGRAM_NAME)};
#undef PROGRAM_NAME
  DIR* dir = opendir(SR_CHECK_PROGRAMS_DIR);
  cr_assert(dir);
  int count = 0;
  for (struct dirent* e = readdir(dir); e; e = readdir(dir)) {
    size_t n = strlen(e->d_name);
    if (n < 6 || strcmp(e->d_name + n - 5, ".mlir") != 0) continue;
    ++count;
    char base[256];
    snprintf(base, sizeof(base), "%.*s", (int)(n - 5), e->d_name);
    size_t b = strlen(base);
    if (b > 3 && strcmp(base + b - 3, "_ok") == 0) base[b - 3] = 0;
    bool found = false;
    for (size_t i = 0; i < sizeof(kListed) / sizeof(kListed[0]); ++i) {
      found |= strcmp(base, kListed[i]) == 0;
    }
    cr_expect(found, "%s has no test", e->d_name);
  }
  closedir(dir);
  cr_expect_eq(count, 2 * (int)(sizeof(kListed) / sizeof(kListed[0])));
}

// The kinds are named as the reports and the CLI spell them.
Test(check, kind_names) {
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_RACE), "race");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_USE_BEFORE_READY),
                   "use-before-ready");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_USE_AFTER_FREE),
                   "use-after-free");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_TIED_REUSE), "tied-reuse");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_CONSTANT_WRITE),
                   "constant-write");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_UNINITIALIZED_READ),
                   "uninitialized-read");
  cr_expect_str_eq(sr_hazard_kind_name(SR_HAZARD_ARITHMETIC), "arithmetic");
}

// A bad --check value is refused.
Test(check, cli_rejects_unknown_mode) {
  program_t p;
  load_program("race_wave_ok", &p);
  rt_text_t out = {0}, err = {0};
  int rc = rt_run_cli(p.path, NULL, "--function=main --check=everything",
                      SR_CHECK_PROGRAMS_DIR, &out, &err);
  cr_expect_eq(rc, 1);
  cr_expect(strstr(rt_text_cstr(&err), "--check is hazards, strict or off"));
  rt_text_free(&out);
  rt_text_free(&err);
}

// Undefined behaviour inside an executable: the dispatch interpreter stops
// at an integer division by zero (int32_ops' divui with a zero divisor);
// the checker reports it as arithmetic at the executable's op.
Test(check, executable_division_by_zero) {
  char module[4096], cwd[4096];
  snprintf(module, sizeof(module), "%s/corpus/int32_ops/cmd.mlir",
           SR_TEST_PROGRAMS_DIR);
  snprintf(cwd, sizeof(cwd), "%s/generated/int32_ops", SR_TEST_CORPUS_DIR);
  char* text = rt_read_file(module);
  cr_assert(text, "cannot read %s", module);
  // Where `"arith.divui"` is: the op the report must name.
  const char* at = strstr(text, "\"arith.divui\"");
  cr_assert(at);
  uint32_t line = 1;
  const char* line_start = text;
  for (const char* p = text; p < at; ++p) {
    if (*p == '\n') {
      ++line;
      line_start = p + 1;
    }
  }
  uint32_t column = (uint32_t)(at - line_start) + 1;
  free(text);
  rt_text_t out = {0}, err = {0};
  int rc = rt_run_cli(module, NULL,
                      "--function=main '--input=8xi32=7 -7 2147483647 "
                      "-2147483648 100 -1 65536 13' '--input=8xi32=2 2 2 3 0 "
                      "5 65536 -4' --check=hazards",
                      cwd, &out, &err);
  char expected[256];
  snprintf(expected, sizeof(expected),
           "cmd.mlir:%u:%u: error: arithmetic: ", line, column);
  cr_expect_eq(rc, 1);
  cr_expect(strstr(rt_text_cstr(&err), expected), "expected '%s' in:\n%s",
            expected, rt_text_cstr(&err));
  cr_expect(strstr(rt_text_cstr(&err), "integer division by zero"));
  rt_text_free(&out);
  rt_text_free(&err);
}

// The checked variants of the interpreter's ops only report: with the
// checker off, the executables with undefined behaviour give the values
// the interpreter defines (overflow wraps, shifts past the width give 0),
// computed here from the input, the same as without --check.
static void check_values(const char* name, const char* input,
                         int64_t (*element)(int64_t s, int64_t i)) {
  program_t p;
  load_program(name, &p);
  char flags[256], expected[256] = "4xi32=";
  snprintf(flags, sizeof(flags), "--function=main --input=%s", input);
  int64_t s = strtoll(input, NULL, 10);
  for (int64_t i = 0; i < 4; ++i) {
    size_t used = strlen(expected);
    snprintf(expected + used, sizeof(expected) - used, "%s%d", i ? " " : "",
             (int32_t)(uint32_t)element(s, i));
  }
  char off_flags[300];
  snprintf(off_flags, sizeof(off_flags), "%s --check=off", flags);
  rt_text_t out = {0}, err = {0}, plain = {0}, plain_err = {0};
  int rc =
      rt_run_cli(p.path, NULL, off_flags, SR_CHECK_PROGRAMS_DIR, &out, &err);
  int plain_rc = rt_run_cli(p.path, NULL, flags, SR_CHECK_PROGRAMS_DIR, &plain,
                            &plain_err);
  cr_expect_eq(rc, 0, "%s: %s", name, rt_text_cstr(&err));
  cr_expect_eq(plain_rc, 0, "%s: %s", name, rt_text_cstr(&plain_err));
  cr_expect(strstr(rt_text_cstr(&out), expected), "%s: expected '%s' in:\n%s",
            name, expected, rt_text_cstr(&out));
  cr_expect_str_eq(rt_text_cstr(&out), rt_text_cstr(&plain));
  rt_text_free(&out);
  rt_text_free(&err);
  rt_text_free(&plain);
  rt_text_free(&plain_err);
}

static int64_t shift_element(int64_t s, int64_t i) {
  return (uint64_t)s >= 32 ? 0 : (int64_t)((uint32_t)i << s);
}
static int64_t nsw_element(int64_t s, int64_t i) {
  return (int64_t)(uint32_t)(i + s + 2147483644);
}
static int64_t nuw_element(int64_t s, int64_t i) {
  return (int64_t)(uint32_t)(s - i);
}

Test(check, executable_ub_values_unchanged) {
  check_values("exe_shift", "40", shift_element);
  check_values("exe_shift", "-1", shift_element);
  check_values("exe_nsw", "4", nsw_element);
  check_values("exe_nuw", "2", nuw_element);
}

// A negative shift amount is an unsigned one past the width.
Test(check, executable_negative_shift) {
  program_t p;
  load_program("exe_shift", &p);
  rt_text_t out = {0}, err = {0};
  int rc =
      rt_run_cli(p.path, NULL, "--function=main --input=-1 --check=hazards",
                 SR_CHECK_PROGRAMS_DIR, &out, &err);
  char expected[256];
  snprintf(expected, sizeof(expected),
           "exe_shift.mlir:%u:%u: error: arithmetic: ", p.line, p.column);
  cr_expect_eq(rc, 1);
  cr_expect(strstr(rt_text_cstr(&err), expected), "expected '%s' in:\n%s",
            expected, rt_text_cstr(&err));
  cr_expect(strstr(rt_text_cstr(&err),
                   "shift amount 4294967295 out of range for i32"),
            "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
}
