// The deterministic oracle and the differential runner (issue 9):
//  - streamref-run --serial gives what the parallel run gives, and
//    --compare-serial finds no difference, on every program of the
//    generated corpus at every phase;
//  - --compare-serial flags a wave whose children race (deterministically:
//    the reversed-waves run) and passes its ordered near miss;
//  - through the C API, the oracle in program order and with reversed waves
//    disagree on a race between two C-kernel dispatches, and the shared
//    comparison names the element;
//  - streamref-diff: identical forms agree, different phases of one program
//    agree, a dump folder whose constant changes at one pass names that pass,
//    phase dumps are ordered and unrunnable ones skipped, seeded inputs are
//    reproducible, tolerances and NaN rules, resource inputs, bad flags.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "runtime_test_util.h"
#include "streamref/runtime.h"
#include "tools/run_io.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

// Runs |command| in a shell (stderr into stdout); returns the exit code.
static int run_shell(const char* command, rt_text_t* out) {
  fflush(NULL);
  FILE* pipe = popen(command, "r");
  cr_assert(pipe, "cannot run %s", command);
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) {
    rt_text_append(out, buffer, n);
  }
  int status = pclose(pipe);
  rt_text_cstr(out);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// streamref-diff with |args|, run in tests/diff.
static int run_diff(const char* args, rt_text_t* out) {
  rt_text_t command = {0};
  rt_text_appendf(&command, "cd '%s' && '%s' %s 2>&1", SR_DIFF_DIR,
                  SR_STREAMREF_DIFF, args);
  int rc = run_shell(rt_text_cstr(&command), out);
  rt_text_free(&command);
  return rc;
}

#define EXPECT_CONTAINS(text, needle)                     \
  cr_expect(strstr(rt_text_cstr(text), (needle)) != NULL, \
            "expected\n  %s\nin\n%s", (needle), rt_text_cstr(text))

//===----------------------------------------------------------------------===//
// --serial and --compare-serial on the generated corpus
//===----------------------------------------------------------------------===//

static const char* const kPhases[] = {"tensor", "async_resources", "async",
                                      "cmd", "stream"};

Test(serial, corpus_serial_equals_parallel_and_compare_serial_is_clean,
     .timeout = 600) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/corpus", SR_TEST_PROGRAMS_DIR);
  FILE* list = popen("ls " SR_TEST_PROGRAMS_DIR "/corpus", "r");
  cr_assert(list);
  char name[256];
  size_t checked = 0;
  rt_text_t failures = {0};
  while (fgets(name, sizeof(name), list)) {
    name[strcspn(name, "\n")] = 0;
    char flagfile[4096], cwd[4096];
    snprintf(flagfile, sizeof(flagfile), "%s/programs/%s.run",
             SR_TEST_CORPUS_DIR, name);
    snprintf(cwd, sizeof(cwd), "%s/generated/%s", SR_TEST_CORPUS_DIR, name);
    FILE* f = fopen(flagfile, "r");
    if (!f) continue;  // not a program (regenerate.py)
    fclose(f);
    for (size_t p = 0; p < sizeof(kPhases) / sizeof(kPhases[0]); ++p) {
      char module[8192];
      snprintf(module, sizeof(module), "%s/%s/%s.mlir", dir, name, kPhases[p]);
      if (!(f = fopen(module, "r"))) continue;
      fclose(f);
      rt_text_t parallel = {0}, serial = {0}, compare = {0}, err = {0};
      int rc_parallel = rt_run_cli(module, flagfile, "", cwd, &parallel, &err);
      int rc_serial =
          rt_run_cli(module, flagfile, "--serial", cwd, &serial, &err);
      int rc_compare =
          rt_run_cli(module, flagfile, "--compare-serial", cwd, &compare, &err);
      if (rc_parallel != 0 || rc_serial != 0 ||
          strcmp(rt_text_cstr(&parallel), rt_text_cstr(&serial)) != 0) {
        rt_text_appendf(&failures,
                        "%s/%s: --serial differs (rc %d/%d)\nparallel:\n%s\n"
                        "serial:\n%s\n%s\n",
                        name, kPhases[p], rc_parallel, rc_serial,
                        rt_text_cstr(&parallel), rt_text_cstr(&serial),
                        rt_text_cstr(&err));
      }
      if (rc_compare != 0 ||
          !strstr(rt_text_cstr(&compare),
                  "results identical to the serial oracle (parallel and "
                  "reversed waves)")) {
        rt_text_appendf(&failures, "%s/%s: --compare-serial rc %d\n%s\n%s\n",
                        name, kPhases[p], rc_compare, rt_text_cstr(&compare),
                        rt_text_cstr(&err));
      }
      ++checked;
      rt_text_free(&parallel);
      rt_text_free(&serial);
      rt_text_free(&compare);
      rt_text_free(&err);
    }
  }
  pclose(list);
  cr_expect(checked >= 100, "only %zu corpus programs checked", checked);
  if (failures.size) {
    cr_expect_fail("%s", rt_text_cstr(&failures));
  }
  rt_text_free(&failures);
}

Test(serial, compare_serial_flags_a_race_in_a_wave) {
  rt_text_t out = {0}, err = {0};
  char module[4096];
  snprintf(module, sizeof(module), "%s/programs/wave_race.mlir", SR_DIFF_DIR);
  int rc =
      rt_run_cli(module, NULL, "--compare-serial", SR_DIFF_DIR, &out, &err);
  cr_expect_eq(rc, 1, "%s%s", rt_text_cstr(&out), rt_text_cstr(&err));
  EXPECT_CONTAINS(&out,
                  "[compare-serial] result[0] differs from the serial oracle "
                  "in the reversed-waves run: element 0 differs: serial 7, "
                  "reversed-waves 0");
  rt_text_free(&out);
  // The oracle itself runs the wave in program order: fill, then copy.
  rc = rt_run_cli(module, NULL, "--serial", SR_DIFF_DIR, &out, &err);
  cr_expect_eq(rc, 0);
  EXPECT_CONTAINS(&out, "4xi32=7 7 7 7");
  rt_text_free(&out);
  rt_text_free(&err);
}

Test(serial, compare_serial_passes_the_ordered_near_miss) {
  rt_text_t out = {0}, err = {0};
  char module[4096];
  snprintf(module, sizeof(module), "%s/programs/wave_ordered.mlir",
           SR_DIFF_DIR);
  int rc =
      rt_run_cli(module, NULL, "--compare-serial", SR_DIFF_DIR, &out, &err);
  cr_expect_eq(rc, 0, "%s%s", rt_text_cstr(&out), rt_text_cstr(&err));
  EXPECT_CONTAINS(&out, "4xi32=7 7 7 7");
  EXPECT_CONTAINS(&out, "1 results identical to the serial oracle");
  rt_text_free(&out);
  rt_text_free(&err);
}

//===----------------------------------------------------------------------===//
// C API: a race forced by kernels shows between serial and parallel runs
//===----------------------------------------------------------------------===//

// The kernels of kernel_race.mlir: @writer fills its binding with 7s,
// @reader copies its first binding to its second.
static int writer_kernel(void* user_data, const sr_dispatch_state_t* state) {
  int32_t* out = state->bindings[0];
  for (size_t i = 0; i < state->binding_lengths[0] / 4; ++i) out[i] = 7;
  return 0;
}

static int reader_kernel(void* user_data, const sr_dispatch_state_t* state) {
  memcpy(state->bindings[1], state->bindings[0], state->binding_lengths[1]);
  return 0;
}

// Runs @race of kernel_race.mlir in a serial instance, its waves in program
// order or reversed; returns the instance, released after the results
// (their storage points into it).
static sr_instance_t* run_kernel_race(bool reverse_waves,
                                      sr_tool_variant_list_t* out) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.serial = true;
  options.serial_reverse_waves = reverse_waves;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&options, sr_allocator_system(), &instance));
  cr_expect_eq(sr_instance_worker_count(instance), 1);
  sr_kernel_t writer = SR_KERNEL_INITIALIZER(writer_kernel, NULL);
  sr_kernel_t reader = SR_KERNEL_INITIALIZER(reader_kernel, NULL);
  cr_assert_null(sr_instance_register_kernel(instance, "ex::writer", &writer));
  cr_assert_null(sr_instance_register_kernel(instance, "ex::reader", &reader));
  char path[4096];
  snprintf(path, sizeof(path), "%s/programs/kernel_race.mlir", SR_DIFF_DIR);
  sr_module_t* module = NULL;
  cr_assert_null(sr_module_load_from_file(instance, path, &module));
  sr_function_t* function = NULL;
  cr_assert_null(sr_module_lookup_function(module, "race", &function));
  sr_variant_t results[2] = {{0}};
  size_t count = 0;
  sr_status_t status =
      sr_function_invoke(function, NULL, 0, results, 2, &count);
  cr_assert_null(status, "%s", status ? sr_status_message(status) : "");
  for (size_t i = 0; i < count; ++i) sr_tool_variant_list_push(out, results[i]);
  sr_module_release(module);
  return instance;
}

// The C API's oracle options: program order and reversed waves are both
// deterministic, and a race between two dispatches of a wave shows as the
// first element that differs.
Test(serial, c_api_program_order_and_reversed_waves_disagree_on_a_race) {
  sr_tool_variant_list_t forward = {0}, reversed = {0}, again = {0};
  sr_instance_t* instances[3] = {run_kernel_race(false, &forward),
                                 run_kernel_race(true, &reversed),
                                 run_kernel_race(false, &again)};
  sr_tool_compare_options_t exact;
  sr_tool_compare_options_initialize(&exact);
  sr_tool_difference_t d;
  cr_expect_not(sr_tool_compare_results(forward.values, forward.count,
                                        reversed.values, reversed.count, &exact,
                                        &d));
  cr_expect_eq(d.result, 0);
  cr_expect_eq(d.element, 0);
  cr_expect_str_eq(d.a, "7");
  cr_expect_str_eq(d.b, "0");
  cr_expect(sr_tool_compare_results(forward.values, forward.count, again.values,
                                    again.count, &exact, &d));
  sr_tool_variant_list_free(&forward);
  sr_tool_variant_list_free(&reversed);
  sr_tool_variant_list_free(&again);
  for (int i = 0; i < 3; ++i) sr_instance_release(instances[i]);
}

//===----------------------------------------------------------------------===//
// streamref-diff
//===----------------------------------------------------------------------===//

Test(diff, identical_forms_agree) {
  rt_text_t out = {0};
  int rc = run_diff(
      "../programs/corpus/passthrough/cmd.mlir "
      "../programs/corpus/passthrough/cmd.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "AGREE: 2 runnable forms give the same results");
  rt_text_free(&out);
}

Test(diff, phases_of_one_program_agree_on_random_inputs) {
  // Seeded inputs of the shapes iree.abi.declaration gives.
  rt_text_t out = {0};
  int rc = run_diff(
      "--verbose ../programs/corpus/elementwise_chain/tensor.mlir "
      "../programs/corpus/elementwise_chain/async.mlir "
      "../programs/corpus/elementwise_chain/cmd.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "AGREE: 3 runnable forms");
  EXPECT_CONTAINS(&out, "result[0]=hal.buffer_view\n2x4xf32=");
  rt_text_free(&out);
}

Test(diff, dump_folder_names_the_pass_that_changed_a_constant) {
  rt_text_t out = {0};
  int rc = run_diff("fixtures/add_const/tree", &out);
  cr_expect_eq(rc, 1, "%s", rt_text_cstr(&out));
  // Form 0 is before iree-stream-conversion: not Stream IR yet.
  EXPECT_CONTAINS(&out, "(iree-stream-clone-to-consumers): cannot run");
  EXPECT_CONTAINS(&out, "(iree-stream-conversion): runs");
  EXPECT_CONTAINS(&out,
                  "68_iree-util-fold-globals.mlir, pass "
                  "iree-util-fold-globals) @main result[0]: element 3 "
                  "differs");
  EXPECT_CONTAINS(&out,
                  "before: fixtures/add_const/tree/"
                  "builtin_module_no-symbol-name/"
                  "67_iree-op-pipeline-adaptor.mlir");
  rt_text_free(&out);
  // The forms before the change agree.
  rc = run_diff(
      "fixtures/add_const/tree/builtin_module_no-symbol-name/6[4-7]_*.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "AGREE: 4 runnable forms");
  rt_text_free(&out);
}

Test(diff, phase_dumps_in_order_and_unrunnable_ones_skipped) {
  rt_text_t out = {0};
  int rc = run_diff("fixtures/add_const/phases", &out);
  cr_expect_eq(rc, 2, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out,
                  "form 0: fixtures/add_const/phases/"
                  "add_const.6.flow.mlir (flow): cannot run");
  EXPECT_CONTAINS(&out,
                  "form 1: fixtures/add_const/phases/"
                  "add_const.7.stream.mlir (stream): runs");
  EXPECT_CONTAINS(&out, "CANNOT COMPARE: 1 runnable form");
  rt_text_free(&out);
}

Test(diff, random_inputs_are_reproducible_by_seed) {
  const char* files =
      " fixtures/add_const/tree/builtin_module_no-symbol-name/64_*.mlir"
      " fixtures/add_const/tree/builtin_module_no-symbol-name/65_*.mlir";
  rt_text_t a = {0}, b = {0}, c = {0};
  char args[1024];
  snprintf(args, sizeof(args), "--verbose --seed=7%s", files);
  cr_expect_eq(run_diff(args, &a), 0, "%s", rt_text_cstr(&a));
  cr_expect_eq(run_diff(args, &b), 0);
  cr_expect_str_eq(rt_text_cstr(&a), rt_text_cstr(&b));
  snprintf(args, sizeof(args), "--verbose --seed=8%s", files);
  cr_expect_eq(run_diff(args, &c), 0);
  cr_expect_str_neq(rt_text_cstr(&a), rt_text_cstr(&c));
  rt_text_free(&a);
  rt_text_free(&b);
  rt_text_free(&c);
}

typedef struct tolerance_case_t {
  const char* flags;
  int rc;
  const char* expected;
} tolerance_case_t;

Test(diff, float_tolerances_and_nan_rules) {
  // floats_b differs from floats_a by one ULP at element 1 (2.5) and by
  // the NaN payload at element 2.
  static const tolerance_case_t kCases[] = {
      {"", 1,
       "element 1 differs: before 2.5 (0x40200000), after 2.5 (0x40200001)"},
      {"--ulp=1", 0, "AGREE"},
      {"--ulp=0", 1, "element 1 differs"},  // NaNs match once a tolerance is
      {"--atol=1e-6", 0, "AGREE"},          // set; 2.5 is 1 ULP away
      {"--rtol=1e-8", 1, "element 1 differs"},
      {"--rtol=1e-6", 0, "AGREE"},
      {"--atol=f64:1", 1, "element 1 differs"},  // f32 still exact
      {"--atol=f32:1e-6,f16:1", 0, "AGREE"},
  };
  for (size_t i = 0; i < sizeof(kCases) / sizeof(kCases[0]); ++i) {
    rt_text_t out = {0};
    char args[512];
    snprintf(args, sizeof(args),
             "%s programs/floats_a.mlir programs/floats_b.mlir",
             kCases[i].flags);
    int rc = run_diff(args, &out);
    cr_expect_eq(rc, kCases[i].rc, "%s: %s", kCases[i].flags,
                 rt_text_cstr(&out));
    EXPECT_CONTAINS(&out, kCases[i].expected);
    rt_text_free(&out);
  }
  rt_text_t out = {0};
  cr_expect_eq(
      run_diff("--atol=x programs/floats_a.mlir programs/floats_b.mlir", &out),
      2);
  EXPECT_CONTAINS(&out, "bad value for --atol: 'x'");
  rt_text_free(&out);
}

Test(diff, resource_inputs_of_a_private_function) {
  FILE* f = fopen("/tmp/sr_diff_test_bytes.bin", "wb");
  cr_assert(f);
  for (int i = 1; i <= 16; ++i) fputc(i, f);
  fclose(f);
  rt_text_t out = {0};
  int rc = run_diff(
      "--verbose --function=fill_tail "
      "'--input=resource<*>{16}=@/tmp/sr_diff_test_bytes.bin' --input=16 "
      "programs/resource_arg.mlir programs/resource_arg.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "16xi8=1 2 3 4 7 0 0 0 7 0 0 0 7 0 0 0");
  rt_text_free(&out);
  // Byte values and a splat, then a short file.
  rc = run_diff(
      "--verbose --function=fill_tail '--input=resource<*>{8}=9' --input=8 "
      "programs/resource_arg.mlir programs/resource_arg.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "8xi8=9 9 9 9 7 0 0 0");
  rt_text_free(&out);
  rc = run_diff(
      "--function=fill_tail "
      "'--input=resource<*>{64}=@/tmp/sr_diff_test_bytes.bin' --input=64 "
      "programs/resource_arg.mlir programs/resource_arg.mlir",
      &out);
  cr_expect_eq(rc, 2, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "ends before 64 bytes");
  rt_text_free(&out);
  remove("/tmp/sr_diff_test_bytes.bin");
}

// Without --function, the function iree-run-module would run: an
// iree.abi.stub program's `main_graph`, not the `main_graph$async` behind it
// (so --input needs no --function either).
Test(diff, default_function_is_iree_run_modules) {
  rt_text_t out = {0};
  int rc = run_diff(
      "--verbose '--input=2x3xf32=1 2 3 4 5 6' "
      "'--input=2x3xf32=0.5 -1 2 -3 4 0.25' " SR_TEST_PROGRAMS_DIR
      "/abi/onnx_main_graph.mlir " SR_TEST_PROGRAMS_DIR
      "/abi/onnx_main_graph.mlir",
      &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "functions: @main_graph\n");
  EXPECT_CONTAINS(&out, "AGREE: 2 runnable forms");
  rt_text_free(&out);
  // Several candidates (a lit test's functions): every function, as before.
  rc = run_diff(SR_TEST_PROGRAMS_DIR
                "/api/kernel_dispatch.mlir " SR_TEST_PROGRAMS_DIR
                "/api/kernel_dispatch.mlir",
                &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "functions: @tensor_axpy @cmd_axpy\n");
  rt_text_free(&out);
}

Test(diff, usage_errors) {
  rt_text_t out = {0};
  cr_expect_eq(run_diff("programs/floats_a.mlir", &out), 2);
  EXPECT_CONTAINS(&out, "need at least two forms");
  rt_text_free(&out);
  cr_expect_eq(run_diff("--bogus a b", &out), 2);
  EXPECT_CONTAINS(&out, "unknown flag '--bogus'");
  rt_text_free(&out);
  cr_expect_eq(run_diff("programs", &out), 2);
  EXPECT_CONTAINS(&out, "holds no IR dumps");
  rt_text_free(&out);
}

Test(diff, parameter_archives_as_streamref_run_takes_them) {
  rt_text_t out = {0};
  const char* forms =
      " ../programs/corpus/params_mlp/tensor.mlir"
      " ../programs/corpus/params_mlp/cmd.mlir";
  char args[2048];
  snprintf(args, sizeof(args),
           "--parameters=model=../corpus/generated/params_mlp/params.irpa%s",
           forms);
  int rc = run_diff(args, &out);
  cr_expect_eq(rc, 0, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "AGREE: 2 runnable forms");
  rt_text_free(&out);
  rc = run_diff(forms, &out);
  cr_expect_eq(rc, 2, "%s", rt_text_cstr(&out));
  EXPECT_CONTAINS(&out, "no parameters were provided");
  rt_text_free(&out);
}
