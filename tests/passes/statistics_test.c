// --dump-statistics: counts, storage sizes, and IREE's exact text for IREE's
// own lit input (testdata/dump_statistics.*).

#include "core/passes/statistics.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "pass_test_util.h"

static char* sr_read_test_file(const char* name, size_t* out_length) {
  char path[1024];
  snprintf(path, sizeof(path), "%s/%s", SR_PASSES_TEST_DATA_DIR, name);
  FILE* file = fopen(path, "rb");
  cr_assert_not_null(file, "cannot open %s", path);
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char* text = malloc((size_t)size + 1);
  cr_assert_eq(fread(text, 1, (size_t)size, file), (size_t)size);
  text[size] = 0;
  fclose(file);
  if (out_length) *out_length = (size_t)size;
  return text;
}

// Runs the statistics of the parsed module into a string.
static char* sr_statistics_text(const sr_pass_fixture_t* f,
                                sr_statistics_format_t format) {
  char* text = NULL;
  size_t length = 0;
  FILE* stream = open_memstream(&text, &length);
  cr_assert_not_null(stream);
  cr_assert_null(
      sr_dump_statistics(f->module, format, sr_allocator_system(), stream));
  fclose(stream);
  return text;
}

Test(statistics, counts_of_iree_lit_case) {
  sr_pass_fixture_t f;
  char* input = sr_read_test_file("dump_statistics.mlir", NULL);
  sr_fixture_parse(&f, input);
  sr_stream_statistics_t stats;
  sr_stream_statistics_compute(f.module, &stats);
  cr_assert_eq(stats.constant_count, 1);
  cr_assert_eq(stats.constant_size, 192);
  cr_assert_eq(stats.variable_count, 0);
  cr_assert_eq(stats.await_count, 2);
  cr_assert_eq(stats.submission_count, 2);
  cr_assert_eq(stats.transient_size, 0);
  cr_assert_eq(stats.copy_count, 1);
  cr_assert_eq(stats.dispatch_count, 3);
  cr_assert_eq(stats.executable_count, 2);
  cr_assert_eq(stats.cmd_phase_ops, 6);  // 2 execute, 1 copy, 3 dispatch
  cr_assert_eq(stats.tensor_phase_ops, 0);
  sr_fixture_destroy(&f);
  free(input);
}

Test(statistics, pretty_and_csv_are_irees_text) {
  sr_pass_fixture_t f;
  char* input = sr_read_test_file("dump_statistics.mlir", NULL);
  sr_fixture_parse(&f, input);
  const struct {
    sr_statistics_format_t format;
    const char* expected;
  } cases[] = {
      {SR_STATISTICS_FORMAT_PRETTY, "dump_statistics.pretty.txt"},
      {SR_STATISTICS_FORMAT_CSV, "dump_statistics.csv.txt"},
  };
  for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i) {
    char* expected = sr_read_test_file(cases[i].expected, NULL);
    char* actual = sr_statistics_text(&f, cases[i].format);
    cr_assert_str_eq(actual, expected, "%s", cases[i].expected);
    free(actual);
    free(expected);
  }
  sr_fixture_destroy(&f);
  free(input);
}

Test(statistics, verbose_adds_op_counts) {
  sr_pass_fixture_t f;
  char* input = sr_read_test_file("dump_statistics.mlir", NULL);
  sr_fixture_parse(&f, input);
  char* pretty = sr_statistics_text(&f, SR_STATISTICS_FORMAT_PRETTY);
  char* verbose = sr_statistics_text(&f, SR_STATISTICS_FORMAT_VERBOSE);
  // IREE's text first, then ours.
  cr_assert_eq(strncmp(pretty, verbose, strlen(pretty)), 0);
  const char* extra = verbose + strlen(pretty);
  cr_assert(strstr(extra, "// Op Counts (streamref; outside executables)"));
  cr_assert(strstr(extra, "//      Cmd phase: 6\n"), "%s", extra);
  cr_assert(strstr(extra, "//        3 stream.cmd.dispatch\n"), "%s", extra);
  free(pretty);
  free(verbose);
  sr_fixture_destroy(&f);
  free(input);
}

Test(statistics, no_dispatches_print_irees_reuse_overflow) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f, "util.func public @f() {\n  util.return\n}\n");
  char* text = sr_statistics_text(&f, SR_STATISTICS_FORMAT_PRETTY);
  cr_assert(strstr(text, "// Executables: 0, -2147483648% reuse\n"), "%s",
            text);
  free(text);
  sr_fixture_destroy(&f);
}

Test(statistics, dynamic_transients_are_a_minimum) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f,
                   "util.func public @f(%n: index) {\n"
                   "  %c64 = arith.constant 64 : index\n"
                   "  %0, %t0 = stream.resource.alloca uninitialized : "
                   "!stream.resource<transient>{%c64} => !stream.timepoint\n"
                   "  %1, %t1 = stream.resource.alloca uninitialized : "
                   "!stream.resource<transient>{%n} => !stream.timepoint\n"
                   "  util.return\n"
                   "}\n");
  char* text = sr_statistics_text(&f, SR_STATISTICS_FORMAT_PRETTY);
  cr_assert(strstr(text,
                   "// Submissions: 0, using cumulative minimum 64 B "
                   "(0.00 MiB)\n"),
            "%s", text);
  free(text);
  sr_fixture_destroy(&f);
}

Test(statistics, constant_storage_sizes) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f,
                   "util.func public @f() {\n"
                   "  %a = util.buffer.constant : !util.buffer = \"abcd\"\n"
                   "  %b = util.buffer.constant : !util.buffer = "
                   "dense<1> : tensor<3xi32>\n"
                   "  %c = util.buffer.constant : !util.buffer = "
                   "dense<true> : tensor<5xi1>\n"
                   "  %d = util.buffer.constant : !util.buffer = "
                   "dense<1> : tensor<5xi4>\n"
                   "  util.return\n"
                   "}\n");
  sr_stream_statistics_t stats;
  sr_stream_statistics_compute(f.module, &stats);
  // 4 + 12 + 5 (i1 as bytes) + 3 (i4 packed two to a byte, rounded up).
  cr_assert_eq(stats.constant_size, 4 + 12 + 5 + 3);
  sr_fixture_destroy(&f);
}
