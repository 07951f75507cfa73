// The test programs of tests/programs/: every program through
// streamref-run with one thread and with all threads, and through the C
// API (with a leak check), must print exactly its .expected output; every
// error program must fail with its op's file:line:col and message.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_test_util.h"

static void check_program(const char* base, rt_text_t* failures) {
  char path[4096], flagfile[4096], expected_path[4096];
  snprintf(path, sizeof(path), "%s.generic.mlir", base);
  snprintf(flagfile, sizeof(flagfile), "%s.run", base);
  snprintf(expected_path, sizeof(expected_path), "%s.expected", base);
  char* expected = rt_read_file(expected_path);
  if (!expected) {
    rt_text_appendf(failures, "%s: no .expected file\n", base);
    return;
  }
  // One thread with regions inline where possible; all threads with every
  // region a task graph on the pool.
  const char* threads[2] = {"--threads=1", "--regions=graph"};
  for (int t = 0; t < 2; ++t) {
    rt_text_t out = {0}, err = {0};
    int rc =
        rt_run_cli(path, flagfile, threads[t], rt_dirname(path), &out, &err);
    if (rc != 0 || strcmp(rt_text_cstr(&out), expected) != 0) {
      rt_text_appendf(failures,
                      "%s (cli %s): rc=%d\n--- got:\n%s--- want:\n%s--- "
                      "stderr:\n%s\n",
                      base, threads[t][0] ? threads[t] : "all threads", rc,
                      rt_text_cstr(&out), expected, rt_text_cstr(&err));
    }
    rt_text_free(&out);
    rt_text_free(&err);
  }
  rt_text_t out = {0};
  bool skipped = false;
  sr_status_t status = rt_run_api(path, flagfile, 0, &out, &skipped);
  if (status) {
    char message[2048];
    sr_status_format(status, message, sizeof(message));
    rt_text_appendf(failures, "%s (api): %s\n", base, message);
    sr_status_free(status);
  } else if (!skipped && strcmp(rt_text_cstr(&out), expected) != 0) {
    rt_text_appendf(failures, "%s (api):\n--- got:\n%s--- want:\n%s", base,
                    rt_text_cstr(&out), expected);
  }
  rt_text_free(&out);
  free(expected);
}

static void check_area(const char* area) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/%s", SR_TEST_PROGRAMS_DIR, area);
  size_t count = 0;
  char** programs = rt_list_programs(dir, &count);
  cr_assert(count > 0, "no programs in %s", dir);
  rt_text_t failures = {0};
  for (size_t i = 0; i < count; ++i) check_program(programs[i], &failures);
  rt_free_list(programs, count);
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("programs in %s failed (see above)", area);
  }
}

Test(programs, host) { check_area("host"); }
Test(programs, resource) { check_area("resource"); }
Test(programs, tensor) { check_area("tensor"); }
Test(programs, async) { check_area("async"); }
Test(programs, cmd) { check_area("cmd"); }
Test(programs, timepoint) { check_area("timepoint"); }

// Error programs: a nonzero exit with `<file>:<line>:<col>: error:` and
// the message, through the CLI and the C API.
static void check_error(const char* base, rt_text_t* failures) {
  char path[4096], flagfile[4096], error_path[4096];
  snprintf(path, sizeof(path), "%s.generic.mlir", base);
  snprintf(flagfile, sizeof(flagfile), "%s.run", base);
  snprintf(error_path, sizeof(error_path), "%s.error", base);
  char* spec = rt_read_file(error_path);
  if (!spec) {
    rt_text_appendf(failures, "%s: no .error file\n", base);
    return;
  }
  char* newline = strchr(spec, '\n');
  if (newline) *newline = 0;
  const char* location = spec;
  const char* message = newline ? newline + 1 : "";
  char* message_end = strchr(message, '\n');
  if (message_end) *message_end = 0;
  unsigned line = 0, column = 0;
  sscanf(location, "%u:%u", &line, &column);
  const char* file = strrchr(path, '/') + 1;
  char want[4600];
  snprintf(want, sizeof(want), "%s:%s: error:", file, location);

  rt_text_t out = {0}, err = {0};
  int rc = rt_run_cli(path, flagfile, "", rt_dirname(path), &out, &err);
  if (rc == 0 || !strstr(rt_text_cstr(&err), want) ||
      !strstr(rt_text_cstr(&err), message)) {
    rt_text_appendf(failures, "%s (cli): rc=%d, want '%s' and '%s' in:\n%s\n",
                    base, rc, want, message, rt_text_cstr(&err));
  }
  rt_text_free(&out);
  rt_text_free(&err);

  rt_text_t api_out = {0};
  bool skipped = false;
  sr_status_t status = rt_run_api(path, flagfile, 1, &api_out, &skipped);
  if (!skipped) {
    sr_ir_loc_t loc = sr_status_ir_loc(status);
    if (!status || loc.line != line || loc.column != column ||
        !strstr(sr_status_message(status), message)) {
      rt_text_appendf(failures, "%s (api): want %u:%u '%s', got %u:%u '%s'\n",
                      base, line, column, message, loc.line, loc.column,
                      status ? sr_status_message(status) : "OK");
    }
  }
  sr_status_free(status);
  rt_text_free(&api_out);
  free(spec);
}

Test(programs, errors) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/errors", SR_TEST_PROGRAMS_DIR);
  size_t count = 0;
  char** programs = rt_list_programs(dir, &count);
  cr_assert(count > 0, "no error programs");
  rt_text_t failures = {0};
  for (size_t i = 0; i < count; ++i) check_error(programs[i], &failures);
  rt_free_list(programs, count);
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("error programs failed (see above)");
  }
}
