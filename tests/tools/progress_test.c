// The progress line (issue 18): under a pseudo-terminal (script(1)) a run
// past the delay shows `[streamref-run] running @main: N invocations, M
// dispatches T s`, each rewrite starting with "\r\033[K", and erases it
// before the tool prints anything else; with stderr redirected (every
// other test) or --progress=false it never shows. SR_PROGRESS_DELAY_MS=0
// stands in for the 2 s a person waits.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"

#define PROGRAM SR_TEST_PROGRAMS_DIR "/cmd/concurrent.mlir"
#define RUN_FLAGS " --module=" PROGRAM " --repeat=100000 --output="

static bool have_script(void) {
  return tt_sh("/", "command -v script >/dev/null", NULL) == 0;
}

Test(progress, shown_on_a_terminal_and_erased) {
  // script(1) is util-linux's (Debian's essential bsdutils).
  cr_assert(have_script());
  char* dir = tt_make_dir("sr_progress");
  char* text = NULL;
  cr_assert_eq(tt_sh(dir,
                     "SR_PROGRESS_DELAY_MS=0 script -qec \"'" SR_STREAMREF_RUN
                     "'" RUN_FLAGS "\" typescript >/dev/null 2>&1; "
                     "cat typescript",
                     &text),
               0, "%s", text);
  const char* line = strstr(text, "\r\033[K[streamref-run] running @main: ");
  cr_assert_not_null(line, "%s", text);
  cr_assert(strstr(line, " invocations, ") && strstr(line, " dispatches "),
            "%s", text);
  // Erased before the repeat line.
  const char* repeat = strstr(text, "repeat: 100000 runs");
  cr_assert_not_null(repeat, "%s", text);
  cr_assert(repeat > line);
  const char* erase = repeat;
  while (erase > text && strncmp(erase, "\r\033[K", 4) != 0) --erase;
  cr_assert(erase > line, "%s", text);
  cr_assert_null(strstr(erase + 4, "[streamref-run]"), "%s", text);
  free(text);
  // --progress=false, on the same terminal: nothing.
  cr_assert_eq(tt_sh(dir,
                     "SR_PROGRESS_DELAY_MS=0 script -qec \"'" SR_STREAMREF_RUN
                     "'" RUN_FLAGS " --progress=false\" typescript >/dev/null "
                     "2>&1; cat typescript",
                     &text),
               0, "%s", text);
  cr_assert_null(strstr(text, "[streamref-run]"), "%s", text);
  free(text);
  tt_remove_dir(dir);
}

Test(progress, never_when_redirected) {
  char* text = NULL;
  cr_assert_eq(
      tt_sh("/", "SR_PROGRESS_DELAY_MS=0 '" SR_STREAMREF_RUN "'" RUN_FLAGS,
            &text),
      0, "%s", text);
  cr_assert_null(strstr(text, "[streamref-run]"), "%s", text);
  cr_assert_not_null(strstr(text, "repeat: 100000 runs"), "%s", text);
  free(text);
}

//===----------------------------------------------------------------------===//
// The load's progress hook (sr_module_options_t.progress_fn), which the
// loading line shows: called by the parser every SR_PARSE_PROGRESS_OPS ops
// and by prepare every few thousand instructions, then once at the end of
// each.
//===----------------------------------------------------------------------===//

#include "core/parse/parser.h"  // SR_PARSE_PROGRESS_OPS
#include "streamref/runtime.h"

enum { CHAIN = 10000, MAX_REPORTS = 64 };

typedef struct reports_t {
  sr_load_progress_t reports[MAX_REPORTS];
  int count;
} reports_t;

static void record_progress(void* user_data, const sr_load_progress_t* p) {
  reports_t* r = (reports_t*)user_data;
  if (r->count < MAX_REPORTS) r->reports[r->count] = *p;
  ++r->count;
}

// @main adds 1 to 0, CHAIN times: CHAIN + 4 ops (the function, two
// constants, the adds, the return).
static char* chain_program(size_t* out_length) {
  size_t capacity = 64 * (size_t)CHAIN + 512;
  char* text = malloc(capacity);
  size_t n = (size_t)snprintf(text, capacity,
                              "util.func public @main() -> index {\n"
                              "  %%v0 = arith.constant 0 : index\n"
                              "  %%one = arith.constant 1 : index\n");
  for (int i = 1; i <= CHAIN; ++i) {
    n += (size_t)snprintf(text + n, capacity - n,
                          "  %%v%d = arith.addi %%v%d, %%one : index\n", i,
                          i - 1);
  }
  n += (size_t)snprintf(text + n, capacity - n,
                        "  util.return %%v%d : index\n}\n", CHAIN);
  *out_length = n;
  return text;
}

Test(progress, load_hook_reports_bytes_and_ops) {
  size_t length = 0;
  char* text = chain_program(&length);
  sr_instance_options_t instance_options;
  sr_instance_options_initialize(&instance_options);
  instance_options.worker_count = 1;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&instance_options, sr_allocator_system(), &instance));
  reports_t reports = {0};
  sr_module_options_t options;
  sr_module_options_initialize(&options);
  options.progress_fn = record_progress;
  options.progress_user_data = &reports;
  sr_module_t* module = NULL;
  cr_assert_null(sr_module_load_from_memory_with_options(
      instance, "chain.mlir", text, length, &options, &module));
  const uint64_t ops = CHAIN + 4;  // util.func, 2 constants, the adds, return
  cr_assert_leq(reports.count, MAX_REPORTS);
  // Parse: one report per SR_PARSE_PROGRESS_OPS ops, in order, then one
  // with the whole text.
  int parse_reports = 0;
  uint64_t last_bytes = 0, last_ops = 0;
  int i = 0;
  for (; i < reports.count && !reports.reports[i].parsed; ++i) {
    const sr_load_progress_t* p = &reports.reports[i];
    cr_assert_eq(p->bytes_total, length);
    cr_assert_gt(p->bytes_parsed, last_bytes);
    cr_assert_lt(p->bytes_parsed, length);
    cr_assert_eq(p->ops_parsed, last_ops + SR_PARSE_PROGRESS_OPS);
    cr_assert_eq(p->ops_prepared, 0);
    last_bytes = p->bytes_parsed;
    last_ops = p->ops_parsed;
    ++parse_reports;
  }
  cr_assert_eq(parse_reports, (int)(ops / SR_PARSE_PROGRESS_OPS));
  cr_assert_lt(i, reports.count);
  const sr_load_progress_t* parsed = &reports.reports[i];
  cr_assert_eq(parsed->bytes_parsed, length);
  cr_assert_eq(parsed->ops_parsed, ops);
  cr_assert_eq(parsed->ops_prepared, 0);
  // Prepare: the instructions (every op but the function) rise, then a
  // last report with all of them.
  uint64_t last_prepared = 0;
  for (++i; i < reports.count; ++i) {
    const sr_load_progress_t* p = &reports.reports[i];
    cr_assert(p->parsed);
    cr_assert_eq(p->bytes_parsed, length);
    cr_assert_geq(p->ops_prepared, last_prepared);
    last_prepared = p->ops_prepared;
  }
  cr_assert_eq(last_prepared, ops - 1);
  cr_assert_geq(reports.count, parse_reports + 1 + 2);
  // The program it loaded runs.
  sr_function_t* function = NULL;
  cr_assert_null(sr_module_lookup_function(module, "main", &function));
  sr_variant_t result = {0};
  size_t count = 0;
  cr_assert_null(sr_function_invoke(function, NULL, 0, &result, 1, &count));
  cr_assert_eq(count, 1);
  cr_assert_eq(result.i64, CHAIN);
  sr_variant_reset(&result);
  sr_module_release(module);
  sr_instance_release(instance);
  free(text);
}
