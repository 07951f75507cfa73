// Benchmark mode (issue 18): streamref-benchmark and streamref-run
// --benchmark print what iree-benchmark-module prints, read here as the
// scripts written for it read it: Google Benchmark's JSON (the keys
// compare.py and IREE's benchmark tooling use: benchmarks[].name,
// run_name, run_type, aggregate_name, aggregate_unit, repetitions,
// repetition_index, iterations, real_time, cpu_time, time_unit) and the
// console table (`grep real_time` and its columns). Which functions run
// without --function, the iteration counts of `Nx` and --batch_size, the
// aggregates' arithmetic, and the refusals.

#include <criterion/criterion.h>
#include <math.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"

// Two functions without inputs, one with, one internal
// (benchmark_program.mlir; iree_benchmark_reader.py runs it too).
#define PROGRAM SR_SOURCE_DIR "/tests/tools/benchmark_program.mlir"

static char* setup(void) {
  char* dir = tt_make_dir("sr_benchmark");
  cr_assert_eq(tt_sh(dir, "cp '" PROGRAM "' prog.mlir", NULL), 0);
  return dir;
}

// Runs |tool| with |flags| in |dir|, stdout only.
static int bench(const char* dir, const char* tool, const char* flags,
                 char** out) {
  char command[4096];
  snprintf(command, sizeof(command), "'%s' --module=prog.mlir %s 2>/dev/null",
           tool, flags);
  return tt_sh(dir, command, out);
}

static json_t* parse(const char* text) {
  json_error_t error;
  json_t* root = json_loads(text, 0, &error);
  cr_assert_not_null(root, "%s at %d:%d in:\n%s", error.text, error.line,
                     error.column, text);
  return root;
}

static json_t* benchmarks(json_t* root) {
  json_t* list = json_object_get(root, "benchmarks");
  cr_assert(json_is_array(list));
  return list;
}

static const char* str(json_t* o, const char* key) {
  const char* s = json_string_value(json_object_get(o, key));
  cr_assert_not_null(s, "no string '%s'", key);
  return s;
}

static long long integer(json_t* o, const char* key) {
  json_t* v = json_object_get(o, key);
  cr_assert(json_is_integer(v), "'%s' is not an integer", key);
  return json_integer_value(v);
}

static double real(json_t* o, const char* key) {
  json_t* v = json_object_get(o, key);
  cr_assert(json_is_real(v), "'%s' is not a real number", key);
  return json_real_value(v);
}

Test(benchmark, json_without_function_runs_every_function_without_inputs) {
  char* dir = setup();
  char* text = NULL;
  cr_assert_eq(bench(dir, SR_STREAMREF_BENCHMARK,
                     "--benchmark_format=json --benchmark_min_time=7x", &text),
               0, "%s", text);
  json_t* root = parse(text);
  json_t* context = json_object_get(root, "context");
  cr_assert(json_is_object(context));
  cr_assert_gt(integer(context, "num_cpus"), 0);
  cr_assert(json_is_array(json_object_get(context, "caches")));
  cr_assert_str_eq(str(context, "library_build_type"), "release");
  json_t* list = benchmarks(root);
  cr_assert_eq(json_array_size(list), 2, "%s", text);
  const char* names[2] = {"BM_alpha/process_time/real_time",
                          "BM_beta/process_time/real_time"};
  for (size_t i = 0; i < 2; ++i) {
    json_t* b = json_array_get(list, i);
    cr_assert_str_eq(str(b, "name"), names[i]);
    cr_assert_str_eq(str(b, "run_name"), names[i]);
    cr_assert_str_eq(str(b, "run_type"), "iteration");
    cr_assert_eq(integer(b, "family_index"), (long long)i);
    cr_assert_eq(integer(b, "repetitions"), 1);
    cr_assert_eq(integer(b, "repetition_index"), 0);
    cr_assert_eq(integer(b, "threads"), 1);
    cr_assert_eq(integer(b, "iterations"), 7);
    cr_assert_str_eq(str(b, "time_unit"), "ms");
    double r = real(b, "real_time"), c = real(b, "cpu_time");
    cr_assert(r > 0 && r < 1000, "real_time %g", r);
    cr_assert(c >= 0 && c < 1000, "cpu_time %g", c);
    // items_per_second: iterations over the real seconds they took.
    double items = real(b, "items_per_second");
    cr_assert(fabs(items * r * 1e-3 - 1.0) < 1e-6, "%g items/s at %g ms", items,
              r);
  }
  json_decref(root);
  free(text);
  tt_remove_dir(dir);
}

// The aggregates as Google Benchmark computes them from the repetitions.
Test(benchmark, repetitions_and_aggregates) {
  char* dir = setup();
  char* text = NULL;
  cr_assert_eq(bench(dir, SR_STREAMREF_BENCHMARK,
                     "--function=gamma --input=5 --benchmark_format=json "
                     "--benchmark_repetitions=4 --benchmark_min_time=20x "
                     "--time_unit=us",
                     &text),
               0, "%s", text);
  json_t* root = parse(text);
  json_t* list = benchmarks(root);
  cr_assert_eq(json_array_size(list), 8, "%s", text);
  double reals[4];
  for (size_t i = 0; i < 4; ++i) {
    json_t* b = json_array_get(list, i);
    cr_assert_str_eq(str(b, "name"), "BM_gamma/process_time/real_time");
    cr_assert_eq(integer(b, "repetition_index"), (long long)i);
    cr_assert_eq(integer(b, "repetitions"), 4);
    cr_assert_eq(integer(b, "iterations"), 20);
    cr_assert_str_eq(str(b, "time_unit"), "us");
    reals[i] = real(b, "real_time");
  }
  double mean = (reals[0] + reals[1] + reals[2] + reals[3]) / 4;
  double squares = 0;
  for (int i = 0; i < 4; ++i) squares += (reals[i] - mean) * (reals[i] - mean);
  double stddev = sqrt(squares / 3);
  const char* aggregates[4] = {"mean", "median", "stddev", "cv"};
  double want[4] = {mean, 0, stddev, stddev / mean};
  for (size_t i = 0; i < 4; ++i) {
    json_t* b = json_array_get(list, 4 + i);
    char name[128];
    snprintf(name, sizeof(name), "BM_gamma/process_time/real_time_%s",
             aggregates[i]);
    cr_assert_str_eq(str(b, "name"), name);
    cr_assert_str_eq(str(b, "run_name"), "BM_gamma/process_time/real_time");
    cr_assert_str_eq(str(b, "run_type"), "aggregate");
    cr_assert_str_eq(str(b, "aggregate_name"), aggregates[i]);
    cr_assert_str_eq(str(b, "aggregate_unit"), i == 3 ? "percentage" : "time");
    cr_assert_null(json_object_get(b, "repetition_index"));
    cr_assert_eq(integer(b, "iterations"), 4);
    if (i == 1) continue;  // the median: between the middle two
    double got = real(b, "real_time");
    cr_assert(fabs(got - want[i]) <= 1e-9 * (fabs(want[i]) + 1e-12) + 1e-12,
              "%s: %.17g, want %.17g", aggregates[i], got, want[i]);
  }
  json_decref(root);
  free(text);
  tt_remove_dir(dir);
}

// The console table as scripts grep it, and --benchmark_out's JSON.
Test(benchmark, console_table_and_out_file) {
  char* dir = setup();
  char* text = NULL;
  cr_assert_eq(bench(dir, SR_STREAMREF_RUN,
                     "--benchmark --function=beta --benchmark_min_time=5x "
                     "--batch_size=2 --benchmark_out=out.json",
                     &text),
               0, "%s", text);
  // Header, then `NAME  T ms  C ms  ITERATIONS items_per_second=...`.
  cr_assert(strstr(text, "Benchmark") && strstr(text, "Iterations"), "%s",
            text);
  regex_t row;
  cr_assert_eq(
      regcomp(&row,
              "^BM_beta/process_time/real_time +([0-9.]+) ms +"
              "([0-9.]+) ms +([0-9]+) items_per_second=[0-9.]+[kMG]?/s$",
              REG_EXTENDED | REG_NEWLINE),
      0);
  regmatch_t m[4];
  cr_assert_eq(regexec(&row, text, 4, m, 0), 0, "%s", text);
  // 5 iterations in whole batches of 2.
  cr_assert_eq(atoi(text + m[3].rm_so), 6, "%s", text);
  regfree(&row);
  free(text);
  cr_assert_eq(tt_sh(dir, "cat out.json", &text), 0);
  json_t* root = parse(text);
  json_t* b = json_array_get(benchmarks(root), 0);
  cr_assert_str_eq(str(b, "name"), "BM_beta/process_time/real_time");
  cr_assert_eq(integer(b, "iterations"), 6);
  json_decref(root);
  free(text);
  // Calibrated by time: at least 0.05 s of real time in all.
  cr_assert_eq(bench(dir, SR_STREAMREF_BENCHMARK,
                     "--function=alpha --benchmark_format=json "
                     "--benchmark_min_time=0.05s",
                     &text),
               0, "%s", text);
  root = parse(text);
  b = json_array_get(benchmarks(root), 0);
  double total = real(b, "real_time") * 1e-3 * (double)integer(b, "iterations");
  cr_assert_geq(total, 0.05, "%g s", total);
  json_decref(root);
  free(text);
  tt_remove_dir(dir);
}

Test(benchmark, refusals) {
  char* dir = setup();
  char* text = NULL;
  static const char* const kBad[] = {
      "--benchmark_min_time=abc",
      "--benchmark_min_time=0x",
      "--benchmark_repetitions=0",
      "--benchmark_format=csv",
      "--time_unit=s",
      "--batch_size=0",
      "--input=1",
      "--function=gamma --expected_output=10",
  };
  for (size_t i = 0; i < sizeof(kBad) / sizeof(kBad[0]); ++i) {
    char command[1024];
    snprintf(command, sizeof(command), "'%s' --module=prog.mlir %s",
             SR_STREAMREF_BENCHMARK, kBad[i]);
    cr_assert_eq(tt_sh(dir, command, &text), 1, "%s: %s", kBad[i], text);
    cr_assert(strstr(text, "error") != NULL, "%s: %s", kBad[i], text);
    free(text);
  }
  // A program that fails to load or run fails the benchmark, located.
  cr_assert_eq(tt_sh(dir,
                     "printf 'util.func public @f() -> i32 {\\n  %%c = "
                     "arith.constant 0 : i32\\n  util.call @missing() : () -> "
                     "()\\n  util.return %%c : i32\\n}\\n' > bad.mlir",
                     NULL),
               0);
  char command[1024];
  snprintf(command, sizeof(command), "'%s' --module=bad.mlir",
           SR_STREAMREF_BENCHMARK);
  cr_assert_eq(tt_sh(dir, command, &text), 1, "%s", text);
  cr_assert(strstr(text, "bad.mlir:") != NULL, "%s", text);
  free(text);
  tt_remove_dir(dir);
}
